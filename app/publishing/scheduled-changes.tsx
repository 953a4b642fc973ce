// The editor's list of an item's changes waiting for their time, each with a button to cancel it.
import type { ReactNode } from "react";
import { RevisionButton } from "./revision-button";

export function ScheduledChanges({
  scheduled,
  csrfToken,
  basedOnField,
}: {
  scheduled: Array<{ id: number; author: string; at: string }>;
  csrfToken: string;
  /** The hidden field that says which revision the page was made from. */
  basedOnField: ReactNode;
}) {
  if (scheduled.length === 0) return null;
  return (
    <div className="mt-6 rounded-lg border-2 border-teal bg-teal-pale p-4 text-gray-900">
      <p className="font-bold">Changes to this item waiting for their time:</p>
      <ul className="mt-2 flex flex-col gap-2">
        {scheduled.map((each) => (
          <li key={each.id} className="flex flex-wrap items-center gap-3">
            <span>
              Revision {each.id}, by {each.author}, goes out {each.at}. It replaces what the site shows then, including
              anything published meanwhile.
            </span>
            <RevisionButton intent="withdraw" revision={each.id} csrfToken={csrfToken} basedOnField={basedOnField}>
              Cancel revision {each.id}
            </RevisionButton>
          </li>
        ))}
      </ul>
    </div>
  );
}
