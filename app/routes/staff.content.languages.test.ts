// Every item's words are kept in every language by staff, walked over the whole content model (the
// registry of editable items × every language but the default): each language's form, as the editor
// draws it, saves a draft, publishes unchanged and publishes with one word changed, on a fresh site
// and after an English change to its lists; the English is never touched by it. A new module or
// language joins the table with no edit here.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultLanguage, type Language, languageCodes } from "~/content-model/languages";
import { action as editAction, loader as editLoader } from "~/editor/edit-item.server";
import { formEntries, onlyWords } from "~/editor/form-entries";
import { FORM_BASE, type fieldGroups } from "~/publishing/edit-form";
import { type EditableItem, editableItems, hasWords } from "~/publishing/editable-items";
import { wordsOf } from "~/publishing/localized";
import { addStaff, answerOf, openTestServices, PASSWORD, routeArgs, signedInOn } from "../../tests/route-context";
import { loader as frontLoader } from "./staff.content";
import { action as previewAction } from "./staff.content.$item.preview";

let open: Awaited<ReturnType<typeof openTestServices>>;
let cookie = "";

/** A fresh site with Dana, a content editor, signed in. */
async function freshSite() {
  // Each publish renders the pages it changes: a page stands in for them here; what a language's
  // pages show is read from its publisher.
  open = await openTestServices({ handler: async () => new Response("<!doctype html><title>A page</title>") });
  await addStaff(open.services, "Dana", ["content"]);
  cookie = await signedInOn(open, "dana@church.test", PASSWORD);
}

const others = languageCodes.filter((code) => code !== defaultLanguage);

type Loaded = {
  groups: ReturnType<typeof fieldGroups>;
  translating: { words: string[]; english: Record<string, string>; missing: string[]; behind: string[] } | false;
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

/** A preview asked for from a language's form, as its Preview button asks: at the form's own address. */
async function previewOf(item: EditableItem, language: Language, form: FormData, at = address(item, language)) {
  form.set("page", item.shownOn[0]?.path ?? "/");
  const url = at.replace(`/staff/content/${item.slug}`, `/staff/content/${item.slug}/preview`);
  const request = new Request(url, { method: "POST", headers: { Cookie: cookie }, body: form });
  return (await answerOf(previewAction({ ...routeArgs(open, request), params: { item: item.slug } }))).status;
}

/** What opening a language's form of an item answers, and what it says. */
async function statusOfForm(item: EditableItem, language: Language) {
  const request = new Request(address(item, language), { headers: { Cookie: cookie } });
  const answer = await answerOf(editLoader({ ...routeArgs(open, request), params: { item: item.slug } }));
  return { status: answer.status, said: String(answer.data) };
}

/** Where a language's form says each word stands. */
async function translating(item: EditableItem, language: Language) {
  const loaded = await opened(item, language);
  if (!loaded.translating) throw new Error(`${item.slug} has no ${language} form`);
  return loaded.translating;
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

/**
 * Where the first word field the language's form holds is among its entries: the first it has words
 * in, or, in a language that has none of the item's words yet (one that ships page by page), the
 * first it could have.
 */
const oneWord = (entries: [string, string][], words: ReadonlySet<string>) => {
  const written = entries.findIndex(([name, value]) => words.has(name) && value.trim() !== "");
  return written >= 0 ? written : entries.findIndex(([name]) => words.has(name));
};
/** A word with a mark appended, or the mark alone in place of one not yet written. */
const marked = (words: string, mark: string) => (words.trim() === "" ? `Words ${mark}` : `${words} ${mark}`);

describe.each(others)("every item's words in %s", (language) => {
  beforeAll(freshSite);
  afterAll(async () => open?.close());

  it.each(editableItems.map((item) => [item.slug, item] as const))("%s", async (_slug, item) => {
    const current = open.services.publishing[defaultLanguage].current()[item.key];
    const words = new Set(wordsOf(item.schema, current).map(({ name }) => name));
    const englishBefore = JSON.stringify(current);

    if (!hasWords(item)) {
      // Nothing in it is written per language: it has no such form, and says why.
      expect(await statusOfForm(item, language)).toEqual({
        status: 404,
        said: expect.stringContaining("every language"),
      });
      return;
    }
    const unchanged = await send(item, language, await formOf(item, language, () => {}), "publish");
    expect(unchanged.status, `published unchanged: ${unchanged.why}`).toBe(302);

    const changed = (entries: [string, string][]) => {
      const at = oneWord(entries, words);
      const entry = entries[at];
      if (entry) entry[1] = marked(entry[1], "(revisado)");
    };
    expect(await previewOf(item, language, await formOf(item, language, changed)), "preview").toBe(200);
    const draft = await send(item, language, await formOf(item, language, changed), "draft");
    expect(draft.status, `draft: ${draft.why}`).toBe(302);
    const published = await send(item, language, await formOf(item, language, changed), "publish");
    expect(published.status, `publish: ${published.why}`).toBe(302);
    expect(JSON.stringify(open.services.publishing[defaultLanguage].current()[item.key])).toBe(englishBefore);
    const shown = JSON.stringify(open.services.publishing[language].current()[item.key]);
    expect(shown).toContain("(revisado)");
  });
});

/** The item's value with a word appended to each of its words that can take one: an English change to every field. */
function everyWordChanged(item: EditableItem, value: unknown): unknown {
  let changed = value;
  for (const { name } of wordsOf(item.schema, value)) {
    const next = withChangedWords(item, changed, new Set([name]), (words) => `${words} (new)`);
    if (item.schema.safeParse(next).success) changed = next;
  }
  return changed;
}

/** The item's value with its first list that holds words given one more item, a copy of its last with a new id. */
function withAddedItem(item: EditableItem, value: unknown): { value: unknown; added: string } | undefined {
  const copy = structuredClone(value) as Record<string, unknown>;
  for (const { name } of wordsOf(item.schema, copy)) {
    const list = name.match(/^(.*?)\[(\d+)\]/)?.[1];
    if (!list) continue;
    const items = list.split(".").reduce<unknown>((part, key) => (part as Record<string, unknown>)?.[key], copy);
    if (!Array.isArray(items) || items.length === 0) continue;
    const added = structuredClone(items[items.length - 1]) as Record<string, unknown>;
    if (typeof added.id === "string") added.id = `${added.id}-added`;
    items.push(added);
    const parsed = item.schema.safeParse(copy);
    if (!parsed.success) return undefined;
    return { value: copy, added: `${list}[${items.length - 1}]` };
  }
  return undefined;
}

function withChangedWords(
  item: EditableItem,
  value: unknown,
  names: ReadonlySet<string>,
  change: (words: string) => string,
) {
  const copy = structuredClone(value);
  for (const { name, value: words } of wordsOf(item.schema, copy)) {
    if (!names.has(name) || typeof words !== "string" || words === "") continue;
    const path = name.replace(/\[(\d+)\]/g, ".$1").split(".");
    const last = path.pop() as string;
    const parent = path.reduce<unknown>((part, key) => (part as Record<string, unknown>)[key], copy) as Record<
      string,
      unknown
    >;
    parent[last] = change(words);
  }
  return copy;
}

describe.each(others)("where each word in %s stands, field by field", (language) => {
  beforeAll(freshSite);
  afterAll(async () => open?.close());

  const withWords = editableItems.filter(hasWords);
  it.each(withWords.map((item) => [item.slug, item] as const))("%s", async (_slug, item) => {
    const english = open.services.publishing[defaultLanguage];
    const own = open.services.publishing[language];
    const fresh = await translating(item, language);
    const writtenAtFirst = fresh.words.filter((name) => !fresh.missing.includes(name));
    expect(fresh.behind).toEqual([]);

    // Every English word changes: each word the language had written is behind, and none is missing anew.
    const changed = everyWordChanged(item, english.current()[item.key]);
    expect((await english.publish(item, changed, "Lee")).ok).toBe(true);
    const after = await translating(item, language);
    const wordsNow = writtenAtFirst.filter((name) => after.words.includes(name));
    const englishWords = new Map(wordsOf(item.schema, changed).map(({ name, value }) => [name, value]));
    const before = new Map(wordsOf(item.schema, item.built).map(({ name, value }) => [name, value]));
    const expected = wordsNow.filter(
      (name) =>
        !after.missing.includes(name) && JSON.stringify(englishWords.get(name)) !== JSON.stringify(before.get(name)),
    );
    expect([...after.behind].sort()).toEqual(expected.sort());
    const [first, second] = after.behind;
    if (!first) return;

    // One word rewritten and another ticked as still the same: only those two stop being behind.
    const form = await formOf(item, language, (entries) => {
      const entry = entries.find(([name]) => name === first);
      if (entry) entry[1] = marked(entry[1], "(revisado)");
    });
    if (second) form.append("_same", second);
    const published = await send(item, language, form, "publish");
    expect(published.status, `publish: ${published.why}`).toBe(302);
    const then = await translating(item, language);
    expect(then.behind).toEqual(after.behind.filter((name) => name !== first && name !== second));

    // An item added in English: its words are missing in the language, shown in English, and stay
    // missing after a publish in the language that did not write them.
    const grown = withAddedItem(item, english.current()[item.key]);
    if (!grown) return;
    expect((await english.publish(item, grown.value, "Lee")).ok).toBe(true);
    const withNew = await translating(item, language);
    const newWords = withNew.words.filter((name) => name.startsWith(`${grown.added}.`));
    const newMissing = newWords.filter((name) => {
      const value = wordsOf(item.schema, grown.value).find((each) => each.name === name)?.value;
      return typeof value === "string" && value !== "" && !/^(\{[^}]+\}[\s,]*)*$/.test(value);
    });
    expect(withNew.missing).toEqual(expect.arrayContaining(newMissing));
    const again = await send(
      item,
      language,
      await formOf(item, language, (entries) => {
        const entry = entries.find(([name]) => name === first);
        if (entry) entry[1] = `${entry[1]} otra vez`;
      }),
      "publish",
    );
    expect(again.status, `publish: ${again.why}`).toBe(302);
    const still = await translating(item, language);
    expect(still.missing).toEqual(expect.arrayContaining(newMissing));
    // Its history names the one word changed, not the new item's English it stands on.
    const { history } = (await opened(item, language)) as unknown as { history: Array<{ changes: string[] }> };
    expect(history[0]?.changes, JSON.stringify(history.slice(0, 3).map((each) => each.changes))).toEqual([
      expect.stringContaining("otra vez"),
    ]);
    const shown = wordsOf(item.schema, own.current()[item.key]);
    const englishNow = wordsOf(item.schema, english.current()[item.key]);
    for (const name of newMissing) {
      expect(shown.find((each) => each.name === name)?.value).toEqual(
        englishNow.find((each) => each.name === name)?.value,
      );
    }
  });
});

describe.each(others)("a translator keeps every item's words in %s, and nothing else", (language) => {
  beforeAll(async () => {
    await freshSite();
    await addStaff(open.services, "Rosa", ["translator"]);
    cookie = await signedInOn(open, "rosa@church.test", PASSWORD);
  });
  afterAll(async () => open?.close());

  it("finds each item's words of the language by their English, each leading to the language's form", async () => {
    for (const item of editableItems.filter(hasWords)) {
      const english = wordsOf(item.schema, open.services.publishing[defaultLanguage].current()[item.key]).find(
        ({ value }) => typeof value === "string" && /^[A-Za-z][\w ,'’-]{12,}/.test(value),
      );
      if (typeof english?.value !== "string") continue;
      const asked = english.value.split(" ").slice(0, 3).join(" ");
      const request = new Request(`http://church.test/staff/content?find=${encodeURIComponent(asked)}`, {
        headers: { Cookie: cookie },
      });
      const answer = await answerOf(frontLoader(routeArgs(open, request)));
      const found = (answer.data as { found: Array<{ slug: string; href: string }> }).found;
      expect(found.length, `"${asked}" finds something`).toBeGreaterThan(0);
      // Each found field opens a form of another language, and one of them this language's.
      expect(found.some((field) => field.href.includes(`language=${language}`))).toBe(true);
      expect(found.every((field) => field.href.includes("language="))).toBe(true);
    }
  });

  it.each(editableItems.map((item) => [item.slug, item] as const))("%s", async (_slug, item) => {
    const english = new Request(address(item, defaultLanguage), { headers: { Cookie: cookie } });
    const refused = await answerOf(editLoader({ ...routeArgs(open, english), params: { item: item.slug } }));
    expect(refused.status, "the English form").toBe(403);
    if (!hasWords(item)) {
      expect((await statusOfForm(item, language)).status).toBe(404);
      return;
    }
    const before = JSON.stringify(open.services.publishing[defaultLanguage].current()[item.key]);
    // The language's form, sent with the default language named in it: refused, and nothing changes.
    const sneaked = await formOf(item, language, () => {});
    sneaked.set("language", defaultLanguage);
    expect((await send(item, language, sneaked, "publish")).status).toBe(403);
    const words = new Set(wordsOf(item.schema, item.built).map(({ name }) => name));
    const form = await formOf(item, language, (entries) => {
      const entry = entries[oneWord(entries, words)];
      if (entry) entry[1] = marked(entry[1], "(de Rosa)");
    });
    // The preview of the language's page, asked at the form's address; English is not hers to preview.
    expect(await previewOf(item, language, await formOf(item, language, () => {})), "preview").toBe(200);
    const inEnglish = await formOf(item, language, () => {});
    inEnglish.delete("language");
    expect(await previewOf(item, language, inEnglish, address(item, defaultLanguage)), "English preview").toBe(403);
    const published = await send(item, language, form, "publish");
    expect(published.status, `publish: ${published.why}`).toBe(302);
    expect(JSON.stringify(open.services.publishing[language].current()[item.key])).toContain("(de Rosa)");
    expect(JSON.stringify(open.services.publishing[defaultLanguage].current()[item.key])).toBe(before);
  });
});
