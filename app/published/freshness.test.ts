import { describe, expect, it } from "vitest";
import { type DatedContent, findStaleContent, formatStaleItem, staleContentReport } from "./freshness";

/** Dated content as it might look in spring 2026, every date still ahead. */
const current: DatedContent = {
  site: { copyrightYear: 2026 },
  keyDates: {
    impactWeek: { start: "2026-11-15", end: "2026-11-21" },
    baptism: { startsAt: "2026-12-05T08:00:00-05:00", endsAt: "2026-12-05T10:00:00-05:00" },
  },
  give: { annualReport: { year: 2025 } },
  outreachEvents: {
    events: [
      { title: "Serve Dinner", startsAt: "2026-11-20T17:00:00-05:00", endsAt: "2026-11-20T19:00:00-05:00" },
      { title: "Winter Gear & Food Drive", startsAt: "2026-11-21T11:30:00-05:00", endsAt: "2026-11-21T13:30:00-05:00" },
    ],
  },
};
const spring = new Date("2026-04-01T12:00:00-04:00");

describe("content freshness", () => {
  it("reports nothing while every date is ahead", () => {
    expect(findStaleContent(spring, current)).toEqual([]);
    expect(staleContentReport([])).toMatch(/^No dated content has passed/);
  });

  it("reports a planted past event with its file and field", () => {
    const events = [
      current.outreachEvents.events[0],
      { title: "Spring Clean-Up", startsAt: "2026-03-14T09:00:00-04:00", endsAt: "2026-03-14T12:00:00-04:00" },
    ].filter((event) => event !== undefined);
    const stale = findStaleContent(spring, { ...current, outreachEvents: { events } });
    expect(stale).toEqual([
      {
        file: "outreach-events.ts",
        field: "events[1].startsAt",
        message: '"Spring Clean-Up" (Saturday, March 14, 2026) has passed',
      },
    ]);
    expect(formatStaleItem(stale[0] as (typeof stale)[number])).toBe(
      'app/content/outreach-events.ts: events[1].startsAt: "Spring Clean-Up" (Saturday, March 14, 2026) has passed',
    );
  });

  it("counts an event as current until it ends, and Impact Week until its last day is over in New York", () => {
    const duringDinner = new Date("2026-11-20T18:00:00-05:00");
    expect(findStaleContent(duringDinner, current)).toEqual([]);
    const lastEveningOfImpactWeek = new Date("2026-11-21T23:59:00-05:00");
    expect(findStaleContent(lastEveningOfImpactWeek, current).map((item) => item.field)).toEqual([
      "events[0].startsAt",
      "events[1].startsAt",
    ]);
    const dayAfter = new Date("2026-11-22T00:00:00-05:00");
    expect(findStaleContent(dayAfter, current).map((item) => item.field)).toContain("impactWeek.start");
  });

  it("reports a past baptism, a copyright year that is over and an annual report a year out of date", () => {
    const lastDayOf2026 = new Date("2026-12-31T23:00:00-05:00");
    expect(findStaleContent(lastDayOf2026, current).map((item) => item.field)).not.toContain("copyrightYear");
    const nextJanuary = new Date("2027-01-02T12:00:00-05:00");
    const stale = findStaleContent(nextJanuary, current);
    expect(stale.map((item) => `${item.file} ${item.field}`)).toEqual(
      expect.arrayContaining(["key-dates.ts baptism.startsAt", "site.ts copyrightYear", "give.ts annualReport.year"]),
    );
    expect(stale.find((item) => item.field === "annualReport.year")?.message).toBe(
      "the 2025 annual report is more than a year old (the 2026 report is due)",
    );
  });

  it("finds the shipped content's past dates today, each named by file and field", () => {
    const report = staleContentReport(findStaleContent(new Date("2026-11-21T12:00:00-05:00")));
    expect(report).toContain("app/content/key-dates.ts: baptism.startsAt:");
    expect(report).toContain("app/content/key-dates.ts: impactWeek.start:");
    expect(report).toContain("app/content/give.ts: annualReport.year:");
    expect(report).toContain("app/content/site.ts: copyrightYear:");
  });
});
