// The content staff can change from the staff area (editable-items.ts), as the build has it. Once
// staff publish a change (publisher.server.ts), the server renders pages with the published values
// instead: it hands them to each render in React Router's context (published-context.server.ts),
// and entry.server.tsx passes them to the components (use-published-content.ts).

import { groups } from "~/content/groups";
import { builtHomeSlides } from "~/content/home";
import { keyDates } from "~/content/key-dates";
import { builtOutreachEvents } from "~/content/outreach-events";
import { pastors } from "~/content/pastors";
import type { GroupsContent } from "~/content/schema/groups";
import type { HomeSlideText } from "~/content/schema/home";
import type { KeyDatesContent } from "~/content/schema/key-dates";
import type { OutreachEventsContent } from "~/content/schema/outreach-events";
import type { PastorsContent } from "~/content/schema/pastors";

export interface PublishedContent {
  keyDates: KeyDatesContent;
  outreachEvents: OutreachEventsContent["events"];
  pastors: PastorsContent;
  groups: GroupsContent["groups"];
  homeSlides: HomeSlideText[];
}

/** The content as built: what every page shows until staff publish a change. */
export const builtContent: PublishedContent = {
  keyDates,
  outreachEvents: builtOutreachEvents,
  pastors,
  groups: groups.groups,
  homeSlides: builtHomeSlides,
};

/** A pastor's name as staff last published it; the id for one no longer listed. */
export function pastorName(published: PublishedContent, id: string): string {
  return published.pastors.pastors.find((pastor) => pastor.id === id)?.name ?? id;
}
