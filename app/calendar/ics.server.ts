// Writes the church's events as iCalendar (RFC 5545) files: one per event for "Add to calendar"
// links, and one feed with all of them that calendar apps can subscribe to. Build time only: the
// `.server` name keeps this and its libraries out of every browser bundle.
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import { ICalCalendar, ICalCalendarMethod, type ICalDayJsStub, escape as icalText } from "ical-generator";
import { calendars } from "../content/calendars";
import { site } from "../content/site";
import { type ChurchEvent, churchEvents } from "./church-events";
import type { LocalDateTime } from "./local-time";
import { calendarFeedPath } from "./paths";

const timeZone = "America/New_York";

/**
 * A New York clock time in the shape ical-generator accepts. Given a plain Date or string it would
 * read the clock of the machine running the build; this hands it the digits as they are.
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
  /** For a feed: its name and how often subscribers should refresh it. */
  feed?: { name: string; description: string; refreshHours: number };
}

export function icsCalendar(events: ChurchEvent[], { now, feed }: CalendarOptions): string {
  const calendar = new ICalCalendar({
    prodId: { company: site.name, product: "Website", language: "EN" },
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
      timezone: timeZone,
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

/** Each event's own file, and the feed of all of them at /calendar.ics. */
export function calendarFiles(now: Date = new Date(), events: ChurchEvent[] = churchEvents(now)): CalendarFile[] {
  return [
    ...events.map((event) => ({ path: event.path, body: icsCalendar([event], { now }) })),
    { path: calendarFeedPath, body: icsCalendar(events, { now, feed: calendars.feed }) },
  ];
}
