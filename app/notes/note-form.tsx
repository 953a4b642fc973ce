// The note of appreciation form, as the server draws it. Without JavaScript it posts to the page's
// action, which answers with this form again and the outcome on it. With JavaScript its element,
// <note-form> (app/behaviours/note-form.ts), sends the same fields as JSON to /api/submit-note and
// answers in place, from the words and the parts this markup hands it (docs/decisions/0053).
import { type ReactNode, useId } from "react";
import { Button } from "~/components/ui/button";
import type { ShareNoteContent } from "~/content/share-note";
import { defaultLanguage, type Language, pathIn } from "~/content-model/languages";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, NOTE_MAX_LENGTH } from "./limits";
import type { FormMessages } from "./messages";
import type { FieldErrors } from "./schema";

/** What the page's action answers to a form post made without JavaScript. */
export type NoteActionResult =
  | { status: "success" }
  | { status: "error"; message: string; fields?: FieldErrors; values: Record<string, string> };

/** A pastor as the form offers them: their id, and their name as staff last published them. */
export interface PastorChoice {
  id: string;
  name: string;
}

/** The form's words, as staff last published them. */
export type NoteFormLabels = ShareNoteContent["form"];

const inputClasses =
  "mt-1 block w-full rounded-lg border border-gray-500 bg-white px-4 py-3 text-base text-gray-900 placeholder:text-gray-500 focus:border-navy aria-[invalid=true]:border-red";

/**
 * Where a field's problem is said. Always drawn, empty and hidden while there is none, so the
 * element fills the same place the server does; the field names it only while it holds a message.
 */
function FieldError({ id, field, message }: { id: string; field: keyof FieldErrors; message?: string }) {
  return (
    <p id={id} data-error-for={field} hidden={!message} className="mt-1 text-sm font-semibold text-red">
      {message}
    </p>
  );
}

/** The outcomes the element shows, each as the server would draw it; `role="alert"` text is set there. */
const outcomeParts = {
  error: (message: ReactNode) => (
    <div role="alert" className="mb-6 rounded-lg border-2 border-red bg-red-pale p-4 font-semibold text-red">
      {message}
    </div>
  ),
  success: (labels: NoteFormLabels) => (
    <p className="mb-6 rounded-lg border-2 border-teal bg-teal-pale p-4 font-semibold text-teal">
      {labels.successMessage}
    </p>
  ),
  sent: (labels: NoteFormLabels) => <p className="mb-6 font-semibold text-teal">{labels.sentMessage}</p>,
};

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
  /** What the form says before the server answers, in its language. */
  messages: FormMessages;
  /** The key this drawing of the form sends its note with: a note sent again with it is kept once. */
  noteKey: string;
}) {
  const id = useId();
  const error = serverResult?.status === "error" ? serverResult : undefined;
  const fields: FieldErrors = error?.fields ?? {};
  const values = error?.values ?? {};
  const errorId = (field: keyof FieldErrors) => `${id}-${field}-error`;
  const describedBy = (field: keyof FieldErrors, ...extra: string[]) =>
    [fields[field] ? errorId(field) : "", ...extra].filter(Boolean).join(" ") || undefined;

  return (
    <note-form
      data-language={language === defaultLanguage ? undefined : language}
      data-messages={JSON.stringify(messages)}
      data-outcome={serverResult?.status}
    >
      {/* The outcome of the note sent last: where focus and screen readers go after a submit. */}
      <div tabIndex={-1} aria-live="polite" data-outcome-region className="focus:outline-none">
        {error && outcomeParts.error(error.message)}
        {serverResult?.status === "success" && outcomeParts.success(labels)}
      </div>
      <template data-part="error">{outcomeParts.error(null)}</template>
      <template data-part="success">{outcomeParts.success(labels)}</template>
      <template data-part="sent">{outcomeParts.sent(labels)}</template>
      <template data-part="submitting">{labels.submittingLabel}</template>

      <form
        method="post"
        // Its own messages, in the page's language, with JavaScript or from the server without: the
        // browser's would come in the phone's language, whatever the page's.
        noValidate
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
          <FieldError id={errorId("pastor")} field="pastor" message={fields.pastor} />
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
          <FieldError id={errorId("noteContent")} field="noteContent" message={fields.noteContent} />
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
            <FieldError id={errorId("senderName")} field="senderName" message={fields.senderName} />
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
            <FieldError id={errorId("senderEmail")} field="senderEmail" message={fields.senderEmail} />
          </div>
        </div>

        <UnseenFields id={id} leaveEmpty={messages.leaveEmpty} noteKey={values.noteKey || noteKey} />

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
          <Button type="submit" variant="secondary">
            {labels.submitLabel}
          </Button>
        </div>
      </form>
    </note-form>
  );
}
