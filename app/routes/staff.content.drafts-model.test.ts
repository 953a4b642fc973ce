// A model of how people really use the editor: two people, each on up to two devices or tabs, typing
// into the same item's form and pressing what its page offers (the form keeping itself, Save draft,
// Publish, Preview, opening another tab, closing one whose work is kept, reloading one), in random order from
// a seed. After every step, each word a person typed is still somewhere they can find it: in a form
// still open, in their draft, or on the site; unless they were asked about it and chose otherwise,
// or left a form that said its changes were not kept. The steps run through the editor's own
// loader and action, on the site's database. `DRAFT_SEQUENCES` runs more (npm run bench:editor-model).
import { afterAll, beforeAll, expect, it } from "vitest";
import { defaultLanguage } from "~/content-model/languages";
import { action as editAction, loader as editLoader } from "~/editor/edit-item.server";
import { formEntries } from "~/editor/form-entries";
import { DRAFT_CHOICE, DRAFT_SEEN, type FieldGroup, FORM_BASE } from "~/publishing/edit-form";
import { editableItem } from "~/publishing/editable-items";
import { addStaff, answerOf, openTestServices, PASSWORD, routeArgs, signedInOn } from "../../tests/route-context";
import { action as previewAction } from "./staff.content.$item.preview";

const SEQUENCES = Number(process.env.DRAFT_SEQUENCES ?? 200);
const STEPS = 14;
const item = (() => {
  const about = editableItem("about");
  if (!about) throw new Error("The About Us page is not editable");
  return about;
})();
const address = `http://church.test/staff/content/${item.slug}`;

let open: Awaited<ReturnType<typeof openTestServices>>;
const cookies: Record<string, string> = {};
/** The plain fields of words a person types into, and what each held on the fresh site. */
let typedInto: string[] = [];
let originals = new Map<string, string>();

beforeAll(async () => {
  open = await openTestServices({ handler: async () => new Response("<!doctype html><title>A page</title>") });
  for (const name of ["Dana", "Lee"]) {
    await addStaff(open.services, name, ["content"]);
    cookies[name] = await signedInOn(open, `${name.toLowerCase()}@church.test`, PASSWORD);
  }
  const { groups } = await load("Dana");
  typedInto = groups
    .flatMap((group) => group.fields)
    .filter((field) => field.input === "text")
    .slice(0, 3)
    .map((field) => field.name);
  originals = new Map(groups.flatMap((group) => group.fields).map((field) => [field.name, field.value]));
});
afterAll(async () => open?.close());

/** A form open on one device: its fields as they stand, and the words typed into it not yet kept anywhere. */
interface Tab {
  person: string;
  fields: Map<string, string>;
  hidden: Map<string, string>;
  unkept: Set<string>;
}

async function load(person: string) {
  const request = new Request(address, { headers: { Cookie: cookies[person] ?? "" } });
  const answer = await answerOf(editLoader({ ...routeArgs(open, request), params: { item: item.slug } }));
  expect(answer.status).toBe(200);
  const loaded = answer.data as {
    groups: FieldGroup[];
    draft?: { id: number; groups: FieldGroup[] };
    base: string;
    basedOn: number;
    draftSeen: string;
  };
  return { ...loaded, groups: loaded.draft?.groups ?? loaded.groups };
}

/** A tab opened on the item, as the editor draws it. */
async function openTab(person: string): Promise<Tab> {
  const loaded = await load(person);
  const hidden = new Map([
    ["basedOn", String(loaded.basedOn)],
    [FORM_BASE, loaded.base],
    [DRAFT_SEEN, loaded.draftSeen],
  ]);
  if (loaded.draft) hidden.set("draft", String(loaded.draft.id));
  return { person, fields: new Map(formEntries(loaded.groups)), hidden, unkept: new Set() };
}

type Answer = {
  status: number;
  data?: {
    draft?: FieldGroup[];
    draftSeen?: string;
    autosaved?: string;
    elsewhere?: string;
    warnings?: unknown[];
    problems?: { message: string }[];
    error?: string;
    collisions?: { items: Choosing[] };
    draftCollisions?: { items: Choosing[] };
  };
};
type Choosing = { key: string; mine: string; theirs: string };

/** Preview, as its button asks: the page with the form's values, in a tab of its own; nothing kept or lost. */
async function preview(tab: Tab): Promise<number> {
  const { csrfToken } = await open.services.staff.auth.visit(
    new Request("http://church.test/staff/notes", { headers: { Cookie: cookies[tab.person] ?? "" } }),
  );
  const form = new FormData();
  for (const [name, value] of [...tab.fields, ...tab.hidden]) form.append(name, value);
  form.set("csrf", csrfToken);
  form.set("page", item.shownOn[0]?.path ?? "/");
  const request = new Request(`${address}/preview`, {
    method: "POST",
    headers: { Cookie: cookies[tab.person] ?? "" },
    body: form,
  });
  return (await answerOf(previewAction({ ...routeArgs(open, request), params: { item: item.slug } }))).status;
}

async function send(tab: Tab, intent: string, choices: [string, string][] = []): Promise<Answer> {
  const { csrfToken } = await open.services.staff.auth.visit(
    new Request("http://church.test/staff/notes", { headers: { Cookie: cookies[tab.person] ?? "" } }),
  );
  const form = new FormData();
  for (const [name, value] of [...tab.fields, ...tab.hidden, ...choices]) form.append(name, value);
  form.set("csrf", csrfToken);
  form.set("intent", intent);
  const request = new Request(address, { method: "POST", headers: { Cookie: cookies[tab.person] ?? "" }, body: form });
  const answer = await answerOf(editAction({ ...routeArgs(open, request), params: { item: item.slug } }));
  return { status: answer.status, data: answer.data as Answer["data"] };
}

/** A small, seeded random: the same sequence every run. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

it(`${SEQUENCES} sequences of two people on two devices lose nothing typed without a question`, async () => {
  for (let seed = 1; seed <= SEQUENCES; seed++) await sequence(seed);
}, 600_000);

async function sequence(seed: number) {
  const random = randomFrom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  await open.services.publishing[defaultLanguage].drafts.discard(item.slug, { authors: ["Dana", "Lee"] });
  const tabs: Tab[] = [await openTab("Dana"), await openTab("Lee")];
  /** Each word typed, by whom; and those its person let go of when asked. */
  const typed = new Map<string, string>();
  const letGo = new Set<string>();
  const published = new Set<string>();
  const log: string[] = [];

  /** A question about fields both changed: each answered at random; a word not kept is one its person let go of. */
  const choose = (items: Choosing[], prefix: string): [string, string][] =>
    items.map((each, index) => {
      const side = random() < 0.5 ? "mine" : "theirs";
      const dropped = side === "mine" ? each.theirs : each.mine;
      for (const word of typed.keys()) if (dropped.includes(word)) letGo.add(word);
      return [`${prefix}${index}`, `${side}:${each.key}`];
    });
  /** The tab shows what the answer gave back: the form as it now stands. */
  const shown = (tab: Tab, answer: Answer) => {
    if (answer.data?.draft) tab.fields = new Map(formEntries(answer.data.draft));
    if (answer.data?.draftSeen !== undefined) tab.hidden.set(DRAFT_SEEN, answer.data.draftSeen);
  };
  const reopen = async (tab: Tab) => {
    const fresh = await openTab(tab.person);
    tab.fields = fresh.fields;
    tab.hidden = fresh.hidden;
    tab.unkept.clear();
  };

  for (let step = 0; step < STEPS; step++) {
    const tab = pick(tabs);
    const action = pick([
      "type",
      "type",
      "type",
      "autosave",
      "autosave",
      "draft",
      "publish",
      "preview",
      "open",
      "close",
      "reload",
    ]);
    log.push(`${tab.person}#${tabs.indexOf(tab)} ${action}`);
    if (action === "type") {
      const word = `typed-${seed}-${step}`;
      const field = pick(typedInto);
      // What the field held before is replaced by its person: not lost.
      for (const before of typed.keys()) if (tab.fields.get(field)?.includes(before)) letGo.add(before);
      // Its first word replaced: the field stays as long as its checks want it.
      tab.fields.set(field, `${word} ${(originals.get(field) ?? "").split(" ").slice(1).join(" ")}`.trim());
      typed.set(word, tab.person);
      tab.unkept.add(word);
    } else if (action === "autosave") {
      const answer = await send(tab, "autosave");
      if (answer.status === 200) {
        shown(tab, answer);
        tab.unkept.clear();
      } else expect(answer.data?.elsewhere, log.join(", ")).toBeTruthy();
    } else if (action === "draft") {
      let answer = await send(tab, "draft");
      if (answer.data?.draftCollisions)
        answer = await send(tab, "draft", choose(answer.data.draftCollisions.items, DRAFT_CHOICE));
      expect(answer.status, `${log.join(", ")}: ${JSON.stringify(answer.data)}`).toBe(302);
      await reopen(tab);
    } else if (action === "publish") {
      let answer = await send(tab, "publish");
      for (let round = 0; round < 4 && answer.status !== 302; round++) {
        if (answer.data?.draftCollisions) {
          answer = await send(tab, "publish", choose(answer.data.draftCollisions.items, DRAFT_CHOICE));
        } else if (answer.data?.collisions) {
          answer = await send(tab, "publish", choose(answer.data.collisions.items, "choice-"));
        } else if (answer.data?.warnings?.length) {
          answer = await send(tab, "publish-anyway");
        } else {
          expect(answer.status, `${log.join(", ")}: ${JSON.stringify(answer.data)}`).toBe(409);
          shown(tab, answer);
          answer = await send(tab, "publish");
        }
      }
      expect(answer.status, `${log.join(", ")}: ${JSON.stringify(answer.data)}`).toBe(302);
      await reopen(tab);
      const site = JSON.stringify(open.services.publishing[defaultLanguage].current()[item.key]);
      for (const word of typed.keys()) if (site.includes(word)) published.add(word);
    } else if (action === "preview") {
      const before = JSON.stringify(await open.services.publishing[defaultLanguage].drafts.list(item.slug));
      expect(await preview(tab), log.join(", ")).toBe(200);
      expect(JSON.stringify(await open.services.publishing[defaultLanguage].drafts.list(item.slug))).toBe(before);
    } else if (action === "open" && tabs.filter((each) => each.person === tab.person).length < 2) {
      tabs.push(await openTab(tab.person));
    } else if (action === "close" && tab.unkept.size === 0 && tabs.length > 1) {
      // The page said it kept everything: the person closes it without a question.
      tabs.splice(tabs.indexOf(tab), 1);
    } else if (action === "reload") {
      // The page asked first: what it had not kept is let go of.
      for (const word of tab.unkept) letGo.add(word);
      await reopen(tab);
    }

    const drafts = JSON.stringify(await open.services.publishing[defaultLanguage].drafts.list(item.slug));
    for (const [word, person] of typed) {
      if (letGo.has(word) || published.has(word)) continue;
      const inTab = tabs.some(
        (each) => each.person === person && [...each.fields.values()].some((v) => v.includes(word)),
      );
      expect(
        inTab || drafts.includes(word),
        `seed ${seed}: "${word}" by ${person} is lost after ${log.join(", ")}`,
      ).toBe(true);
    }
  }
}
