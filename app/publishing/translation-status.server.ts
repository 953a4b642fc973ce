// Where a language's words stand against the default language's, field by field, for the editor's
// "Needs attention" (docs/decisions/0040): a word the language has none of its own for shows in the
// default language ("missing"), and one whose default-language words were changed since the
// language's were last written may now say something else ("behind").
import { formatDateTime } from "~/content-model/church-time";
import { type Language, languages, languagesOf } from "~/content-model/languages";
import type { Attention } from "./attention";
import { fieldGroups, imageParts, labelledFields } from "./edit-form";
import { type EditableItem, editableItems } from "./editable-items";
import { sourcesByName, wordPairs, wordStates } from "./localized";
import type { Publisher } from "./publisher";
import type { Revision } from "./revisions.server";

const publishedAt = (revision: Revision) => Date.parse(revision.publishedAt ?? "");

/**
 * The default language's value of an item at a moment: its revision published last before it, or
 * the build's. Undefined when that revision is not in the history kept for the item.
 */
function valueAt(item: EditableItem, history: readonly Revision[], at: number): unknown {
  const before = history.filter((revision) => revision.publishedAt && publishedAt(revision) <= at);
  return before.sort((a, b) => publishedAt(b) - publishedAt(a))[0]?.data ?? item.built;
}

/**
 * The words of an item a language wrote itself, each with the default language's words it was
 * written from, named as the default language's item is now. A revision saved before this was kept
 * wrote every word it has, from the default language's words of when it went out.
 */
export async function writtenWords(
  own: Publisher,
  english: Publisher,
  item: EditableItem,
): Promise<Map<string, unknown>> {
  const shared = english.current()[item.key];
  const sources = own.wordSources(item);
  if (sources !== null) return sourcesByName(item.schema, shared, sources);
  const written = await own.revisions.latestPublished(item.slug);
  const history = (await english.revisions.history(item.slug)).filter((revision) => revision.publishedAt);
  const then = valueAt(item, history, written ? publishedAt(written) : 0);
  return new Map(wordPairs(item.schema, shared, then).map((pair) => [pair.name, pair.other ?? pair.shared]));
}

/**
 * The items whose words a language owes: what many pages share, and those of the pages it is
 * published in. A language that ships page by page does not owe the pages it does not have yet.
 */
export const itemsOwedBy = (language: Language): EditableItem[] =>
  editableItems.filter(
    (item) => item.part === "site" || item.shownOn.some(({ path }) => languagesOf(path).includes(language)),
  );

/** Every word of a language that is missing or behind the default language's, in the items it owes. */
export async function translationAttention(own: Publisher, english: Publisher): Promise<Attention[]> {
  const language = languages[own.language];
  const shared = english.current();
  const found = await Promise.all(
    itemsOwedBy(own.language).map(async (item) => {
      const labels = fieldLabels(item, shared[item.key]);
      const entry = (field: string, message: string): Attention => ({
        slug: item.slug,
        language: own.language,
        field,
        title: item.title,
        message: message.replace("{field}", `“${labels.get(field) ?? field}”`),
      });
      const { missing, behind } = wordStates(item.schema, shared[item.key], await writtenWords(own, english, item));
      const changedAt = behind.length > 0 ? await lastChange(english, item) : "";
      return [
        ...missing.map((field) =>
          entry(field, `{field} has no ${language.english} words yet: its page shows the English`),
        ),
        ...behind.map((name) =>
          entry(
            name,
            `The English of {field} changed${changedAt ? ` on ${formatDateTime(changedAt)}` : ""}: its ${language.english} is behind`,
          ),
        ),
      ];
    }),
  );
  return found.flat();
}

/** When the default language's item last went out. */
async function lastChange(english: Publisher, item: EditableItem): Promise<string> {
  return (await english.revisions.latestPublished(item.slug))?.publishedAt ?? "";
}

/** Each field's label by name, a picture's description as "<picture>: description". */
function fieldLabels(item: EditableItem, value: unknown): Map<string, string> {
  return new Map(
    labelledFields(fieldGroups(item.schema, value)).flatMap((field) =>
      field.input === "image"
        ? [
            [field.name, field.label],
            [imageParts(field.name).alt, `${field.label}: description`],
          ]
        : [[field.name, field.label]],
    ),
  );
}
