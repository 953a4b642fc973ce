// Dates and times as New York's clocks show them, without an offset: calendar files name the time
// zone beside the time (DTSTART;TZID=America/New_York:20251206T080000), and calendar apps work out
// the instant from it, daylight saving time included. Arithmetic here is on the clock face alone,
// so it does not depend on the time zone of the machine that builds the site.
import type { Weekday } from "~/content-model/blocks";

/** "2025-11-21T17:00:00": a time on New York's clocks. */
export type LocalDateTime = string;

const weekdays: Weekday[] = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** The two-letter day RRULE uses: "SU" for Sunday. */
export function weekdayCode(day: Weekday): string {
  return day.slice(0, 2).toUpperCase();
}

/** The clock part of "2025-11-21T17:00:00-05:00", whose offset the content schema has checked. */
export function localPart(timestamp: string): LocalDateTime {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})[+-]\d{2}:\d{2}$/.exec(timestamp);
  if (!match?.[1]) throw new Error(`not a timestamp with an offset: ${timestamp}`);
  return match[1];
}

/** "10:30 AM" → "10:30:00". */
export function clockTo24h(time: string): string {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(time);
  if (!match) throw new Error(`not a clock time like 10:30 AM: ${time}`);
  const hour = (Number(match[1]) % 12) + (match[3] === "PM" ? 12 : 0);
  return `${String(hour).padStart(2, "0")}:${match[2]}:00`;
}

// The clock face is held in a Date read and written as UTC, which has no daylight saving time.
const face = (local: string) => new Date(`${local.length === 10 ? `${local}T00:00:00` : local}Z`);

export function addMinutes(local: LocalDateTime, minutes: number): LocalDateTime {
  return new Date(face(local).getTime() + minutes * 60_000).toISOString().slice(0, 19);
}

/** Adds days to a date written YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  return addMinutes(date, days * 24 * 60).slice(0, 10);
}

/**
 * The first date on or after `from` that falls on `day` and, when `weeksOfMonth` is given, is that
 * month's 2nd, 4th... such day. A recurring event starts there: RFC 5545 wants its first date to
 * be one the rule itself produces.
 */
export function firstMeeting(from: string, day: Weekday, weeksOfMonth?: readonly number[]): string {
  // Even a month's 5th Sunday comes round several times a year.
  for (let offset = 0; offset < 366; offset++) {
    const date = addDays(from, offset);
    const parsed = face(date);
    const week = Math.ceil(parsed.getUTCDate() / 7);
    if (weekdays[parsed.getUTCDay()] === day && (!weeksOfMonth || weeksOfMonth.includes(week))) return date;
  }
  throw new Error(`no ${day} in weeks ${weeksOfMonth?.join(", ")} within a year of ${from}`);
}
