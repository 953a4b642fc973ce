// The site's public address. Pages are prerendered, and canonical links, link previews and
// structured data need absolute URLs, so the build fixes it: the SITE_URL setting, which
// scripts/vite-seo.ts checks and hands to the code here, or else the address in site.ts.
import { site } from "~/content/site";

const fromBuild: string | undefined = import.meta.env.SITE_URL;

/** "https://example.org": no path, no trailing slash. */
export const siteUrl: string = fromBuild ?? site.url;

/** "https://example.org/about-us" for "/about-us", "https://example.org/" for "/". */
export function absoluteUrl(path: string, origin: string = siteUrl): string {
  return `${origin}${path}`;
}

/** One address per page, as the server redirects to: lower case, no trailing slash. */
export function canonicalPath(pathname: string): string {
  return pathname.replace(/(.)\/+$/, "$1").toLowerCase();
}
