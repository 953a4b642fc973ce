// What the editor says of a broken rule the schema states without words of its own: in words the
// office uses ("must be more than 0", "must be filled in"), never the schema library's ("Too small:
// expected number to be >0"). A rule written with its own message (blocks.ts) keeps it.
import type { z } from "zod";

const many = (count: number, one: string, more = `${one}s`) => `${count} ${count === 1 ? one : more}`;

function tooSmall(issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooSmall>): string {
  const least = Number(issue.minimum);
  if (issue.origin === "string") return least <= 1 ? "must be filled in" : `must be at least ${least} characters long`;
  if (issue.origin === "array" || issue.origin === "set") return `needs at least ${many(least, "item")}`;
  return issue.inclusive ? `must be ${least} or more` : `must be more than ${least}`;
}

function tooBig(issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooBig>): string {
  const most = Number(issue.maximum);
  if (issue.origin === "string") return `must be at most ${many(most, "character")} long`;
  if (issue.origin === "array" || issue.origin === "set") {
    return `holds at most ${many(most, "item")}: remove one before adding another`;
  }
  return issue.inclusive ? `must be ${most} or less` : `must be less than ${most}`;
}

function wrongKind(issue: z.core.$ZodRawIssue<z.core.$ZodIssueInvalidType>): string {
  if (issue.expected === "int") return "must be a whole number";
  if (issue.expected === "number") return "must be a number";
  if (issue.expected === "boolean") return "must be ticked or left unticked";
  return "must be filled in";
}

/** A broken rule in the office's words; Zod's per-parse message maker (`safeParse(value, { error })`). */
export function plainWords(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case "too_small":
      return tooSmall(issue);
    case "too_big":
      return tooBig(issue);
    case "invalid_type":
      return wrongKind(issue);
    case "invalid_value":
      return "must be one of the choices offered";
    case "not_multiple_of":
      return "must be a whole number";
    case "invalid_format":
      return "is not written the way this field needs";
    default:
      return "is not something this field can hold";
  }
}
