import { describe, expect, it } from "vitest";
import { describeStart, inTime, serviceState, zoneTable } from "./weekly-service";

const worship = { day: "Sunday", time: "10:30 AM", durationMinutes: 75, timeZone: "America/New_York" };

// Sundays in winter (EST, UTC-5) and in summer (EDT, UTC-4), and the two days the clocks change.
const sundays = [
  { season: "winter", date: "2026-01-18", offset: "-05:00" },
  { season: "summer", date: "2026-07-19", offset: "-04:00" },
  { season: "the day clocks go forward", date: "2026-03-08", offset: "-04:00" },
  { season: "the day clocks go back", date: "2026-11-01", offset: "-05:00" },
];

describe("whether the Sunday service is live", () => {
  for (const { season, date, offset } of sundays) {
    const at = (clock: string) => new Date(`${date}T${clock}:00${offset}`);
    it(`in ${season}: not yet at 10:29, live at 10:31 and 11:44, over at 11:46 New York time`, () => {
      expect(serviceState(at("10:29"), worship)).toEqual({ live: false, start: at("10:30"), end: at("11:45") });
      expect(serviceState(at("10:31"), worship)).toEqual({ live: true, start: at("10:30"), end: at("11:45") });
      expect(serviceState(at("11:44"), worship).live).toBe(true);
      const after = serviceState(at("11:46"), worship);
      expect(after.live).toBe(false);
      // The next one is a week later, at 10:30 on that Sunday's own clock.
      expect(after.start.getTime() - at("10:30").getTime()).toBeGreaterThanOrEqual(7 * 24 * 3600_000 - 3600_000);
      expect(
        new Intl.DateTimeFormat("en-US", {
          timeZone: "America/New_York",
          weekday: "long",
          hour: "numeric",
          minute: "2-digit",
        }).format(after.start),
      ).toBe("Sunday 10:30 AM");
    });
  }

  it("is the same instant whatever the zone of the computer asking", () => {
    // Tokyo's Monday 00:31 is New York's Sunday 10:31 in winter.
    expect(serviceState(new Date("2026-01-19T00:31:00+09:00"), worship).live).toBe(true);
  });

  it("finds the next Sunday from midweek, across the change to summer time", () => {
    const state = serviceState(new Date("2026-03-04T20:00:00-05:00"), worship);
    expect(state).toMatchObject({ live: false, start: new Date("2026-03-08T10:30:00-04:00") });
  });
});

describe("how the next service is described", () => {
  const zone = "America/New_York";
  it("names the day, the church's clock time and zone, and how long until it starts", () => {
    const start = new Date("2026-01-18T10:30:00-05:00");
    expect(describeStart(start, new Date("2026-01-16T09:00:00-05:00"), zone)).toEqual({
      when: "Sunday at 10:30 AM EST",
      relative: "in 2 days",
    });
    expect(describeStart(start, new Date("2026-01-17T20:00:00-05:00"), zone)).toEqual({
      when: "tomorrow at 10:30 AM EST",
      relative: "in 15 hours",
    });
    expect(describeStart(start, new Date("2026-01-18T10:29:00-05:00"), zone)).toEqual({
      when: "today at 10:30 AM EST",
      relative: "in 1 minute",
    });
    expect(describeStart(new Date("2026-07-19T10:30:00-04:00"), new Date("2026-07-13T12:00:00-04:00"), zone).when).toBe(
      "Sunday at 10:30 AM EDT",
    );
  });
});

describe("the zone table a page carries", () => {
  const table = zoneTable("America/New_York", new Date("2026-01-01T00:00:00Z"));

  it("holds each change of New York's clocks, at the instant it happens", () => {
    const changes2026 = table.changes.filter((c) => new Date(c.at).getUTCFullYear() === 2026);
    expect(changes2026.map((c) => [new Date(c.at).toISOString(), c.offset, c.name])).toEqual([
      ["2026-01-01T00:00:00.000Z", -300, "EST"],
      ["2026-03-08T07:00:00.000Z", -240, "EDT"],
      ["2026-11-01T06:00:00.000Z", -300, "EST"],
    ]);
  });

  it("gives the same answers as the zone data, without it", () => {
    for (const { date, offset } of sundays) {
      for (const clock of ["10:29", "10:31", "11:44", "11:46"]) {
        const now = new Date(`${date}T${clock}:00${offset}`);
        const state = serviceState(now, worship, table);
        expect(state).toEqual(serviceState(now, worship));
        expect(describeStart(state.start, now, worship.timeZone, table)).toEqual(
          describeStart(state.start, now, worship.timeZone),
        );
      }
    }
  });

  it("is not used past its end: the zone data answers instead", () => {
    const short = zoneTable("America/New_York", new Date("2026-01-01T00:00:00Z"), 0.1);
    const now = new Date("2026-07-19T10:31:00-04:00");
    expect(serviceState(now, worship, short)).toEqual(serviceState(now, worship));
  });
});

describe("how far away the next service is", () => {
  it("reads as the browser's own en-US relative time would, without making a formatter", () => {
    const intl = new Intl.RelativeTimeFormat("en-US", { numeric: "always" });
    for (const unit of ["minute", "hour", "day"] as const)
      for (let count = 0; count <= 60; count++) expect(inTime(count, unit)).toBe(intl.format(count, unit));
  });
});
