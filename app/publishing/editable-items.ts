// What staff may change from the staff area without a developer, and where each shows: every content
// module that declares `staff` (app/content-model/define.ts), one item each, in the order
// published/content.ts lists them. Each item's form and its checks come from the schema the build
// validates it with.
import { data } from "react-router";
import type { z } from "zod";
import { slugOf } from "~/content-model/define";
import { defaultLanguage, type Language } from "~/content-model/languages";
import { editableModules, type PublishedContent } from "~/published/content";
import { wordsOf } from "./localized";

export interface EditableItem {
  /** Its address in the staff area (/staff/content/key-dates) and its name in the database. */
  slug: string;
  /** Where pages find it in the published content. */
  key: keyof PublishedContent;
  /** What it is: something many pages show, or one page's own words and pictures. */
  part: "site" | "page";
  title: string;
  description: string;
  schema: z.ZodType;
  /** The pages that show it, offered for preview; the first is the main one. */
  shownOn: ReadonlyArray<{ path: string; label: string }>;
  /** Its values as built, and its step for revisions of an earlier shape (app/publishing/bring-forward.ts). */
  built: unknown;
  upgrade?: (stored: unknown) => unknown;
}

export const editableItems: readonly EditableItem[] = editableModules.map(({ key, schema, staff, built, upgrade }) => ({
  ...staff,
  slug: slugOf(key),
  key,
  schema,
  built,
  upgrade,
}));

export const editableItem = (slug: string | undefined) => editableItems.find((item) => item.slug === slug);

/**
 * What a staff address under /staff/content/<slug> asks of `can` (app/staff/roles.ts, whose table
 * says who edits which item): to edit that
 * item, or, for a slug that names none, to edit the website at all, so that only those who may
 * edit learn it is not there.
 */
export function editing(
  slug: string | undefined,
  language: Language = defaultLanguage,
): ["edit", { key: keyof PublishedContent; language: Language } | "website"] {
  const item = editableItem(slug);
  return ["edit", item ? { key: item.key, language } : "website"];
}

/** Whether an item has anything written per language: one that has none (its dates) has no other language's form. */
export const hasWords = (item: EditableItem): boolean => wordsOf(item.schema, item.built).length > 0;

/**
 * The item a staff address names, or a 404 for one there is none of, or for another language's form
 * of an item with no words: everything in it is the same in every language.
 */
export function editableItemOr404(slug: string | undefined, language: Language = defaultLanguage): EditableItem {
  const item = editableItem(slug);
  if (!item) throw data("There is no such item to edit.", { status: 404 });
  if (language !== defaultLanguage && !hasWords(item))
    throw data(`${item.title} has no words of its own: it is the same in every language.`, { status: 404 });
  return item;
}

/** What stays in the site's files, for a developer to change, and why: the editor's front page says so. */
export const keptInCode: ReadonlyArray<{ what: string; why: string }> = [
  {
    what: "The pastors' e-mail inboxes, and which pastors there are",
    why: "They are private, and a change would send notes of appreciation somewhere else.",
  },
  {
    what: "The privacy notice",
    why: "It states what the website's server does with personal data; it changes when that does.",
  },
  {
    what: "The video host, the church platform, the map and the visit counter",
    why: "The site's security policy allows exactly their addresses, and nothing else.",
  },
  {
    what: "The site's address, its logo and icons, and the church's time zone",
    why: "Links, icons and every date are made from them when the site is built.",
  },
  {
    what: "The calendar files' id domain",
    why: "Calendar apps know each event by it: changing it would show every event twice.",
  },
];
