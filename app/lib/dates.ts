// Dates and times as the church writes them. Zone-dependent formats are made for one time zone by
// `datesIn`, so the server's HTML and the browser's render agree wherever the visitor is.
function format(date: Date, options: Intl.DateTimeFormatOptions, zone: string): string {
  // ICU puts a narrow no-break space before AM/PM; the site's text uses a plain one.
  return new Intl.DateTimeFormat("en-US", { timeZone: zone, ...options }).format(date).replace(/\u202f/g, " ");
}

const dateOnly = (value: string) => new Date(`${value}T00:00:00Z`);

/** ICU's narrow and thin spaces, as the site's text writes them: plain ones. */
const spaced = (text: string) => text.replace(/[\u202f\u2009]/g, " ");

/** "November 16–22, 2025" for two calendar dates (YYYY-MM-DD); longer forms across months and years. */
export function formatDateRange(start: string, end: string): string {
  const [from, to] = [dateOnly(start), dateOnly(end)];
  const part = (date: Date, options: Intl.DateTimeFormatOptions) => format(date, options, "UTC");
  const [fromYear, toYear] = [part(from, { year: "numeric" }), part(to, { year: "numeric" })];
  const [fromMonth, toMonth] = [part(from, { month: "long" }), part(to, { month: "long" })];
  const [fromDay, toDay] = [part(from, { day: "numeric" }), part(to, { day: "numeric" })];
  if (start === end) return `${fromMonth} ${fromDay}, ${fromYear}`;
  if (fromYear !== toYear) return `${fromMonth} ${fromDay}, ${fromYear} – ${toMonth} ${toDay}, ${toYear}`;
  if (fromMonth !== toMonth) return `${fromMonth} ${fromDay} – ${toMonth} ${toDay}, ${fromYear}`;
  return `${fromMonth} ${fromDay}–${toDay}, ${fromYear}`;
}

/**
 * The formats and checks that depend on a time zone, for one zone: the church binds its own once
 * (app/content/church-time.ts) so every page, calendar and check uses the same clocks.
 */
export function datesIn(timeZone: string) {
  const zoned = (date: Date, options: Intl.DateTimeFormatOptions) => format(date, options, timeZone);

  /** "Saturday, December 6, 2025" for an ISO 8601 instant. */
  const formatLongDate = (instant: string) =>
    zoned(new Date(instant), { weekday: "long", month: "long", day: "numeric", year: "numeric" });

  /** "8:00 AM". */
  const formatClockTime = (instant: string) => zoned(new Date(instant), { hour: "numeric", minute: "2-digit" });

  /** The zone's UTC offset at that moment: for New York "-05:00" in winter, "-04:00" in summer. */
  function isTimestamp(value: string): boolean {
    const match = timestamp.exec(value);
    const date = new Date(value);
    if (!match || Number.isNaN(date.getTime())) return false;
    return offsetAt(date) === match[3];
  }

  const offsetAt = (date: Date) => {
    const name = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
      .formatToParts(date)
      .find((part) => part.type === "timeZoneName")?.value;
    return name?.replace(/^GMT$/, "GMT+00:00").replace(/^GMT/, "") ?? "";
  };

  return {
    timeZone,
    formatLongDate,
    formatClockTime,
    /** "Saturday, December 6, 2025 at 8:00 AM" for an ISO 8601 instant. */
    formatDateTime: (instant: string) => `${formatLongDate(instant)} at ${formatClockTime(instant)}`,
    /** "Saturday, December 6", for places where the year goes without saying. */
    formatWeekdayDate: (instant: string) =>
      zoned(new Date(instant), { weekday: "long", month: "long", day: "numeric" }),
    /** "Nov 21". */
    formatShortMonthDay: (instant: string) => zoned(new Date(instant), { month: "short", day: "numeric" }),
    /**
     * The days something runs, as the church's event cards write them: "Friday, Nov 21" for one day,
     * "Nov 16 – 22" for several. `end` is the moment it ends (an all-day event's midnight after).
     */
    formatDaySpan(start: string, end: string): string {
      const first = new Date(start);
      const last = new Date(Math.max(first.getTime(), new Date(end).getTime() - 1));
      const day = (date: Date) => zoned(date, { year: "numeric", month: "numeric", day: "numeric" });
      if (day(first) === day(last)) return zoned(first, { weekday: "long", month: "short", day: "numeric" });
      return spaced(
        new Intl.DateTimeFormat("en-US", { timeZone, month: "short", day: "numeric" }).formatRange(first, last),
      );
    },
    /** "5:00 – 7:00 PM", "11:30 AM – 1:30 PM": from when to when, on the zone's clocks. */
    formatTimeSpan: (start: string, end: string) =>
      spaced(
        new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }).formatRange(
          new Date(start),
          new Date(end),
        ),
      ),
    offsetAt,
    /** The date in the zone at that instant, YYYY-MM-DD. */
    dateAt: (instant: Date) => new Intl.DateTimeFormat("en-CA", { timeZone }).format(instant),
    /** The year in the zone at that instant. */
    yearAt: (instant: Date) => Number(new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric" }).format(instant)),
    /** True for "2025-11-21T17:00:00-05:00" when -05:00 really is the zone's offset on that date. */
    isTimestamp,
    /**
     * "2025-12-06T08:00" (or "…T08:00:30"), a time on the zone's clocks (as a datetime-local field gives it), as
     * "2025-12-06T08:00:00-05:00"; undefined when it is not a time those clocks show.
     */
    timestampAt: (time: string): string | undefined => {
      if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(time)) return undefined;
      // To the second when given one ("2025-12-06T08:00:30", a time picker set to seconds).
      const local = time.length === 16 ? `${time}:00` : time;
      const asUtc = new Date(`${local}Z`);
      if (Number.isNaN(asUtc.getTime())) return undefined;
      // The zone's offset half a day either side covers any change of the clocks near that time.
      const day = 12 * 60 * 60 * 1000;
      const offsets = new Set([-day, 0, day].map((shift) => offsetAt(new Date(asUtc.getTime() + shift))));
      return [...offsets].map((offset) => `${local}${offset}`).find(isTimestamp);
    },
  };
}

const timestamp = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}):\d{2}([+-]\d{2}:\d{2})$/;

/** "Sundays at 10:30 AM": a weekly meeting as the church writes it. */
export function weeklyTime({ day, time }: { day: string; time: string }): string {
  return `${day}s at ${time}`;
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = dateOnly(value);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
