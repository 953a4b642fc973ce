import { data } from "react-router";
import { SiteLink } from "~/components/site-link";
import { buttonClasses } from "~/components/ui/button";
import { requestContext } from "~/http/context.server";
import { shownIn } from "~/published/context.server";
import { usePublishedContent } from "~/published/use-published-content";
import { pageHead, pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/not-found";

// Renders on the server with a real 404 status, so search engines drop the address.
export function loader({ context }: Route.LoaderArgs) {
  return data({ head: pageHead(shownIn(context), "notFound") }, { status: 404 });
}

// A form sent to an address that is nothing is told so (404), as a visit is; without an action here
// it would hear "this page takes no form" (405) of a page that is not there. One sent to one of the
// site's files does hear that, as one sent to a page does.
export function action({ context }: Route.ActionArgs) {
  if (context.get(requestContext).addressIsFile) throw data(null, { status: 405, statusText: "Method Not Allowed" });
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta(loaderData?.head),
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  const { notFound } = usePublishedContent();
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center md:py-32">
      <p className="font-heading text-8xl font-extrabold text-navy" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 font-heading text-3xl font-extrabold text-navy md:text-4xl">
        <span className="sr-only">404: </span>
        {notFound.title}
      </h1>
      <p className="mt-4 text-lg text-gray-700">{notFound.message}</p>
      <SiteLink href="/" className={buttonClasses("secondary", "mt-8")}>
        {notFound.homeLabel}
      </SiteLink>
      <page-not-found />
    </div>
  );
}
