import { describe, expect, it } from "vitest";
import { datesIn, formatDateRange, isCalendarDate } from "./dates";

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
