// What the note form and its two doors (the page's post and /api/submit-note) say, in each language
// the site is written in: a refusal is in the language of the form that sent it. Plain typed objects
// (docs/decisions/0040). The page's script carries none of them up front: its loader hands the form
// its own few, and the checks that say the rest load when a note is sent.
import type { Language } from "~/content-model/languages";

/** Each locale's way of saying a number of minutes or hours, made once. */
const units = new Map<string, Intl.NumberFormat>();

/** How long until a note can be sent again, in whole minutes (or hours), as the locale says it. */
function waitOf(seconds: number, locale: string): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const [value, unit] = minutes < 60 ? [minutes, "minute"] : [Math.ceil(minutes / 60), "hour"];
  const key = `${locale} ${unit}`;
  let format = units.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "long" });
    units.set(key, format);
  }
  return format.format(value);
}

const en = {
  choosePastor: "Please choose one of the pastors",
  writeNote: "Please write a note",
  unusualCharacters: "Please remove the unusual characters",
  unusualOrInvisible: "Please remove the unusual or invisible characters",
  mustBeText: "must be text",
  noteTooLong: (most: string) => `Please keep your note under ${most} characters`,
  nameTooLong: (most: number) => `Please keep your name under ${most} characters`,
  hiddenFormatting: "Please remove the hidden formatting characters from your name",
  emailTooLong: (most: number) => `Please keep your e-mail under ${most} characters`,
  invalidEmail: "Please enter a valid e-mail address, or leave it empty",
  /** Both of the spec's required fields in one sentence, as the form shows it. */
  missingRequired: "Please select a pastor and write a note",
  submitFailed: "Failed to submit note",
  unknownError: "An error occurred",
  someFieldsNeedAttention: "Some fields need attention.",
  tooMany: "Too many notes from this address.",
  tryAgainIn: (seconds: number) => `You can send another in ${waitOf(seconds, "en-US")}.`,
  notSavedNow: "The note could not be saved just now. Please try again.",
  onlyPost: "Notes are sent with POST.",
  formUnreadable: "This form could not be read. Please reload the page and send your note again.",
  leaveEmpty: "Leave this field empty",
};

export type NoteMessages = typeof en;

const es: NoteMessages = {
  choosePastor: "Elige a uno de los pastores",
  writeNote: "Escribe una nota",
  unusualCharacters: "Quita los caracteres poco comunes",
  unusualOrInvisible: "Quita los caracteres poco comunes o invisibles",
  mustBeText: "debe ser texto",
  noteTooLong: (most) => `Tu nota debe tener menos de ${most} caracteres`,
  nameTooLong: (most) => `Tu nombre debe tener menos de ${most} caracteres`,
  hiddenFormatting: "Quita de tu nombre los caracteres de formato ocultos",
  emailTooLong: (most) => `Tu correo electrónico debe tener menos de ${most} caracteres`,
  invalidEmail: "Escribe un correo electrónico válido, o déjalo en blanco",
  missingRequired: "Elige a un pastor y escribe una nota",
  submitFailed: "No se pudo enviar la nota",
  unknownError: "Ocurrió un error",
  someFieldsNeedAttention: "Algunos campos necesitan tu atención.",
  tooMany: "Se enviaron demasiadas notas desde esta dirección.",
  tryAgainIn: (seconds) => `Podrás enviar otra en ${waitOf(seconds, "es-US")}.`,
  notSavedNow: "No pudimos guardar la nota en este momento. Inténtalo de nuevo.",
  onlyPost: "Las notas se envían con POST.",
  formUnreadable: "No pudimos leer este formulario. Vuelve a cargar la página y envía tu nota de nuevo.",
  leaveEmpty: "Deja este campo en blanco",
};

export const noteMessages: Record<Language, NoteMessages> = { en, es };

/** What the form itself says before the server answers: handed over by its page's loader, in its language. */
export const formMessages = (language: Language) => {
  const { missingRequired, choosePastor, writeNote, submitFailed, unknownError, leaveEmpty } = noteMessages[language];
  return { missingRequired, choosePastor, writeNote, submitFailed, unknownError, leaveEmpty };
};

export type FormMessages = ReturnType<typeof formMessages>;
