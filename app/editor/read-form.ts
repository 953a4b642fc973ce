// Reads the editor's form, as posted, into the item's value. Conform reads the names into the item's
// shape ("events[3].title") and makes the list change a button asked for (list-changes.ts); here each
// field is turned into its value by the schema, each list item found again by its marker (the parts
// staff do not edit come from the item it was, never from the form), each picture read from what
// the form says or the photo uploaded with it; new list items get their ids here.
import { getPaths, parse } from "@conform-to/dom";
import type { z } from "zod";
import { timestampAt } from "~/content-model/church-time";
import {
  type FieldGroup,
  imageParts,
  inputOf,
  isImage,
  isKept,
  isLink,
  isObjectList,
  itemMarker,
  type JsonNode,
  jsonSchema,
  nameOf,
  record,
  titleOf,
} from "~/publishing/edit-form";
import { holdsWords, isWords } from "~/publishing/localized";

/** A picture staff uploaded just now, made ready for its place: it replaces what the form says is there. */
export interface UploadedImage {
  src: string;
  width: number;
  height: number;
  /** The part it was cropped around, as the focus field sends it ("50,0"). */
  croppedAt: string;
}

/** The form as sent, in the item's shape, with the list change its button asked for made. */
export type SentForm = Record<string, unknown>;

/** More items than any list of the site holds: a form that names a later one was not made here. */
const MOST_ITEMS = 500;

/**
 * Reads a posted form into the item's shape (Conform's `parse`), making the list change it asks
 * for; undefined for a form that names a list item beyond any list's length.
 */
export function readSent(form: FormData): SentForm | undefined {
  for (const name of form.keys()) {
    for (const [, index] of name.matchAll(/\[(\d+)\]/g)) if (Number(index) >= MOST_ITEMS) return undefined;
  }
  return parse(form, { resolve: (payload) => ({ value: payload }) }).payload;
}

/** The part of the form as sent at these keys, or undefined. */
const partAt = (sent: SentForm, keys: ReadonlyArray<string | number>) =>
  keys.reduce<unknown>((here, key) => (here && typeof here === "object" ? record(here)[String(key)] : undefined), sent);

/** Puts a string under a name of the form as sent, as if it had been typed (the parts above it exist). */
export function putSent(sent: SentForm, name: string, value: string): void {
  const keys = getPaths(name);
  const last = keys.pop();
  const here = partAt(sent, keys);
  if (last !== undefined && here && typeof here === "object") record(here)[String(last)] = value;
}

/** What was sent under a name: a string, a file, a part of the shape, or undefined if nothing. */
export const sentAt = (sent: SentForm, name: string): unknown => partAt(sent, getPaths(name));

/** What was typed under a name; "" if nothing was. */
export const sentText = (sent: SentForm, name: string) => {
  const value = sentAt(sent, name);
  return typeof value === "string" ? value : "";
};

/** A picture as it was, with the description sent for it in another language, if one was. */
function describedAgain(picture: unknown, alt: unknown) {
  const described = typeof alt === "string" ? alt.trim() : "";
  return picture && typeof picture === "object" && described ? { ...picture, alt: described } : picture;
}

function readImage(name: string, sent: SentForm, required: boolean, uploaded: ReadonlyMap<string, UploadedImage>) {
  const parts = imageParts(name);
  if (!required && sentAt(sent, parts.remove) !== undefined) return undefined;
  const upload = uploaded.get(name);
  const src = upload?.src ?? sentText(sent, parts.src);
  if (!src) return required ? { src: "", width: 0, height: 0, alt: sentText(sent, parts.alt).trim() } : undefined;
  const [x, y] = sentText(sent, parts.focus).split(",").map(Number);
  const focus = Number.isFinite(x) && Number.isFinite(y) ? { x, y } : undefined;
  return {
    src,
    width: upload?.width ?? Number(sentText(sent, parts.width)),
    height: upload?.height ?? Number(sentText(sent, parts.height)),
    alt: sentText(sent, parts.alt).trim(),
    ...(sentAt(sent, parts.decorative) !== undefined && { decorative: true }),
    // The middle is where a picture is kept in view anyway: it is not written down.
    ...(focus && (focus.x !== 50 || focus.y !== 50) && { focus }),
  };
}

/**
 * The value a submitted form describes, for the schema to check. `current` is the value the form
 * was made from: it gives the parts staff do not edit, each list item's taken from the item of the
 * same id. A time is turned back into the church's ISO 8601 form (one the church's clocks never
 * show is kept as sent, for the schema to refuse); an optional field left empty is left out; a new
 * list item gets an id from its title. `uploaded` holds the pictures just uploaded, by field.
 */
export function valueFromForm(
  schema: z.ZodType,
  sent: SentForm,
  current: unknown,
  uploaded: ReadonlyMap<string, UploadedImage> = new Map(),
  /** A form of another language's words only: everything else is as it was (`current`). */
  wordsOnly = false,
): unknown {
  function read(node: JsonNode, path: Array<string | number>, now: unknown, required: boolean): unknown {
    const name = nameOf(path);
    if (isKept(node)) return now;
    // A picture is one for every language but its description; anything with no words in it is one.
    if (wordsOnly && isImage(node)) return describedAgain(now, sentAt(sent, imageParts(name).alt));
    if (wordsOnly && !holdsWords(node)) return now;
    // A word left empty in another language's form is none of its own: its page shows the default
    // language's, and the value keeps what it was begun from (localized.ts's sources say which).
    if (wordsOnly && isWords(node) && sentText(sent, name).trim() === "") return now;
    if (isImage(node)) return readImage(name, sent, required, uploaded);
    if (isObjectList(node) && node.items) {
      const items = node.items;
      const before = Array.isArray(now) ? now : [];
      const byId = new Map(before.map((each) => [record(each).id, each]));
      const sentItems = sentAt(sent, name);
      const values = Array.from(Array.isArray(sentItems) ? sentItems : [], (_, index) => {
        const id = sentText(sent, itemMarker(name, index));
        // Another language's list is the default language's, in its order and length: an item with
        // no id of its own (a link, a value, a step) is the one in its place.
        const was = id ? byId.get(id) : wordsOnly ? before[index] : undefined;
        return read(items, [...path, index], was, true);
      });
      return withIds(values);
    }
    if (node.type === "array") {
      const lines = sentText(sent, name)
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== "");
      const numbers = node.items?.type === "number" || node.items?.type === "integer";
      if (lines.length === 0 && !required) return undefined;
      return numbers ? lines.map((line) => (/^-?\d+(\.\d+)?$/.test(line) ? Number(line) : line)) : lines;
    }
    if (node.type === "object") {
      const value: Record<string, unknown> = {};
      let filled = false;
      for (const [key, child] of Object.entries(node.properties ?? {})) {
        const childValue = read(child, [...path, key], record(now)[key], (node.required ?? []).includes(key));
        if (childValue === undefined) continue;
        value[key] = childValue;
        if (!isKept(child) && childValue !== "") filled = true;
      }
      // An optional part (an event's address) left wholly empty is left out.
      return filled || required ? value : undefined;
    }
    const typed = sentText(sent, name).trim();
    const input = inputOf(node);
    if (input === "checkbox") return sentAt(sent, name) !== undefined ? true : required ? false : undefined;
    if (typed === "" && !required) return undefined;
    // A number that is none is kept as typed, for the schema to refuse and the form to show again.
    if (input === "number") return typed === "" || !Number.isFinite(Number(typed)) ? typed : Number(typed);
    if (input === "paragraph") return typed.replace(/\r\n?/g, "\n");
    if (input === "timestamp") return timestampAt(typed) ?? typed;
    return isLink(node) ? linkAsTyped(typed) : typed;
  }
  return read(jsonSchema(schema), [], current, true);
}

/**
 * The form's groups with each picture's description, decorative tick and part to keep in view as
 * sent: what was typed stays, even beside a photo that was refused or a picture not chosen yet.
 */
export function withTypedPictures(groups: FieldGroup[], sent: SentForm): FieldGroup[] {
  return groups.map((group) => ({
    ...group,
    fields: group.fields.map((field) => {
      if (!field.image) return field;
      const parts = imageParts(field.name);
      const typed = {
        alt: sentText(sent, parts.alt),
        decorative: sentAt(sent, parts.decorative) !== undefined,
        focus: sentText(sent, parts.focus),
      };
      return { ...field, image: { ...field.image, typed } };
    }),
  }));
}

/** "Serve Dinner at the Shelter" → "serve-dinner-at-the-shelter". */
const slug = (words: string) =>
  words
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 48)
    .replace(/-+$/, "");

/**
 * Gives each new item of a list (one with no id, in a list whose items have ids) an id made from
 * its title, unlike any other in the list. Once published it never changes: links to it, calendar
 * entries and filters follow it.
 */
function withIds(items: unknown[]): unknown[] {
  const taken = new Set(items.map((item) => record(item).id).filter((id) => typeof id === "string"));
  if (taken.size === 0) return items;
  return items.map((item, index) => {
    if (!item || typeof item !== "object" || typeof record(item).id === "string") return item;
    const base = slug(titleOf(item)) || `item-${index + 1}`;
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    return { id, ...record(item) };
  });
}

/**
 * A link as people type one, made the address the site needs: "www.example.org/sign-up" is a web
 * address, as a browser's address bar takes it; "office@church.org" an e-mail link; "(301) 555-0142"
 * or "301-555-0142" a phone link.
 */
function linkAsTyped(typed: string): string {
  if (/^www\.[^\s/]+\.[^\s]+$/i.test(typed)) return `https://${typed}`;
  if (/^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/.test(typed)) return `mailto:${typed}`;
  const digits = typed.replace(/[\s().-]/g, "");
  if (/^[\d\s().+-]+$/.test(typed) && /^(\+?1)?\d{10}$/.test(digits)) return `tel:+1${digits.slice(-10)}`;
  return typed;
}
