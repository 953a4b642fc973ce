// The note of appreciation form. With JavaScript it sends JSON to
// /api/submit-note; without, the same form posts to the page's action and the page answers.
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import type { ShareNoteContent } from "~/content/share-note";
import { defaultLanguage, type Language, pathIn } from "~/content-model/languages";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, NOTE_MAX_LENGTH, SUCCESS_VISIBLE_MS } from "./limits";
import type { FormMessages } from "./messages";
import type { FieldErrors } from "./schema";

/** What the page's action answers to a form post made without JavaScript. */
export type NoteActionResult =
  | { status: "success" }
  | { status: "error"; message: string; fields?: FieldErrors; values: Record<string, string> };

type Status = "idle" | "submitting" | "success" | "error";

function errorText(error: unknown, unknown: string): string {
  return error instanceof Error && error.message ? error.message : unknown;
}

const inputClasses =
  "mt-1 block w-full rounded-lg border border-gray-500 bg-white px-4 py-3 text-base text-gray-900 placeholder:text-gray-500 focus:border-navy aria-[invalid=true]:border-red";

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-semibold text-red">
      {message}
    </p>
  ) : null;
}

/** What the form sends, and the hidden field only a bot fills. */
function sentFrom(form: HTMLFormElement) {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "");
  const payload = {
    pastor: text("pastor"),
    noteContent: text("noteContent"),
    senderName: text("senderName"),
    senderEmail: text("senderEmail"),
  };
  return { payload, honeypot: text("website") };
}

/** The spec's two required fields left blank, each with its message; undefined when both are filled. */
function missingFields(payload: ReturnType<typeof sentFrom>["payload"], say: FormMessages): FieldErrors | undefined {
  const fields: FieldErrors = {};
  if (!payload.pastor) fields.pastor = say.choosePastor;
  if (!payload.noteContent.trim()) fields.noteContent = say.writeNote;
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/** What became of the note sent last: an error, the thank-you, or the quiet line that stays. */
function Outcome({
  status,
  error,
  sent,
  labels,
}: {
  status: Status;
  error: string | null;
  sent: boolean;
  labels: NoteFormLabels;
}) {
  if (status === "error" && error) {
    return (
      <div role="alert" className="mb-6 rounded-lg border-2 border-red bg-red-pale p-4 font-semibold text-red">
        {error}
      </div>
    );
  }
  if (status === "success") {
    return (
      <p className="mb-6 rounded-lg border-2 border-teal bg-teal-pale p-4 font-semibold text-teal">
        {labels.successMessage}
      </p>
    );
  }
  return status === "idle" && sent ? <p className="mb-6 font-semibold text-teal">{labels.sentMessage}</p> : null;
}

/**
 * What people never see: the form's key, and a field they cannot reach, which bots that fill every
 * field give themselves away by filling.
 */
function UnseenFields({ id, leaveEmpty, noteKey }: { id: string; leaveEmpty: string; noteKey: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={`${id}-website`}>{leaveEmpty}</label>
      <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      <input type="hidden" name="noteKey" value={noteKey} />
    </div>
  );
}

/** A pastor as the form offers them: their id, and their name as staff last published it. */
export interface PastorChoice {
  id: string;
  name: string;
}

/** The form's words, as staff last published them (the page's loader hands them over). */
export type NoteFormLabels = ShareNoteContent["form"];

export function NoteForm({
  pastors,
  labels,
  serverResult,
  language = defaultLanguage,
  messages,
  noteKey,
}: {
  pastors: PastorChoice[];
  labels: NoteFormLabels;
  serverResult?: NoteActionResult;
  /** Its page's: the server is told it, and answers in it. */
  language?: Language;
  /** What the form says before the server answers, in its language (formMessages, from the page's loader). */
  messages: FormMessages;
  /** The key this drawing of the form sends its note with: a note sent again with it is kept once. */
  noteKey: string;
}) {
  const say = messages;
  const [status, setStatus] = useState<Status>(serverResult?.status ?? "idle");
  const [error, setError] = useState<string | null>(serverResult?.status === "error" ? serverResult.message : null);
  const [fields, setFields] = useState<FieldErrors>(
    serverResult?.status === "error" ? (serverResult.fields ?? {}) : {},
  );
  const messageRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const values = serverResult?.status === "error" ? serverResult.values : {};
  // Each stored note's answer hands the key for the next one.
  const [key, setKey] = useState(values.noteKey || noteKey);

  // The thank-you hides by itself after five seconds. A quiet line saying the note was sent stays in
  // its place until a new note is begun, so nobody needs to read fast (docs/decisions/0034).
  const [sent, setSent] = useState(serverResult?.status === "success");
  useEffect(() => {
    if (status !== "success") return;
    const timer = setTimeout(() => setStatus("idle"), SUCCESS_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  // After a submit, the outcome is where focus and screen readers go.
  useEffect(() => {
    if (status === "success" || status === "error") messageRef.current?.focus();
  }, [status]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setError(null);
    setFields({});
    const { payload, honeypot } = sentFrom(form);
    if (honeypot !== "") {
      // Only a bot fills the hidden field: it gets a thank-you and nothing is sent.
      form.reset();
      setStatus("success");
      return;
    }
    const missing = missingFields(payload, say);
    if (missing) {
      setFields(missing);
      setError(say.missingRequired);
      setStatus("error");
      return;
    }
    setStatus("submitting");
    try {
      // The shared schema loads only now, so the page itself stays light.
      const { checkNote } = await import("./schema");
      const check = checkNote(payload, language);
      if (!check.ok) {
        setFields(check.fields);
        setError(Object.values(check.fields)[0] ?? say.submitFailed);
        setStatus("error");
        return;
      }
      setKey(await sendNote({ ...payload, noteKey: key }, language, say.submitFailed));
      form.reset();
      setSent(true);
      setStatus("success");
    } catch (caught) {
      setError(errorText(caught, say.unknownError));
      setStatus("error");
    }
  }

  const describedBy = (field: keyof FieldErrors, ...extra: string[]) =>
    [fields[field] ? `${id}-${field}-error` : "", ...extra].filter(Boolean).join(" ") || undefined;

  return (
    <div>
      <div ref={messageRef} tabIndex={-1} aria-live="polite" className="focus:outline-none">
        <Outcome status={status} error={error} sent={sent} labels={labels} />
      </div>

      <form
        ref={formRef}
        method="post"
        // Its own messages, in the page's language, with JavaScript or from the server without: the
        // browser's would come in the phone's language, whatever the page's.
        noValidate
        onSubmit={onSubmit}
        onInput={() => setSent(false)}
        className="flex flex-col gap-5"
      >
        <div>
          <label htmlFor={`${id}-pastor`} className="font-bold text-gray-900">
            {labels.pastorLabel}{" "}
            <span aria-hidden="true" className="text-red">
              *
            </span>
          </label>
          <select
            id={`${id}-pastor`}
            name="pastor"
            required
            defaultValue={values.pastor ?? ""}
            aria-invalid={fields.pastor ? true : undefined}
            aria-describedby={describedBy("pastor")}
            className={inputClasses}
          >
            <option value="">{labels.pastorPlaceholder}</option>
            {pastors.map((pastor) => (
              <option key={pastor.id} value={pastor.id}>
                {pastor.name}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-pastor-error`} message={fields.pastor} />
        </div>

        <div>
          <label htmlFor={`${id}-note`} className="font-bold text-gray-900">
            {labels.noteLabel}{" "}
            <span aria-hidden="true" className="text-red">
              *
            </span>
          </label>
          <textarea
            id={`${id}-note`}
            name="noteContent"
            rows={6}
            required
            maxLength={NOTE_MAX_LENGTH}
            defaultValue={values.noteContent ?? ""}
            placeholder={labels.notePlaceholder}
            aria-invalid={fields.noteContent ? true : undefined}
            aria-describedby={describedBy("noteContent", `${id}-review-hint`)}
            className={inputClasses}
          />
          <FieldError id={`${id}-noteContent-error`} message={fields.noteContent} />
        </div>

        <div className="grid gap-5 md:grid-cols-2">
          <div>
            <label htmlFor={`${id}-name`} className="font-bold text-gray-900">
              {labels.nameLabel}
            </label>
            <input
              id={`${id}-name`}
              name="senderName"
              type="text"
              autoComplete="name"
              maxLength={NAME_MAX_LENGTH}
              defaultValue={values.senderName ?? ""}
              aria-invalid={fields.senderName ? true : undefined}
              aria-describedby={describedBy("senderName")}
              className={inputClasses}
            />
            <FieldError id={`${id}-senderName-error`} message={fields.senderName} />
          </div>
          <div>
            <label htmlFor={`${id}-email`} className="font-bold text-gray-900">
              {labels.emailLabel}
            </label>
            <input
              id={`${id}-email`}
              name="senderEmail"
              type="email"
              autoComplete="email"
              maxLength={EMAIL_MAX_LENGTH}
              defaultValue={values.senderEmail ?? ""}
              aria-invalid={fields.senderEmail ? true : undefined}
              aria-describedby={describedBy("senderEmail", `${id}-email-hint`)}
              className={inputClasses}
            />
            <p id={`${id}-email-hint`} className="mt-1 text-sm text-gray-700">
              {labels.emailHint}
            </p>
            <FieldError id={`${id}-senderEmail-error`} message={fields.senderEmail} />
          </div>
        </div>

        <UnseenFields id={id} leaveEmpty={say.leaveEmpty} noteKey={key} />

        <div className="text-gray-700">
          <p id={`${id}-review-hint`}>{labels.reviewHint}</p>
          <p className="mt-1 text-sm">
            <a
              href={pathIn(labels.privacyLink.href, language)}
              className="font-semibold text-navy underline underline-offset-4"
            >
              {labels.privacyLink.label}
            </a>
          </p>
        </div>

        <div>
          <Button type="submit" variant="secondary" disabled={status === "submitting"}>
            {status === "submitting" ? labels.submittingLabel : labels.submitLabel}
          </Button>
        </div>
      </form>
    </div>
  );
}

/**
 * Sends the note to the API: its four fields, and its language only where it is not the site's
 * first (the API's own contract). A refusal throws what the server said, in the page's language
 * (how long to wait, when there were too many), or `otherwise`.
 */
/** Sends the note; resolves with the key for the next one once it is stored. */
async function sendNote(payload: { noteKey: string }, language: Language, otherwise: string): Promise<string> {
  // No connection is said in the form's words, not the browser's ("Failed to fetch").
  const response = await fetch("/api/submit-note", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(language === defaultLanguage ? payload : { ...payload, language }),
  }).catch(() => {
    throw new Error(otherwise);
  });
  if (!response.ok) throw new Error(await refusalOf(response, otherwise));
  const said = await response.json().catch(() => null);
  return typeof said?.nextKey === "string" ? said.nextKey : payload.noteKey;
}

/** What the server said of a refused note, or `otherwise` when it said nothing readable. */
async function refusalOf(response: Response, otherwise: string): Promise<string> {
  const said = await response.json().catch(() => null);
  return said && typeof said.error === "string" && said.error ? said.error : otherwise;
}
