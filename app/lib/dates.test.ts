import { describe, expect, it } from "vitest";
import { languageCodes, languages } from "../content-model/languages";
import { clockTime, datesIn, dayNames, formatDateRange, isCalendarDate, weeklyTime } from "./dates";

const {
  formatClockTime,
  formatLongDate,
  formatShortMonthDay,
  formatWeekdayDate,
  isTimestamp: isNewYorkTimestamp,
} = datesIn("America/New_York");

describe("dates in the church's time zone", () => {
  it("writes a range within one month compactly, and longer ranges in full", () => {
    expect(formatDateRange("2025-11-16", "2025-11-22")).toBe("November 16–22, 2025");
    expect(formatDateRange("2025-11-30", "2025-12-02")).toBe("November 30 – December 2, 2025");
    expect(formatDateRange("2025-12-30", "2026-01-02")).toBe("December 30, 2025 – January 2, 2026");
    expect(formatDateRange("2025-12-06", "2025-12-06")).toBe("December 6, 2025");
  });

  it("writes an instant as New York sees it, with a plain space before AM/PM", () => {
    // 13:00 UTC is 8:00 AM in New York in December.
    expect(formatLongDate("2025-12-06T13:00:00Z")).toBe("Saturday, December 6, 2025");
    expect(formatWeekdayDate("2025-12-06T08:00:00-05:00")).toBe("Saturday, December 6");
    expect(formatClockTime("2025-12-06T08:00:00-05:00")).toBe("8:00 AM");
    expect(formatShortMonthDay("2025-11-21T17:00:00-05:00")).toBe("Nov 21");
  });

  it("accepts a timestamp only with New York's offset for that date", () => {
    expect(isNewYorkTimestamp("2025-11-21T17:00:00-05:00")).toBe(true);
    expect(isNewYorkTimestamp("2025-07-04T17:00:00-04:00")).toBe(true);
    expect(isNewYorkTimestamp("2025-07-04T17:00:00-05:00")).toBe(false);
    expect(isNewYorkTimestamp("2025-11-21T17:00:00Z")).toBe(false);
    expect(isNewYorkTimestamp("2025-11-21 17:00")).toBe(false);
  });

  it("accepts only real calendar dates", () => {
    expect(isCalendarDate("2025-11-16")).toBe(true);
    expect(isCalendarDate("2025-02-30")).toBe(false);
    expect(isCalendarDate("16/11/2025")).toBe(false);
  });
});

describe("the same dates in another language's locale, by Intl", () => {
  const english = datesIn("America/New_York");
  const spanish = datesIn("America/New_York", "es-US");
  const saturdayMorning = "2025-12-06T08:00:00-05:00";

  it.each([
    ["a range in one month", formatDateRange("2025-11-16", "2025-11-22", "es-US"), "16–22 de noviembre de 2025"],
    [
      "a range across months",
      formatDateRange("2025-11-30", "2025-12-02", "es-US"),
      "30 de noviembre – 2 de diciembre de 2025",
    ],
    ["a long date", spanish.formatLongDate(saturdayMorning), "sábado, 6 de diciembre de 2025"],
    ["a date and time", spanish.formatDateTime(saturdayMorning), "sábado, 6 de diciembre de 2025, 8:00 a.m."],
    // The month in full: "16 de nov" reads as clipped in Spanish.
    [
      "a span of days",
      spanish.formatDaySpan("2025-11-16T00:00:00-05:00", "2025-11-23T00:00:00-05:00"),
      "16–22 de noviembre",
    ],
    [
      "a span of days across months",
      spanish.formatDaySpan("2025-11-30T00:00:00-05:00", "2025-12-03T00:00:00-05:00"),
      "30 de noviembre – 2 de diciembre",
    ],
    [
      "one day",
      spanish.formatDaySpan("2025-11-21T00:00:00-05:00", "2025-11-22T00:00:00-05:00"),
      "viernes, 21 de noviembre",
    ],
    ["a weekly time", weeklyTime({ day: "Sunday", time: "10:30 AM" }, "es-US"), "domingos, 10:30 a.m."],
    [
      "a weekly time on a Saturday evening",
      weeklyTime({ day: "Saturday", time: "6:00 PM" }, "es-US"),
      "sábados, 6:00 p.m.",
    ],
    ["a clock time", clockTime("7:00 PM", "es-US"), "7:00 p.m."],
    ["every Monday", dayNames("Monday", "es-US"), "lunes"],
    ["every Saturday", dayNames("Saturday", "es-US"), "sábados"],
  ])("writes %s in Spanish", (_, written, expected) => {
    expect(written).toBe(expected);
  });

  it.each([
    ["a date and time", english.formatDateTime(saturdayMorning), "Saturday, December 6, 2025 at 8:00 AM"],
    ["a span of days", english.formatDaySpan("2025-11-16T00:00:00-05:00", "2025-11-23T00:00:00-05:00"), "Nov 16 – 22"],
    ["one day", english.formatDaySpan("2025-11-21T00:00:00-05:00", "2025-11-22T00:00:00-05:00"), "Friday, Nov 21"],
    [
      "a span of hours",
      english.formatTimeSpan("2025-11-21T11:30:00-05:00", "2025-11-21T13:30:00-05:00"),
      "11:30 AM – 1:30 PM",
    ],
    [
      "a span of hours in the afternoon",
      english.formatTimeSpan("2025-11-21T17:00:00-05:00", "2025-11-21T19:00:00-05:00"),
      "5:00 – 7:00 PM",
    ],
    ["a weekly time", weeklyTime({ day: "Sunday", time: "10:30 AM" }), "Sundays at 10:30 AM"],
    ["a clock time", clockTime("7:00 PM"), "7:00 PM"],
    ["every Friday", dayNames("Friday"), "Fridays"],
  ])("keeps %s in English as the site has always written it", (_, written, expected) => {
    expect(written).toBe(expected);
  });
});

describe("a weekly time in every language the site is written in", () => {
  it.each(languageCodes)("says it in %s's own words", (code) => {
    const { locale } = languages[code];
    const said = weeklyTime({ day: "Sunday", time: "10:30 AM" }, locale);
    expect(said).toContain(dayNames("Sunday", locale));
    expect(said).toContain(clockTime("10:30 AM", locale));
    // Only English joins the two with "at"; another language's phrase is its own.
    if (!locale.startsWith("en")) expect(said).not.toMatch(/\bat\b/);
  });

  // "qaa": a code ISO 639 keeps for local use, which no real language of the site takes.
  it("refuses a language it has no phrase for, rather than saying it in English", () => {
    expect(() => weeklyTime({ day: "Sunday", time: "10:30 AM" }, "qaa")).toThrow(/EVERY_WEEK/);
  });
});
