// The checks a value passes before it is published, as the build checks content, each problem named
// by its field's label: the schema, the facts in braces, the dates staff may set, and the times an
// item is shown between.
import { getPaths } from "@conform-to/dom";
import type { z } from "zod";
import { DATE_MESSAGE, TIMESTAMP_MESSAGE, YEARS_MESSAGE } from "~/content-model/blocks";
import { formatDateRange } from "~/lib/dates";
import { type FactName, fillFacts, unknownPlaceholders } from "~/published/facts";
import { type FormField, fieldGroups, labelledFields, nameOf, objectsIn } from "./edit-form";
import { plainWords } from "./plain-words";

export interface FieldProblem {
  /** The field's name ("baptism.endsAt"), as the build would name it. */
  name: string;
  label: string;
  message: string;
}

/** Each field by name, labelled with its group's legend ("Next baptism: Ends"). */
const fieldsOf = (schema: z.ZodType, value: unknown) =>
  new Map(labelledFields(fieldGroups(schema, value)).map((field) => [field.name, field]));

const FILL_IN = "must be filled in";

/** What the files' rules for writing a time or a date mean to someone who picks one in the form. */
function whenWords(field: FormField, message: string): string {
  if (message !== TIMESTAMP_MESSAGE && message !== DATE_MESSAGE && message !== YEARS_MESSAGE) return message;
  if (field.value === "") return FILL_IN;
  if (message === YEARS_MESSAGE) return "must be in a year from 2000 to 2099";
  return field.input === "timestamp"
    ? "is not a time the church's clocks show (the hour skipped when clocks go forward): choose another"
    : "is not a date on the calendar: choose another";
}

/** The label of a problem at `name`: its field's, or its nearest enclosing field's (a picture's alt text). */
function labelFor(fields: ReturnType<typeof fieldsOf>, name: string): string {
  for (const path = getPaths(name); path.length > 0; path.pop()) {
    const label = fields.get(nameOf(path))?.label;
    if (label) return label;
  }
  return "This form";
}

/** Gives each problem found without its field's label (a picture the site does not have) the label. */
export function labelled(schema: z.ZodType, value: unknown, problems: FieldProblem[]): FieldProblem[] {
  const fields = fieldsOf(schema, value);
  return problems.map((problem) => (problem.label ? problem : { ...problem, label: labelFor(fields, problem.name) }));
}

/** The parts of a picture staff never type: a broken one of them means the picture is missing. */
const PICTURE_PARTS = new Set(["src", "width", "height"]);

/**
 * The schema's broken rules, each named by its field's label, in the office's words: a missing
 * picture is one problem, not one per part of it.
 */
function problemsOf(schema: z.ZodType, value: unknown, issues: z.core.$ZodIssue[]): FieldProblem[] {
  const fields = fieldsOf(schema, value);
  const problems = issues.map((issue) => {
    const picture = nameOf(issue.path.slice(0, -1));
    if (fields.get(picture)?.input === "image" && PICTURE_PARTS.has(String(issue.path.at(-1)))) {
      return { name: picture, label: labelFor(fields, picture), message: "needs a picture: choose a photo" };
    }
    const name = nameOf(issue.path);
    const field = fields.get(name);
    const when = field?.input === "timestamp" || field?.input === "date";
    return { name, label: labelFor(fields, name), message: when ? whenWords(field, issue.message) : issue.message };
  });
  // One problem per field and message, and a field left empty only that: a time left empty breaks
  // three rules (its form, its years, after the start), and is one thing to fix.
  const empty = new Set(problems.filter((each) => each.message === FILL_IN).map((each) => each.name));
  return problems.filter(
    (problem, index) =>
      (!empty.has(problem.name) || problem.message === FILL_IN) &&
      problems.findIndex((other) => other.name === problem.name && other.message === problem.message) === index,
  );
}

type Checked<T> = { ok: true; data: T } | { ok: false; problems: FieldProblem[] };

/** The schema's verdict on a value: the checked value, or one problem per broken rule. */
export function checkValue<T>(schema: z.ZodType<T>, value: unknown): Checked<T> {
  let result: ReturnType<typeof schema.safeParse>;
  try {
    result = schema.safeParse(value, { error: plainWords });
  } catch (error) {
    // A rule that could not be applied to this value is a refusal to say, never an error page.
    const why = error instanceof Error ? error.message : String(error);
    return { ok: false, problems: [{ name: "", label: "This form", message: `could not be checked (${why})` }] };
  }
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, problems: problemsOf(schema, value, result.error.issues) };
}

/**
 * Each list of a value longer than its schema allows, in the schema's words: a form is refused for
 * these before any photo in it is made, so a list over its room costs no work.
 */
export function overfullLists(schema: z.ZodType, value: unknown): FieldProblem[] {
  const result = schema.safeParse(value, { error: plainWords });
  if (result.success) return [];
  const overfull = result.error.issues.filter((issue) => issue.code === "too_big" && issue.origin === "array");
  return overfull.length === 0 ? [] : problemsOf(schema, value, overfull);
}

/** How many years ahead staff may date anything, a change's time to go out included. */
const YEARS_AHEAD = 5;

/**
 * Why a change cannot be scheduled to go out at `at`, or undefined if it can: it must be later than
 * now and within the years ahead staff may date anything, so every time stored is one both
 * databases keep and compare as a time.
 */
export function scheduleProblem(at: Date, now: Date): string | undefined {
  if (Number.isNaN(at.getTime())) return "must be a date and time on the church's clocks";
  if (at.getTime() <= now.getTime()) return "must be later than now; to publish now, press Publish";
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + YEARS_AHEAD);
  if (at.getTime() > latest.getTime()) return `must be within ${YEARS_AHEAD} years from now`;
  return undefined;
}

/** An item shown until a moment that is not after the one it is shown from. */
const endsBeforeItStarts = ({ showFrom, showUntil }: Record<string, unknown>) =>
  typeof showFrom === "string" && typeof showUntil === "string" && !(Date.parse(showUntil) > Date.parse(showFrom));

/**
 * An edit staff are about to publish, checked as the build checks it and, beyond that, with every
 * date in the window around `today` (YYYY-MM-DD on the church's clocks): a typo such as 0205 or
 * 2205 is refused by name rather than published as a date no one meant; and an item shown until a
 * moment before it is shown from is refused.
 */
export function checkEdit<T>(schema: z.ZodType<T>, value: unknown, today: string): Checked<T> {
  const checked = checkValue(schema, value);
  // Staff may date anything from the first day of last year to the same day some years ahead.
  const year = Number(today.slice(0, 4));
  const [from, to] = [`${year - 1}-01-01`, `${year + YEARS_AHEAD}${today.slice(4, 10)}`];
  const between = `must be between ${formatDateRange(from, from)} and ${formatDateRange(to, to)}`;
  const fields = fieldsOf(schema, value);
  const outside = [...fields.values()]
    .filter((field) => (field.input === "date" || field.input === "timestamp") && field.value !== "")
    .filter((field) => field.value.slice(0, 10) < from || field.value.slice(0, 10) > to)
    .map(({ name, label }) => ({ name, label, message: between }));
  const shown = objectsIn(value)
    .filter(({ object }) => endsBeforeItStarts(object))
    .map(({ path }) => nameOf([...path, "showUntil"]))
    .map((name) => ({ name, label: labelFor(fields, name), message: "must be after “Show from”" }));
  const extra = [...outside, ...shown];
  if (extra.length === 0) return checked;
  const others = checked.ok ? [] : checked.problems.filter((problem) => !extra.some((o) => o.name === problem.name));
  return { ok: false, problems: [...extra, ...others] };
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
): Checked<unknown> {
  const fields = fieldsOf(schema, value);
  const unknown = unknownPlaceholders(value).map(({ path, name }) => ({
    name: nameOf(path),
    label: labelFor(fields, nameOf(path)),
    message: `{${name}} is not a fact the site knows; the list of facts is above the form`,
  }));
  const filled = fillFacts(value, facts);
  const checked = today ? checkEdit(schema, filled, today) : checkValue(schema, filled);
  const problems = [...unknown, ...(checked.ok ? [] : checked.problems)];
  return problems.length === 0 ? { ok: true, data: value } : { ok: false, problems };
}
