// The page's structured data as a JSON-LD script in the HTML. root.tsx renders it only on the
// server (import.meta.env.SSR), so the build leaves it, and the content it reads, out of every
// browser bundle: crawlers read the HTML, and browsers have no use for it. React 19 lets the head
// hold elements the browser's render does not have (docs/decisions/0009-search-and-link-previews.md).
import { useLocation } from "react-router";
import { siteUrl } from "~/content-model/site-url";
import { usePublishedContent } from "~/published/use-published-content";
import { structuredData } from "./structured-data";

/** JSON that cannot end its <script> early: every "<" is written as \u003c. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

export function StructuredData() {
  const { pathname } = useLocation();
  const published = usePublishedContent();
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON from our own content, with "<" escaped.
      dangerouslySetInnerHTML={{ __html: scriptSafeJson(structuredData(pathname, siteUrl, published)) }}
    />
  );
}
