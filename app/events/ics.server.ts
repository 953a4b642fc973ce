// Writes the church's events as iCalendar (RFC 5545) files: one per event for "Add to calendar"
// links, and one feed with all of them that calendar apps can subscribe to. The build writes them,
// and the running server writes them again whenever staff publish a change (0016); the `.server`
// name keeps this and its libraries out of every browser bundle.
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import { ICalCalendar, ICalCalendarMethod, type ICalDayJsStub, escape as icalText } from "ical-generator";
import { formatAddressOneLine } from "~/content-model/address";
import { churchTimeZone, dateAt } from "~/content-model/church-time";
import { defaultLanguage, type Language, linkIn, pathIn } from "~/content-model/languages";
import { absoluteUrl } from "~/content-model/site-url";
import { builtContent, type PublishedContent, shownContent } from "~/published/content";
import { type ChurchEvent, churchEvents, type EventPlace, type EventTime } from "./church-events";
import {
  addDays,
  addMinutes,
  clockTo24h,
  firstMeeting,
  type LocalDateTime,
  localPart,
  weekdayCode,
} from "./local-time";
import { calendarFeedPath } from "./paths";

/** An event as a calendar entry holds it: clock times on the church's clocks, text in paragraphs. */
export type CalendarEntry = {
  uid: string;
  path: string;
  summary: string;
  description: string;
  location?: string;
  geo?: { lat: number; lon: number };
  url?: string;
} & (
  | { allDay?: false; start: LocalDateTime; end: LocalDateTime; rrule?: string }
  /** Dates written YYYY-MM-DD; `end` is the day after the last day, as RFC 5545 has it. */
  | { allDay: true; start: string; end: string }
);

const paragraphs = (...parts: Array<string | undefined>) => parts.filter(Boolean).join("\n\n");
// A link on this site, in the calendar's language, written with the address the site is built for
// (SITE_URL), as pages do.
const absolute = (url: string, language: Language) =>
  url.startsWith("/") ? absoluteUrl(linkIn(url, language).href) : url;
const linkLine = (link: { label: string; url: string } | undefined, language: Language) =>
  link && `${link.label}: ${absolute(link.url, language)}`;

/** The time of an event as a calendar has it; `today` is where a recurring service begins. */
function calendarTime(when: EventTime, today: string) {
  if (when.kind === "all-day") return { allDay: true as const, start: when.firstDay, end: addDays(when.lastDay, 1) };
  if (when.kind === "timed") return { start: localPart(when.startsAt), end: localPart(when.endsAt) };
  // RFC 5545 wants a recurring event's first date to be one its rule produces.
  const date = firstMeeting(today, when.day, when.weeksOfMonth);
  const start = `${date}T${clockTo24h(when.time)}`;
  const byDay = weekdayCode(when.day);
  const rrule = when.weeksOfMonth
    ? `FREQ=MONTHLY;BYDAY=${when.weeksOfMonth.map((week) => `${week}${byDay}`).join(",")}`
    : `FREQ=WEEKLY;BYDAY=${byDay}`;
  return { start, end: addMinutes(start, when.durationMinutes), rrule };
}

/** A place a maps app can find: the full address when there is a street, else the place's name. */
function location(place: EventPlace): string {
  const { address } = place;
  return address?.street && address.zip
    ? formatAddressOneLine({ ...address, name: place.name, street: address.street, zip: address.zip })
    : place.name;
}

/** `uidDomain` (content/calendars.ts) makes the entry's id, by which calendar apps know it again. */
export function calendarEntry(
  event: ChurchEvent,
  today: string,
  uidDomain: string,
  language: Language = defaultLanguage,
): CalendarEntry {
  // An event in several places (Impact Week) names none; its description says where.
  const place = event.places.length === 1 ? event.places[0] : undefined;
  return {
    uid: `${event.id}@${uidDomain}`,
    path: pathIn(event.calendarPath, language),
    summary: event.name,
    description: paragraphs(
      event.description,
      ...event.moreDetails,
      linkLine(event.online, language),
      linkLine(event.signUp, language),
    ),
    ...(place && { location: location(place) }),
    ...(place?.coordinates && { geo: { lat: place.coordinates.lat, lon: place.coordinates.lng } }),
    ...(event.signUp && { url: absolute(event.signUp.url, language) }),
    ...calendarTime(event.when, today),
  };
}

/**
 * A clock time on the church's clocks in the shape ical-generator accepts. Given a plain Date or
 * string it would read the clock of the machine running the build; this hands it the digits.
 */
function clockFace(local: LocalDateTime | string): ICalDayJsStub {
  const value = local.length === 10 ? `${local}T00:00:00` : local;
  return {
    format: (pattern) => (pattern === "YYYYMMDD" ? value.slice(0, 10) : value.slice(11)).replace(/[-:]/g, ""),
    isValid: () => true,
    // Only compared with the same event's other end, so the clock face stands in for the instant.
    toDate: () => new Date(`${value}Z`),
    toJSON: () => value,
  };
}

interface CalendarOptions {
  now: Date;
  /** Who writes the calendar: the church's name. */
  company: string;
  /** For a feed: its name and how often subscribers should refresh it. */
  feed?: { name: string; description: string; refreshHours: number };
  language?: Language;
}

export function icsCalendar(
  events: CalendarEntry[],
  { now, company, feed, language = defaultLanguage }: CalendarOptions,
): string {
  const calendar = new ICalCalendar({
    prodId: { company, product: "Website", language: language.toUpperCase() },
    // PUBLISH: these are announcements to copy into a calendar, not invitations to answer.
    method: ICalCalendarMethod.PUBLISH,
  });
  // A VTIMEZONE for every zone the events use. The calendar itself gets no zone name, or
  // ical-generator would write DTSTAMP as a local time, where RFC 5545 requires UTC.
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  if (feed) {
    // ical-generator writes these two as they are; their text needs RFC 5545 escaping.
    calendar.name(icalText(feed.name, false));
    calendar.description(icalText(feed.description, false));
    calendar.ttl(feed.refreshHours * 3600);
  }
  for (const event of events) {
    calendar.createEvent({
      id: event.uid,
      stamp: now,
      timezone: churchTimeZone,
      allDay: event.allDay ?? false,
      start: clockFace(event.start),
      end: clockFace(event.end),
      repeating: event.allDay ? null : (event.rrule ?? null),
      summary: event.summary,
      description: event.description,
      location: event.location ? { title: event.location, geo: event.geo } : null,
      url: event.url ?? null,
    });
  }
  return calendar.toString();
}

export interface CalendarFile {
  path: string;
  body: string;
}

/**
 * Each event's own file, and the feed of all of them at /calendar.ics, from the content as pages
 * show it at `now` (published/content.ts: shownContent).
 */
export function calendarFiles(
  now: Date = new Date(),
  content: PublishedContent = shownContent(builtContent, now.getTime()),
  language: Language = defaultLanguage,
): CalendarFile[] {
  const { calendars, site } = content;
  const entries = churchEvents(content).map((event) =>
    calendarEntry(event, dateAt(now), calendars.uidDomain, language),
  );
  const company = site.name;
  return [
    ...entries.map((entry) => ({ path: entry.path, body: icsCalendar([entry], { now, company, language }) })),
    {
      path: pathIn(calendarFeedPath, language),
      body: icsCalendar(entries, { now, company, feed: calendars.feed, language }),
    },
  ];
}
