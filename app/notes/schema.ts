// The one definition of an appreciation note: the form checks it in the browser,
// the server checks it again before anything is stored.
import { z } from "zod";
import { defaultLanguage, type Language, languages } from "~/content-model/languages";
import { pastorIds } from "~/lib/pastor-ids";
import { isStorableText, lineProblem, normaliseLineBreaks, paragraphProblem, showsSomething } from "~/lib/typed-text";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, NOTE_MAX_LENGTH } from "./limits";
import { noteMessages } from "./messages";

export { NOTE_MAX_LENGTH } from "./limits";

/** The note's checks, each saying its problem in the form's language. */
function noteSchemaIn(language: Language) {
  const say = noteMessages[language];
  const text = (invalid: string) =>
    z.string({ error: invalid }).refine(isStorableText, say.unusualCharacters).transform(normaliseLineBreaks);

  const optionalText = (max: number, tooLong: string) =>
    text(say.mustBeText)
      .optional()
      .transform((value) => (value ?? "").trim())
      .pipe(z.string().max(max, tooLong));

  return z.object({
    pastor: z
      .string({ error: say.choosePastor })
      .refine((value) => (pastorIds as readonly string[]).includes(value), say.choosePastor),
    // Kept as written, blank lines and spaces included; one that shows nothing counts as no note.
    noteContent: text(say.writeNote)
      .refine(showsSomething, say.writeNote)
      // The same rule as every paragraph staff write (app/lib/typed-text.ts).
      .refine((value) => paragraphProblem(value) === null, say.unusualOrInvisible)
      .pipe(
        z.string().max(NOTE_MAX_LENGTH, say.noteTooLong(NOTE_MAX_LENGTH.toLocaleString(languages[language].locale))),
      ),
    // A name is one line: line breaks or control characters could fake lines in the pastor's e-mail,
    // and hidden direction or zero-width characters could make it read as someone else's.
    senderName: optionalText(NAME_MAX_LENGTH, say.nameTooLong(NAME_MAX_LENGTH))
      .transform((name) => name.replace(/\p{Cc}+/gu, " ").trim())
      // One line, as every name and title staff write (app/lib/typed-text.ts).
      .refine((name) => lineProblem(name) === null, say.hiddenFormatting),
    senderEmail: optionalText(EMAIL_MAX_LENGTH, say.emailTooLong(EMAIL_MAX_LENGTH)).pipe(
      z.union([z.literal(""), z.email(say.invalidEmail)]),
    ),
  });
}

const schemas = new Map<Language, ReturnType<typeof noteSchemaIn>>();
const noteSchema = (language: Language) => {
  let schema = schemas.get(language);
  if (!schema) {
    schema = noteSchemaIn(language);
    schemas.set(language, schema);
  }
  return schema;
};

/** A note that passed the checks: trimmed, with empty strings for the optional fields left out. */
export type Note = z.output<ReturnType<typeof noteSchemaIn>>;

type NoteField = keyof Note;
export type FieldErrors = Partial<Record<NoteField, string>>;

export type NoteCheck = { ok: true; note: Note } | { ok: false; fields: FieldErrors };

/** Checks a note, saying each problem in `language` (the language of the form that sent it). */
export function checkNote(input: unknown, language: Language = defaultLanguage): NoteCheck {
  const result = noteSchema(language).safeParse(input);
  if (result.success) return { ok: true, note: result.data };
  // Each field's first problem.
  const fields: FieldErrors = {};
  for (const [field, messages] of Object.entries(z.flattenError(result.error).fieldErrors)) {
    fields[field as NoteField] = messages?.[0];
  }
  if (Object.keys(fields).length === 0) fields.noteContent = noteMessages[language].writeNote;
  return { ok: false, fields };
}
