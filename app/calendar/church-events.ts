// The church's events as calendars need them, gathered from app/content/: every name, time, place
// and date below is read from there, none is written here.
import { baptism } from "../content/baptism";
import { calendars } from "../content/calendars";
import { home } from "../content/home";
import { impactWeek } from "../content/impact-week";
import { keyDates } from "../content/key-dates";
import { outreachEvents } from "../content/outreach-events";
import type { Weekday } from "../content/schema";
import { site } from "../content/site";
import { youth } from "../content/youth";
import { formatAddressOneLine } from "../lib/address";
import { signupUrl } from "../lib/signup-link";
import {
  addDays,
  addMinutes,
  clockTo24h,
  firstMeeting,
  type LocalDateTime,
  localPart,
  newYorkDate,
  weekdayCode,
} from "./local-time";
import { calendarPaths, outreachEventCalendarPath } from "./paths";

interface EventDetails {
  /** Stays the same from build to build, so a calendar updates the event instead of adding it again. */
  uid: string;
  /** Where the event's own .ics file is served. */
  path: string;
  summary: string;
  description: string;
  location?: string;
  geo?: { lat: number; lon: number };
  url?: string;
}

export type ChurchEvent = EventDetails &
  (
    | { allDay?: false; start: LocalDateTime; end: LocalDateTime; rrule?: string }
    /** Dates written YYYY-MM-DD; `end` is the day after the last day, as RFC 5545 has it. */
    | { allDay: true; start: string; end: string }
  );

const uid = (name: string) => `${name}@${calendars.uidDomain}`;
const paragraphs = (...parts: Array<string | undefined>) => parts.filter(Boolean).join("\n\n");
const linkLine = (label: string, url: string | undefined) => (url ? `${label}: ${url}` : undefined);

/** A service that meets every week, or on some weeks of each month, from the first meeting on or after `today`. */
function recurring(
  today: string,
  meeting: { day: Weekday; time: string; durationMinutes: number; weeksOfMonth?: number[] },
) {
  const date = firstMeeting(today, meeting.day, meeting.weeksOfMonth);
  const start = `${date}T${clockTo24h(meeting.time)}`;
  const byDay = weekdayCode(meeting.day);
  const rrule = meeting.weeksOfMonth
    ? `FREQ=MONTHLY;BYDAY=${meeting.weeksOfMonth.map((week) => `${week}${byDay}`).join(",")}`
    : `FREQ=WEEKLY;BYDAY=${byDay}`;
  return { start, end: addMinutes(start, meeting.durationMinutes), rrule };
}

function worship(today: string): ChurchEvent {
  const { worship } = site;
  return {
    uid: uid("worship"),
    path: calendarPaths.worship,
    summary: worship.experienceName,
    description: paragraphs(site.description, linkLine(home.welcome.joinOnlineLabel, site.links.liveStream)),
    location: formatAddressOneLine(worship.venue),
    geo: { lat: worship.coordinates.lat, lon: worship.coordinates.lng },
    ...recurring(today, worship),
  };
}

function youthWorship(today: string): ChurchEvent {
  const { worship } = youth;
  return {
    uid: uid("youth-worship"),
    path: calendarPaths.youthWorship,
    summary: worship.title,
    description: worship.body,
    // Oxygen meets where the church meets (youth.ts says so in its text).
    location: formatAddressOneLine(site.worship.venue),
    geo: { lat: site.worship.coordinates.lat, lon: site.worship.coordinates.lng },
    ...recurring(today, worship),
  };
}

function baptismDay(): ChurchEvent {
  const { startsAt, endsAt } = keyDates.baptism;
  const { registration } = baptism;
  return {
    uid: uid(`baptism-${startsAt.slice(0, 10)}`),
    path: calendarPaths.baptism,
    summary: baptism.hero.title,
    description: paragraphs(baptism.hero.subtitle, linkLine(registration.label, registration.href)),
    location: formatAddressOneLine(baptism.upcoming.venue),
    url: registration.href,
    start: localPart(startsAt),
    end: localPart(endsAt),
  };
}

function impactWeekDays(): ChurchEvent {
  const { start, end } = keyDates.impactWeek;
  return {
    uid: uid(`impact-week-${start}`),
    path: calendarPaths.impactWeek,
    summary: impactWeek.hero.title,
    description: paragraphs(impactWeek.hero.tagline, ...impactWeek.about.body),
    allDay: true,
    start,
    end: addDays(end, 1),
  };
}

function outreachEvent(event: (typeof outreachEvents.events)[number]): ChurchEvent {
  const url = signupUrl(event.rsvpUrl);
  const details = {
    uid: uid(`outreach-${event.id}-${event.startsAt.slice(0, 10)}`),
    path: outreachEventCalendarPath(event.id),
    summary: event.title,
    description: paragraphs(event.description, linkLine(outreachEvents.available.signupLabel, url)),
    location: event.location,
    url,
  };
  const [start, end] = [localPart(event.startsAt), localPart(event.endsAt)];
  return event.allDay
    ? { ...details, allDay: true, start: start.slice(0, 10), end: end.slice(0, 10) }
    : { ...details, start, end };
}

/** Every event the site offers for calendars; `now` decides where the recurring services begin. */
export function churchEvents(now: Date): ChurchEvent[] {
  const today = newYorkDate(now);
  return [
    worship(today),
    youthWorship(today),
    baptismDay(),
    impactWeekDays(),
    ...outreachEvents.events.map(outreachEvent),
  ];
}
