// One note on the review page: who it is for and from, its text (always as text, never as HTML),
// what has happened to it, and the decisions a reviewer can take.
import { Form, useNavigation } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { formatDateTime as when } from "~/content-model/church-time";
import { defaultLanguage, languages } from "~/content-model/languages";
import { type NoteEvent, type StoredNote, undoable } from "~/notes/note-store";
import { REASON_MAX_LENGTH } from "./note-views";

/** A note as the review page shows it, with its pastor's name as staff last published it. */

export type ReviewNote = Omit<StoredNote, "clientHash"> & { history: NoteEvent[]; pastorName: string };

export function senderLabel(note: Pick<StoredNote, "senderName" | "senderEmail">) {
  if (!note.senderName && !note.senderEmail) return "anonymous";
  if (!note.senderEmail) return note.senderName;
  return note.senderName ? `${note.senderName} (${note.senderEmail})` : note.senderEmail;
}

const eventLabels: Record<NoteEvent["action"], string> = {
  approved: "Approved",
  rejected: "Rejected",
  undone: "Decision undone",
  delivered: "Delivered by e-mail",
  "delivery-failed": "Sending failed",
  "delivered-by-hand": "Delivered by hand",
  // Only ever in the history of a note that is gone, which the review lists no longer show.
  deleted: "Deleted",
  "erased-after-retention": "Erased after the retention period",
};

/** Takes back the decision on a note: it waits for review again. */
export function UndoButton({
  note,
  csrfToken,
  page,
  status,
  disabled = false,
}: {
  note: Pick<ReviewNote, "id" | "status" | "pastorName">;
  csrfToken: string;
  page: number;
  /** The list the page shows, to come back to. */
  status: string;
  disabled?: boolean;
}) {
  return (
    <Form method="post">
      <Hidden csrfToken={csrfToken} id={note.id} page={page} status={status} />
      <button type="submit" name="intent" value="undo" disabled={disabled} className={buttonClasses("outline")}>
        {note.status === "approved" ? "Undo approval" : "Undo rejection"} of the note for {note.pastorName}
      </button>
    </Form>
  );
}

function Hidden({ csrfToken, id, page, status }: { csrfToken: string; id: string; page: number; status: string }) {
  return (
    <>
      <input type="hidden" name="csrf" value={csrfToken} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="status" value={status} />
      <input type="hidden" name="page" value={page} />
    </>
  );
}

/** Shown when an interrupted attempt made the outbox send the note again (docs/decisions/0012). */
function ResentNotice({ note }: { note: ReviewNote }) {
  if (!note.resentAfterInterruption) return null;
  return (
    <p className="font-semibold text-gray-900">
      Sent again after the website stopped mid-delivery: the pastor may have two copies of this note, both the same
      message.
    </p>
  );
}

function DeliveryState({ note, sends }: { note: ReviewNote; sends: boolean }) {
  if (note.status === "delivered") {
    const on = note.deliveredAt ? ` on ${when(note.deliveredAt)}` : "";
    return (
      <>
        <p>
          {note.deliveredBy === "e-mail"
            ? `Delivered by e-mail${on}.`
            : `Delivered by hand by ${note.deliveredBy}${on}.`}
        </p>
        <ResentNotice note={note} />
      </>
    );
  }
  if (note.status !== "approved") return null;
  if (!sends) return <p>Waiting to be printed or forwarded by hand (e-mail is not set up).</p>;
  if (!note.lastError) return <p>Waiting in the outbox to be e-mailed to the pastor.</p>;
  return (
    <div className="rounded-lg border-2 border-red bg-red-pale p-3 text-gray-900">
      <p className="font-semibold text-red">
        {`Not delivered yet: ${note.deliveryAttempts} ${note.deliveryAttempts === 1 ? "attempt" : "attempts"} failed.`}
      </p>
      <p>{`Last error: ${note.lastError}`}</p>
      {note.nextAttemptAt && <p>{`Next attempt: ${when(note.nextAttemptAt)}.`}</p>}
    </div>
  );
}

export function NoteCard({
  note,
  csrfToken,
  sends,
  page,
}: {
  note: ReviewNote;
  csrfToken: string;
  sends: boolean;
  page: number;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("id") === note.id;
  const headingId = `note-${note.id}`;
  return (
    // Named by its pastor and its sender, as two notes for one pastor are told apart.
    <article
      aria-labelledby={`${headingId} ${headingId}-from`}
      className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm md:p-6"
    >
      <header className="flex flex-col gap-1 border-b border-gray-200 pb-3">
        <h3 id={headingId} className="text-lg font-extrabold text-navy">
          For {note.pastorName}
        </h3>
        <p id={`${headingId}-from`} className="text-gray-700">
          From <span className="font-semibold text-gray-900">{senderLabel(note)}</span> · received{" "}
          {when(note.createdAt)}
          {note.language !== defaultLanguage && ` · written in ${languages[note.language].english}`}
        </p>
      </header>

      <p lang={note.language} className="mt-4 whitespace-pre-wrap break-words text-lg leading-relaxed text-gray-900">
        {note.noteContent}
      </p>

      <div className="mt-4 flex flex-col gap-2 text-gray-700">
        {note.decidedBy && note.decidedAt && (
          <p>
            {`${note.status === "rejected" ? "Rejected" : "Approved"} by ${note.decidedBy} on ${when(note.decidedAt)}.`}
            {note.rejectReason && ` Reason: ${note.rejectReason}`}
          </p>
        )}
        <DeliveryState note={note} sends={sends} />
      </div>

      {note.status === "pending" && (
        <div className="mt-5 flex flex-col gap-4 md:flex-row md:items-end">
          <Form method="post">
            <Hidden csrfToken={csrfToken} id={note.id} page={page} status={note.status} />
            <button
              type="submit"
              name="intent"
              value="approve"
              disabled={busy}
              className={buttonClasses("secondary", "w-full md:w-auto")}
            >
              Approve and send
            </button>
          </Form>
          <Form method="post" className="flex flex-1 flex-col gap-2 md:flex-row md:items-end">
            <Hidden csrfToken={csrfToken} id={note.id} page={page} status={note.status} />
            <div className="flex-1">
              <label htmlFor={`${headingId}-reason`} className="font-bold text-gray-900">
                Reason for rejecting <span className="font-normal text-gray-700">(optional, staff only)</span>
              </label>
              <input
                id={`${headingId}-reason`}
                name="reason"
                maxLength={REASON_MAX_LENGTH}
                className="mt-1 block w-full rounded-lg border border-gray-500 bg-white px-4 py-2.5 text-base text-gray-900 focus:border-navy"
              />
            </div>
            <button type="submit" name="intent" value="reject" disabled={busy} className={buttonClasses("outline")}>
              Reject
            </button>
          </Form>
        </div>
      )}

      {undoable(note) && (
        <div className="mt-5 flex flex-wrap items-center gap-3">
          <UndoButton note={note} csrfToken={csrfToken} page={page} status={note.status} disabled={busy} />
          <p className="text-gray-700">It goes back to “Waiting for review”.</p>
        </div>
      )}

      {note.status === "approved" && !sends && (
        <Form method="post" className="mt-5">
          <Hidden csrfToken={csrfToken} id={note.id} page={page} status={note.status} />
          <button
            type="submit"
            name="intent"
            value="deliver-by-hand"
            disabled={busy}
            className={buttonClasses("outline")}
          >
            Mark as delivered by hand
          </button>
        </Form>
      )}

      {!note.sendingSince && (
        <details className="mt-4 text-gray-700">
          <summary className="cursor-pointer font-semibold text-red">Delete this note…</summary>
          <Form method="post" className="mt-2 flex flex-col items-start gap-3 rounded-lg bg-red-pale p-4">
            <Hidden csrfToken={csrfToken} id={note.id} page={page} status={note.status} />
            <p className="text-gray-900">
              The note, its sender's name and e-mail are erased for good and cannot be brought back. Its history keeps
              who deleted it and when.
            </p>
            <button type="submit" name="intent" value="delete" disabled={busy} className={buttonClasses("danger")}>
              Delete for good
            </button>
          </Form>
        </details>
      )}

      {note.history.length > 0 && (
        <details className="mt-4 text-gray-700">
          <summary className="cursor-pointer font-semibold text-navy">History</summary>
          <ol className="mt-2 flex flex-col gap-1 border-l-2 border-gray-200 pl-4">
            {note.history.map((event) => (
              <li key={`${event.at}-${event.action}`}>
                {[eventLabels[event.action], event.actor, when(event.at), event.detail].filter(Boolean).join(" · ")}
              </li>
            ))}
          </ol>
        </details>
      )}
    </article>
  );
}
