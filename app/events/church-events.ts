// The church's events, each described once from app/content/: Sunday worship, Oxygen youth worship,
// the next baptism, Impact Week and the outreach events. The calendar files (ics.server.ts) and
// what search engines read (seo/structured-data.ts) are both written from these, so an event has
// one name, one description, one time and one place wherever it appears. Every fact below is read
// from content; none is written here.

import type { OutreachEvent } from "~/content/outreach-events";
import type { Address, Image, Weekday } from "~/content-model/blocks";
import { imageFile } from "~/lib/media-paths";
import { signupUrl } from "~/lib/signup-link";
import { builtContent, type PublishedContent, shownContent } from "~/published/content";
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

/** The content as the site shows it now, when a caller gives none. */
const shownNow = () => shownContent(builtContent);

const venue = ({ site }: PublishedContent): EventPlace => ({
  name: site.worship.venue.name,
  address: site.worship.venue,
  coordinates: site.worship.coordinates,
});

/** The files of a picture, for calendars and search engines, which need a file they can fetch. */
const imageFiles = (image: Image) => [imageFile(image)];

export function worshipEvent(content: PublishedContent = shownNow()): ChurchEvent {
  const { site, home } = content;
  const { worship } = site;
  return {
    id: "worship",
    calendarPath: calendarPaths.worship,
    name: worship.experienceName,
    description: site.description,
    moreDetails: [],
    when: { kind: "weekly", day: worship.day, time: worship.time, durationMinutes: worship.durationMinutes },
    places: [venue(content)],
    online: { label: home.welcome.joinOnlineLabel, url: site.links.liveStream },
    images: [],
  };
}

function youthWorshipEvent(content: PublishedContent): ChurchEvent {
  const { worship } = content.youth;
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
    places: [venue(content)],
    images: [],
  };
}

export function baptismEvent(content: PublishedContent = shownNow()): ChurchEvent {
  const { startsAt, endsAt } = content.keyDates.baptism;
  const { registration, upcoming, hero } = content.baptism;
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
    images: imageFiles(hero.image),
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

export function impactWeekEvent(content: PublishedContent = shownNow()): ChurchEvent {
  const { start, end } = content.keyDates.impactWeek;
  const { hero, meta, about } = content.impactWeek;
  return {
    id: `impact-week-${start}`,
    page: { path: "/impact-week", fragment: "event" },
    calendarPath: calendarPaths.impactWeek,
    name: hero.title,
    description: meta.description,
    moreDetails: about.body,
    when: { kind: "all-day", firstDay: start, lastDay: end },
    places: outreachPlaces(content.outreachEvents.events),
    signUp: { label: hero.getInvolved.label, url: hero.getInvolved.href },
    images: imageFiles(hero.image),
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
    images: imageFiles(event.image),
  };
}

/**
 * Every event the site offers: the services, the baptism, Impact Week and each outreach event.
 * `content` is the content as pages show it (published/content.ts: shownContent), the
 * build's unless staff have published changes.
 */
export function churchEvents(content: PublishedContent = shownNow()): ChurchEvent[] {
  return [
    worshipEvent(content),
    youthWorshipEvent(content),
    baptismEvent(content),
    impactWeekEvent(content),
    ...outreachEventsList(content),
  ];
}

/** The outreach events, in the order /outreach-events lists them. */
export function outreachEventsList(content: PublishedContent = shownNow()): ChurchEvent[] {
  const { available, events } = content.outreachEvents;
  return events.map((event) => outreachEvent(event, available.signupLabel));
}
