// The staff editor's form, made from an item's Zod schema (through its JSON Schema) rather than
// written by hand: the fields, their labels and kinds come from the same schema the build checks
// the content with, so the form cannot ask for something the build would refuse, or miss a field.
// Plain server forms: they work with no JavaScript.
//
// Schemas say how a field is asked for with `.meta()`: `title` (its label), `input` ("date",
// "timestamp" for a time on the church's clocks, "paragraph" for a text box, "image" for a
// picture), `aspect` (the proportions a picture there needs, when there is none yet), and
// `editable: false` for a part staff keep as it is (an id, which links and calendars follow).
//
// Lists grow, shrink and move: each item of a list of objects is sent with a marker naming the item
// it was (its id, or nothing for a new one), so the parts staff do not edit are taken from that item
// on the server, never from the form. A list of words (paragraphs, highlights) is one text box, an
// item a line. The posted form is read back by read-form.ts, its list buttons by list-changes.ts,
// checked by edit-checks.ts, and compared with earlier values by describe-changes.ts.
import { formatPaths } from "@conform-to/dom";
import { z } from "zod";
import type { Image } from "~/content-model/blocks";
import { localPart } from "~/events/local-time";
import { humanize } from "./field-words";

/** How a field is asked for. */
type FieldInput = "date" | "timestamp" | "text" | "paragraph" | "number" | "checkbox" | "select" | "lines" | "image";

export interface FormField {
  /** Its path in the item, dotted: "baptism.startsAt", "events.0.address.city"; also the form field's name. */
  name: string;
  label: string;
  input: FieldInput;
  /** As the input shows it ("2025-12-06T08:00" for a time; "true" for a ticked box; one item a line). */
  value: string;
  required: boolean;
  /** The choices of a select. */
  options?: string[];
  /** What to know to fill it in, said under its label. */
  hint?: string;
  /** A time asked for to the second (when an item is shown from), not only to the minute. */
  seconds?: boolean;
  /** In a form of another language's words: what the field says in the default language. */
  english?: string;
  /**
   * Beside another language's words: "missing" where the language has none of its own (its page
   * shows the English), "behind" where the English changed since they were written.
   */
  wordState?: "missing" | "behind";
  /** The language a field's words are written in, where it is not the page's (another language's form). */
  language?: string;
  /**
   * A picture: the one there now (none yet for an optional one), the proportions it needs, and,
   * in a form sent back, what was typed and chosen beside it, kept even where its photo was refused.
   */
  image?: {
    current: Image | undefined;
    aspect: { width: number; height: number };
    typed?: { alt: string; decorative: boolean; focus: string };
  };
}

/** A list's item, on the group that starts it: which item it was, and the moves it allows. */
export interface ListItem {
  list: string;
  index: number;
  count: number;
  min: number;
  /** The item's id, which says on the server which item it is; empty for a new one. */
  id: string;
  /** What an item is called ("Event"), and this one's title or name. */
  kind: string;
  title: string;
}

export interface FieldGroup {
  legend: string;
  /** Its path in the item: "events[3]", "events[3].address"; "" for the item itself. */
  path: string;
  fields: FormField[];
  /** Set on the group that starts an item of a list. */
  item?: ListItem & { fixed?: boolean };
  /** Set on the end of a list: a button adds an item there. */
  addTo?: { list: string; kind: string; count: number; max: number | undefined; legend: string };
}

export interface JsonNode {
  type?: string;
  title?: string;
  /** What to know to fill it in, said under its label. */
  description?: string;
  input?: string;
  seconds?: boolean;
  editable?: boolean;
  /** A link: an address typed as "www.…" is taken as "https://www.…". */
  link?: boolean;
  /** Words: a value per language (app/publishing/localized.ts). */
  localized?: boolean;
  aspect?: string;
  const?: unknown;
  enum?: string[];
  properties?: Record<string, JsonNode>;
  required?: string[];
  items?: JsonNode;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonNode[];
}

// Made once per schema: every form shown, sent and checked walks it again.
const jsonSchemas = new WeakMap<z.ZodType, JsonNode>();
export function jsonSchema(schema: z.ZodType): JsonNode {
  const node = jsonSchemas.get(schema) ?? (z.toJSONSchema(schema, { unrepresentable: "any" }) as JsonNode);
  jsonSchemas.set(schema, node);
  return node;
}

export const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" ? (value as Record<string, unknown>) : {};

type Path = Array<string | number>;

/** Every object in a value, in lists too, with its path: each before the objects inside it. */
export function objectsIn(value: unknown, path: Path = []): Array<{ path: Path; object: Record<string, unknown> }> {
  if (Array.isArray(value)) return value.flatMap((each, index) => objectsIn(each, [...path, index]));
  if (!value || typeof value !== "object") return [];
  const inside = Object.entries(value).flatMap(([key, child]) => objectsIn(child, [...path, key]));
  return [{ path, object: record(value) }, ...inside];
}

/** A part staff keep as it is: marked so, or one that may only ever have one value. */
export const isKept = (node: JsonNode) => node.editable === false || "const" in node;
export const isImage = (node: JsonNode) => node.input === "image";
/** A link, alone or as one of the things a field may be ("#" while sign-up is closed). */
export const isLink = (node: JsonNode) => Boolean(node.link || node.anyOf?.some((each) => each.link));
/** A list of objects (events, slides, photos): items with places of their own; other lists are lines of words. */
export const isObjectList = (node: JsonNode) => node.type === "array" && node.items?.type === "object";
const isGroup = (node: JsonNode) => (node.type === "object" && !isImage(node)) || isObjectList(node);

export function inputOf(node: JsonNode): FieldInput {
  if (isImage(node)) return "image";
  if (node.type === "array") return "lines";
  if (node.input === "date" || node.input === "timestamp" || node.input === "paragraph") return node.input;
  if (node.enum) return "select";
  if (node.type === "boolean") return "checkbox";
  if (node.type === "number" || node.type === "integer") return "number";
  return "text";
}

/** A link as people write one: an e-mail address or a phone number, not the code's "mailto:" or "tel:". */
function linkInWords(value: string): string {
  if (value.startsWith("mailto:")) return value.slice("mailto:".length);
  const phone = /^tel:\+1(\d{3})(\d{3})(\d{4})$/.exec(value);
  return phone ? `(${phone[1]}) ${phone[2]}-${phone[3]}` : value;
}

function shownValue(input: FieldInput, value: unknown, link = false): string {
  if (value === undefined || value === null) return "";
  if (link && typeof value === "string") return linkInWords(value);
  if (input === "lines") return Array.isArray(value) ? value.map(String).join("\n") : "";
  if (input === "timestamp" && typeof value === "string" && /T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/.test(value)) {
    const local = localPart(value);
    // Seconds are shown only when a time has them (a slide shown from 9:00:30).
    return local.endsWith(":00") ? local.slice(0, 16) : local.slice(0, 19);
  }
  return String(value);
}

/** "4:5" → { width: 4, height: 5 }; a picture's own proportions when it has one. */
function aspectOf(node: JsonNode, current: Image | undefined): { width: number; height: number } {
  if (current) return { width: current.width, height: current.height };
  const [width, height] = (node.aspect ?? "4:3").split(":").map(Number);
  return { width: width || 4, height: height || 3 };
}

/** What a list's items are called ("Event"), from the schema's title of an item. */
export const kindOf = (node: JsonNode) => node.items?.title ?? "Item";

/** What an item is called in its legend: its title, name or label, if it has one. */
export function titleOf(value: unknown): string {
  const { title, name, label, role } = record(value);
  const found = [title, name, label, role].find((each) => typeof each === "string" && each.trim() !== "");
  // As typed, it may hold what the form refuses: no character that would reorder or hide the legend.
  return typeof found === "string" ? found.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, "").slice(0, 80) : "";
}

function imageField(node: JsonNode, name: string, current: unknown, required: boolean, fallback: string): FormField {
  // A picture the form asked for and got none of (a new item's) is no picture yet.
  const image = current && typeof current === "object" && (current as Image).src ? (current as Image) : undefined;
  return {
    name,
    label: node.title ?? fallback,
    input: "image",
    value: "",
    required,
    image: { current: image, aspect: aspectOf(node, image) },
  };
}

/**
 * The item's fields in the schema's order, in one group per object (Impact Week's first and last
 * day; each outreach event; its address), with `value`'s current values, and for each list its
 * items' places in it and where another can be added.
 */
export function fieldGroups(schema: z.ZodType, value: unknown): FieldGroup[] {
  const groups: FieldGroup[] = [];
  // `required`: whether the part itself must be there; a field inside an optional part (an
  // event's address) may be left empty, which leaves the whole part out.
  function visit(node: JsonNode, path: Path, legend: string, current: unknown, required: boolean, item?: ListItem) {
    const name = nameOf(path);
    if (isImage(node)) {
      // A picture that is a list's item (a gallery's photo): a group of its own.
      const fields = [imageField(node, name, current, required, "Picture")];
      groups.push({ legend, path: name, fields, ...(item && { item }) });
      return;
    }
    if (isObjectList(node) && node.items) {
      const values = Array.isArray(current) ? current : [];
      const kind = kindOf(node);
      for (const [index, each] of values.entries()) {
        const title = titleOf(each);
        const own = `${kind} ${index + 1}${title ? `: ${title}` : ""}`;
        const id = record(each).id;
        visit(node.items, [...path, index], legend ? `${legend}: ${own}` : own, each, true, {
          list: name,
          index,
          count: values.length,
          min: node.minItems ?? 0,
          id: typeof id === "string" ? id : "",
          kind,
          title,
        });
      }
      // A list of a fixed length has no room to add to.
      if (node.minItems === undefined || node.minItems !== node.maxItems) {
        const addTo = { list: name, kind, count: values.length, max: node.maxItems, legend: legend || `${kind}s` };
        groups.push({ legend: legend || kind, path: name, fields: [], addTo });
      }
      return;
    }
    const entries = Object.entries(node.properties ?? {}).filter(([, child]) => !isKept(child));
    const needed = (key: string) => required && (node.required ?? []).includes(key);
    const fields = entries
      .filter(([, child]) => !isGroup(child))
      .map(([key, child]): FormField => {
        const input = inputOf(child);
        const own = record(current)[key];
        const field = nameOf([...path, key]);
        if (input === "image") return imageField(child, field, own, needed(key), humanize(key));
        return {
          name: field,
          label: child.title ?? humanize(key),
          input,
          value: shownValue(input, own, isLink(child)),
          required: needed(key) && input !== "checkbox",
          ...(child.enum && { options: child.enum }),
          ...(child.description && { hint: child.description }),
          ...(child.seconds && { seconds: true }),
        };
      });
    // The group that starts a list's item carries its place, even if its fields are all in parts.
    if (fields.length > 0 || item) groups.push({ legend, path: name, fields, ...(item && { item }) });
    for (const [key, child] of entries) {
      if (!isGroup(child)) continue;
      const childLegend =
        child.type === "array" ? legend : [legend, child.title ?? humanize(key)].filter(Boolean).join(": ");
      visit(child, [...path, key], childLegend, record(current)[key], needed(key));
    }
  }
  visit(jsonSchema(schema), [], "", value, true);
  return groups;
}

/** Each field of the groups, labelled with its group's legend ("Next baptism: Ends"), with its group's path. */
export const labelledFields = (groups: readonly FieldGroup[]): LabelledField[] =>
  groups.flatMap(({ legend, path, fields }) =>
    fields.map((field) => ({ ...field, label: [legend, field.label].filter(Boolean).join(": "), group: path })),
  );

export type LabelledField = FormField & { group: string };

/** A field's name in the form, as Conform reads it back into the item's shape: "events[3].startsAt". */
export const nameOf = (path: ReadonlyArray<PropertyKey>) =>
  formatPaths(path.map((key) => (typeof key === "symbol" ? String(key) : key)));

/**
 * Each field's key that names list items by their id rather than their place ("events#serve-dinner.title"
 * for "events[2].title"; a new item, with no id yet, keeps its place): a moved item is the same item.
 */
export function stableKeys(groups: readonly FieldGroup[]): Map<string, string> {
  const byId = groups.flatMap(({ item }) =>
    item?.id ? [{ at: itemName(item.list, item.index), as: `${item.list}#${item.id}` }] : [],
  );
  const key = (name: string) => {
    const owner = byId
      .filter(({ at }) => name === at || name.startsWith(`${at}.`) || name.startsWith(`${at}[`))
      .sort((a, b) => b.at.length - a.at.length)[0];
    return owner ? owner.as + name.slice(owner.at.length) : name;
  };
  const names = groups.flatMap((group) => [group.path, ...group.fields.map((field) => field.name)]);
  return new Map(names.map((name) => [name, key(name)]));
}

/** Each field's value by its stable key: what a form held, to tell which parts of it changed since. */
export const valuesByKey = (groups: readonly FieldGroup[]): Map<string, string> => {
  const keys = stableKeys(groups);
  return new Map(
    groups.flatMap((group) => group.fields.map((field) => [keys.get(field.name) ?? field.name, field.value] as const)),
  );
};

/** The hidden field that holds the item's value the form was begun from, as JSON (on-top.server.ts). */
export const FORM_BASE = "_base";

/** The ticks of another language's form that say a word still says what the English now says (docs/decisions/0042). */
export const SAME_WORDS = "_same";

/**
 * The radio groups of a person's choices where a colleague changed the same field ("theirs:<key>" or
 * "mine:<key>"), or their own draft kept on another device or tab did; and the hidden field that says
 * which version of that draft the form last knew, "" for none (own-draft.server.ts).
 */
export const [CHOICE, DRAFT_CHOICE, DRAFT_SEEN] = ["choice-", "draft-choice-", "_draftSeen"] as const;

/** The name of a list's item ("events[3]"), under which its parts are sent. */
export const itemName = (list: string, index: number) => `${list}[${index}]`;

/** The name of the marker that says which item of a list a part of the form is. */
export const itemMarker = (list: string, index: number) => `${itemName(list, index)}.__item`;

/** The names a picture's parts are sent under. */
export const imageParts = (name: string) => ({
  src: `${name}.src`,
  width: `${name}.width`,
  height: `${name}.height`,
  alt: `${name}.alt`,
  decorative: `${name}.decorative`,
  focus: `${name}.focus`,
  file: `${name}.file`,
  remove: `${name}.remove`,
  /** A photo already uploaded, chosen from the library: the id of its upload. */
  pick: `${name}.pick`,
  /** The description the picture had when the form was made: a new photo needs its own. */
  describedAs: `${name}.describedAs`,
  /** The part an uploaded photo was cropped around: another chosen means cropping it again. */
  croppedAt: `${name}.croppedAt`,
});
