// When a weekly service is on, worked out for any moment and any visitor: the schedule is a day,
// a clock time and a length in the church's own time zone, so daylight-saving changes move the
// instant, never the local time. Pure: the home page and /watch use it in the browser
// (app/behaviours/service-status.ts), and tests use it with fixed instants.
//
// A browser's first time-zone formatter costs tens of milliseconds on a slow phone (it loads the
// zone data), long enough to hold up a tap. So the page carries the zone's offsets for the years
// ahead, worked out when it is rendered (zoneTable), and the browser only does arithmetic; past the
// table's end it falls back to the browser's own zone data.

export interface WeeklyService {
  /** "Sunday" */
  day: string;
  /** "10:30 AM" */
  time: string;
  durationMinutes: number;
  /** An IANA zone: "America/New_York" */
  timeZone: string;
}

export interface ServiceState {
  live: boolean;
  /** The occurrence on now (live) or the next one. */
  start: Date;
  end: Date;
}

const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Minutes after midnight for "10:30 AM". */
function minutesOfDay(time: string): number {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(time);
  if (!match) throw new Error(`"${time}" is not a time like "10:30 AM"`);
  const hour = (Number(match[1]) % 12) + (match[3] === "PM" ? 12 : 0);
  return hour * 60 + Number(match[2]);
}

// Making a formatter is far slower than using one (on a slow phone, tens of milliseconds for the
// dozen a status needs), so each is made once per zone and kept.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone} ${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat("en-US", { timeZone, ...options });
    formatters.set(key, made);
  }
  return made;
}

const WALL_CLOCK: Intl.DateTimeFormatOptions = {
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
};

/** The wall-clock date and time in `timeZone` at `instant`, as if it were UTC. */
function wallClock(instant: number, timeZone: string): number {
  const parts: Record<string, number> = Object.fromEntries(
    formatter(timeZone, WALL_CLOCK)
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  const part = (type: string) => parts[type] ?? 0;
  return Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
}

/** The zone's short name at `instant`: "EST", "EDT". */
function zoneNameAt(instant: number, timeZone: string): string {
  return (
    formatter(timeZone, { timeZoneName: "short" })
      .formatToParts(instant)
      .find((part) => part.type === "timeZoneName")?.value ?? ""
  );
}

/** The instant at which the wall clock in `timeZone` reads `wall` (a UTC-coded date and time). */
function instantOf(wall: number, timeZone: string, table?: ZoneTable): number {
  // The zone's offset at a first guess, then at the corrected instant (it differs across a change).
  let instant = wall - (wallClockIn(wall, timeZone, table) - wall);
  instant = wall - (wallClockIn(instant, timeZone, table) - instant);
  return instant;
}

/** Each change of the zone's UTC offset: from `at` (ms), `offset` minutes and its short name. */
export interface ZoneTable {
  until: number;
  changes: { at: number; offset: number; name: string }[];
}

/** The zone's offsets from `from` for `years` years, found with the zone data of the renderer. */
export function zoneTable(timeZone: string, from: Date, years = 6): ZoneTable {
  const HOUR = 60 * MINUTE;
  const offsetAt = (instant: number) => (wallClock(instant, timeZone) - Math.floor(instant / 1000) * 1000) / MINUTE;
  const start = Math.floor(from.getTime() / HOUR) * HOUR;
  const until = start + years * 365 * DAY;
  const nameAt = (instant: number) => zoneNameAt(instant, timeZone);
  const changes = [{ at: start, offset: offsetAt(start), name: nameAt(start) }];
  for (let day = start; day < until; day += DAY) {
    if (offsetAt(day + DAY) === offsetAt(day)) continue;
    // The hour of the change within that day.
    let hour = day;
    while (offsetAt(hour + HOUR) === offsetAt(day)) hour += HOUR;
    changes.push({ at: hour + HOUR, offset: offsetAt(hour + HOUR), name: nameAt(hour + HOUR) });
  }
  return { until, changes };
}

function tableEntry(instant: number, table: ZoneTable | undefined) {
  if (!table || instant < (table.changes[0]?.at ?? 0) || instant >= table.until) return undefined;
  let found = table.changes[0];
  for (const change of table.changes) if (change.at <= instant) found = change;
  return found;
}

/** The wall clock as UTC-coded time, from the table when it covers `instant`. */
function wallClockIn(instant: number, timeZone: string, table?: ZoneTable): number {
  const entry = tableEntry(instant, table);
  return entry ? instant + entry.offset * MINUTE : wallClock(instant, timeZone);
}

export function serviceState(now: Date, service: WeeklyService, table?: ZoneTable): ServiceState {
  const weekday = DAYS.indexOf(service.day);
  if (weekday === -1) throw new Error(`"${service.day}" is not a day of the week`);
  const startMinutes = minutesOfDay(service.time);
  const today = wallClockIn(now.getTime(), service.timeZone, table);
  const midnight = today - (today % DAY);
  // Yesterday's service may still be running past midnight; otherwise one of the next seven days.
  for (let offset = -1; offset <= 7; offset++) {
    const date = midnight + offset * DAY;
    if (new Date(date).getUTCDay() !== weekday) continue;
    const start = instantOf(date + startMinutes * MINUTE, service.timeZone, table);
    const end = start + service.durationMinutes * MINUTE;
    if (now.getTime() < end) return { live: now.getTime() >= start, start: new Date(start), end: new Date(end) };
  }
  throw new Error("no occurrence found within a week");
}

/**
 * The words of "Sunday at 10:30 AM EST, in 2 days" in a language: the page's own (each language's
 * are in app/components/page-words.ts) travel to the browser in the page, and this makes no
 * formatter to say them (a relative-time formatter costs a phone tens of milliseconds).
 */
export interface ServiceWords {
  today: string;
  tomorrow: string;
  /** The days of the week as said in "{day}", Sunday first: "Sunday", "el domingo". */
  weekdays: string[];
  /** The day and the clock: said at one o'clock, then at any other hour ("a la 1:00", "a las 2:00"). */
  at: [string, string];
  am: string;
  pm: string;
  /**
   * The zone said after the clock, the same all year ("hora del Este"); without it, the zone's
   * short name on that date, as English writes it ("EST", "EDT").
   */
  zone?: string;
  /** How long until it starts, "{count}" of each: said of one, then of any other number. */
  minutes: [string, string];
  hours: [string, string];
  days: [string, string];
}

export const serviceWordsInEnglish: ServiceWords = {
  today: "today",
  tomorrow: "tomorrow",
  weekdays: DAYS,
  at: ["{day} at {clock}", "{day} at {clock}"],
  am: "AM",
  pm: "PM",
  minutes: ["in {count} minute", "in {count} minutes"],
  hours: ["in {count} hour", "in {count} hours"],
  days: ["in {count} day", "in {count} days"],
};

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

/** "Sunday at 10:30 AM EST" in the service's own zone, "today" and "tomorrow" when they apply. */
export function describeStart(
  start: Date,
  now: Date,
  timeZone: string,
  table?: ZoneTable,
  words: ServiceWords = serviceWordsInEnglish,
): { when: string; relative: string } {
  const dayGap = Math.round((wallDate(start, timeZone, table) - wallDate(now, timeZone, table)) / DAY);
  const entry = tableEntry(start.getTime(), table);
  // The clock on the church's wall, from the page's table or, past its end, the browser's zone data.
  const wall = new Date(entry ? start.getTime() + entry.offset * MINUTE : wallClock(start.getTime(), timeZone));
  const hours = wall.getUTCHours();
  const minutes = String(wall.getUTCMinutes()).padStart(2, "0");
  const zone = words.zone ?? (entry ? entry.name : zoneNameAt(start.getTime(), timeZone));
  const clock = `${hours % 12 || 12}:${minutes} ${hours < 12 ? words.am : words.pm} ${zone}`;
  const day = dayGap === 0 ? words.today : dayGap === 1 ? words.tomorrow : (words.weekdays[wall.getUTCDay()] ?? "");
  const minutesAway = Math.max(1, Math.ceil((start.getTime() - now.getTime()) / MINUTE));
  const relative =
    minutesAway < 60
      ? inTime(minutesAway, "minute", words)
      : minutesAway < 24 * 60
        ? inTime(Math.round(minutesAway / 60), "hour", words)
        : inTime(dayGap, "day", words);
  return { when: fill(words.at[hours % 12 === 1 ? 0 : 1], { day, clock }), relative };
}

/**
 * "in 2 days", as `Intl.RelativeTimeFormat("en-US")` says it (and "en 2 días" with Spanish words).
 * Written out because a browser's first relative-time formatter loads its locale data: about 50 ms
 * on this project's machines, on the home page's main thread just after it loads.
 */
export function inTime(
  count: number,
  unit: "minute" | "hour" | "day",
  words: ServiceWords = serviceWordsInEnglish,
): string {
  return fill(words[`${unit}s`][count === 1 ? 0 : 1], { count });
}

function wallDate(instant: Date, timeZone: string, table?: ZoneTable): number {
  const wall = wallClockIn(instant.getTime(), timeZone, table);
  return wall - (wall % DAY);
}
