// What every page's header and footer show (the church's name, address, worship time and links), as
// staff last published it: from the root route's loader, so it reaches pages React runs in the
// browser as data, and the site's JavaScript carries none of it. On the server the render's own
// content is read instead (the same values), so words shown in the default language on another
// language's page are marked as such there too (app/entry.server.tsx).
import { useContext } from "react";
import { useRouteLoaderData } from "react-router";
import type { PublishedContent } from "~/published/content";
import { PublishedContentContext } from "~/published/use-published-content";
import type { InterfaceWords } from "./interface-words";

/** The facts the header and footer show, and the frame's words in the page's language. */
export type SiteChrome = Pick<PublishedContent, "site" | "navigation"> & { words: InterfaceWords };

/** Undefined only when the root's own loader failed, where the error page shows without them. */
export function useSiteChrome(): SiteChrome | undefined {
  const loaded = useRouteLoaderData<{ chrome: SiteChrome }>("root")?.chrome;
  const rendered = useContext(PublishedContentContext);
  if (!loaded || !rendered) return loaded;
  return { ...loaded, site: rendered.site, navigation: rendered.navigation };
}
