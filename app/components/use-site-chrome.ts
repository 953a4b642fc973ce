// What every page's header and footer show (the church's name, address, worship time and links), as
// staff last published it: from the root route's loader, so it reaches pages React runs in the
// browser as data, and the site's JavaScript carries none of it.
import { useRouteLoaderData } from "react-router";
import type { PublishedContent } from "~/published/content";
import type { InterfaceWords } from "./interface-words";

/** The facts the header and footer show, and the frame's words in the page's language. */
export type SiteChrome = Pick<PublishedContent, "site" | "navigation"> & { words: InterfaceWords };

/** Undefined only when the root's own loader failed, where the error page shows without them. */
export function useSiteChrome(): SiteChrome | undefined {
  return useRouteLoaderData<{ chrome: SiteChrome }>("root")?.chrome;
}
