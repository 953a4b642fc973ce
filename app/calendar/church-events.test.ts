import { describe, expect, it } from "vitest";
import { keyDates } from "../content/key-dates";
import { outreachEvents } from "../content/outreach-events";
import { site } from "../content/site";
import { youth } from "../content/youth";
import { churchEvents } from "./church-events";

const events = churchEvents(new Date("2026-11-21T17:00:00Z"));
const byUid = (prefix: string) => {
  const event = events.find((candidate) => candidate.uid.startsWith(prefix));
  if (!event) throw new Error(`no event ${prefix}`);
  return event;
};

describe("the church's events for calendars", () => {
  it("takes names, times and places from content", () => {
    const worship = byUid("worship@");
    expect(worship.summary).toBe(site.worship.experienceName);
    expect(worship.location).toContain(site.worship.venue.name);
    expect(worship).toMatchObject({ start: "2026-11-22T10:30:00", end: "2026-11-22T11:45:00" });
    expect(byUid("youth-worship@")).toMatchObject({
      summary: youth.worship.title,
      rrule: "FREQ=MONTHLY;BYDAY=2SU,4SU",
    });
    expect(byUid("baptism-")).toMatchObject({ start: keyDates.baptism.startsAt.slice(0, 19) });
    expect(events.filter((event) => event.uid.startsWith("outreach-"))).toHaveLength(outreachEvents.events.length);
  });

  it("links an outreach event's sign-up form only when there is one", () => {
    const closed = outreachEvents.events.find((event) => event.rsvpUrl === "#");
    const open = outreachEvents.events.find((event) => event.rsvpUrl?.startsWith("https://"));
    expect(byUid(`outreach-${closed?.id}-`).url).toBeUndefined();
    expect(byUid(`outreach-${open?.id}-`).url).toBe(open?.rsvpUrl);
    expect(byUid(`outreach-${closed?.id}-`).description).not.toContain(outreachEvents.available.signupLabel);
  });
});
