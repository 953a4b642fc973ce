// Dates and times as the church writes them, in a language's locale ("en-US", "es-US"): the words,
// their order and the ranges are Intl's, so a second language is a locale, not a new formatter.
// Zone-dependent formats are made for one time zone by `datesIn`, so the server's HTML and the
// browser's render agree wherever the visitor is.

/** The site's first locale, for callers that name none. */
const ENGLISH = "en-US";

/** ICU's narrow and thin spaces, as the site's text writes them: plain ones. */
const spaced = (text: string) => text.replace(/[\u202f\u2009]/g, " ");

/**
 * A formatter for a locale and options, made once and kept. Making one costs far more than using
 * it, in time and in memory outside the JavaScript heap (ICU's, freed only when the collector gets to
 * it): pages say a dozen dates each, and a server answering many at once grew by hundreds of MiB.
 * The options are the site's own few, so the kept ones are few.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, made);
  }
  return made;
}

function format(date: Date, options: Intl.DateTimeFormatOptions, zone: string, locale: string): string {
  return spaced(dateFormat(locale, { timeZone: zone, ...options }).format(date));
}

const dateOnly = (value: string) => new Date(`${value}T00:00:00Z`);

/**
 * The month beside a day on a card, by language: English abbreviates it ("Nov 21"); Spanish writes
 * it whole ("21 de noviembre"), since "21 de nov" reads as clipped.
 */
const CARD_MONTH: Record<string, "short" | "long"> = { en: "short", es: "long" };

/**
 * "November 16–22, 2025" for two calendar dates (YYYY-MM-DD); longer forms across months and years.
 * The days of one month are closed up, as the church has always printed them ("16–22").
 */
export function formatDateRange(start: string, end: string, locale = ENGLISH): string {
  const long = dateFormat(locale, { timeZone: "UTC", month: "long", day: "numeric", year: "numeric" });
  return spaced(long.formatRange(dateOnly(start), dateOnly(end))).replace(/(\d) – (\d)/, "$1–$2");
}

/**
 * The formats and checks that depend on a time zone, for one zone: the church binds its own once
 * (app/content-model/church-time.ts) so every page, calendar and check uses the same clocks.
 */
export function datesIn(timeZone: string, locale = ENGLISH) {
  const zoned = (date: Date, options: Intl.DateTimeFormatOptions) => format(date, options, timeZone, locale);
  const cardMonth = CARD_MONTH[new Intl.Locale(locale).language] ?? "short";
  const range = (start: Date, end: Date, options: Intl.DateTimeFormatOptions) =>
    spaced(dateFormat(locale, { timeZone, ...options }).formatRange(start, end));

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

  // An offset and a year are numbers, not words: read in one locale whatever the language.
  const offsetAt = (date: Date) => {
    const name = dateFormat(ENGLISH, { timeZone, timeZoneName: "longOffset" })
      .formatToParts(date)
      .find((part) => part.type === "timeZoneName")?.value;
    return name?.replace(/^GMT$/, "GMT+00:00").replace(/^GMT/, "") ?? "";
  };

  return {
    timeZone,
    formatLongDate,
    formatClockTime,
    /** "Saturday, December 6, 2025 at 8:00 AM" for an ISO 8601 instant. */
    formatDateTime: (instant: string) =>
      zoned(new Date(instant), {
        weekday: "long",
        month: "long",
        day: "numeric",
        year: "numeric",
        hour: "numeric",
        minute: "2-digit",
      }),
    /** "Saturday, December 6", for places where the year goes without saying. */
    formatWeekdayDate: (instant: string) =>
      zoned(new Date(instant), { weekday: "long", month: "long", day: "numeric" }),
    /** "Nov 21". */
    formatShortMonthDay: (instant: string) => zoned(new Date(instant), { month: "short", day: "numeric" }),
    /**
     * The days something runs, as the church's event cards write them: "Friday, Nov 21" for one day,
     * "Nov 16 – 22" for several ("viernes, 21 de noviembre", "16–22 de noviembre" in Spanish). `end`
     * is the moment it ends (an all-day event's midnight after).
     */
    formatDaySpan(start: string, end: string): string {
      const first = new Date(start);
      const last = new Date(Math.max(first.getTime(), new Date(end).getTime() - 1));
      const day = (date: Date) => zoned(date, { year: "numeric", month: "numeric", day: "numeric" });
      if (day(first) === day(last)) return zoned(first, { weekday: "long", month: cardMonth, day: "numeric" });
      return range(first, last, { month: cardMonth, day: "numeric" });
    },
    /** "5:00 – 7:00 PM", "11:30 AM – 1:30 PM": from when to when, on the zone's clocks. */
    formatTimeSpan: (start: string, end: string) =>
      range(new Date(start), new Date(end), { hour: "numeric", minute: "2-digit" }),
    offsetAt,
    /** The date in the zone at that instant, YYYY-MM-DD. */
    dateAt: (instant: Date) => dateFormat("en-CA", { timeZone }).format(instant),
    /** The year in the zone at that instant. */
    yearAt: (instant: Date) => Number(dateFormat(ENGLISH, { timeZone, year: "numeric" }).format(instant)),
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

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/**
 * How each language says "every such day at such time", from `dayNames` and the clock time. Intl
 * has no such phrase, so each of the site's languages (app/content-model/languages.ts) needs one here; a
 * language without one is refused rather than shown in English words (dates.test.ts walks them).
 */
const EVERY_WEEK: Record<string, (days: string, time: string) => string> = {
  en: (days, time) => `${days} at ${time}`,
  es: (days, time) => `${days}, ${time}`,
};

/** A "10:30 AM" clock time as content keeps it, as a moment on the weekday content names. */
function weeklyMoment({ day, time }: { day: string; time: string }): Date {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(time);
  if (!match) throw new Error(`"${time}" is not a clock time like "10:30 AM"`);
  const hour = (Number(match[1]) % 12) + (match[3] === "PM" ? 12 : 0);
  return onWeekday(day, hour, Number(match[2]));
}

const clockOf = (at: Date, locale: string) => format(at, { hour: "numeric", minute: "2-digit" }, "UTC", locale);

/**
 * "Sundays at 10:30 AM" ("domingos, 10:30 a.m." in es-US): a weekly meeting on an English day name
 * and a "10:30 AM" clock time, as content keeps them.
 */
export function weeklyTime(worship: { day: string; time: string }, locale = ENGLISH): string {
  const at = weeklyMoment(worship);
  const say = EVERY_WEEK[new Intl.Locale(locale).language];
  if (!say) throw new Error(`app/lib/dates.ts says no "every week" phrase for ${locale}: add one to EVERY_WEEK`);
  return say(dayNames(worship.day, locale), clockOf(at, locale));
}

/** A "10:30 AM" clock time as content keeps it, as the locale writes it ("10:30 a.m." in es-US). */
export const clockTime = (time: string, locale = ENGLISH) => clockOf(weeklyMoment({ day: "Sunday", time }), locale);

/** A moment on the weekday content names in English ("Sunday"), read in UTC. */
function onWeekday(day: string, hour = 0, minute = 0): Date {
  const weekday = WEEKDAYS.indexOf(day as (typeof WEEKDAYS)[number]);
  if (weekday < 0) throw new Error(`"${day}" is not a day of the week like Sunday`);
  // 2023-01-01 was a Sunday.
  return new Date(Date.UTC(2023, 0, 1 + weekday, hour, minute));
}

/** The name of a day of the week content keeps in English, as the locale says it ("domingo"). */
export const dayName = (day: string, locale = ENGLISH) => format(onWeekday(day), { weekday: "long" }, "UTC", locale);

/**
 * Every such day of the week, as the locale says it: "Sundays", "domingos", "lunes". Intl has no
 * plural of a weekday; English and Spanish both add an s, but to a Spanish day not ending in one.
 */
export const dayNames = (day: string, locale = ENGLISH) => dayName(day, locale).replace(/([^s])$/, "$1s");

/** True for a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = dateOnly(value);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
