import { describe, expect, it } from "vitest";
import { dateAt } from "~/content-model/church-time";
import { addDays, addMinutes, clockTo24h, firstMeeting, localPart, weekdayCode } from "./local-time";

describe("New York clock times for calendars", () => {
  it("reads the clock times content writes", () => {
    expect(clockTo24h("10:30 AM")).toBe("10:30:00");
    expect(clockTo24h("12:15 PM")).toBe("12:15:00");
    expect(clockTo24h("12:05 AM")).toBe("00:05:00");
    expect(clockTo24h("7:00 PM")).toBe("19:00:00");
    expect(localPart("2025-11-21T17:00:00-05:00")).toBe("2025-11-21T17:00:00");
    expect(() => localPart("2025-11-21T17:00:00Z")).toThrow();
    expect(weekdayCode("Sunday")).toBe("SU");
  });

  it("adds minutes and days on the clock face, past midnight and past a daylight-saving switch", () => {
    expect(addMinutes("2026-11-22T10:30:00", 75)).toBe("2026-11-22T11:45:00");
    expect(addMinutes("2026-12-31T23:30:00", 45)).toBe("2027-01-01T00:15:00");
    // 14 March 2027 has 23 hours in New York, but its clock still goes from 1:30 to 3:30 in two hours.
    expect(addMinutes("2027-03-14T01:30:00", 120)).toBe("2027-03-14T03:30:00");
    expect(addDays("2025-11-22", 1)).toBe("2025-11-23");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });

  it("takes today's date as New York has it", () => {
    // 03:00 UTC on 22 November is still the evening of the 21st in New York.
    expect(dateAt(new Date("2026-11-22T03:00:00Z"))).toBe("2026-11-21");
    expect(dateAt(new Date("2026-11-22T05:00:00Z"))).toBe("2026-11-22");
  });

  it("finds the first meeting of a weekly service, today included", () => {
    expect(firstMeeting("2026-11-21", "Sunday")).toBe("2026-11-22");
    expect(firstMeeting("2026-11-22", "Sunday")).toBe("2026-11-22");
    expect(firstMeeting("2026-11-23", "Sunday")).toBe("2026-11-29");
  });

  it("finds the first 2nd or 4th Sunday, across the turn of a month", () => {
    // November 2026: Sundays 1, 8, 15, 22, 29. December 2026: 6, 13, 20, 27.
    expect(firstMeeting("2026-11-02", "Sunday", [2, 4])).toBe("2026-11-08");
    expect(firstMeeting("2026-11-09", "Sunday", [2, 4])).toBe("2026-11-22");
    expect(firstMeeting("2026-11-23", "Sunday", [2, 4])).toBe("2026-12-13");
    expect(firstMeeting("2026-11-23", "Sunday", [5])).toBe("2026-11-29");
  });
});
