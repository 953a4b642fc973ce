// The note's limits and the spec's messages, apart from the schema so the form can use them
// without loading the validation library up front.
import { normaliseLineBreaks } from "~/lib/typed-text";

/**
 * Each field's longest value, counted as the browser's `maxLength` counts: UTF-16 code units, with
 * a line break as one character (a form post sends it as two: see `normaliseLineBreaks`). The form
 * sets `maxLength` from these and the server refuses anything longer, so the two always agree.
 */
export const NOTE_MAX_LENGTH = 5000;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

export const FIELD_MAX_LENGTHS = {
  pastor: 32,
  noteContent: NOTE_MAX_LENGTH,
  senderName: NAME_MAX_LENGTH,
  senderEmail: EMAIL_MAX_LENGTH,
} as const;

/**
 * The fields of a refused post that may be shown again in the form: text within its field's
 * length, and nothing of a value longer than the form could have sent.
 */
export function echoableValues(input: unknown): Record<keyof typeof FIELD_MAX_LENGTHS, string> {
  const source = input && typeof input === "object" ? (input as Record<string, unknown>) : {};
  const echo = (field: keyof typeof FIELD_MAX_LENGTHS) => {
    const value = source[field];
    if (typeof value !== "string") return "";
    const text = normaliseLineBreaks(value);
    return text.length <= FIELD_MAX_LENGTHS[field] ? text : "";
  };
  return {
    pastor: echo("pastor"),
    noteContent: echo("noteContent"),
    senderName: echo("senderName"),
    senderEmail: echo("senderEmail"),
  };
}

/** Both of the spec's required fields in one sentence, as the form shows it. */
export const MISSING_REQUIRED_MESSAGE = "Please select a pastor and write a note";
export const SUBMIT_FAILED_MESSAGE = "Failed to submit note";
export const UNKNOWN_ERROR_MESSAGE = "An error occurred";
export const SUCCESS_VISIBLE_MS = 5000;
