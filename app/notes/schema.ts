// The one definition of an appreciation note: the form checks it in the browser,
// the server checks it again before anything is stored.
import { z } from "zod";
import { pastorIds } from "~/lib/pastor-ids";
import { isStorableText, lineProblem, normaliseLineBreaks, paragraphProblem } from "~/lib/typed-text";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, NOTE_MAX_LENGTH } from "./limits";

export { NOTE_MAX_LENGTH } from "./limits";

const text = (invalid: string) =>
  z
    .string({ error: invalid })
    .refine(isStorableText, "Please remove the unusual characters")
    .transform(normaliseLineBreaks);

const optionalText = (max: number, tooLong: string) =>
  text("must be text")
    .optional()
    .transform((value) => (value ?? "").trim())
    .pipe(z.string().max(max, tooLong));

const noteSchema = z.object({
  pastor: z
    .string({ error: "Please choose one of the pastors" })
    .refine((value) => (pastorIds as readonly string[]).includes(value), "Please choose one of the pastors"),
  // Kept as written, blank lines and spaces included; blank after trimming counts as no note.
  noteContent: text("Please write a note")
    .refine((value) => value.trim() !== "", "Please write a note")
    // The same rule as every paragraph staff write (app/lib/typed-text.ts).
    .refine((value) => paragraphProblem(value) === null, "Please remove the unusual or invisible characters")
    .pipe(
      z
        .string()
        .max(NOTE_MAX_LENGTH, `Please keep your note under ${NOTE_MAX_LENGTH.toLocaleString("en-US")} characters`),
    ),
  // A name is one line: line breaks or control characters could fake lines in the pastor's e-mail,
  // and hidden direction or zero-width characters could make it read as someone else's.
  senderName: optionalText(NAME_MAX_LENGTH, `Please keep your name under ${NAME_MAX_LENGTH} characters`)
    .transform((name) => name.replace(/\p{Cc}+/gu, " ").trim())
    // One line, as every name and title staff write (app/lib/typed-text.ts).
    .refine((name) => lineProblem(name) === null, "Please remove the hidden formatting characters from your name"),
  senderEmail: optionalText(EMAIL_MAX_LENGTH, `Please keep your e-mail under ${EMAIL_MAX_LENGTH} characters`).pipe(
    z.union([z.literal(""), z.email("Please enter a valid e-mail address, or leave it empty")]),
  ),
});

/** A note that passed the checks: trimmed, with empty strings for the optional fields left out. */
export type Note = z.output<typeof noteSchema>;

type NoteField = keyof Note;
export type FieldErrors = Partial<Record<NoteField, string>>;

export type NoteCheck = { ok: true; note: Note } | { ok: false; fields: FieldErrors };

export function checkNote(input: unknown): NoteCheck {
  const result = noteSchema.safeParse(input);
  if (result.success) return { ok: true, note: result.data };
  // Each field's first problem.
  const fields: FieldErrors = {};
  for (const [field, messages] of Object.entries(z.flattenError(result.error).fieldErrors)) {
    fields[field as NoteField] = messages?.[0];
  }
  if (Object.keys(fields).length === 0) fields.noteContent = "Please write a note";
  return { ok: false, fields };
}
