// The one way into the note service, for both of its doors: the form's post on /share-note (and
// its `.data` twin) and POST /api/submit-note. Whatever the path's spelling, a note is read within
// the body limit, counted against the sender's address, checked and stored here.
import type { RouterContextProvider } from "react-router";
import { type Language, languageCodes } from "~/content-model/languages";
import { requestContext } from "~/http/context.server";
import { type BodyProblem, readForm, readJson } from "~/http/request-body.server";
import { notesContext } from "./context.server";
import { noteMessages } from "./messages";
import { FORM_KEY, type SubmitOutcome } from "./service.server";

type AcceptOutcome = SubmitOutcome | ({ outcome: "refused" } & BodyProblem);

export interface Accepted {
  outcome: AcceptOutcome;
  /** What was read from the request, for a form to show again. */
  input: unknown;
  /** The language of the form it was sent from, which the answer is said in. */
  language: Language;
  /** The key its form was drawn with, for the form drawn again to send the same note with. */
  formKey?: string;
}

/**
 * The language a JSON note names: one of the site's, or the address's when it names none. One it
 * names that the site is not in is not guessed at (undefined): the note is refused, not stored as if
 * it had been sent from the English page.
 */
function languageNamed(value: unknown, fallback: Language): Language | undefined {
  const named = value && typeof value === "object" ? (value as { language?: unknown }).language : undefined;
  if (named === undefined || named === null) return fallback;
  return languageCodes.find((code) => code === named);
}

const FIELDS = ["pastor", "noteContent", "senderName", "senderEmail"] as const;

export async function acceptNote(
  request: Request,
  context: Readonly<RouterContextProvider>,
  format: "form" | "json",
): Promise<Accepted> {
  const services = context.get(notesContext);
  const facts = context.get(requestContext);
  if (!services) return { outcome: { outcome: "failed" }, input: {}, language: facts.language };
  const { clientAddress } = facts;

  const body = format === "form" ? await readForm(request) : await readJson(request);
  if (!body.ok) {
    const outcome = { outcome: "refused", status: body.status, message: body.message } as const;
    return { outcome, input: {}, language: facts.language };
  }
  // A form post's language is its page's address; the script's JSON names the page's.
  const named = body.value instanceof FormData ? facts.language : languageNamed(body.value, facts.language);
  if (!named) {
    const outcome = { outcome: "refused", status: 400, message: noteMessages[facts.language].formUnreadable } as const;
    return { outcome, input: {}, language: facts.language };
  }
  const language = named;
  const form = body.value instanceof FormData ? body.value : null;
  const input = form
    ? Object.fromEntries(FIELDS.map((name) => [name, (form.get(name) as string | null) ?? ""]))
    : body.value;
  const honeypot = form ? form.get("website") : (input as { website?: unknown } | null)?.website;
  // A page drawn by the version before this one sends no key; one not shaped as drawn here is refused.
  const sentKey = form ? form.get("noteKey") : (input as { noteKey?: unknown } | null)?.noteKey;
  if (sentKey != null && sentKey !== "" && !(typeof sentKey === "string" && FORM_KEY.test(sentKey))) {
    const outcome = { outcome: "refused", status: 400, message: noteMessages[language].formUnreadable } as const;
    return { outcome, input, language };
  }
  const formKey = typeof sentKey === "string" && sentKey !== "" ? sentKey : undefined;

  // Counted against the sender's address only if it is a note to be kept anew (service.server.ts).
  const admit = () => services.limiter.take(clientAddress);
  const sent = { clientAddress, honeypot, language, formKey, admit };
  return { outcome: await services.notes.submit(input, sent), input, language, formKey };
}
