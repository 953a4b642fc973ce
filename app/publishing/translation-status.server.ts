// Where a language's words stand against the default language's, field by field, for the editor's
// "Needs attention" (docs/decisions/0040): a word the language has none of its own for shows in the
// default language ("missing"), and one whose default-language words were changed since the
// language's were last written may now say something else ("behind").
import { formatDateTime } from "~/content/church-time";
import { languages } from "~/content/languages";
import { builtWords } from "~/content/translations.server";
import type { Attention } from "./attention";
import { fieldGroups, labelledFields } from "./edit-form";
import { type EditableItem, editableItems } from "./editable-items";
import { unwrittenWords, wordsOf } from "./localized";
import type { Publisher } from "./publisher.server";
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

/** The words of the default language changed after `since`, by field name, with when the last change went out. */
async function changedSince(english: Publisher, item: EditableItem, since: number) {
  const history = (await english.revisions.history(item.slug)).filter((revision) => revision.publishedAt);
  const after = history.filter((revision) => publishedAt(revision) > since);
  if (after.length === 0) return [];
  const then = new Map(wordsOf(item.schema, valueAt(item, history, since)).map(({ name, value }) => [name, value]));
  const lastChange = Math.max(...after.map(publishedAt));
  return wordsOf(item.schema, english.current()[item.key])
    .filter(({ name, value }) => JSON.stringify(then.get(name)) !== JSON.stringify(value))
    .map(({ name }) => ({ name, at: new Date(lastChange).toISOString() }));
}

/** Every word of a language that is missing or behind the default language's, each with its field. */
export async function translationAttention(own: Publisher, english: Publisher): Promise<Attention[]> {
  const language = languages[own.language];
  const seeds = builtWords(own.language);
  const shared = english.current();
  const found = await Promise.all(
    editableItems.map(async (item) => {
      const written = await own.revisions.latestPublished(item.slug);
      const ownValue = written?.data ?? seeds.get(item.slug);
      const labels = new Map(
        labelledFields(fieldGroups(item.schema, shared[item.key])).map((field) => [field.name, field.label]),
      );
      const entry = (field: string, message: string): Attention => ({
        slug: item.slug,
        language: own.language,
        field,
        title: item.title,
        message: message.replace("{field}", `“${labels.get(field) ?? field}”`),
      });
      const missing = unwrittenWords(item.schema, shared[item.key], ownValue);
      const behind = (await changedSince(english, item, written ? publishedAt(written) : 0)).filter(
        ({ name }) => !missing.includes(name),
      );
      return [
        ...missing.map((field) =>
          entry(field, `{field} has no ${language.english} words yet: its page shows the English`),
        ),
        ...behind.map(({ name, at }) =>
          entry(name, `The English of {field} changed on ${formatDateTime(at)}: its ${language.english} is behind`),
        ),
      ];
    }),
  );
  return found.flat();
}
