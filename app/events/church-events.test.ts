import { describe, expect, it } from "vitest";
import { baptism } from "~/content/baptism";
import { calendars } from "~/content/calendars";
import { keyDates } from "~/content/key-dates";
import { outreachEvents } from "~/content/outreach-events";
import { site } from "~/content/site";
import { youth } from "~/content/youth";
import { churchEvents } from "./church-events";
import { calendarEntry } from "./ics.server";

const events = churchEvents();
const { uidDomain } = calendars;
const byId = (prefix: string) => {
  const event = events.find((candidate) => candidate.id.startsWith(prefix));
  if (!event) throw new Error(`no event ${prefix}`);
  return event;
};

describe("the church's events", () => {
  it("take names, times and places from content", () => {
    const worship = byId("worship");
    expect(worship.name).toBe(site.worship.experienceName);
    expect(worship.places).toEqual([expect.objectContaining({ name: site.worship.venue.name })]);
    expect(worship.when).toMatchObject({ kind: "weekly", day: "Sunday", time: site.worship.time });
    expect(byId("youth-worship").when).toMatchObject({ weeksOfMonth: youth.worship.weeksOfMonth });
    expect(byId("baptism-").when).toEqual({ kind: "timed", ...keyDates.baptism });
    expect(byId("impact-week-").when).toEqual({
      kind: "all-day",
      firstDay: keyDates.impactWeek.start,
      lastDay: keyDates.impactWeek.end,
    });
    expect(events.filter((event) => event.id.startsWith("outreach-"))).toHaveLength(outreachEvents.events.length);
  });

  it("give each event one description, the same in calendars and in search results", () => {
    const event = byId("baptism-");
    expect(event.description).toBe(baptism.hero.subtitle);
    expect(calendarEntry(event, "2025-11-01", uidDomain).description.split("\n\n")[0]).toBe(baptism.hero.subtitle);
  });

  it("link an outreach event's sign-up form only when there is one", () => {
    const closed = outreachEvents.events.find((event) => event.rsvpUrl === "#");
    const open = outreachEvents.events.find((event) => event.rsvpUrl?.startsWith("https://"));
    expect(byId(`outreach-${closed?.id}-`).signUp).toBeUndefined();
    expect(byId(`outreach-${open?.id}-`).signUp?.url).toBe(open?.rsvpUrl);
    const entry = calendarEntry(byId(`outreach-${closed?.id}-`), "2025-11-01", uidDomain);
    expect(entry.url).toBeUndefined();
    expect(entry.description).not.toContain(outreachEvents.available.signupLabel);
  });

  it("start a recurring service in calendars on its first meeting on or after the day given", () => {
    // Saturday 21 November 2026: the next Sunday is the 22nd.
    expect(calendarEntry(byId("worship"), "2026-11-21", uidDomain)).toMatchObject({
      start: "2026-11-22T10:30:00",
      end: "2026-11-22T11:45:00",
      rrule: "FREQ=WEEKLY;BYDAY=SU",
    });
    expect(calendarEntry(byId("youth-worship"), "2026-11-21", uidDomain)).toMatchObject({
      rrule: "FREQ=MONTHLY;BYDAY=2SU,4SU",
    });
  });
});
