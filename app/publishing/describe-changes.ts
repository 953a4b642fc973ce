// What changed from one value of an item to the next, field by field, in staff's words: the
// history's lines, what a newer revision changed, and each part two people both changed.
import type { z } from "zod";
import { formatDateTime, timestampAt } from "~/content-model/church-time";
import { type FormField, fieldGroups, type LabelledField, labelledFields, stableKeys } from "./edit-form";
import { wordsOf } from "./localized";
import type { Collision } from "./merge-changes";

/** A field as staff read it: its label, its value (to compare) and in words, and its name in the form. */
type ShownField = LabelledField & { words: string };

/** A field's value as staff read it: a time in words, a picture by its description. */
export function inWords(field: FormField): string {
  if (field.input === "image") {
    const picture = field.image?.current;
    if (!picture) return "";
    return picture.decorative || !picture.alt ? "a photo marked decorative" : `a photo of “${picture.alt}”`;
  }
  if (field.input === "timestamp") {
    const at = field.value && timestampAt(field.value);
    return at ? formatDateTime(at) : field.value;
  }
  if (field.input === "checkbox") return field.value === "true" ? "yes" : "no";
  return field.value;
}

/**
 * Each field by a key that names list items by id ("events#serve-dinner.title"), so a moved item is
 * not "changed": its label ("Event 3: Serve Dinner: Starts"), its value in words and its form name.
 */
function fieldsByKey(schema: z.ZodType, value: unknown): Map<string, ShownField> {
  const groups = fieldGroups(schema, value);
  const keys = stableKeys(groups);
  return new Map(
    labelledFields(groups).map((field) => {
      const words = inWords(field);
      // A photo replaced by another described alike is still a change.
      const value = field.input === "image" ? `${field.image?.current?.src ?? ""} ${words}` : field.value;
      return [keys.get(field.name) ?? field.name, { ...field, words, value }] as const;
    }),
  );
}

const quoted = (value: string | undefined) => (value ? `“${value.replace(/\n/g, " / ")}”` : "empty");

/** What changed from one value to the next, field by field, as staff read it in the history. */
export function describeChanges(schema: z.ZodType, before: unknown, after: unknown): string[] {
  const old = fieldsByKey(schema, before);
  const now = fieldsByKey(schema, after);
  const changed = [...now]
    .filter(([name, field]) => old.get(name)?.value !== field.value)
    .map(([name, field]) => `${field.label}: ${quoted(old.get(name)?.words)} → ${quoted(field.words)}`);
  // Items no longer there, by the legend of their first field's group.
  const removed = new Set(
    [...old]
      .filter(([name]) => !now.has(name) && name.includes("#"))
      .map(([, field]) => field.label.slice(0, field.label.lastIndexOf(":"))),
  );
  return [...changed, ...[...removed].map((legend) => `${legend}: removed`)];
}

/** A part two people both changed, as the editor asks which to keep. */
export interface CollisionInWords {
  /** The merge's key for it, which the person's choice names. */
  key: string;
  label: string;
  theirs: string;
  mine: string;
  /** The form's name of its (first) field, in the form as sent; none for an item the form removed. */
  field?: string;
  /** For a picture, each side's photo, to be seen beside its words. */
  pictures?: { theirs?: string; mine?: string };
}

/**
 * The fields at a merge's key: that field, or every field of the item or list it names; or, for a
 * part of one field (a picture's description), that field.
 */
function fieldsAt(fields: Map<string, ShownField>, mergeKey: string): ShownField[] {
  const key = mergeKey.replace(/\.#/g, "#");
  const within = (name: string) => name === key || (name.startsWith(key) && /^[.#[]/.test(name.slice(key.length)));
  const found = [...fields].filter(([name]) => within(name)).map(([, field]) => field);
  if (found.length > 0) return found;
  const holding = [...fields].filter(([name]) => key.startsWith(`${name}.`)).sort(([a], [b]) => b.length - a.length);
  return holding[0] ? [holding[0][1]] : [];
}

/** What one side holds at a collision, in words: one field's value, or an item's fields, or that it is gone. */
function sideInWords(fields: ShownField[], removed: boolean): string {
  if (removed || fields.length === 0) return "removed";
  // A picture says itself in words already quoted ("a photo of “…”").
  if (fields.length === 1) return fields[0]?.input === "image" ? (fields[0]?.words ?? "") : quoted(fields[0]?.words);
  return fields
    .filter((field) => field.words)
    .map((field) => `${field.label.slice(field.label.lastIndexOf(": ") + 2)} ${quoted(field.words)}`)
    .join("; ");
}

/** Each collision of a merge, labelled and in words, for the person to choose a side. */
export function collisionsInWords(
  schema: z.ZodType,
  theirs: unknown,
  mine: unknown,
  collided: readonly Collision[],
): CollisionInWords[] {
  const [published, sent] = [fieldsByKey(schema, theirs), fieldsByKey(schema, mine)];
  return collided.map((collision) => {
    const [onSite, inForm] = [fieldsAt(published, collision.key), fieldsAt(sent, collision.key)];
    // One field by its label; an item or a list by its legend.
    const [first, ...more] = inForm.length > 0 ? inForm : onSite;
    const label = more.length > 0 ? first?.label.slice(0, first.label.lastIndexOf(": ")) : first?.label;
    return {
      key: collision.key,
      label: label ?? collision.key,
      theirs: sideInWords(onSite, collision.theirs === undefined),
      mine: sideInWords(inForm, collision.mine === undefined),
      ...(inForm[0] && { field: inForm[0].name }),
      ...(first?.input === "image" &&
        more.length === 0 && {
          pictures: { theirs: onSite[0]?.image?.current?.src, mine: inForm[0]?.image?.current?.src },
        }),
    };
  });
}

/**
 * What another language's revision changed in its words from the one before, as its form has them:
 * only the words each wrote itself (a word left empty is none, not the English it stands on), by
 * the field's label. Its lists are the default language's, so it adds and removes no item.
 */
export function describeWordChanges(schema: z.ZodType, before: unknown, after: unknown): string[] {
  const labels = new Map(labelledFields(fieldGroups(schema, after)).map((field) => [field.name, field.label]));
  const labelOf = (name: string) =>
    labels.get(name) ?? `${labels.get(name.replace(/\.alt$/, "")) ?? name}: description`;
  const said = (value: unknown) => (Array.isArray(value) ? value.join(" / ") : String(value ?? ""));
  const was = new Map(wordsOf(schema, before).map(({ name, value }) => [name, said(value)]));
  const now = new Map(wordsOf(schema, after).map(({ name, value }) => [name, said(value)]));
  return [...new Set([...now.keys(), ...was.keys()])]
    .filter((name) => (now.get(name) ?? "") !== (was.get(name) ?? ""))
    .map((name) => `${labelOf(name)}: ${quoted(was.get(name))} → ${quoted(now.get(name))}`);
}
