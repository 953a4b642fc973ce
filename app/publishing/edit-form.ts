// The staff editor's form, made from an item's Zod schema (through its JSON Schema) rather than
// written by hand: the fields, their labels and kinds come from the same schema the build checks
// the content with, so the form cannot ask for something the build would refuse, or miss a field.
// Plain server forms: they work with no JavaScript.
//
// Schemas say how a field is asked for with `.meta()`: `title` (its label), `input` ("date",
// "timestamp" for a time on the church's clocks, "paragraph" for a text box), and
// `editable: false` for a part staff keep as it is (an illustration whose file must exist).
import { z } from "zod";
import { timestampAt } from "~/content/church-time";
import { localPart } from "~/events/local-time";

/** How a field is asked for. */
export type FieldInput = "date" | "timestamp" | "text" | "paragraph" | "number" | "checkbox" | "select";

export interface FormField {
  /** Its path in the item, dotted: "baptism.startsAt", "0.address.city"; also the form field's name. */
  name: string;
  label: string;
  input: FieldInput;
  /** As the input shows it ("2025-12-06T08:00" for a time; "true" for a ticked box). */
  value: string;
  required: boolean;
  /** The choices of a select. */
  options?: string[];
}

export interface FieldGroup {
  legend: string;
  fields: FormField[];
}

interface JsonNode {
  type?: string;
  title?: string;
  input?: string;
  editable?: boolean;
  enum?: string[];
  properties?: Record<string, JsonNode>;
  required?: string[];
  items?: JsonNode;
  minItems?: number;
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

/** "startsAt" → "Starts at", for a field the schema gives no title. */
const humanize = (key: string) => {
  const words = key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" ? (value as Record<string, unknown>) : {};

function inputOf(node: JsonNode): FieldInput {
  if (node.input === "date" || node.input === "timestamp" || node.input === "paragraph") return node.input;
  if (node.enum) return "select";
  if (node.type === "boolean") return "checkbox";
  if (node.type === "number" || node.type === "integer") return "number";
  return "text";
}

function shownValue(input: FieldInput, value: unknown): string {
  if (value === undefined || value === null) return "";
  if (input === "timestamp" && typeof value === "string" && /T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/.test(value)) {
    return localPart(value).slice(0, 16);
  }
  return String(value);
}

/** An array's items as the form shows them: as many as it has, or as few as it may have. */
const itemCount = (node: JsonNode, value: unknown) => (Array.isArray(value) ? value.length : (node.minItems ?? 0));

/** What a group is called: an array item by its kind, number and title or name ("Event 3: Serve Dinner"). */
function itemLegend(node: JsonNode, index: number, value: unknown): string {
  const title = record(value).title ?? record(value).name;
  return `${node.title ?? "Item"} ${index + 1}${typeof title === "string" && title ? `: ${title}` : ""}`;
}

/**
 * The item's fields in the schema's order, in one group per object (Impact Week's first and last
 * day; each outreach event; its address), with `value`'s current values.
 */
export function fieldGroups(schema: z.ZodType, value: unknown): FieldGroup[] {
  const groups: FieldGroup[] = [];
  // `required`: whether the part itself must be there; a field inside an optional part (an
  // event's address) may be left empty, which leaves the whole part out.
  function visit(node: JsonNode, path: Array<string | number>, legend: string, current: unknown, required: boolean) {
    if (node.type === "array" && node.items) {
      const items = node.items;
      const values = Array.isArray(current) ? current : [];
      for (let index = 0; index < itemCount(node, current); index++) {
        visit(items, [...path, index], itemLegend(items, index, values[index]), values[index], required);
      }
      return;
    }
    const entries = Object.entries(node.properties ?? {}).filter(([, child]) => child.editable !== false);
    const isGroup = (child: JsonNode) => child.type === "object" || child.type === "array";
    const fields = entries
      .filter(([, child]) => !isGroup(child))
      .map(([key, child]): FormField => {
        const input = inputOf(child);
        return {
          name: [...path, key].join("."),
          label: child.title ?? humanize(key),
          input,
          value: shownValue(input, record(current)[key]),
          required: required && (node.required ?? []).includes(key) && input !== "checkbox",
          ...(child.enum && { options: child.enum }),
        };
      });
    if (fields.length > 0) groups.push({ legend, fields });
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

/**
 * The value a submitted form describes, for the schema to check. `current` is the value the form
 * was made from: it gives the parts staff do not edit, and how many items each list has. A time is
 * turned back into the church's ISO 8601 form (one the church's clocks never show is kept as sent,
 * for the schema to refuse); an optional field left empty is left out.
 */
export function valueFromForm(schema: z.ZodType, form: FormData, current: unknown): unknown {
  function read(node: JsonNode, path: Array<string | number>, now: unknown, required: boolean): unknown {
    if (node.editable === false) return now;
    if (node.type === "array" && node.items) {
      const items = node.items;
      const values = Array.isArray(now) ? now : [];
      return Array.from({ length: itemCount(node, now) }, (_, index) =>
        read(items, [...path, index], values[index], true),
      );
    }
    if (node.type === "object") {
      const value: Record<string, unknown> = {};
      let filled = false;
      for (const [key, child] of Object.entries(node.properties ?? {})) {
        const childValue = read(child, [...path, key], record(now)[key], (node.required ?? []).includes(key));
        if (childValue === undefined) continue;
        value[key] = childValue;
        if (child.editable !== false && childValue !== "") filled = true;
      }
      // An optional part (an event's address) left wholly empty is left out.
      return filled || required ? value : undefined;
    }
    const sent = String(form.get(path.join(".")) ?? "").trim();
    const input = inputOf(node);
    if (input === "checkbox") return form.has(path.join(".")) ? true : required ? false : undefined;
    if (sent === "" && !required) return undefined;
    if (input === "number") return sent === "" ? sent : Number(sent);
    if (input === "timestamp") return timestampAt(sent) ?? sent;
    return sent;
  }
  return read(jsonSchema(schema), [], current, true);
}

export interface FieldProblem {
  /** The field's name ("baptism.endsAt"), as the build would name it. */
  name: string;
  label: string;
  message: string;
}

/** The schema's verdict on a value: the checked value, or one problem per broken rule, named as the build names them. */
export function checkValue<T>(
  schema: z.ZodType<T>,
  value: unknown,
): { ok: true; data: T } | { ok: false; problems: FieldProblem[] } {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  const labels = new Map(
    fieldGroups(schema, value).flatMap((group) =>
      group.fields.map((field) => [field.name, [group.legend, field.label].filter(Boolean).join(": ")] as const),
    ),
  );
  return {
    ok: false,
    problems: result.error.issues.map((issue) => {
      const name = issue.path.map(String).join(".");
      return { name, label: labels.get(name) ?? name, message: issue.message };
    }),
  };
}

/** How far back and ahead staff may date anything: from the first day of last year to five years ahead. */
export function dateWindow(today: string): { from: string; to: string } {
  const year = Number(today.slice(0, 4));
  return { from: `${year - 1}-01-01`, to: `${year + 5}${today.slice(4, 10)}` };
}

/**
 * An edit staff are about to publish, checked as the build checks it and, beyond that, with every
 * date in the window around `today` (YYYY-MM-DD on the church's clocks): a typo such as 0205 or
 * 2205 is refused by name rather than published as a date no one meant.
 */
export function checkEdit<T>(
  schema: z.ZodType<T>,
  value: unknown,
  today: string,
): { ok: true; data: T } | { ok: false; problems: FieldProblem[] } {
  const checked = checkValue(schema, value);
  const { from, to } = dateWindow(today);
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
  if (outside.length === 0) return checked;
  const others = checked.ok ? [] : checked.problems.filter((problem) => !outside.some((o) => o.name === problem.name));
  return { ok: false, problems: [...outside, ...others] };
}

/** Each field's shown value by its label ("Event 3: Serve Dinner: Starts"), for comparing two values. */
function shownFields(schema: z.ZodType, value: unknown): Map<string, { label: string; value: string }> {
  return new Map(
    fieldGroups(schema, value).flatMap((group) =>
      group.fields.map((field) => [
        field.name,
        { label: [group.legend, field.label].filter(Boolean).join(": "), value: field.value },
      ]),
    ),
  );
}

/** What changed from one value to the next, field by field, as staff read it in the history. */
export function describeChanges(schema: z.ZodType, before: unknown, after: unknown): string[] {
  const old = shownFields(schema, before);
  const shown = (value: string | undefined) => (value ? `“${value.replace(/^(\d{4}-\d{2}-\d{2})T/, "$1 ")}”` : "empty");
  return [...shownFields(schema, after)]
    .filter(([name, field]) => old.get(name)?.value !== field.value)
    .map(([name, field]) => `${field.label}: ${shown(old.get(name)?.value)} → ${shown(field.value)}`);
}
