// An item's earlier versions, newest first, each with what it changed and a button to restore it;
// and the values the site was built with, which can be restored too.
import type { ReactNode } from "react";
import { RevisionButton } from "./revision-button";

/** The versions listed at once, and a version's changes; the rest are folded under one line. */
const SHOWN = 3;

export interface HistoryEntry {
  id: number;
  author: string;
  savedAt: string;
  publishedAt: string | null;
  publishAt: string | null;
  restoredFrom: number | null;
  changes: string[];
}

export function RevisionHistory({
  history,
  shownRevision,
  csrfToken,
  basedOnField,
  restoring,
}: {
  history: HistoryEntry[];
  /** The revision the site shows, or null for the built values. */
  shownRevision: number | null;
  csrfToken: string;
  basedOnField: ReactNode;
  /** What is being restored while the page waits: a revision's id, "built", or nothing. */
  restoring: string;
}) {
  const entry = (revision: HistoryEntry) => (
    <li key={revision.id} className="rounded-lg border border-gray-200 bg-white p-4">
      <p className="font-bold text-gray-900">
        Revision {revision.id}, saved by {revision.author}, {revision.savedAt}
        {revision.restoredFrom !== null && ` (brings back revision ${revision.restoredFrom})`}
        {revision.id === shownRevision && <span className="ml-2 text-teal">· on the site now</span>}
        {revision.publishAt && <span className="ml-2 text-teal">· goes out {revision.publishAt}</span>}
        {!revision.publishedAt && !revision.publishAt && <span className="ml-2 text-red">· not published</span>}
      </p>
      {revision.changes.length > 0 ? (
        <>
          <Changes changes={revision.changes.slice(0, SHOWN)} />
          {revision.changes.length > SHOWN && (
            <details className="mt-1">
              <summary className="min-h-11 cursor-pointer py-2.5 font-semibold text-navy">
                {revision.changes.length - SHOWN} more change{revision.changes.length - SHOWN === 1 ? "" : "s"}
              </summary>
              <Changes changes={revision.changes.slice(SHOWN)} />
            </details>
          )}
        </>
      ) : (
        <p className="mt-1 text-gray-700">No change from the version before it.</p>
      )}
      {revision.id !== shownRevision && !revision.publishAt && (
        <RevisionButton
          intent="restore"
          revision={revision.id}
          csrfToken={csrfToken}
          basedOnField={basedOnField}
          className="mt-2"
        >
          {restoring === String(revision.id) ? "Restoring…" : `Restore revision ${revision.id}`}
        </RevisionButton>
      )}
    </li>
  );
  return (
    <section aria-labelledby="history" className="mt-12">
      <h2 id="history" className="font-heading text-2xl font-extrabold text-navy">
        Earlier versions
      </h2>
      <ol className="mt-4 flex flex-col gap-3">
        {history.slice(0, SHOWN).map(entry)}
        {history.length > SHOWN && (
          <li>
            <details className="rounded-lg border border-gray-200 bg-white">
              <summary className="min-h-11 cursor-pointer px-4 py-2.5 font-bold text-navy">
                {history.length - SHOWN} older version{history.length - SHOWN === 1 ? "" : "s"}
              </summary>
              <ol className="flex flex-col gap-3 px-4 pb-4">{history.slice(SHOWN).map(entry)}</ol>
            </details>
          </li>
        )}
        <li className="rounded-lg border border-gray-200 bg-white p-4">
          <p className="font-bold text-gray-900">
            As built, from the site's files
            {shownRevision === null && <span className="ml-2 text-teal">· on the site now</span>}
          </p>
          <p className="mt-1 text-gray-700">The values in the site's files, before any change made here.</p>
          {shownRevision !== null && (
            <RevisionButton intent="restore-built" csrfToken={csrfToken} basedOnField={basedOnField} className="mt-2">
              {restoring === "built" ? "Restoring…" : "Restore the built values"}
            </RevisionButton>
          )}
        </li>
      </ol>
    </section>
  );
}

function Changes({ changes }: { changes: string[] }) {
  return (
    <ul className="mt-1 list-disc pl-6 break-words text-gray-700">
      {changes.map((change) => (
        <li key={change}>{change}</li>
      ))}
    </ul>
  );
}
