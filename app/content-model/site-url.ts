// The site's public address. Pages are kept for every visitor, and canonical links, link previews and
// structured data need absolute URLs, so the build fixes it: the SITE_URL setting, which
// scripts/vite-seo.ts checks and hands to the code here, or else the address in site.ts (which
// vitest.config.ts hands to the unit tests). Read from the build, not from site.ts, so that the
// browser's JavaScript imports no content module and carries none of the build's checks.
import { redirect } from "react-router";
import { languageOfPath, pathIn } from "./languages";

/** "https://example.org": no path, no trailing slash. */
export const siteUrl: string = import.meta.env.SITE_URL;

/** "https://example.org/about-us" for "/about-us", "https://example.org/" for "/". */
export function absoluteUrl(path: string, origin: string = siteUrl): string {
  return `${origin}${path}`;
}

/**
 * One address per page, the one links, previews and search engines use and the server redirects
 * every other spelling to: lower case, no trailing slash, no index.html (/About-Us/ → /about-us).
 */
export function canonicalPath(pathname: string): string {
  return pathname
    .replace(/\/index\.html$/, "/")
    .replace(/(.)\/+$/, "$1")
    .toLowerCase();
}

/**
 * For a page rendered per request: React Router matches it whatever the case or trailing slash,
 * so every other spelling is sent to its one address in the language asked for, keeping the
 * query, as for kept pages.
 */
export function redirectToCanonical(request: Request, path: string): void {
  const url = new URL(request.url);
  const canonical = pathIn(path, languageOfPath(canonicalPath(url.pathname)));
  if (url.pathname !== canonical) throw redirect(`${canonical}${url.search}`, 301);
}
