// A language's content on top of the default language's (docs/decisions/0039, 0040): each item
// is the default language's value with that language's words (localized.ts), so a date, link or
// photo changed in English is changed in every language, and only the words are kept apart.
import { type ContentModule, slugOf } from "~/content/define";
import { defaultLanguage, type Language } from "~/content/languages";
import { builtWords } from "~/content/translations.server";
import { builtContent, type PublishedContent } from "~/published/content";
import { editableItems } from "./editable-items";
import { inLanguage } from "./localized";

/** Every item's value in `own` read on top of `shared`: its words from `own`, the rest from `shared`. */
function wordsOn(shared: PublishedContent, own: PublishedContent): PublishedContent {
  return Object.fromEntries(
    editableItems.map((item) => [item.key, inLanguage(item.schema, shared[item.key], own[item.key])]),
  ) as unknown as PublishedContent;
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
): (own: PublishedContent) => PublishedContent {
  if (language === defaultLanguage || !shared) return (own) => own;
  let last: { shared: PublishedContent; own: PublishedContent; shown: PublishedContent } | undefined;
  return (own) => {
    const now = shared();
    if (last?.shared !== now || last.own !== own) last = { shared: now, own, shown: wordsOn(now, own) };
    return last.shown;
  };
}

/** A module as built in a language: its built value with the language's words (a module kept in code shows this). */
export function builtValueIn<Value>(module: ContentModule<string, Value>, language: Language): Value {
  if (language === defaultLanguage) return module.built;
  return inLanguage(module.schema, module.built, builtWords(language).get(slugOf(module.key)));
}
