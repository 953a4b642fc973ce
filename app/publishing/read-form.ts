// Reads the editor's form, as posted, into the item's value: each field by its name, each list item
// by its marker (the parts staff do not edit come from the item it was, never from the form), each
// picture from what the form says or the photo uploaded with it; new list items get their ids here.
import type { z } from "zod";
import { timestampAt } from "~/content/church-time";
import {
  imageParts,
  inputOf,
  isImage,
  isKept,
  isObjectList,
  itemMarker,
  type JsonNode,
  jsonSchema,
  record,
  titleOf,
} from "./edit-form";

/** A picture staff uploaded just now, made ready for its place: it replaces what the form says is there. */
export interface UploadedImage {
  src: string;
  width: number;
  height: number;
  /** The part it was cropped around, as the focus field sends it ("50,0"). */
  croppedAt: string;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** Indices of a list's items in the form: its markers, 0, 1, 2… until one is missing. */
function formIndices(form: FormData, list: string): number[] {
  const indices: number[] = [];
  while (form.has(itemMarker(list, indices.length))) indices.push(indices.length);
  return indices;
}

function readImage(
  name: string,
  form: FormData,
  required: boolean,
  uploaded: ReadonlyMap<string, UploadedImage>,
): unknown {
  const parts = imageParts(name);
  if (!required && form.has(parts.remove)) return undefined;
  const upload = uploaded.get(name);
  const src = upload?.src ?? text(form, parts.src);
  if (!src) return required ? { src: "", width: 0, height: 0, alt: text(form, parts.alt).trim() } : undefined;
  const [x, y] = text(form, parts.focus).split(",").map(Number);
  const focus = Number.isFinite(x) && Number.isFinite(y) ? { x, y } : undefined;
  return {
    src,
    width: upload?.width ?? Number(text(form, parts.width)),
    height: upload?.height ?? Number(text(form, parts.height)),
    alt: text(form, parts.alt).trim(),
    ...(form.has(parts.decorative) && { decorative: true }),
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
  form: FormData,
  current: unknown,
  uploaded: ReadonlyMap<string, UploadedImage> = new Map(),
): unknown {
  function read(node: JsonNode, path: Array<string | number>, now: unknown, required: boolean): unknown {
    const name = path.join(".");
    if (isKept(node)) return now;
    if (isImage(node)) return readImage(name, form, required, uploaded);
    if (isObjectList(node) && node.items) {
      const items = node.items;
      const before = Array.isArray(now) ? now : [];
      const byId = new Map(before.map((each) => [record(each).id, each]));
      const values = formIndices(form, name).map((index) => {
        const id = text(form, itemMarker(name, index));
        return read(items, [...path, index], id ? byId.get(id) : undefined, true);
      });
      return withIds(values);
    }
    if (node.type === "array") {
      const lines = text(form, name)
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
    const sent = text(form, name).trim();
    const input = inputOf(node);
    if (input === "checkbox") return form.has(name) ? true : required ? false : undefined;
    if (sent === "" && !required) return undefined;
    // A number that is none is kept as typed, for the schema to refuse and the form to show again.
    if (input === "number") return sent === "" || !Number.isFinite(Number(sent)) ? sent : Number(sent);
    if (input === "paragraph") return sent.replace(/\r\n?/g, "\n");
    if (input === "timestamp") return timestampAt(sent) ?? sent;
    return sent;
  }
  return read(jsonSchema(schema), [], current, true);
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
  const hasIds = items.some((item) => typeof record(item).id === "string");
  if (!hasIds) return items;
  const taken = new Set(items.map((item) => record(item).id).filter((id) => typeof id === "string"));
  return items.map((item, index) => {
    if (!item || typeof item !== "object" || typeof record(item).id === "string") return item;
    const base = slug(titleOf(item)) || `item-${index + 1}`;
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    return { id, ...record(item) };
  });
}
