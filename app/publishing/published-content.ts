// The content staff can change from the staff area, as pages are rendered with it. The build
// renders the values in app/content/; once staff publish a change (publisher.server.ts), the server
// hands the published values to every render through React Router's context, and the root loader
// passes them to the components (usePublishedContent), so no page reads them from a module.
import { createContext, useRouteLoaderData } from "react-router";
import { keyDates } from "~/content/key-dates";
import { builtOutreachEvents } from "~/content/outreach-events";
import type { KeyDatesContent } from "~/content/schema/key-dates";
import type { OutreachEventsContent } from "~/content/schema/outreach-events";

export interface PublishedContent {
  keyDates: KeyDatesContent;
  outreachEvents: OutreachEventsContent["events"];
}

/** The content as built: what every page shows until staff publish a change. */
export const builtContent: PublishedContent = { keyDates, outreachEvents: builtOutreachEvents };

/** The values a render uses: the server's published ones, or the build's while prerendering. */
export const publishedContext = createContext<PublishedContent>(builtContent);

/** What the root loader returns to every page (app/root.tsx). */
export interface RootData {
  published: PublishedContent;
}

/** The published content from the root loader's data, as a route's `meta` sees it in `matches`. */
export function publishedIn(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>) {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  return root?.published ?? builtContent;
}

/** The published content, for a component. The build's when the root's loader did not run (an error page). */
export function usePublishedContent(): PublishedContent {
  return useRouteLoaderData<RootData>("root")?.published ?? builtContent;
}
