// What the editor's page says of drafts: the one the form shows, with a way to discard it, or the
// drafts of the item kept by anyone, to open instead of starting again.
import { Form, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";

interface DraftSummary {
  id: number;
  author: string;
  savedAt: string;
}

const whose = (author: string, reviewer: string) => (author === reviewer ? "Your draft" : `${author}'s draft`);

export function DraftNotices({
  slug,
  reviewer,
  draft,
  drafts,
  draftGone,
  csrfToken,
  basedOn,
}: {
  slug: string;
  reviewer: string;
  /** The draft the form shows, if one was opened. */
  draft?: DraftSummary;
  drafts: DraftSummary[];
  /** A draft was asked for that is no longer kept. */
  draftGone: boolean;
  csrfToken: string;
  basedOn: number;
}) {
  const others = drafts.filter((each) => each.id !== draft?.id);
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
          className="mt-6 rounded-lg border-2 border-navy/30 bg-white p-4 text-gray-900"
        >
          <h2 id="draft-shown" className="font-heading text-xl font-extrabold text-navy">
            {whose(draft.author, reviewer)}, saved {draft.savedAt}
          </h2>
          <p className="mt-2">
            The form below shows this draft. It is not on the site: preview it, change it, save it again, or publish it.
          </p>
          <details className="mt-3">
            <summary className="cursor-pointer font-bold text-navy underline underline-offset-4">
              Discard this draft…
            </summary>
            <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
              <input type="hidden" name="csrf" value={csrfToken} />
              <input type="hidden" name="basedOn" value={basedOn} />
              <input type="hidden" name="draft" value={draft.id} />
              <p>Its changes are lost; the site stays as it is.</p>
              <button
                type="submit"
                name="intent"
                value="discard-draft"
                className={buttonClasses("outline", "min-h-10 px-4 py-1.5")}
              >
                Yes, discard {draft.author === reviewer ? "my" : `${draft.author}'s`} draft
              </button>
            </Form>
          </details>
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
                <Link to={`/review/content/${slug}?draft=${each.id}`} className="font-bold text-navy underline">
                  {whose(each.author, reviewer)}
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
