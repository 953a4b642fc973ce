// No staff input gives an error page. Every field of every item the editor edits is sent empty, far too
// long, and as what its kind is not; every list gets a new item published with nothing in it, and a new
// item removed before it was ever published. The editor answers each with its form and a message by
// the field (or publishes it, where the value is fine), never with a server error.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as editAction } from "~/editor/edit-item.server";
import { formEntries } from "~/editor/form-entries";
import { LIST_CHANGE, listButton } from "~/editor/list-changes";
import { builtContent } from "~/published/content";
import { type FieldGroup, FORM_BASE, type FormField, fieldGroups, imageParts } from "~/publishing/edit-form";
import { editableItems } from "~/publishing/editable-items";
import { answerOf, cookieOf, openTestServices, PASSWORD, testReviewers } from "../../tests/route-context";
import { action as signInAction } from "./staff.login";

let open: Awaited<ReturnType<typeof openTestServices>>;
let cookie = "";
let csrf = "";

beforeAll(async () => {
  open = await openTestServices({
    oldStaff: { reviewers: await testReviewers(), noteReviewers: [], contentEditors: ["Dana"] },
    // Each page renders as a plain page: what is checked here is the editor's answer, not the pages.
    handler: async () => new Response("<!doctype html><title>A page</title>"),
  });
  const auth = open.services.staff.auth;
  const visit = await auth.visit(new Request("http://church.test/staff/login"));
  const blank = cookieOf(await auth.commit(visit, new Request("http://church.test/")));
  const signIn = new Request("http://church.test/staff/login", {
    method: "POST",
    headers: { Cookie: blank, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrf: visit.csrfToken, name: "Dana", password: PASSWORD, next: "/staff" }),
  });
  const answer = await answerOf(signInAction(routeArgs(signIn, "")));
  cookie = cookieOf(answer.headers.get("Set-Cookie"));
  csrf = (await auth.visit(new Request("http://church.test/staff/notes", { headers: { Cookie: cookie } }))).csrfToken;
});
afterAll(() => open.close());

function routeArgs(request: Request, item: string) {
  return { request, context: open.context(), params: { item }, url: new URL(request.url), pattern: request.url };
}

/** The form the editor makes for `groups`, begun from `base`, with `changes` made and a button pressed. */
function formOf(groups: FieldGroup[], base: unknown, changes: Record<string, string>, button: [string, string]) {
  const form = new FormData();
  for (const [name, value] of formEntries(groups)) form.append(name, value);
  for (const [name, value] of Object.entries(changes)) form.set(name, value);
  form.set("csrf", csrf);
  form.set("basedOn", "0");
  form.set(FORM_BASE, JSON.stringify(base));
  form.set(...button);
  return form;
}

/** What the editor answers: its status and what it said. */
async function send(slug: string, form: FormData) {
  const request = new Request(`http://church.test/staff/content/${slug}`, {
    method: "POST",
    headers: { Cookie: cookie },
    body: form,
  });
  const { status, data } = await answerOf(editAction(routeArgs(request, slug)));
  return { status, said: data as { error?: string; draft?: FieldGroup[] } | undefined };
}

/** A field's name and the ways to send it wrong: nothing, far too much, and what its kind is not. */
function wrongValues(field: FormField): Array<[string, Record<string, string>]> {
  if (field.input === "image") {
    const parts = imageParts(field.name);
    return [
      ["no picture", { [parts.src]: "", [parts.alt]: "" }],
      ["a description far too long", { [parts.alt]: "a".repeat(20_000) }],
      ["a picture from elsewhere, of no size", { [parts.src]: "https://evil.example/x.png", [parts.width]: "wide" }],
    ];
  }
  const wrong: Record<FormField["input"], string> = {
    text: "two\u0000lines\u202E",
    paragraph: "\u0007",
    lines: "\u202E\n\u0000",
    number: "many",
    checkbox: "perhaps",
    select: "Nonesuch",
    date: "2025-02-30",
    timestamp: "next Tuesday at 7pm",
    image: "",
  };
  return [
    ["empty", { [field.name]: "" }],
    ["far too long", { [field.name]: "x".repeat(20_000) }],
    [`not a ${field.input}`, { [field.name]: wrong[field.input] }],
  ];
}

/** An answer the editor gives on purpose: the form again (200, 400, 409) or the page after it (302). */
const ANSWERED = [200, 302, 400, 409];

describe.each(editableItems.map((item) => [item.slug, item] as const))("%s", (slug, item) => {
  const built = builtContent[item.key];
  const groups = fieldGroups(item.schema, built);

  it("answers every field sent empty, far too long or as what its kind is not with a message, never a server error", async () => {
    const answers: string[] = [];
    for (const field of groups.flatMap((group) => group.fields)) {
      for (const [how, changes] of wrongValues(field)) {
        const { status, said } = await send(slug, formOf(groups, built, changes, ["intent", "publish"]));
        if (!ANSWERED.includes(status)) answers.push(`${field.name}, ${how}: ${status} ${said?.error ?? ""}`);
        // A form sent back keeps what was typed.
        else if (status !== 302 && !said?.draft) answers.push(`${field.name}, ${how}: the form came back empty`);
      }
    }
    expect(answers).toEqual([]);
  });
});

/** Each item with lists, and the lists it has. */
const withLists = editableItems.flatMap((item) => {
  const lists = fieldGroups(item.schema, builtContent[item.key]).flatMap((group) => (group.addTo ? [group.addTo] : []));
  return lists.length > 0 ? [[item.slug, item, lists] as const] : [];
});

describe.each(withLists)("%s", (slug, item, lists) => {
  const built = builtContent[item.key];
  const groups = fieldGroups(item.schema, built);

  it("answers a new list item published empty, and one removed before it was ever published", async () => {
    for (const list of lists) {
      const added = await send(slug, formOf(groups, built, {}, [LIST_CHANGE, listButton.add(list.list)]));
      // A list at its longest refuses another item, in words.
      if (added.status === 400) continue;
      expect(added.status, list.list).toBe(200);
      const withNew = added.said?.draft ?? [];
      const empty = await send(slug, formOf(withNew, built, {}, ["intent", "publish"]));
      expect([400, 409], `${list.list}, published empty`).toContain(empty.status);
      expect(empty.said?.draft, list.list).toBeDefined();
      const removed = await send(
        slug,
        formOf(withNew, built, {}, [LIST_CHANGE, listButton.remove(list.list, list.count)]),
      );
      expect(removed.status, `${list.list}, removed while new`).toBe(200);
      const again = await send(slug, formOf(removed.said?.draft ?? [], built, {}, ["intent", "publish"]));
      expect(again.status, `${list.list}, published after the removal`).toBe(302);
    }
  });
});
