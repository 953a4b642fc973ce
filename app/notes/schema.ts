// The one definition of an appreciation note (SPEC §3, §5): the form checks it in the browser,
// the server checks it again before anything is stored.
import { z } from "zod";
import { pastors } from "~/content/pastors";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, NOTE_MAX_LENGTH } from "./limits";

export const pastorIds = pastors.pastors.map((pastor) => pastor.id) as [string, ...string[]];

export { EMAIL_MAX_LENGTH, MISSING_REQUIRED_MESSAGE, NAME_MAX_LENGTH, NOTE_MAX_LENGTH } from "./limits";

const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: "must be text" })
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => value ?? "");

export const noteSchema = z.object({
  pastor: z
    .string({ error: "Please choose one of the pastors" })
    .refine((value) => pastorIds.includes(value), "Please choose one of the pastors"),
  noteContent: z
    .string({ error: "Please write a note" })
    .trim()
    .min(1, "Please write a note")
    .max(NOTE_MAX_LENGTH, `Please keep your note under ${NOTE_MAX_LENGTH.toLocaleString("en-US")} characters`),
  // A name is one line: line breaks or control characters could fake lines in the pastor's e-mail.
  senderName: optionalText(NAME_MAX_LENGTH, `Please keep your name under ${NAME_MAX_LENGTH} characters`).transform(
    (name) => name.replace(/\p{Cc}+/gu, " ").trim(),
  ),
  senderEmail: optionalText(EMAIL_MAX_LENGTH, `Please keep your e-mail under ${EMAIL_MAX_LENGTH} characters`).pipe(
    z.union([z.literal(""), z.email("Please enter a valid e-mail address, or leave it empty")]),
  ),
});

/** What the form sends (SPEC §7): exactly these four fields. */
export type NoteInput = z.input<typeof noteSchema>;
/** A note that passed the checks: trimmed, with empty strings for the optional fields left out. */
export type Note = z.output<typeof noteSchema>;

export type NoteField = keyof Note;
export type FieldErrors = Partial<Record<NoteField, string>>;

export type NoteCheck = { ok: true; note: Note } | { ok: false; fields: FieldErrors };

export function checkNote(input: unknown): NoteCheck {
  const result = noteSchema.safeParse(input);
  if (result.success) return { ok: true, note: result.data };
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && field in noteSchema.shape && !fields[field as NoteField]) {
      fields[field as NoteField] = issue.message;
    }
  }
  if (Object.keys(fields).length === 0) fields.noteContent = "Please write a note";
  return { ok: false, fields };
}
