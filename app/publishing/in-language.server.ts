// A language's content on top of the default language's (docs/decisions/0039, 0040): each item
// is the default language's value with that language's words (localized.ts), so a date, link or
// photo changed in English is changed in every language, and only the words are kept apart.
import { type ContentModule, slugOf } from "~/content-model/define";
import { defaultLanguage, type Language } from "~/content-model/languages";
import { builtContent, type PublishedContent } from "~/published/content";
import { builtWords } from "~/published/translations.server";
import { describeChanges, describeWordChanges } from "./describe-changes";
import { type EditableItem, editableItems } from "./editable-items";
import { builtSources, inLanguage, markedAsDefault, unwrittenWords, type WordSources, writtenOnly } from "./localized";

/**
 * Which words each item's shown revision wrote itself, by item key (localized.ts): null for a
 * revision saved before this was kept, whose words all count; an item with none has the built ones.
 */
export type SourcesShown = ReadonlyMap<string, WordSources | null>;

const seeds = new Map<Language, Map<string, WordSources>>();

/** The sources of the words a language has as built, by item key: each from the built English. */
export function builtSourcesIn(language: Language): Map<string, WordSources> {
  let found = seeds.get(language);
  if (!found) {
    const words = builtWords(language);
    found = new Map(
      editableItems.map((item) => [
        item.key,
        builtSources(
          item.schema,
          builtContent[item.key],
          language === defaultLanguage ? undefined : words.get(item.slug),
        ),
      ]),
    );
    seeds.set(language, found);
  }
  return found;
}

/** An item's words in a language: those its shown revision wrote itself (`sources`), or all of a revision of before. */
export function sourcesOfItem(language: Language, sources: SourcesShown, key: string): WordSources | null {
  return sources.has(key) ? (sources.get(key) ?? null) : (builtSourcesIn(language).get(key) ?? null);
}

/**
 * Every item's value in `own` read on top of `shared`: the words `own` wrote itself (`sources`), the
 * rest from `shared` as it is now.
 */
function wordsOn(
  language: Language,
  shared: PublishedContent,
  own: PublishedContent,
  sources: SourcesShown,
): PublishedContent {
  const unwritten = new Map<string, ReadonlySet<string>>();
  const shown = Object.fromEntries(
    editableItems.map((item) => {
      const written = sourcesOfItem(language, sources, item.key);
      const mine = written === null ? own[item.key] : writtenOnly(item.schema, own[item.key], written);
      const names = unwrittenWords(item.schema, shared[item.key], mine);
      if (names.length > 0) unwritten.set(item.key, new Set(names));
      return [item.key, inLanguage(item.schema, shared[item.key], mine)];
    }),
  ) as unknown as PublishedContent;
  if (unwritten.size > 0) unwrittenIn.set(shown, unwritten);
  return shown;
}

/** Of content a language shows, the words it shows in the default language, by item key and field name. */
const unwrittenIn = new WeakMap<PublishedContent, ReadonlyMap<string, ReadonlySet<string>>>();
const marked = new WeakMap<PublishedContent, PublishedContent>();

/**
 * Content a language shows, with the words it shows in the default language marked so
 * (lib/words-in-default-language.ts) for a page rendered once on the server; the content itself
 * where it has none such.
 */
export function markedUnwritten(content: PublishedContent): PublishedContent {
  const unwritten = unwrittenIn.get(content);
  if (!unwritten) return content;
  let found = marked.get(content);
  if (!found) {
    found = Object.fromEntries(
      editableItems.map((item) => {
        const names = unwritten.get(item.key);
        return [item.key, names ? markedAsDefault(item.schema, content[item.key], names) : content[item.key]];
      }),
    ) as unknown as PublishedContent;
    marked.set(content, found);
  }
  return found;
}

/** The content as built in a language: the build's values with the language's words (content/<language>/). */
export function builtContentIn(language: Language): PublishedContent {
  if (language === defaultLanguage) return builtContent;
  const words = builtWords(language);
  return Object.fromEntries(
    editableItems.map((item) => [item.key, inLanguage(item.schema, builtContent[item.key], words.get(item.slug))]),
  ) as unknown as PublishedContent;
}

/**
 * What a language shows, from what it published (`own`): for the default language that itself, for
 * another its words on top of what the default language shows now. Worked out again only when
 * either changes.
 */
export function shownInLanguage(
  language: Language,
  shared: (() => PublishedContent) | undefined,
): (own: PublishedContent, sources: SourcesShown) => PublishedContent {
  if (language === defaultLanguage || !shared) return (own) => own;
  let last:
    | { shared: PublishedContent; own: PublishedContent; sources: SourcesShown; shown: PublishedContent }
    | undefined;
  return (own, sources) => {
    const now = shared();
    if (last?.shared !== now || last.own !== own || last.sources !== sources) {
      last = { shared: now, own, sources, shown: wordsOn(language, now, own, sources) };
    }
    return last.shown;
  };
}

/** A module as built in a language: its built value with the language's words (a module kept in code shows this). */
export function builtValueIn<Value>(module: ContentModule<string, Value>, language: Language): Value {
  if (language === defaultLanguage) return module.built;
  return inLanguage(module.schema, module.built, builtWords(language).get(slugOf(module.key)));
}

/**
 * What each revision of an item changed from the one before it (the oldest, from `built`), newest
 * first, as its history shows it. Another language's revision is read as its form has it: only the
 * words it wrote itself, so a word left empty is not shown as the English it stands on.
 */
export function revisionChanges(
  item: EditableItem,
  language: Language,
  revisions: ReadonlyArray<{ data: unknown; wordsFrom: unknown | null }>,
  built: unknown,
): string[][] {
  if (language === defaultLanguage) {
    return revisions.map((revision, index) =>
      describeChanges(item.schema, revisions[index + 1]?.data ?? built, revision.data),
    );
  }
  const written = (data: unknown, sources: unknown | null) =>
    sources === null ? data : writtenOnly(item.schema, data, sources);
  const builtWritten = written(built, builtSourcesIn(language).get(item.key) ?? null);
  return revisions.map((revision, index) => {
    const before = revisions[index + 1];
    return describeWordChanges(
      item.schema,
      before ? written(before.data, before.wordsFrom) : builtWritten,
      written(revision.data, revision.wordsFrom),
    );
  });
}
