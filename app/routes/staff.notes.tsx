// /staff/notes: staff read the notes of appreciation, approve or reject them, and follow their delivery.
// Rendered per request for signed-in reviewers only; never kept, cached or indexed.
import { data, Link, redirect } from "react-router";
import type { PageHandle } from "~/lib/page-handle";
import { isStorableText } from "~/lib/typed-text";
import { notesServices } from "~/notes/context.server";
import { NoteCard, UndoButton } from "~/notes/note-card";
import { UNDO_WINDOW_MS, undoable } from "~/notes/note-store";
import { noteViews, PAGE_SIZE, parsePage, parseStatus, REASON_MAX_LENGTH, reviewHref } from "~/notes/note-views";
import { pastorName } from "~/published/content";
import { publishedContext } from "~/published/context.server";
import { readStaffForm, requireStaff } from "~/staff/access.server";
import { staffServices } from "~/staff/context.server";
import { SetupHelp } from "~/staff/setup-help";
import { StaffHeader, StaffMessage } from "~/staff/staff-header";
import { staffOnly } from "~/staff/staff-only.server";
import type { Route } from "./+types/staff.notes";

// React runs in the browser here: this page's behaviour is React state (docs/decisions/0013).
export const handle: PageHandle = { hydrate: true };

// Nothing under /staff is cached or indexed, whatever spelling of the path reached it.
export const middleware = [staffOnly];

export const meta = () => [{ title: "Review notes of appreciation" }, { name: "robots", content: "noindex, nofollow" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!(await staffServices(context).auth.configured())) return { setup: true as const };
  const { auth, visit, staffName, account } = await requireStaff(request, context, ["review", "notes"]);
  const { notes: noteService, outbox } = notesServices(context);
  const { store } = noteService;

  const url = new URL(request.url);
  const status = parseStatus(url.searchParams.get("status"));
  const counts = await store.countByStatus();
  const pageCount = Math.max(1, Math.ceil(counts[status] / PAGE_SIZE));
  const page = Math.min(parsePage(url.searchParams.get("page")), pageCount);
  const notes = await store.list(status, { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  const history = await store.history(notes.map((note) => note.id));
  const published = context.get(publishedContext);
  // Just decided by this reviewer: the decision can be taken back from beside what the page says of it.
  const undoId = url.searchParams.get("undo");
  const decided = undoId ? await store.get(undoId) : undefined;
  const undo =
    decided && decided.decidedBy === staffName && undoable(decided)
      ? { id: decided.id, status: decided.status, pastorName: pastorName(published, decided.pastor) }
      : null;

  return data(
    {
      setup: false as const,
      staffName,
      csrfToken: visit.csrfToken,
      message: visit.message,
      roles: account.roles,
      sends: outbox.sends,
      status,
      page,
      pageCount,
      counts,
      undo,
      // Only what the page shows: never the sender's address hash.
      notes: notes.map(({ clientHash: _, ...note }) => ({
        ...note,
        pastorName: pastorName(published, note.pastor),
        history: history.get(note.id) ?? [],
      })),
    },
    { headers: { "Set-Cookie": await auth.commit(visit, request) } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, visit, staffName } = await requireStaff(request, context, ["review", "notes"]);
  const form = await readStaffForm(request, auth, visit);
  const { notes, outbox } = notesServices(context);
  const { store } = notes;

  const back = reviewHref(parseStatus(String(form.get("status"))), parsePage(String(form.get("page"))));
  const id = String(form.get("id") ?? "");
  const intent = form.get("intent");
  const reason = String(form.get("reason") ?? "").trim();
  const finish = async (message: string, undo?: string) => {
    auth.flash(visit, message);
    const to = undo ? `${back}&undo=${encodeURIComponent(undo)}` : back;
    return redirect(to, { headers: { "Set-Cookie": await auth.commit(visit, request) } });
  };

  if (reason.length > REASON_MAX_LENGTH) {
    return finish(`Nothing was changed: keep the reason under ${REASON_MAX_LENGTH} characters.`);
  }
  if (!isStorableText(reason)) return finish("Nothing was changed: the reason has characters that cannot be kept.");
  const now = new Date();
  if (intent === "delete") {
    const erased = await store.erase(id, staffName, now);
    if (erased.outcome === "missing") return finish("That note no longer exists.");
    if (erased.outcome === "sending") {
      return finish("Nothing was deleted: this note is being e-mailed right now. Try again in a minute.");
    }
    return finish("Deleted. The note, its sender's name and e-mail are gone; its history keeps who deleted it.");
  }
  if (intent === "undo") {
    const undone = await store.undo(id, staffName, now);
    if (undone.outcome === "missing") return finish("That note no longer exists.");
    if (undone.outcome === "already") {
      return finish(
        undone.note.status === "pending"
          ? "Nothing changed: this note is already waiting for review."
          : "Nothing changed: this note has already gone to the pastor, or is being sent now.",
      );
    }
    const which = noteNamed(undone.note.senderName, pastorName(context.get(publishedContext), undone.note.pastor));
    return finish(`Undone: ${which} is back in “Waiting for review”.`);
  }
  // An approval waits a little before it is e-mailed, so a slip can be undone.
  const sendAfter = new Date(now.getTime() + (outbox.sends ? UNDO_WINDOW_MS : 0));
  const result =
    intent === "approve" || intent === "reject"
      ? await store.decide(id, { action: intent, reviewer: staffName, reason, at: now, sendAfter })
      : intent === "deliver-by-hand" && !outbox.sends
        ? await store.deliverByHand(id, staffName, now)
        : undefined;
  if (!result) throw data("Unknown action.", { status: 400 });
  if (result.outcome === "missing") return finish("That note no longer exists.");

  const { note } = result;
  const which = noteNamed(note.senderName, pastorName(context.get(publishedContext), note.pastor));
  if (result.outcome === "already") {
    const by = note.status === "delivered" ? (note.deliveredBy ?? "") : (note.decidedBy ?? "");
    return finish(`Nothing changed: this note was already ${note.status}${by ? ` by ${by}` : ""}.`);
  }
  if (note.status === "approved") {
    outbox.wake(sendAfter);
    return finish(
      outbox.sends
        ? `Approved ${which}. It is e-mailed to the pastor in ${UNDO_WINDOW_MS / 1000} seconds; until then it can be undone. The Approved list shows it until it is delivered.`
        : `Approved ${which}. E-mail is not set up, so it waits in the Approved list to be printed or forwarded.`,
      note.id,
    );
  }
  if (note.status === "rejected") return finish(`Rejected ${which}. It will not be sent.`, note.id);
  return finish("Marked as delivered by hand.");
}

/** A note as the answers name it: "the note for Pastor Reyes from Maria" ("from someone unnamed"). */
const noteNamed = (sender: string | null | undefined, pastor: string) =>
  `the note for ${pastor} from ${sender?.trim() ? sender.trim() : "someone who gave no name"}`;

export default function Review({ loaderData }: Route.ComponentProps) {
  if (loaderData.setup) return <SetupHelp />;
  const { staffName, roles, csrfToken, message, sends, status, page, pageCount, counts, notes, undo } = loaderData;
  const view = noteViews.find((v) => v.status === status) ?? noteViews[0];
  const first = (page - 1) * PAGE_SIZE + 1;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 md:px-6 md:py-14">
      <StaffHeader title="Notes of appreciation" staffName={staffName} roles={roles} csrfToken={csrfToken} />

      {/* The answer, and its Undo the next Tab away. */}
      <StaffMessage message={message}>
        {undo && (
          <div className="mt-3">
            <UndoButton note={undo} csrfToken={csrfToken} page={page} status={status} />
          </div>
        )}
      </StaffMessage>
      {!sends && (
        <p className="mt-6 rounded-lg border-2 border-yellow-dark bg-yellow-pale p-4 text-gray-900">
          <strong>E-mail is not set up.</strong> Approved notes stay in the Approved list, ready to{" "}
          <Link to="/staff/notes/print" className="font-bold text-navy underline">
            print
          </Link>{" "}
          or forward by hand. To have them sent by e-mail, ask whoever looks after the website's server to set up e-mail
          (its guide for the server says how).
        </p>
      )}

      <nav aria-label="Notes by status" className="mt-8 print:hidden">
        <ul className="flex flex-wrap gap-2">
          {noteViews.map((v) => (
            <li key={v.status}>
              <Link
                to={reviewHref(v.status)}
                aria-current={v.status === status ? "page" : undefined}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-navy px-4 py-2 font-bold text-navy hover:bg-navy-light aria-[current=page]:bg-navy aria-[current=page]:text-white"
              >
                {v.label}
                <span className="rounded-full bg-white px-2 text-sm text-navy">{counts[v.status]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby="notes-heading" className="mt-8">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="notes-heading" className="text-2xl font-extrabold text-navy">
            {view?.label}
          </h2>
          {notes.length > 0 && (
            <p className="text-gray-700">
              {first}–{first + notes.length - 1} of {counts[status]}
              {status === "pending" ? ", oldest first" : ""}
            </p>
          )}
        </div>
        {status === "approved" && notes.length > 0 && (
          <p className="mt-2">
            <Link to="/staff/notes/print" className="font-bold text-navy underline">
              Print-friendly view of these notes
            </Link>
          </p>
        )}
        {notes.length === 0 ? (
          <p className="mt-6 rounded-2xl bg-gray-50 p-6 text-gray-700">{view?.empty}</p>
        ) : (
          <ol className="mt-6 flex flex-col gap-6">
            {notes.map((note) => (
              <li key={note.id}>
                <NoteCard note={note} csrfToken={csrfToken} sends={sends} page={page} />
              </li>
            ))}
          </ol>
        )}
      </section>

      {pageCount > 1 && (
        <nav aria-label="Pages" className="mt-8 flex items-center justify-between gap-4">
          {page > 1 ? (
            <Link to={reviewHref(status, page - 1)} className="font-bold text-navy underline">
              Previous 50
            </Link>
          ) : (
            <span />
          )}
          <p>
            Page {page} of {pageCount}
          </p>
          {page < pageCount ? (
            <Link to={reviewHref(status, page + 1)} className="font-bold text-navy underline">
              Next 50
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
