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
// item a line.
import { z } from "zod";
import type { Image } from "~/content/blocks";
import { timestampAt } from "~/content/church-time";
import { type FactName, fillFacts, unknownPlaceholders } from "~/content/facts";
import { localPart } from "~/events/local-time";

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
  /** A time asked for to the second (when an item is shown from), not only to the minute. */
  seconds?: boolean;
  /** A picture: the one there now (none yet for an optional one), and the proportions it needs. */
  image?: { current: Image | undefined; aspect: { width: number; height: number } };
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
  /** Its path in the item: "events.3", "events.3.address"; "" for the item itself. */
  path: string;
  fields: FormField[];
  /** Set on the group that starts an item of a list. */
  item?: ListItem;
  /** Set on the end of a list: a button adds an item there. */
  addTo?: { list: string; kind: string; count: number; max: number | undefined; legend: string };
}

interface JsonNode {
  type?: string;
  title?: string;
  input?: string;
  seconds?: boolean;
  editable?: boolean;
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
function jsonSchema(schema: z.ZodType): JsonNode {
  let node = jsonSchemas.get(schema);
  if (!node) {
    node = z.toJSONSchema(schema, { unrepresentable: "any" }) as JsonNode;
    jsonSchemas.set(schema, node);
  }
  return node;
}

/** What staff call the parts every page has, whatever a page's schema names them. */
const PART_NAMES: Record<string, string> = {
  hero: "Top of the page",
  meta: "Browser tab, search results and link previews",
  ctaLink: "Button link",
  ctaText: "Button",
};

/** "startsAt" → "Starts at", for a field the schema gives no title. */
const humanize = (key: string) => {
  if (PART_NAMES[key]) return PART_NAMES[key];
  const words = key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" ? (value as Record<string, unknown>) : {};

/** A part staff keep as it is: marked so, or one that may only ever have one value. */
const isKept = (node: JsonNode) => node.editable === false || "const" in node;
const isImage = (node: JsonNode) => node.input === "image";
/** A list of objects (events, slides, photos): items with places of their own; other lists are lines of words. */
const isObjectList = (node: JsonNode) => node.type === "array" && node.items?.type === "object";
const isGroup = (node: JsonNode) => (node.type === "object" && !isImage(node)) || isObjectList(node);

function inputOf(node: JsonNode): FieldInput {
  if (isImage(node)) return "image";
  if (node.type === "array") return "lines";
  if (node.input === "date" || node.input === "timestamp" || node.input === "paragraph") return node.input;
  if (node.enum) return "select";
  if (node.type === "boolean") return "checkbox";
  if (node.type === "number" || node.type === "integer") return "number";
  return "text";
}

function shownValue(input: FieldInput, value: unknown): string {
  if (value === undefined || value === null) return "";
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
const kindOf = (node: JsonNode) => node.items?.title ?? "Item";

/** What an item is called in its legend: its title, name or label, if it has one. */
function titleOf(value: unknown): string {
  const { title, name, label, role } = record(value);
  const found = [title, name, label, role].find((each) => typeof each === "string" && each.trim() !== "");
  // As typed, it may hold what the form refuses: no character that would reorder or hide the legend.
  return typeof found === "string" ? found.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, "").slice(0, 80) : "";
}

function imageField(
  node: JsonNode,
  name: string,
  current: unknown,
  required: boolean,
  fallback = "Picture",
): FormField {
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
  function visit(
    node: JsonNode,
    path: Array<string | number>,
    legend: string,
    current: unknown,
    required: boolean,
    item?: ListItem,
  ) {
    if (isImage(node)) {
      // A picture that is a list's item (a gallery's photo): a group of its own.
      groups.push({
        legend,
        path: path.join("."),
        fields: [imageField(node, path.join("."), current, required)],
        ...(item && { item }),
      });
      return;
    }
    if (isObjectList(node) && node.items) {
      const items = node.items;
      const values = Array.isArray(current) ? current : [];
      const list = path.join(".");
      const kind = kindOf(node);
      for (const [index, each] of values.entries()) {
        const title = titleOf(each);
        const own = `${kind} ${index + 1}${title ? `: ${title}` : ""}`;
        const id = record(each).id;
        visit(items, [...path, index], legend ? `${legend}: ${own}` : own, each, true, {
          list,
          index,
          count: values.length,
          min: node.minItems ?? 0,
          id: typeof id === "string" ? id : "",
          kind,
          title,
        });
      }
      if (node.minItems === undefined || node.maxItems === undefined || node.minItems !== node.maxItems) {
        groups.push({
          legend: legend || kind,
          path: list,
          fields: [],
          addTo: { list, kind, count: values.length, max: node.maxItems, legend: legend || `${kind}s` },
        });
      }
      return;
    }
    const entries = Object.entries(node.properties ?? {}).filter(([, child]) => !isKept(child));
    const fields = entries
      .filter(([, child]) => !isGroup(child))
      .map(([key, child]): FormField => {
        const input = inputOf(child);
        const own = record(current)[key];
        const name = [...path, key].join(".");
        const isRequired = required && (node.required ?? []).includes(key);
        if (input === "image") return imageField(child, name, own, isRequired, humanize(key));
        return {
          name,
          label: child.title ?? humanize(key),
          input,
          value: shownValue(input, own),
          required: isRequired && input !== "checkbox",
          ...(child.enum && { options: child.enum }),
          ...(child.seconds && { seconds: true }),
        };
      });
    // The group that starts a list's item carries its place, even if its fields are all in parts.
    if (fields.length > 0 || item) groups.push({ legend, path: path.join("."), fields, ...(item && { item }) });
    for (const [key, child] of entries) {
      if (!isGroup(child)) continue;
      const childLegend =
        child.type === "array" ? legend : [legend, child.title ?? humanize(key)].filter(Boolean).join(": ");
      visit(child, [...path, key], childLegend, record(current)[key], required && (node.required ?? []).includes(key));
    }
  }
  visit(jsonSchema(schema), [], "", value, true);
  return groups;
}

/** The name of the marker that says which item of a list a part of the form is. */
export const itemMarker = (list: string, index: number) => `${list}.${index}.__item`;

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
  /** The description the picture had when the form was made: a new photo needs its own. */
  describedAs: `${name}.describedAs`,
  /** The part an uploaded photo was cropped around: another chosen means cropping it again. */
  croppedAt: `${name}.croppedAt`,
});

/** The places in a picture staff can keep in view when it is cropped: left, middle or right of top, centre or bottom. */
export const FOCUS_CHOICES = [
  { value: "50,50", label: "The middle" },
  { value: "50,0", label: "The top" },
  { value: "50,100", label: "The bottom" },
  { value: "0,50", label: "The left" },
  { value: "100,50", label: "The right" },
  { value: "0,0", label: "Top left" },
  { value: "100,0", label: "Top right" },
  { value: "0,100", label: "Bottom left" },
  { value: "100,100", label: "Bottom right" },
] as const;

export const focusValue = (focus: Image["focus"]) => (focus ? `${focus.x},${focus.y}` : "50,50");

/**
 * Every name and value the form sends, as a browser sends them (a ticked box only when ticked):
 * what the editor renders, and what a test of an unchanged form sends back.
 */
export function formEntries(groups: FieldGroup[]): Array<[string, string]> {
  const entries: Array<[string, string]> = [];
  for (const group of groups) {
    if (group.item) entries.push([itemMarker(group.item.list, group.item.index), group.item.id]);
    for (const field of group.fields) {
      if (field.input === "image") {
        const current = field.image?.current;
        if (!current) continue;
        const parts = imageParts(field.name);
        entries.push(
          [parts.src, current.src],
          [parts.width, String(current.width)],
          [parts.height, String(current.height)],
          [parts.alt, current.alt],
          [parts.focus, focusValue(current.focus)],
          [parts.describedAs, current.alt],
          [parts.croppedAt, focusValue(current.focus)],
        );
        if (current.decorative) entries.push([parts.decorative, "true"]);
      } else if (field.input !== "checkbox" || field.value === "true") {
        entries.push([field.name, field.value]);
      }
    }
  }
  return entries;
}

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

/** A change to a list that staff ask for before publishing: its items added, removed or moved. */
export type ListChange =
  | { kind: "add"; list: string }
  | { kind: "remove"; list: string; index: number }
  | { kind: "up" | "down"; list: string; index: number };

/** "add:events", "remove:events.3", "up:events.3", as the form's buttons send them. */
export function parseListChange(intent: string): ListChange | undefined {
  const match = /^(add|remove|up|down):([\w.]+?)(?:\.(\d+))?$/.exec(intent);
  if (!match) return undefined;
  const [, kind, list = "", index] = match;
  if (kind === "add") return index === undefined ? { kind: "add", list } : undefined;
  if (index === undefined) return undefined;
  return { kind: kind as "remove" | "up" | "down", list, index: Number(index) };
}

/** Where a list is in a value: its parent and its key there, or nothing if the path is not a list. */
function locate(value: unknown, list: string): unknown[] | undefined {
  let here: unknown = value;
  for (const key of list.split(".")) here = record(here)[key];
  return Array.isArray(here) ? here : undefined;
}

/** The node of the list at `list` in the schema. */
function listNode(schema: z.ZodType, list: string): JsonNode | undefined {
  let node: JsonNode | undefined = jsonSchema(schema);
  for (const key of list.split(".")) {
    if (!node) return undefined;
    node = node.type === "array" ? node.items : node.properties?.[key];
    if (node?.type === "array" && /^\d+$/.test(key)) node = node.items;
  }
  return node && isObjectList(node) ? node : undefined;
}

/**
 * The draft with the change made, or why it cannot be: a list may not go below or above what its
 * pages need, which the schema says and the message names.
 */
export function changeList(
  schema: z.ZodType,
  draft: unknown,
  change: ListChange,
): { ok: true; value: unknown; focus: string } | { ok: false; message: string } {
  const node = listNode(schema, change.list);
  const value = structuredClone(draft);
  const items = locate(value, change.list);
  if (!node || !items) return { ok: false, message: "That list is not part of this form." };
  const kind = kindOf(node).toLowerCase();
  if (change.kind === "add") {
    if (node.maxItems !== undefined && items.length >= node.maxItems) {
      return { ok: false, message: `There is room for ${node.maxItems} at most: remove one to add another ${kind}.` };
    }
    items.push({});
    return { ok: true, value, focus: `${change.list}.${items.length - 1}` };
  }
  if (change.index < 0 || change.index >= items.length) return { ok: false, message: "That item is not in the list." };
  if (change.kind === "remove") {
    if (items.length <= (node.minItems ?? 0)) {
      return {
        ok: false,
        message: `The page needs at least ${node.minItems} ${node.minItems === 1 ? kind : `${kind}s`}: add another before removing this one.`,
      };
    }
    items.splice(change.index, 1);
    return { ok: true, value, focus: change.list };
  }
  const to = change.kind === "up" ? change.index - 1 : change.index + 1;
  if (to < 0 || to >= items.length) return { ok: false, message: "That item cannot move further." };
  const [moved] = items.splice(change.index, 1);
  items.splice(to, 0, moved);
  return { ok: true, value, focus: `${change.list}.${to}` };
}

export interface FieldProblem {
  /** The field's name ("baptism.endsAt"), as the build would name it. */
  name: string;
  label: string;
  message: string;
}

/** Each field's label by name, with its group's legend: "Next baptism: Ends". */
function labelsOf(schema: z.ZodType, value: unknown): Map<string, string> {
  return new Map(
    fieldGroups(schema, value).flatMap((group) =>
      group.fields.map((field) => [field.name, [group.legend, field.label].filter(Boolean).join(": ")] as const),
    ),
  );
}

/** The label of a problem at `name`: its field's, or its nearest enclosing field's (a picture's alt text). */
function labelFor(labels: Map<string, string>, name: string): string {
  for (let at = name; at; at = at.slice(0, Math.max(0, at.lastIndexOf(".")))) {
    const label = labels.get(at);
    if (label) return label;
  }
  return name;
}

/** The schema's verdict on a value: the checked value, or one problem per broken rule, named as the build names them. */
export function checkValue<T>(
  schema: z.ZodType<T>,
  value: unknown,
): { ok: true; data: T } | { ok: false; problems: FieldProblem[] } {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  const labels = labelsOf(schema, value);
  return {
    ok: false,
    problems: result.error.issues.map((issue) => {
      const name = issue.path.map(String).join(".");
      return { name, label: labelFor(labels, name), message: issue.message };
    }),
  };
}

/** How far back and ahead staff may date anything: from the first day of last year to five years ahead. */
function dateWindow(today: string): { from: string; to: string } {
  const year = Number(today.slice(0, 4));
  return { from: `${year - 1}-01-01`, to: `${year + 5}${today.slice(4, 10)}` };
}

/** Every item of a list that says when it shows, with where it is. */
function shownBetweenProblems(value: unknown, path: Array<string | number> = []): FieldProblem[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => shownBetweenProblems(item, [...path, index]));
  if (!value || typeof value !== "object") return [];
  const { showFrom, showUntil } = record(value);
  const own =
    typeof showFrom === "string" && typeof showUntil === "string" && !(Date.parse(showUntil) > Date.parse(showFrom))
      ? [{ name: [...path, "showUntil"].join("."), label: "", message: "must be after “Show from”" }]
      : [];
  return [
    ...own,
    ...Object.entries(value).flatMap(([key, child]) =>
      typeof child === "object" ? shownBetweenProblems(child, [...path, key]) : [],
    ),
  ];
}

/**
 * An edit staff are about to publish, checked as the build checks it and, beyond that, with every
 * date in the window around `today` (YYYY-MM-DD on the church's clocks): a typo such as 0205 or
 * 2205 is refused by name rather than published as a date no one meant; and an item shown until a
 * moment before it is shown from is refused.
 */
export function checkEdit<T>(
  schema: z.ZodType<T>,
  value: unknown,
  today: string,
): { ok: true; data: T } | { ok: false; problems: FieldProblem[] } {
  const checked = checkValue(schema, value);
  const { from, to } = dateWindow(today);
  const labels = labelsOf(schema, value);
  const outside = fieldGroups(schema, value).flatMap((group) =>
    group.fields
      .filter((field) => (field.input === "date" || field.input === "timestamp") && field.value !== "")
      .filter((field) => field.value.slice(0, 10) < from || field.value.slice(0, 10) > to)
      .map((field) => ({
        name: field.name,
        label: [group.legend, field.label].filter(Boolean).join(": "),
        message: `must be between ${from} and ${to}`,
      })),
  );
  const shown = shownBetweenProblems(value).map((problem) => ({ ...problem, label: labelFor(labels, problem.name) }));
  const extra = [...outside, ...shown];
  if (extra.length === 0) return checked;
  const others = checked.ok ? [] : checked.problems.filter((problem) => !extra.some((o) => o.name === problem.name));
  return { ok: false, problems: [...extra, ...others] };
}

/** Each field's shown value by its label ("Event 3: Serve Dinner: Starts"), for comparing two values. */
function shownFields(schema: z.ZodType, value: unknown): Map<string, { label: string; value: string }> {
  const groups = fieldGroups(schema, value);
  // A list's items are compared by id where they have one, so a moved item is not "changed".
  const byId = groups.flatMap(({ item }) =>
    item?.id ? [{ at: `${item.list}.${item.index}`, as: `${item.list}#${item.id}` }] : [],
  );
  const key = (name: string) => {
    const owner = byId
      .filter(({ at }) => name === at || name.startsWith(`${at}.`))
      .sort((a, b) => b.at.length - a.at.length)[0];
    return owner ? owner.as + name.slice(owner.at.length) : name;
  };
  return new Map(
    groups.flatMap((group) =>
      group.fields.map((field) => [
        key(field.name),
        {
          label: [group.legend, field.label].filter(Boolean).join(": "),
          value:
            field.input === "image"
              ? field.image?.current
                ? `${field.image.current.src} (${field.image.current.alt})`
                : ""
              : field.value,
        },
      ]),
    ),
  );
}

/** What changed from one value to the next, field by field, as staff read it in the history. */
export function describeChanges(schema: z.ZodType, before: unknown, after: unknown): string[] {
  const old = shownFields(schema, before);
  const now = shownFields(schema, after);
  const shown = (value: string | undefined) =>
    value ? `“${value.replace(/^(\d{4}-\d{2}-\d{2})T/, "$1 ").replace(/\n/g, " / ")}”` : "empty";
  const changed = [...now]
    .filter(([name, field]) => old.get(name)?.value !== field.value)
    .map(([name, field]) => `${field.label}: ${shown(old.get(name)?.value)} → ${shown(field.value)}`);
  // Items no longer there, by the legend of their first field's group.
  const removed = new Set(
    [...old]
      .filter(([name]) => !now.has(name) && name.includes("#"))
      .map(([, field]) => field.label.slice(0, field.label.lastIndexOf(":"))),
  );
  return [...changed, ...[...removed].map((legend) => `${legend}: removed`)];
}

/**
 * An edit checked as pages will show it: the facts it names in braces filled in (`facts`, from the
 * content as it would be with this edit), every name in braces one the site knows, and, given
 * `today`, its dates in the editor's window. The value kept is the one staff wrote, braces and all.
 */
export function checkContent(
  schema: z.ZodType,
  value: unknown,
  facts: Record<FactName, string>,
  today?: string,
): { ok: true; data: unknown } | { ok: false; problems: FieldProblem[] } {
  const labels = labelsOf(schema, value);
  const unknown = unknownPlaceholders(value).map(({ path, name }) => {
    const at = path.map(String).join(".");
    return {
      name: at,
      label: labelFor(labels, at),
      message: `{${name}} is not a fact the site knows; the list of facts is above the form`,
    };
  });
  const filled = fillFacts(value, facts);
  const checked = today ? checkEdit(schema, filled, today) : checkValue(schema, filled);
  const problems = [...unknown, ...(checked.ok ? [] : checked.problems)];
  return problems.length === 0 ? { ok: true, data: value } : { ok: false, problems };
}
