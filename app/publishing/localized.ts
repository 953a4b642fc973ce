// Which parts of an item have a value per language, read from its schema: the words
// (content-model/blocks.ts marks them `localized`), while dates, links, numbers, ids and photos are one
// value for every language. Another language's revision of an item is read on top of the default
// language's: its words where it has them, everything else as the default language has it, so a
// date changed once is changed in every language, and a list keeps one order and length.
import type { z } from "zod";
import { markedDefault } from "~/lib/words-in-default-language";
import { isKept, isObjectList, type JsonNode, jsonSchema, nameOf, record } from "./edit-form";

/** A part written per language: marked so, or a list of such lines (paragraphs, points). */
export const isWords = (node: JsonNode): boolean =>
  node.localized === true ||
  (node.anyOf?.some(isWords) ?? false) ||
  (node.type === "array" && node.items !== undefined && !isObjectList(node) && isWords(node.items));

/** Whether a part holds anything written per language, in itself or in a part of it. */
export const holdsWords = (node: JsonNode): boolean =>
  isWords(node) ||
  (node.anyOf?.some(holdsWords) ?? false) ||
  (node.items !== undefined && holdsWords(node.items)) ||
  Object.values(node.properties ?? {}).some(holdsWords);

/** The variant of an optional or nullable part that describes this value. */
const variantFor = (node: JsonNode, value: unknown): JsonNode =>
  node.anyOf?.find((each) => (each.type === "null") === (value === null)) ?? node;

/** The item of another language's list that stands for `item`: the one with its id, or the one in its place. */
function counterpart(own: unknown[], item: unknown, index: number): unknown {
  const id = record(item).id;
  return typeof id === "string" ? own.find((each) => record(each).id === id) : own[index];
}

function overlay(node: JsonNode, shared: unknown, own: unknown): unknown {
  if (own === undefined || own === null) return shared;
  if (isWords(node)) {
    const fits = Array.isArray(shared) ? Array.isArray(own) : typeof own === typeof shared;
    return fits ? own : shared;
  }
  const shape = variantFor(node, shared);
  if (isObjectList(shape) && Array.isArray(shared)) {
    const owned = Array.isArray(own) ? own : [];
    return shared.map((item, index) => overlay(shape.items ?? {}, item, counterpart(owned, item, index)));
  }
  const properties = shape.properties;
  if (!properties || !shared || typeof shared !== "object") return shared;
  const ownParts = record(own);
  return Object.fromEntries(
    Object.entries(shared).map(([key, part]) => [
      key,
      properties[key] ? overlay(properties[key], part, ownParts[key]) : part,
    ]),
  );
}

/**
 * An item's value in a language: the default language's `shared` value with the words of `own`
 * (that language's revision) where it has them; a word it lacks, or a list item it has not yet,
 * stays as the default language has it.
 */
export function inLanguage<Value>(schema: z.ZodType, shared: Value, own: unknown): Value {
  return overlay(jsonSchema(schema), shared, own) as Value;
}

/** Every part of a value written per language, by its field name ("hero.title", "cards[1].image.alt"). */
export function wordsOf(schema: z.ZodType, value: unknown): Array<{ name: string; value: unknown }> {
  const walk = (
    node: JsonNode,
    part: unknown,
    path: Array<string | number>,
  ): Array<{ name: string; value: unknown }> => {
    // A part staff do not edit is not theirs to write in any language.
    if (part === undefined || part === null || isKept(node)) return [];
    if (isWords(node)) return [{ name: nameOf(path), value: part }];
    const shape = variantFor(node, part);
    if (isObjectList(shape) && Array.isArray(part)) {
      return part.flatMap((item, index) => walk(shape.items ?? {}, item, [...path, index]));
    }
    return Object.entries(shape.properties ?? {}).flatMap(([key, child]) =>
      walk(child, record(part)[key], [...path, key]),
    );
  };
  return walk(jsonSchema(schema), value, []);
}

/** Put on the default language's words to tell, once a language's are read on top, which it lacks. */
const UNWRITTEN = "\u0000";

const markWords = (value: unknown): unknown =>
  typeof value === "string"
    ? `${UNWRITTEN}${value}`
    : Array.isArray(value)
      ? value.map(markWords)
      : value && typeof value === "object"
        ? Object.fromEntries(Object.entries(value).map(([key, part]) => [key, key === "id" ? part : markWords(part)]))
        : value;

const unwritten = (value: unknown): boolean =>
  typeof value === "string" ? value.startsWith(UNWRITTEN) : Array.isArray(value) && value.some(unwritten);

/**
 * Nothing to write in another language: only facts in braces ("{worship place}"), written in every
 * language when they are filled in, or nothing at all (a decorative picture's empty description).
 */
const onlyFacts = (value: unknown) => typeof value === "string" && /^(\{[^}]+\}[\s,]*)*$/.test(value);

/**
 * The parts written per language that a language has no words of its own for (`own`, matched as
 * `inLanguage` matches them), by field name: what its pages show in the default language. A word
 * the language writes as the default one does (a name) is written, not missing.
 */
export function unwrittenWords(schema: z.ZodType, shared: unknown, own: unknown): string[] {
  const read = inLanguage(schema, markWords(shared), own);
  return wordsOf(schema, read)
    .filter(({ value }) => unwritten(value) && !onlyFacts(typeof value === "string" ? value.slice(1) : value))
    .map(({ name }) => name);
}

/**
 * Every word of `shared` (the default language's item) with the part of `other` (an item-shaped
 * value in another language, or its sources) that stands for it, matched as `inLanguage` matches:
 * by a list item's id, or by its place; `other` is undefined where it has none.
 */
export function wordPairs(
  schema: z.ZodType,
  shared: unknown,
  other: unknown,
): Array<{ name: string; shared: unknown; other: unknown }> {
  const walk = (node: JsonNode, part: unknown, theirs: unknown, path: Array<string | number>) => {
    if (part === undefined || part === null || isKept(node)) return [];
    if (isWords(node)) return [{ name: nameOf(path), shared: part, other: theirs ?? undefined }];
    const shape = variantFor(node, part);
    if (isObjectList(shape) && Array.isArray(part)) {
      const owned = Array.isArray(theirs) ? theirs : [];
      return part.flatMap(
        (item, index): Array<{ name: string; shared: unknown; other: unknown }> =>
          walk(shape.items ?? {}, item, counterpart(owned, item, index), [...path, index]),
      );
    }
    return Object.entries(shape.properties ?? {}).flatMap(
      ([key, child]): Array<{ name: string; shared: unknown; other: unknown }> =>
        walk(child, record(part)[key], record(theirs)[key], [...path, key]),
    );
  };
  return walk(jsonSchema(schema), shared, other, []);
}

/**
 * Which words of another language are its own (docs/decisions/0042), kept with each of its
 * revisions in the item's shape: at each word written in the language, the default language's
 * words it was written from; a word with none is shown in the default language. In the item's
 * shape, list items keep their ids, so a word follows its item when the list is reordered.
 */
export type WordSources = unknown;

/** The sources in the item's shape, from the default language's item and the sources by field name. */
function shapedSources(schema: z.ZodType, shared: unknown, byName: ReadonlyMap<string, unknown>): WordSources {
  const walk = (node: JsonNode, part: unknown, path: Array<string | number>): unknown => {
    if (part === undefined || part === null) return undefined;
    if (isWords(node)) return byName.get(nameOf(path));
    const shape = variantFor(node, part);
    if (isObjectList(shape) && Array.isArray(part)) {
      return part.map((item, index) => {
        const kept = record(walk(shape.items ?? {}, item, [...path, index]));
        const id = record(item).id;
        return typeof id === "string" ? { ...kept, id } : kept;
      });
    }
    const parts = Object.entries(shape.properties ?? {}).flatMap(([key, child]) => {
      const kept = walk(child, record(part)[key], [...path, key]);
      return kept === undefined ? [] : [[key, kept] as const];
    });
    return parts.length > 0 ? Object.fromEntries(parts) : undefined;
  };
  return walk(jsonSchema(schema), shared, []) ?? {};
}

/** The sources of each word written in the language, by field name, as the default language's item names it now. */
export function sourcesByName(schema: z.ZodType, shared: unknown, sources: WordSources): Map<string, unknown> {
  return new Map(
    wordPairs(schema, shared, sources)
      .filter((pair) => pair.other !== undefined)
      .map((pair) => [pair.name, pair.other]),
  );
}

/** The sources of words a language has as built (content/<language>/): each from the default language's built words. */
export function builtSources(schema: z.ZodType, builtShared: unknown, builtWords: unknown): WordSources {
  const written = wordPairs(schema, builtShared, builtWords).filter((pair) => pair.other !== undefined);
  return shapedSources(schema, builtShared, new Map(written.map((pair) => [pair.name, pair.shared])));
}

/**
 * A language's item with only the words it wrote itself (`sources` names them): the rest is left
 * out, so `inLanguage` shows the default language's words as they are now, not as they were when
 * the language's revision was saved.
 */
export function writtenOnly(schema: z.ZodType, own: unknown, sources: WordSources): unknown {
  const walk = (node: JsonNode, part: unknown, source: unknown): unknown => {
    // A part staff do not edit keeps the language's words as built.
    if (part === undefined || part === null || isKept(node)) return part;
    if (isWords(node)) return source === undefined || source === null ? undefined : part;
    const shape = variantFor(node, part);
    if (isObjectList(shape) && Array.isArray(part)) {
      const owned = Array.isArray(source) ? source : [];
      return part.map((item, index) => walk(shape.items ?? {}, item, counterpart(owned, item, index)));
    }
    if (!shape.properties || typeof part !== "object") return part;
    return Object.fromEntries(
      Object.entries(part).map(([key, each]) => [
        key,
        shape.properties?.[key] ? walk(shape.properties[key], each, record(source)[key]) : each,
      ]),
    );
  };
  return walk(jsonSchema(schema), own, sources);
}

/**
 * Where each word of a language stands against the default language's (`shared`, as it is now):
 * "missing" has no words of the language's own (its page shows the default language's), "behind"
 * was written from default-language words that have changed since. `written` names the words the
 * language wrote, each with the words it was written from.
 */
export function wordStates(schema: z.ZodType, shared: unknown, written: ReadonlyMap<string, unknown>) {
  const missing: string[] = [];
  const behind: string[] = [];
  for (const { name, value } of wordsOf(schema, shared)) {
    if (!written.has(name)) {
      if (!onlyFacts(value)) missing.push(name);
    } else if (JSON.stringify(written.get(name)) !== JSON.stringify(value)) behind.push(name);
  }
  return { missing, behind };
}

/** A value with each of its words replaced by `change(words, name)`, everything else as it is. */
function mapWords(schema: z.ZodType, value: unknown, change: (words: unknown, name: string) => unknown): unknown {
  const walk = (node: JsonNode, part: unknown, path: Array<string | number>): unknown => {
    if (part === undefined || part === null) return part;
    if (isWords(node)) return change(part, nameOf(path));
    const shape = variantFor(node, part);
    if (isObjectList(shape) && Array.isArray(part)) {
      return part.map((item, index) => walk(shape.items ?? {}, item, [...path, index]));
    }
    if (!shape.properties || typeof part !== "object") return part;
    return Object.fromEntries(
      Object.entries(part).map(([key, each]) => [
        key,
        shape.properties?.[key] ? walk(shape.properties[key], each, [...path, key]) : each,
      ]),
    );
  };
  return walk(jsonSchema(schema), value, []);
}

/** A value with the words named left empty: a form of another language shows none where it has none of its own. */
const withoutWords = (schema: z.ZodType, value: unknown, names: ReadonlySet<string>): unknown =>
  mapWords(schema, value, (words, name) => (names.has(name) ? (Array.isArray(words) ? [] : "") : words));

/**
 * The sources a language's form leaves its item with (docs/decisions/0042). Of each word of the
 * default language's item as it is now (`shared`): one left empty is none of the language's own;
 * one written where there was none, changed from what the form began with (`base`), or marked as
 * still saying the same (`checked`) is written from `shared`'s words now; any other keeps the
 * source it had (`before`), so a publish clears "behind" only where its person looked.
 */
export function sourcesAfter(
  schema: z.ZodType,
  {
    shared,
    before,
    base,
    value,
    sent,
    checked,
  }: {
    shared: unknown;
    before: ReadonlyMap<string, unknown>;
    base: unknown;
    value: unknown;
    /** What the form sent for a field, or undefined where the form had no such field. */
    sent: (name: string) => string | undefined;
    checked: ReadonlySet<string>;
  },
): WordSources {
  const said = (of: unknown) =>
    new Map(wordsOf(schema, of).map(({ name, value: words }) => [name, JSON.stringify(words)]));
  const began = said(base);
  const now = said(value);
  const next = new Map<string, unknown>();
  for (const { name, value: words } of wordsOf(schema, shared)) {
    const typed = sent(name);
    if (typed === undefined) {
      if (before.has(name)) next.set(name, before.get(name));
    } else if (typed.trim() !== "") {
      const fresh = !before.has(name) || began.get(name) !== now.get(name) || checked.has(name);
      next.set(name, fresh ? words : before.get(name));
    }
  }
  return shapedSources(schema, shared, next);
}

/**
 * Another language's value as its form shows it: each word named `missing` that says what the
 * default language's does (`shared`) is left empty, so the English is never taken for its words.
 */
export function leftEmpty(schema: z.ZodType, value: unknown, shared: unknown, missing: readonly string[]): unknown {
  const english = new Map(wordsOf(schema, shared).map(({ name, value: words }) => [name, JSON.stringify(words)]));
  const same = wordsOf(schema, value).filter(
    ({ name, value: words }) => missing.includes(name) && english.get(name) === JSON.stringify(words),
  );
  return withoutWords(schema, value, new Set(same.map(({ name }) => name)));
}

/** A value with each of the words named marked as shown in the default language (lib/words-in-default-language.ts). */
export function markedAsDefault(schema: z.ZodType, value: unknown, names: ReadonlySet<string>): unknown {
  const mark = (words: unknown): unknown =>
    typeof words === "string" ? markedDefault(words) : Array.isArray(words) ? words.map(mark) : words;
  return mapWords(schema, value, (words, name) => (names.has(name) ? mark(words) : words));
}
