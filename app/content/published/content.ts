// The content staff can change from the staff area (app/publishing/editable-items.ts), as the build
// has it. Once staff publish a change (app/publishing/publisher.server.ts), the server renders pages
// with the published values instead: it hands them to each render in React Router's context
// (context.server.ts here), and entry.server.tsx passes them to the components
// (use-published-content.ts here). Every layer above content reads them from here.

import { groups } from "../groups";
import { builtHomeSlides } from "../home";
import { keyDates } from "../key-dates";
import { builtOutreachEvents } from "../outreach-events";
import { pastors } from "../pastors";
import type { GroupsContent } from "../schema/groups";
import type { HomeSlideText } from "../schema/home";
import type { KeyDatesContent } from "../schema/key-dates";
import type { OutreachEventsContent } from "../schema/outreach-events";
import type { PastorsContent } from "../schema/pastors";

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
