// /staff/notes/print: approved notes that are not delivered yet, laid out to print one per sheet (or to
// copy into an e-mail) when the website does not send mail itself.
import { data } from "react-router";
import { formatDateTime } from "~/content-model/church-time";
import type { PageHandle } from "~/lib/page-handle";
import { notesServices } from "~/notes/context.server";
import { senderLabel } from "~/notes/note-card";
import { pastorName } from "~/published/content";
import { publishedContext } from "~/published/context.server";
import { requireStaff } from "~/staff/access.server";
import { StaffHeading } from "~/staff/staff-header";
import { staffOnly } from "~/staff/staff-only.server";
import type { Route } from "./+types/staff.notes.print";

// React runs in the browser here: this page's behaviour is React state (docs/decisions/0013).
export const handle: PageHandle = { hydrate: true };

// Nothing under /staff is cached or indexed, whatever spelling of the path reached it.
export const middleware = [staffOnly];

export const meta = () => [{ title: "Approved notes to deliver" }, { name: "robots", content: "noindex, nofollow" }];

const PRINT_LIMIT = 500;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, visit } = await requireStaff(request, context, ["review", "notes"]);
  const published = context.get(publishedContext);
  const { store } = notesServices(context).notes;
  const notes = (await store.list("approved", { offset: 0, limit: PRINT_LIMIT })).map(
    ({ id, pastor, noteContent, senderName, senderEmail, createdAt }) => ({
      id,
      pastorName: pastorName(published, pastor),
      noteContent,
      senderName,
      senderEmail,
      createdAt,
    }),
  );
  return data({ notes }, { headers: { "Set-Cookie": await auth.commit(visit, request) } });
}

export default function ReviewPrint({ loaderData }: Route.ComponentProps) {
  const { notes } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 md:px-6 print:max-w-none print:p-0">
      <div className="flex flex-col gap-4 border-b border-gray-200 pb-6 md:flex-row md:items-end md:justify-between print:hidden">
        <div>
          <StaffHeading title="Approved notes to deliver" />
          <p className="mt-2 text-gray-700">
            {notes.length === 0
              ? "There is nothing to deliver: every approved note has gone to its pastor."
              : `${notes.length} ${notes.length === 1 ? "note" : "notes"}, one per printed page. After handing them over, mark each as delivered on the review page.`}
          </p>
        </div>
        <a href="/staff/notes?status=approved" className="font-bold text-navy underline">
          Back to the review
        </a>
      </div>
      {notes.map((note) => (
        <article
          key={note.id}
          aria-labelledby={`print-${note.id}`}
          className="mt-10 break-after-page print:mt-0 print:pt-8"
        >
          <h2 id={`print-${note.id}`} className="text-2xl font-extrabold text-navy">
            A note of appreciation for {note.pastorName}
          </h2>
          <p className="mt-2 text-gray-700">
            From {senderLabel(note)} · sent {formatDateTime(note.createdAt)}
          </p>
          <p className="mt-6 whitespace-pre-wrap break-words text-lg leading-relaxed text-gray-900">
            {note.noteContent}
          </p>
        </article>
      ))}
    </div>
  );
}
