// When a weekly service is on, worked out for any moment and any visitor: the schedule is a day,
// a clock time and a length in the church's own time zone, so daylight-saving changes move the
// instant, never the local time. Pure: the home page and /watch use it in the browser
// (app/behaviours/service-status.ts), and tests use it with fixed instants.

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

/** The instant at which the wall clock in `timeZone` reads `wall` (a UTC-coded date and time). */
function instantOf(wall: number, timeZone: string): number {
  // The zone's offset at a first guess, then at the corrected instant (it differs across a change).
  let instant = wall - (wallClock(wall, timeZone) - wall);
  instant = wall - (wallClock(instant, timeZone) - instant);
  return instant;
}

export function serviceState(now: Date, service: WeeklyService): ServiceState {
  const weekday = DAYS.indexOf(service.day);
  if (weekday === -1) throw new Error(`"${service.day}" is not a day of the week`);
  const startMinutes = minutesOfDay(service.time);
  const today = wallClock(now.getTime(), service.timeZone);
  const midnight = today - (today % DAY);
  // Yesterday's service may still be running past midnight; otherwise one of the next seven days.
  for (let offset = -1; offset <= 7; offset++) {
    const date = midnight + offset * DAY;
    if (new Date(date).getUTCDay() !== weekday) continue;
    const start = instantOf(date + startMinutes * MINUTE, service.timeZone);
    const end = start + service.durationMinutes * MINUTE;
    if (now.getTime() < end) return { live: now.getTime() >= start, start: new Date(start), end: new Date(end) };
  }
  throw new Error("no occurrence found within a week");
}

/** "Sunday at 10:30 AM EST" in the service's own zone, "today" and "tomorrow" when they apply. */
export function describeStart(start: Date, now: Date, timeZone: string): { when: string; relative: string } {
  const dayGap = Math.round((wallDate(start, timeZone) - wallDate(now, timeZone)) / DAY);
  const clock = formatter(timeZone, { hour: "numeric", minute: "2-digit", timeZoneName: "short" }).format(start);
  const weekday = formatter(timeZone, { weekday: "long" }).format(start);
  const day = dayGap === 0 ? "today" : dayGap === 1 ? "tomorrow" : weekday;
  const minutes = Math.max(1, Math.ceil((start.getTime() - now.getTime()) / MINUTE));
  const relativeFormat = new Intl.RelativeTimeFormat("en-US", { numeric: "always" });
  const relative =
    minutes < 60
      ? relativeFormat.format(minutes, "minute")
      : minutes < 24 * 60
        ? relativeFormat.format(Math.round(minutes / 60), "hour")
        : relativeFormat.format(dayGap, "day");
  return { when: `${day} at ${clock}`, relative };
}

function wallDate(instant: Date, timeZone: string): number {
  const wall = wallClock(instant.getTime(), timeZone);
  return wall - (wall % DAY);
}
