// The parts of the editor's front page (/staff/content): the list of items with when each was
// last published, and the search of every field of every item.
import { Form, Link } from "react-router";
import { Answer } from "~/components/answer";
import { buttonClasses } from "~/components/ui/button";
import { formatDateTime } from "~/content-model/church-time";

export function ItemList({
  items,
}: {
  items: Array<{
    href: string;
    slug: string;
    title: string;
    description: string;
    published: { by: string; at: string } | null;
  }>;
}) {
  return (
    <ul className="mt-4 grid gap-4 md:grid-cols-2">
      {items.map((item) => (
        <li key={item.slug} className="rounded-2xl bg-white p-6 shadow-card ring-1 ring-gray-200">
          <h3 className="font-heading text-xl font-extrabold text-navy">
            <Link to={item.href} className="underline underline-offset-4">
              {item.title}
            </Link>
          </h3>
          <p className="mt-2 text-gray-700">{item.description}</p>
          <p className="mt-3 text-sm text-gray-700">
            {item.published
              ? `Last published by ${item.published.by}, ${formatDateTime(item.published.at)}.`
              : "Showing the values the site was built with; no one has published a change."}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** A search of every field of every item, and what it found, each a link to the field. */
export function FindField({
  find,
  found,
  most,
}: {
  find: string;
  most: number;
  found: Array<{
    slug: string;
    language: string;
    href: string;
    item: string;
    name: string;
    label: string;
    value: string;
  }>;
}) {
  return (
    <section aria-labelledby="find" className="mt-8">
      <h2 id="find" className="font-heading text-2xl font-extrabold text-navy">
        Find what to change
      </h2>
      <Form method="get" className="mt-3 flex max-w-2xl flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <label htmlFor="find-words" className="font-bold text-gray-900">
            Words in a field's name or in what it says{" "}
            <span className="font-normal text-gray-700">(such as “sign-up link” or “button”)</span>
          </label>
          <input
            id="find-words"
            name="find"
            type="search"
            defaultValue={find}
            maxLength={100}
            className="mt-1 block w-full rounded-lg border border-gray-500 bg-white px-4 py-3 text-base text-gray-900 focus:border-navy"
          />
        </div>
        <button type="submit" className={buttonClasses("outline", "min-h-12 px-5 py-2")}>
          Find
        </button>
      </Form>
      {find && (
        <Answer key={find} role="status" className="mt-4">
          {found.length === 0 ? (
            <p className="text-gray-700">No field's name or words hold “{find}”.</p>
          ) : (
            <>
              <p className="text-gray-700">
                {found.length === most
                  ? `The first ${most} fields that hold “${find}”; more words find fewer:`
                  : `${found.length} ${found.length === 1 ? "field holds" : "fields hold"} “${find}”:`}
              </p>
              <ul className="mt-2 flex flex-col gap-2">
                {found.map((each) => (
                  <li key={`${each.language} ${each.slug} ${each.name}`}>
                    <Link to={each.href} className="font-bold text-navy underline underline-offset-4">
                      {each.item}: {each.label}
                    </Link>
                    {each.value && <span className="break-words text-gray-700"> “{each.value}”</span>}
                  </li>
                ))}
              </ul>
            </>
          )}
        </Answer>
      )}
    </section>
  );
}
