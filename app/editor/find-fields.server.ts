// Finding one's way from the editor's front page: every field whose label or value holds the words
// asked for ("sign-up link", "Serve Dinner"), with the item it is in and a link straight to it; and
// every list item that waits for its "Show from" moment, so nothing scheduled that way is out of sight.

import { formatDateTime } from "~/content-model/church-time";
import { defaultLanguage, type Language, languageCodes } from "~/content-model/languages";
import type { PublishedContent } from "~/published/content";
import { inWords } from "~/publishing/describe-changes";
import { fieldGroups, labelledFields, nameOf, objectsIn, titleOf } from "~/publishing/edit-form";
import { editableItems } from "~/publishing/editable-items";
import { wordsOf } from "~/publishing/localized";
import type { Publisher } from "~/publishing/publisher";

export interface FoundField {
  slug: string;
  item: string;
  /** The field's name in its form ("events[2].rsvpUrl") and its label with its group's. */
  name: string;
  label: string;
  /** Its value as the form shows it, from a little before the first word asked for. */
  value: string;
  /** Whether it is words, written in each language. */
  words: boolean;
}

/** A text as search compares it: each letter without its accent, in lower case, one for one ("Oración" → "oracion"). */
const folded = (text: string): string[] =>
  [...text].map((character) => (character.normalize("NFD")[0] ?? character).toLocaleLowerCase("en-US"));

/** The value shown for a found field: its start, or from a little before the first word asked for. */
function around(value: string, word: string): string {
  // One folded letter for each letter of the value, so a place in one is the same place in the other.
  const at = folded(value).findIndex(
    (_, index, letters) => letters.slice(index, index + word.length).join("") === word,
  );
  const from = at > 60 ? at - 40 : 0;
  const shown = [...value].slice(from, from + 120).join("");
  return from > 0 ? `…${shown}` : shown;
}

/** The most a search lists: more says to use more words. */
export const MOST_FOUND = 40;

/** Every field of every item whose label or value holds all the words of `query`, at most MOST_FOUND. */
export function findFields(
  content: PublishedContent,
  query: string,
  /** Another language's content: only its words are its own, so only they are searched. */
  { wordsOnly = false } = {},
): FoundField[] {
  const wanted = folded(query).join("").split(/\s+/).filter(Boolean);
  if (wanted.length === 0) return [];
  const found: FoundField[] = [];
  for (const item of editableItems) {
    const words = new Set(wordsOf(item.schema, content[item.key]).map(({ name }) => name));
    for (const field of labelledFields(fieldGroups(item.schema, content[item.key]))) {
      if (wordsOnly && !words.has(field.name) && !words.has(`${field.name}.alt`)) continue;
      // As staff read it: a time in words ("Saturday, December 6, 2025 at 8:00 AM"), a picture by its description.
      const { name, label } = field;
      const value = inWords(field);
      const haystack = folded(`${item.title} ${label} ${value} ${field.value}`).join("");
      if (!wanted.every((word) => haystack.includes(word))) continue;
      const isWords = words.has(field.name) || words.has(`${field.name}.alt`);
      found.push({
        slug: item.slug,
        item: item.title,
        name,
        label,
        value: around(value, wanted[0] ?? ""),
        words: isWords,
      });
      if (found.length === MOST_FOUND) return found;
    }
  }
  return found;
}

export interface WaitingItem {
  slug: string;
  item: string;
  /** The "Show from" field, to link to, and what is waiting ("Slide “Christmas at The Bridge”"). */
  name: string;
  what: string;
  at: string;
}

/** Every list item, in every item, with a "Show from" still ahead of `now`. */
export function waitingToShow(content: PublishedContent, now: Date = new Date()): WaitingItem[] {
  return editableItems.flatMap((item) =>
    objectsIn(content[item.key]).flatMap(({ path, object }) => {
      const { showFrom } = object;
      if (typeof showFrom !== "string" || !(Date.parse(showFrom) > now.getTime())) return [];
      const title = titleOf(object);
      return {
        slug: item.slug,
        item: item.title,
        name: nameOf([...path, "showFrom"]),
        what: title ? `“${title}”` : `Item ${Number(path.at(-1)) + 1}`,
        at: formatDateTime(showFrom),
      };
    }),
  );
}

/**
 * The fields of every language that hold the words asked for, of those `mayEdit` allows, at most
 * MOST_FOUND. Words found in the default language are also where each other language writes them:
 * one who may not edit the item in the default language (a translator) finds the field of their
 * language by its English. The languages take turns, so no language's fields crowd another's out
 * of the list (a translator of two languages finds both).
 */
export async function foundIn(
  fromEvery: <Each>(gather: (each: Publisher) => Promise<Each[]>) => Promise<Each[]>,
  find: string,
  mayEdit: (slug: string, language: Language) => boolean,
) {
  const found = await fromEvery(async (each) =>
    findFields(each.current(), find, { wordsOnly: each.language !== defaultLanguage }).map((field) => ({
      ...field,
      language: each.language,
    })),
  );
  const byEnglish = found.flatMap((field) =>
    field.language === defaultLanguage && field.words && !mayEdit(field.slug, defaultLanguage)
      ? languageCodes.filter((code) => code !== defaultLanguage).map((language) => ({ ...field, language }))
      : [],
  );
  const seen = new Set<string>();
  const mine = [...found, ...byEnglish].filter(({ slug, language, name }) => {
    const key = `${slug} ${language} ${name}`;
    if (seen.has(key) || !mayEdit(slug, language)) return false;
    seen.add(key);
    return true;
  });
  const turns = languageCodes.map((code) => mine.filter((field) => field.language === code));
  const longest = Math.max(0, ...turns.map((list) => list.length));
  return Array.from({ length: longest }, (_, index) => turns.flatMap((list) => list[index] ?? []))
    .flat()
    .slice(0, MOST_FOUND);
}
