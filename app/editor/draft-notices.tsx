// What the editor's page says of drafts: the one the form shows, with a way to discard it, or the
// drafts of the item kept by anyone, to open instead of starting again.
import { Form, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";

interface DraftSummary {
  id: number;
  author: string;
  savedAt: string;
  /** What others published since it was begun. */
  since?: { author: string; at: string; changes: string[] };
}

export function DraftNotices({
  address,
  staffName,
  draft,
  drafts,
  draftGone,
  csrfToken,
  basedOn,
}: {
  /** The item's form in the language it edits, opening a draft (or "none": what is on the site). */
  address: (draft: number | "none") => string;
  staffName: string;
  /** The draft the form shows, if one was opened. */
  draft?: DraftSummary;
  drafts: DraftSummary[];
  /** A draft was asked for that is no longer kept. */
  draftGone: boolean;
  csrfToken: string;
  basedOn: number;
}) {
  const others = drafts.filter((each) => each.id !== draft?.id);
  const whose = (author: string) => (author === staffName ? "Your draft" : `${author}'s draft`);
  return (
    <>
      {draftGone && (
        <p className="mt-6 rounded-lg border-l-4 border-yellow bg-yellow-pale p-4 text-gray-900">
          That draft is no longer kept: it was published or discarded. The form shows what is published.
        </p>
      )}
      {draft && (
        <section
          aria-labelledby="draft-shown"
          className="mt-6 rounded-lg border-4 border-navy bg-navy-light p-4 text-gray-900"
        >
          <h2 id="draft-shown" className="font-heading text-xl font-extrabold text-navy">
            You are editing {draft.author === staffName ? "your draft" : `${draft.author}'s draft`}, saved{" "}
            {draft.savedAt}
          </h2>
          <p className="mt-2">
            The form below shows this draft, not what is on the site. Preview it, change it, save it again, or publish
            it.
          </p>
          {draft.since && (
            <div className="mt-2">
              <p>
                Since it was begun, {draft.since.author} published a change to this item
                {draft.since.at ? ` (${draft.since.at})` : ""}. Publishing the draft keeps theirs and brings only what
                the draft changed:
              </p>
              <ul className="mt-1 list-disc pl-6">
                {draft.since.changes.map((change) => (
                  <li key={change} className="break-words">
                    {change}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <Form method="post">
              <input type="hidden" name="csrf" value={csrfToken} />
              <input type="hidden" name="basedOn" value={basedOn} />
              <input type="hidden" name="draft" value={draft.id} />
              <button
                type="submit"
                name="intent"
                value="discard-draft"
                className={buttonClasses("outline", "min-h-11 bg-white px-4 py-1.5")}
              >
                Discard {draft.author === staffName ? "my" : `${draft.author}'s`} draft
              </button>
            </Form>
            <Link to={address("none")} className="font-bold text-navy underline underline-offset-4">
              Open what is on the site instead
            </Link>
          </div>
        </section>
      )}
      {others.length > 0 && (
        <section aria-labelledby="drafts-kept" className="mt-6 rounded-lg bg-gray-50 p-4 ring-1 ring-gray-200">
          <h2 id="drafts-kept" className="font-bold text-gray-900">
            {draft ? "Other drafts of this item" : "Drafts of this item, not yet published"}
          </h2>
          <ul className="mt-2 flex flex-col gap-1">
            {others.map((each) => (
              <li key={each.id}>
                <Link to={address(each.id)} className="font-bold text-navy underline">
                  {whose(each.author)}
                </Link>
                , saved {each.savedAt}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
