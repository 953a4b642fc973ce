// The note's limits, apart from the schema so the form can use them without loading the
// validation library up front. What the form says is in messages.ts.
import { normaliseLineBreaks } from "~/lib/typed-text";

/**
 * Each field's longest value, counted as the browser's `maxLength` counts: UTF-16 code units, with
 * a line break as one character (a form post sends it as two: see `normaliseLineBreaks`). The form
 * sets `maxLength` from these and the server refuses anything longer, so the two always agree.
 */
export const NOTE_MAX_LENGTH = 5000;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

const FIELD_MAX_LENGTHS = {
  pastor: 32,
  noteContent: NOTE_MAX_LENGTH,
  senderName: NAME_MAX_LENGTH,
  senderEmail: EMAIL_MAX_LENGTH,
} as const;

type Field = keyof typeof FIELD_MAX_LENGTHS;

/**
 * The fields of a refused post that may be shown again in the form: text within its field's
 * length, and nothing of a value longer than the form could have sent.
 */
export function echoableValues(input: unknown): Record<Field, string> {
  const source = input && typeof input === "object" ? (input as Record<string, unknown>) : {};
  const echo = ([field, max]: [string, number]) => {
    const value = source[field];
    const text = typeof value === "string" ? normaliseLineBreaks(value) : "";
    return [field, text.length <= max ? text : ""];
  };
  return Object.fromEntries(Object.entries(FIELD_MAX_LENGTHS).map(echo)) as Record<Field, string>;
}

export const SUCCESS_VISIBLE_MS = 5000;
