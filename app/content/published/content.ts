// The content every page shows, one entry per content module that staff can change in the staff
// area (app/publishing/editable-items.ts), as the build has it. Once staff publish a change
// (app/publishing/publisher.server.ts), the server renders pages with the published values instead:
// it hands them to each render in React Router's context (context.server.ts here), and
// entry.server.tsx passes them to the components (use-published-content.ts here). Every layer above
// content reads them from here. What staff publish is stored as they wrote it; pages are given it
// with the facts named in braces filled in and the list items not on the site at that moment left
// out (shownContent below).

import { lastChangeBy, nextChangeAfter, visibleAt } from "../../lib/shown-between";
import { about } from "../about";
import { accessibility } from "../accessibility";
import { baptism } from "../baptism";
import { bridgeApp } from "../bridge-app";
import { calendars } from "../calendars";
import { connect } from "../connect";
import { contact } from "../contact";
import { coreBeliefs } from "../core-beliefs";
import { coreValues } from "../core-values";
import { embeds } from "../embeds";
import { events } from "../events";
import { factValues, fillFacts } from "../facts";
import { give } from "../give";
import { groups } from "../groups";
import { guest } from "../guest";
import { home } from "../home";
import { impactWeek } from "../impact-week";
import { jesus } from "../jesus";
import { keyDates } from "../key-dates";
import { kids } from "../kids";
import { leadership } from "../leadership";
import { media } from "../media";
import { navigation } from "../navigation";
import { next } from "../next";
import { notFound } from "../not-found";
import { outreach } from "../outreach";
import { outreachEvents } from "../outreach-events";
import { pastors } from "../pastors";
import type { AboutContent } from "../schema/about";
import type { AccessibilityContent } from "../schema/accessibility";
import type { BaptismContent } from "../schema/baptism";
import type { BridgeAppContent } from "../schema/bridge-app";
import type { CalendarsContent } from "../schema/calendars";
import type { ConnectContent } from "../schema/connect";
import type { ContactContent } from "../schema/contact";
import type { CoreBeliefsContent } from "../schema/core-beliefs";
import type { CoreValuesContent } from "../schema/core-values";
import type { EmbedsContent } from "../schema/embeds";
import type { EventsContent } from "../schema/events";
import type { GiveContent } from "../schema/give";
import type { GroupsContent } from "../schema/groups";
import type { GuestContent } from "../schema/guest";
import type { HomeContent } from "../schema/home";
import type { ImpactWeekContent } from "../schema/impact-week";
import type { JesusContent } from "../schema/jesus";
import type { KeyDatesContent } from "../schema/key-dates";
import type { KidsContent } from "../schema/kids";
import type { LeadershipContent } from "../schema/leadership";
import type { MediaContent } from "../schema/media";
import type { NavigationContent } from "../schema/navigation";
import type { NextContent } from "../schema/next";
import type { NotFoundContent } from "../schema/not-found";
import type { OutreachContent } from "../schema/outreach";
import type { OutreachEventsContent } from "../schema/outreach-events";
import type { PastorsContent } from "../schema/pastors";
import type { ServeContent } from "../schema/serve";
import type { ServiceStatusContent } from "../schema/service-status";
import type { ShareNoteContent } from "../schema/share-note";
import type { SiteContent } from "../schema/site";
import type { WatchContent } from "../schema/watch";
import type { YouthContent } from "../schema/youth";
import { serve } from "../serve";
import { serviceStatus } from "../service-status";
import { shareNote } from "../share-note";
import { site } from "../site";
import { watch } from "../watch";
import { youth } from "../youth";

export interface PublishedContent {
  site: SiteContent;
  navigation: NavigationContent;
  keyDates: KeyDatesContent;
  home: HomeContent;
  about: AboutContent;
  coreBeliefs: CoreBeliefsContent;
  coreValues: CoreValuesContent;
  connect: ConnectContent;
  contact: ContactContent;
  leadership: LeadershipContent;
  pastors: PastorsContent;
  watch: WatchContent;
  events: EventsContent;
  give: GiveContent;
  jesus: JesusContent;
  bridgeApp: BridgeAppContent;
  guest: GuestContent;
  groups: GroupsContent;
  kids: KidsContent;
  youth: YouthContent;
  baptism: BaptismContent;
  next: NextContent;
  serve: ServeContent;
  outreach: OutreachContent;
  impactWeek: ImpactWeekContent;
  outreachEvents: OutreachEventsContent;
  shareNote: ShareNoteContent;
  notFound: NotFoundContent;
  accessibility: AccessibilityContent;
  serviceStatus: ServiceStatusContent;
  calendars: CalendarsContent;
  media: MediaContent;
  embeds: EmbedsContent;
}

/** The content as built: what every page shows until staff publish a change. */
export const builtContent: PublishedContent = {
  site,
  navigation,
  keyDates,
  home,
  about,
  coreBeliefs,
  coreValues,
  connect,
  contact,
  leadership,
  pastors,
  watch,
  events,
  give,
  jesus,
  bridgeApp,
  guest,
  groups,
  kids,
  youth,
  baptism,
  next,
  serve,
  outreach,
  impactWeek,
  outreachEvents,
  shareNote,
  notFound,
  accessibility,
  serviceStatus,
  calendars,
  media,
  embeds,
};

/** A pastor's name as staff last published it; the id for one no longer listed. */
export function pastorName(published: PublishedContent, id: string): string {
  return published.pastors.pastors.find((pastor) => pastor.id === id)?.name ?? id;
}

interface Shown {
  /** The moments between which it holds: no list item appears or leaves between them. */
  from: number;
  until: number;
  value: PublishedContent;
}

// Worked out once per published content and stretch of time, not for every page of a render.
const shown = new WeakMap<PublishedContent, Shown>();

/**
 * The content as pages show it at `now`: each fact named in braces filled in ("{worship time}" is
 * "Sundays at 10:30 AM"), and the list items that are not on the site then (`showFrom`,
 * `showUntil`) left out.
 */
export function shownContent(published: PublishedContent, now: number = Date.now()): PublishedContent {
  const cached = shown.get(published);
  if (cached && cached.from <= now && now < cached.until) return cached.value;
  const value = fillFacts(visibleAt(published, now), factValues(published));
  shown.set(published, {
    from: lastChangeBy(published, now) ?? Number.NEGATIVE_INFINITY,
    until: nextChangeAfter(published, now) ?? Number.POSITIVE_INFINITY,
    value,
  });
  return value;
}

/** The content with its facts filled in and every list item kept, those shown only at other times too. */
export function filledContent(published: PublishedContent): PublishedContent {
  return fillFacts(published, factValues(published));
}
