// /review/content: the content staff may change without a developer, each with what the site
// shows now. Staff with the content role only (CONTENT_EDITORS); plain HTML, no JavaScript needed.
import { data, Link } from "react-router";
import { formatDateTime } from "~/content/church-time";
import { publisherOf } from "~/publishing/context.server";
import { editableItems } from "~/publishing/editable-items";
import { requireReviewer } from "~/review/access.server";
import { ReviewHeader, StaffMessage } from "~/review/review-header";
import { mayDo } from "~/review/roles";
import { staffOnly } from "~/review/staff-only.server";
import type { Route } from "./+types/review.content";

// Nothing under /review is cached or indexed, whatever spelling of the path reached it.
export const middleware = [staffOnly];

export const meta = () => [{ title: "Edit the website" }, { name: "robots", content: "noindex, nofollow" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, auth, visit, reviewer } = await requireReviewer(request, context, "content");
  const publisher = publisherOf(context);
  const revisions = publisher.revisions;
  const items = await Promise.all(
    editableItems.map(async (item) => {
      const latest = await revisions.latestPublished(item.slug);
      return {
        slug: item.slug,
        title: item.title,
        description: item.description,
        published: latest?.publishedAt ? { by: latest.author, at: latest.publishedAt } : null,
      };
    }),
  );
  const headers = { "Set-Cookie": await auth.commit(visit, request) };
  const { running } = publisher.status();
  return data(
    {
      reviewer,
      csrfToken: visit.csrfToken,
      message: visit.message,
      reviewsNotes: mayDo(services.roles, reviewer, "notes"),
      items,
      publishing: running && { items: running.items, authors: running.authors, since: formatDateTime(running.since) },
    },
    { headers },
  );
}

export default function ContentList({ loaderData }: Route.ComponentProps) {
  const { reviewer, csrfToken, message, reviewsNotes, items, publishing } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 md:px-6 md:py-14">
      <ReviewHeader title="Edit the website" reviewer={reviewer} csrfToken={csrfToken} />
      <StaffMessage message={message} />
      {publishing && (
        <p className="mt-6 rounded-lg border-2 border-yellow bg-yellow-pale p-4 font-semibold text-gray-900">
          A publish is running now ({publishing.items.join(", ")}, asked for by {publishing.authors.join(" and ")}{" "}
          {publishing.since}).
        </p>
      )}
      <p className="mt-6 max-w-3xl text-lg text-gray-700">
        These are the facts you can change here. Every page that shows one follows within seconds of publishing, and
        every earlier version can be brought back. Everything else is changed in the site's files by a developer.
      </p>
      <ul className="mt-8 flex flex-col gap-4">
        {items.map((item) => (
          <li key={item.slug} className="rounded-2xl bg-white p-6 shadow-card ring-1 ring-gray-200">
            <h2 className="font-heading text-2xl font-extrabold text-navy">
              <Link to={`/review/content/${item.slug}`} className="underline underline-offset-4">
                {item.title}
              </Link>
            </h2>
            <p className="mt-2 text-gray-700">{item.description}</p>
            <p className="mt-3 text-sm text-gray-700">
              {item.published
                ? `Last published by ${item.published.by}, ${formatDateTime(item.published.at)}.`
                : "Showing the values the site was built with; no one has published a change."}
            </p>
          </li>
        ))}
      </ul>
      {reviewsNotes && (
        <p className="mt-8">
          <Link to="/review" className="font-bold text-navy underline underline-offset-4">
            Review notes of appreciation
          </Link>
        </p>
      )}
    </div>
  );
}
