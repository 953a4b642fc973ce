import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { groupsSchema } from "~/content/groups";
import { outreachEventSchema } from "~/content/outreach-events";
import { builtContent, shownContent } from "~/published/content";
import { baptism } from "./baptism";
import { groups } from "./groups";
import { next } from "./next";
import { outreachEvents } from "./outreach-events";
import { serve } from "./serve";

describe("ministry content", () => {
  it("writes each big date once: the home slides name Impact Week and the baptism, which key-dates.ts says", () => {
    const { home } = shownContent(builtContent);
    expect(home.heroSlides[0]?.subtitle).toMatch(/^November 16–22, 2025 · /);
    expect(home.heroSlides[1]?.subtitle).toMatch(/^Saturday, December 6 at 8:00 AM · /);
    const later = {
      ...builtContent.keyDates,
      baptism: { startsAt: "2026-01-10T09:00:00-05:00", endsAt: "2026-01-10T11:00:00-05:00" },
    };
    const moved = shownContent({ ...builtContent, keyDates: later });
    expect(moved.home.heroSlides[1]?.subtitle).toMatch(/^Saturday, January 10 at 9:00 AM · /);
  });

  it("has the nine groups, all open, joining outside the site except Ball Up Top, which joins through /events", () => {
    expect(groups.groups).toHaveLength(9);
    expect(groups.groups.every((group) => group.isOpen)).toBe(true);
    const ballUpTop = groups.groups.find((group) => group.name === "Ball Up Top");
    expect(ballUpTop?.joinLink).toBe("/events");
    for (const group of groups.groups.filter((g) => g !== ballUpTop)) expect(group.joinLink).toMatch(/^https:\/\//);
  });

  it("refuses a women's life group that is not for women", () => {
    const [first, ...rest] = groups.groups;
    if (!first) throw new Error("no groups");
    const broken = { ...groups, groups: [{ ...first, studyType: "Women's Life Group", category: "Men" }, ...rest] };
    const result = groupsSchema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["groups", 0, "category"]);
  });

  it("lists the six outreach events of the spec, with machine-readable times that agree with the cards", () => {
    expect(outreachEvents.events.map((event) => event.title)).toEqual([
      "Unhoused Outreach",
      "Pack with Purpose: Care from Anywhere",
      "Serve Dinner",
      "Serve with A Wider Circle",
      "Winter Gear & Food Drive",
      "Serve with A Wider Circle",
    ]);
    for (const event of outreachEvents.events) expect(outreachEventSchema.safeParse(event).success).toBe(true);
  });

  it("refuses an event whose card date, offset or end disagrees with its times", () => {
    const event = outreachEvents.events[2];
    if (!event) throw new Error("no event");
    const issues = (changes: object) =>
      outreachEventSchema.safeParse({ ...event, ...changes }).error?.issues.map((i) => i.path.join("."));
    expect(issues({ date: "Friday, Nov 20" })).toEqual(["date"]);
    expect(issues({ startsAt: "2025-11-21T17:00:00-04:00" })).toContain("startsAt");
    expect(issues({ endsAt: "2025-11-21T16:00:00-05:00" })).toEqual(["endsAt"]);
  });

  it("says three NEXT sessions everywhere", () => {
    expect(next.sessions.items.map((s) => s.title)).toEqual([
      "Become a Member",
      "Discover Your Uniqueness",
      "Develop Your Leadership",
    ]);
    expect(next.meta.description).toContain("three sessions");
    expect(next.hero.subtitle).toMatch(/^Three sessions/);
  });

  it("has the nine serving teams", () => {
    expect(serve.teams.items.map((team) => team.title)).toEqual([
      "Worship",
      "Oxygen Youth",
      "Prayer Team",
      "Guest Services",
      "Production",
      "Children's Ministry",
      "Video Team",
      "Outreach Team",
      "Marketing Team",
    ]);
  });

  it("ships the parental consent form the baptism page offers", () => {
    expect(existsSync(join(process.cwd(), "public", baptism.consent.form.href))).toBe(true);
  });
});
