// The editor's list of an item's changes waiting for their time, each with a button to cancel it,
// and of those held back at their time (a field they change was changed differently since), each
// with what collided and a button to dismiss it.
import type { ReactNode } from "react";
import { RevisionButton } from "./revision-button";

export function ScheduledChanges({
  scheduled,
  held,
  csrfToken,
  basedOnField,
}: {
  scheduled: Array<{ id: number; author: string; at: string }>;
  held: Array<{ id: number; author: string; at: string; because: string[] }>;
  csrfToken: string;
  /** The hidden field that says which revision the page was made from. */
  basedOnField: ReactNode;
}) {
  return (
    <>
      {held.length > 0 && (
        <div id="held" className="mt-6 rounded-lg border-2 border-red bg-red-pale p-4 text-gray-900">
          <p className="font-bold">Scheduled changes held back:</p>
          <ul className="mt-2 flex flex-col gap-3">
            {held.map((each) => (
              <li key={each.id} className="flex flex-col gap-2">
                <span>
                  Revision {each.id}, by {each.author}, was to go out {each.at}. Nothing of it went out, since what it
                  changes was changed differently after it was scheduled: {each.because.join("; ")}. Make the change
                  again below if it is still wanted.
                </span>
                <RevisionButton intent="withdraw" revision={each.id} csrfToken={csrfToken} basedOnField={basedOnField}>
                  Dismiss revision {each.id}
                </RevisionButton>
              </li>
            ))}
          </ul>
        </div>
      )}
      {scheduled.length > 0 && (
        <div id="scheduled" className="mt-6 rounded-lg border-2 border-navy bg-white p-4 text-gray-900">
          <p className="font-bold">Changes to this item waiting for their time:</p>
          <ul className="mt-2 flex flex-col gap-2">
            {scheduled.map((each) => (
              <li key={each.id} className="flex flex-wrap items-center gap-3">
                <span>
                  Revision {each.id}, by {each.author}, goes out {each.at}. Only what it changes goes out; anything else
                  published meanwhile stays. If one of its fields is changed differently before then, it is held back
                  and listed here.
                </span>
                <RevisionButton intent="withdraw" revision={each.id} csrfToken={csrfToken} basedOnField={basedOnField}>
                  Cancel revision {each.id}
                </RevisionButton>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
