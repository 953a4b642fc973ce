// The church's events, each described once from app/content/: Sunday worship, Oxygen youth worship,
// the next baptism, Impact Week and the outreach events. The calendar files (ics.server.ts) and
// what search engines read (seo/structured-data.ts) are both written from these, so an event has
// one name, one description, one time and one place wherever it appears. Every fact below is read
// from content; none is written here.
import { baptismContent } from "~/content/baptism";
import { home } from "~/content/home";
import { impactWeekContent } from "~/content/impact-week";
import { keyDates } from "~/content/key-dates";
import { outreachEventsContent } from "~/content/outreach-events";
import { builtContent, type PublishedContent } from "~/content/published/content";
import type { Address, Weekday } from "~/content/schema/blocks";
import type { KeyDatesContent } from "~/content/schema/key-dates";
import type { OutreachEvent } from "~/content/schema/outreach-events";
import { site } from "~/content/site";
import { youth } from "~/content/youth";
import { signupUrl } from "~/lib/signup-link";
import { addDays, localPart } from "./local-time";
import { calendarPaths, outreachEventCalendarPath } from "./paths";

/** A place's address; content writes some places with only their city. */
export type PlaceAddress = Omit<Address, "name" | "street" | "zip"> & Partial<Pick<Address, "street" | "zip">>;

export interface EventPlace {
  name: string;
  address?: PlaceAddress;
  coordinates?: { lat: number; lng: number };
}

export type EventTime =
  /** Every week, or on some weeks of each month ([2, 4]: the 2nd and 4th), at a clock time. */
  | { kind: "weekly"; day: Weekday; time: string; durationMinutes: number; weeksOfMonth?: number[] }
  /** ISO 8601 timestamps with the church's offset: "2025-12-06T08:00:00-05:00". */
  | { kind: "timed"; startsAt: string; endsAt: string }
  /** Whole days, YYYY-MM-DD, the last one included. */
  | { kind: "all-day"; firstDay: string; lastDay: string };

export interface ChurchEvent {
  /** Stays the same from build to build, so a calendar updates the event instead of adding it again. */
  id: string;
  /** The page that shows the event's date, and the event's fragment there. */
  page?: { path: string; fragment: string };
  /** Where the event's own .ics file is served. */
  calendarPath: string;
  name: string;
  description: string;
  /** Further paragraphs, for a calendar entry, which has room for them. */
  moreDetails: string[];
  when: EventTime;
  /** Where it happens; Impact Week happens wherever its outreach events do. */
  places: EventPlace[];
  /** A service that can also be joined online. */
  online?: { label: string; url: string };
  /** Registration or sign-up; a path is on this site. */
  signUp?: { label: string; url: string; spotsLeft?: number };
  images: string[];
}

const venue = (): EventPlace => ({
  name: site.worship.venue.name,
  address: site.worship.venue,
  coordinates: site.worship.coordinates,
});

export function worshipEvent(): ChurchEvent {
  const { worship } = site;
  return {
    id: "worship",
    calendarPath: calendarPaths.worship,
    name: worship.experienceName,
    description: site.description,
    moreDetails: [],
    when: { kind: "weekly", day: worship.day, time: worship.time, durationMinutes: worship.durationMinutes },
    places: [venue()],
    online: { label: home.welcome.joinOnlineLabel, url: site.links.liveStream },
    images: [],
  };
}

function youthWorshipEvent(): ChurchEvent {
  const { worship } = youth;
  return {
    id: "youth-worship",
    calendarPath: calendarPaths.youthWorship,
    name: worship.title,
    description: worship.body,
    moreDetails: [],
    when: {
      kind: "weekly",
      day: worship.day,
      time: worship.time,
      durationMinutes: worship.durationMinutes,
      weeksOfMonth: worship.weeksOfMonth,
    },
    // Oxygen meets where the church meets (youth.ts says so in its text).
    places: [venue()],
    images: [],
  };
}

export function baptismEvent(dates: KeyDatesContent = keyDates): ChurchEvent {
  const { startsAt, endsAt } = dates.baptism;
  const { registration, upcoming, hero } = baptismContent(dates);
  return {
    id: `baptism-${startsAt.slice(0, 10)}`,
    page: { path: "/baptism", fragment: "event" },
    calendarPath: calendarPaths.baptism,
    name: hero.title,
    description: hero.subtitle,
    moreDetails: [],
    when: { kind: "timed", startsAt, endsAt },
    places: [{ name: upcoming.venue.name, address: upcoming.venue }],
    signUp: { label: registration.label, url: registration.href },
    images: [hero.image.src],
  };
}

/** Outreach events with a place; one done at home has none. */
function outreachPlaces(events: OutreachEvent[]): EventPlace[] {
  const places = new Map<string, EventPlace>();
  for (const event of events) {
    if (event.address) places.set(event.location, { name: event.location, address: event.address });
  }
  return [...places.values()];
}

export function impactWeekEvent({ keyDates: dates, outreachEvents }: PublishedContent = builtContent): ChurchEvent {
  const { start, end } = dates.impactWeek;
  const { hero, meta, about } = impactWeekContent(dates);
  return {
    id: `impact-week-${start}`,
    page: { path: "/impact-week", fragment: "event" },
    calendarPath: calendarPaths.impactWeek,
    name: hero.title,
    description: meta.description,
    moreDetails: about.body,
    when: { kind: "all-day", firstDay: start, lastDay: end },
    places: outreachPlaces(outreachEvents),
    signUp: { label: hero.getInvolved.label, url: hero.getInvolved.href },
    images: [hero.image.src],
  };
}

function outreachEvent(event: OutreachEvent, signupLabel: string): ChurchEvent {
  const url = signupUrl(event.rsvpUrl);
  // Content ends an all-day event at the start of the next day, as calendars do; here the last
  // day is named, as people (and schema.org) say it.
  const days = () => {
    const firstDay = localPart(event.startsAt).slice(0, 10);
    return { firstDay, lastDay: addDays(localPart(event.endsAt).slice(0, 10), -1) };
  };
  return {
    id: `outreach-${event.id}-${event.startsAt.slice(0, 10)}`,
    page: { path: "/outreach-events", fragment: event.id },
    calendarPath: outreachEventCalendarPath(event.id),
    name: event.title,
    description: event.description,
    moreDetails: [],
    when: event.allDay
      ? { kind: "all-day", ...days() }
      : { kind: "timed", startsAt: event.startsAt, endsAt: event.endsAt },
    places: [{ name: event.location, ...(event.address && { address: event.address }) }],
    ...(url && { signUp: { label: signupLabel, url, spotsLeft: event.spotsLeft } }),
    images: [event.image.src],
  };
}

/**
 * Every event the site offers: the services, the baptism, Impact Week and each outreach event.
 * `published` is the build's content unless staff have published changes.
 */
export function churchEvents(published: PublishedContent = builtContent): ChurchEvent[] {
  return [
    worshipEvent(),
    youthWorshipEvent(),
    baptismEvent(published.keyDates),
    impactWeekEvent(published),
    ...outreachEventsList(published),
  ];
}

/** The outreach events, in the order /outreach-events lists them. */
export function outreachEventsList(published: PublishedContent = builtContent): ChurchEvent[] {
  const { available, events } = outreachEventsContent(published.keyDates, published.outreachEvents);
  return events.map((event) => outreachEvent(event, available.signupLabel));
}
