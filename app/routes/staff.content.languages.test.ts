// Every item's words are kept in every language by staff, walked over the whole content model (the
// registry of editable items × every language but the default): each language's form, as the editor
// draws it, saves a draft, publishes unchanged and publishes with one word changed, on a fresh site
// and after an English change to its lists; the English is never touched by it. A new module or
// language joins the table with no edit here.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultLanguage, type Language, languageCodes } from "~/content/languages";
import { FORM_BASE, type fieldGroups, formEntries, onlyWords } from "~/publishing/edit-form";
import { type EditableItem, editableItems } from "~/publishing/editable-items";
import { wordsOf } from "~/publishing/localized";
import { addStaff, answerOf, openTestServices, PASSWORD, routeArgs, signedInOn } from "../../tests/route-context";
import { action as editAction, loader as editLoader } from "./staff.content.$item.server";

let open: Awaited<ReturnType<typeof openTestServices>>;
let cookie = "";

beforeAll(async () => {
  // Each publish renders the pages it changes: a page stands in for them here; what a language's
  // pages show is read from its publisher.
  open = await openTestServices({ handler: async () => new Response("<!doctype html><title>A page</title>") });
  await addStaff(open.services, "Dana", ["content"]);
  cookie = await signedInOn(open, "dana@church.test", PASSWORD);
});
afterAll(async () => open?.close());

const others = languageCodes.filter((code) => code !== defaultLanguage);

type Loaded = {
  groups: ReturnType<typeof fieldGroups>;
  translating: { words: string[]; english: Record<string, string> } | false;
  base: string;
  basedOn: number;
};

const address = (item: EditableItem, language: Language) =>
  `http://church.test/staff/content/${item.slug}${language === defaultLanguage ? "" : `?language=${language}`}`;

async function opened(item: EditableItem, language: Language): Promise<Loaded> {
  const request = new Request(address(item, language), { headers: { Cookie: cookie } });
  const answer = await answerOf(editLoader({ ...routeArgs(open, request), params: { item: item.slug } }));
  expect(answer.status, `${item.slug} (${language}) opens`).toBe(200);
  return answer.data as Loaded;
}

/** The language's form as the editor draws it, with `change` made to its fields. */
async function formOf(item: EditableItem, language: Language, change: (fields: [string, string][]) => void) {
  const loaded = await opened(item, language);
  const groups = loaded.translating
    ? onlyWords(loaded.groups, new Set(loaded.translating.words), new Map(Object.entries(loaded.translating.english)))
    : loaded.groups;
  const entries = formEntries(groups);
  change(entries);
  const { csrfToken } = await open.services.staff.auth.visit(
    new Request("http://church.test/staff/notes", { headers: { Cookie: cookie } }),
  );
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  form.set("csrf", csrfToken);
  form.set("basedOn", String(loaded.basedOn));
  form.set(FORM_BASE, loaded.base);
  if (language !== defaultLanguage) form.set("language", language);
  return form;
}

async function send(item: EditableItem, language: Language, form: FormData, intent: string) {
  form.set("intent", intent);
  const request = new Request(address(item, language), { method: "POST", headers: { Cookie: cookie }, body: form });
  const answer = await answerOf(editAction({ ...routeArgs(open, request), params: { item: item.slug } }));
  const said = answer.data as { problems?: { label: string; message: string }[]; error?: string } | undefined;
  const why = JSON.stringify(said?.problems?.map((problem) => `${problem.label}: ${problem.message}`) ?? said?.error);
  return { status: answer.status, why };
}

/** Where the first word field the language's form holds is among its entries. */
const oneWord = (entries: [string, string][], words: ReadonlySet<string>) =>
  entries.findIndex(([name, value]) => words.has(name) && value.trim() !== "");

describe.each(others)("every item's words in %s", (language) => {
  it.each(editableItems.map((item) => [item.slug, item] as const))("%s", async (_slug, item) => {
    const current = open.services.publishing[defaultLanguage].current()[item.key];
    const words = new Set(wordsOf(item.schema, current).map(({ name }) => name));
    const englishBefore = JSON.stringify(current);

    const unchanged = await send(item, language, await formOf(item, language, () => {}), "publish");
    if (words.size === 0) {
      // Nothing in it is written per language: its form has no field, and publishing it changes nothing.
      expect(unchanged.status, `published unchanged: ${unchanged.why}`).toBe(302);
      return;
    }
    expect(unchanged.status, `published unchanged: ${unchanged.why}`).toBe(302);

    const changed = (entries: [string, string][]) => {
      const at = oneWord(entries, words);
      const entry = entries[at];
      if (entry) entry[1] = `${entry[1]} (revisado)`;
    };
    const draft = await send(item, language, await formOf(item, language, changed), "draft");
    expect(draft.status, `draft: ${draft.why}`).toBe(302);
    const published = await send(item, language, await formOf(item, language, changed), "publish");
    expect(published.status, `publish: ${published.why}`).toBe(302);
    expect(JSON.stringify(open.services.publishing[defaultLanguage].current()[item.key])).toBe(englishBefore);
    const shown = JSON.stringify(open.services.publishing[language].current()[item.key]);
    expect(shown).toContain("(revisado)");
  });
});
