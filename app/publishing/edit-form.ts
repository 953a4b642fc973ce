// The staff editor's form, made from an item's Zod schema (through its JSON Schema) rather than
// written by hand: the fields, their labels and kinds come from the same schema the build checks
// the content with, so the form cannot ask for something the build would refuse, or miss a field.
// Plain server forms: they work with no JavaScript.
import { z } from "zod";
import { timestampAt } from "~/content/church-time";
import { localPart } from "~/events/local-time";

/** How a field is asked for: a date, a date and time on the church's clocks, or text. */
export type FieldInput = "date" | "timestamp" | "text";

export interface FormField {
  /** Its path in the item, dotted: "baptism.startsAt"; also the form field's name. */
  name: string;
  label: string;
  input: FieldInput;
  /** As the input shows it ("2025-12-06T08:00" for a time). */
  value: string;
}

export interface FieldGroup {
  legend: string;
  fields: FormField[];
}

interface JsonNode {
  type?: string;
  title?: string;
  input?: string;
  properties?: Record<string, JsonNode>;
}

/** "startsAt" → "Starts at", for a field the schema gives no title. */
const humanize = (key: string) => {
  const words = key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const inputOf = (node: JsonNode): FieldInput =>
  node.input === "date" || node.input === "timestamp" ? node.input : "text";

const readAt = (value: unknown, path: string[]): unknown =>
  path.reduce<unknown>(
    (current, key) => (current && typeof current === "object" ? (current as Record<string, unknown>)[key] : undefined),
    value,
  );

function shownValue(input: FieldInput, value: unknown): string {
  if (typeof value !== "string") return "";
  return input === "timestamp" && /T\d{2}:\d{2}/.test(value) ? localPart(value).slice(0, 16) : value;
}

/**
 * The item's fields in the schema's order, in one group per object of plain fields (Impact Week's
 * first and last day), with `value`'s current values.
 */
export function fieldGroups(schema: z.ZodType, value: unknown): FieldGroup[] {
  const groups: FieldGroup[] = [];
  function visit(node: JsonNode, path: string[], legend: string) {
    const entries = Object.entries(node.properties ?? {});
    const fields = entries
      .filter(([, child]) => child.type !== "object")
      .map(([key, child]): FormField => {
        const input = inputOf(child);
        const name = [...path, key];
        return {
          name: name.join("."),
          label: child.title ?? humanize(key),
          input,
          value: shownValue(input, readAt(value, name)),
        };
      });
    if (fields.length > 0) groups.push({ legend, fields });
    for (const [key, child] of entries) {
      if (child.type === "object") visit(child, [...path, key], child.title ?? humanize(key));
    }
  }
  visit(z.toJSONSchema(schema, { unrepresentable: "any" }) as JsonNode, [], "");
  return groups;
}

/**
 * The value a submitted form describes, for the schema to check. A time is turned back into the
 * church's ISO 8601 form; one the church's clocks never show is kept as sent, for the schema to refuse.
 */
export function valueFromForm(schema: z.ZodType, form: FormData): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const group of fieldGroups(schema, undefined)) {
    for (const field of group.fields) {
      const sent = String(form.get(field.name) ?? "").trim();
      const path = field.name.split(".");
      let target = value;
      for (const key of path.slice(0, -1)) {
        target[key] ??= {};
        target = target[key] as Record<string, unknown>;
      }
      target[path.at(-1) ?? ""] = field.input === "timestamp" ? (timestampAt(sent) ?? sent) : sent;
    }
  }
  return value;
}

export interface FieldProblem {
  /** The field's name ("baptism.endsAt"), as the build would name it. */
  name: string;
  label: string;
  message: string;
}

/** The schema's verdict on a value: the checked value, or one problem per field, named as the build names them. */
export function checkValue<T>(
  schema: z.ZodType<T>,
  value: unknown,
): { ok: true; data: T } | { ok: false; problems: FieldProblem[] } {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  const labels = new Map(
    fieldGroups(schema, undefined).flatMap((group) =>
      group.fields.map((field) => [field.name, `${group.legend ? `${group.legend}: ` : ""}${field.label}`] as const),
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
