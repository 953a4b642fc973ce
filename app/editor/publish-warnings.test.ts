import { describe, expect, it } from "vitest";
import { builtContent } from "~/published/content";
import { editableItem } from "~/publishing/editable-items";
import { publishWarnings } from "./publish-warnings";

const now = new Date("2026-11-27T15:00:00Z");
const itemOf = (slug: string) => {
  const item = editableItem(slug);
  if (!item) throw new Error(`no item ${slug}`);
  return item;
};

describe("warnings before publishing", () => {
  const events = itemOf("outreach-events");
  const built = builtContent.outreachEvents;
  const [first] = built.events;
  if (!first) throw new Error("an event is expected");

  it("says nothing of an unchanged item, whatever it already had, nor when its items move", () => {
    // The built events are all past by now: that is the front page's "Needs attention", not this edit's.
    expect(publishWarnings(events, builtContent, built, now)).toEqual([]);
    expect(publishWarnings(events, builtContent, { ...built, events: [...built.events].reverse() }, now)).toEqual([]);
  });

  it("asks nothing of another language's form about the dates it cannot change: a past event's title translated is no news", () => {
    const translated = { ...built, events: built.events.map((event) => ({ ...event, title: `${event.title} (es)` })) };
    const english = publishWarnings(events, builtContent, translated, now);
    expect(english.map((warning) => warning.message)).toEqual(
      expect.arrayContaining([expect.stringContaining(`"${first.title} (es)"`)]),
    );
    expect(publishWarnings(events, builtContent, translated, now, "es")).toEqual([]);
  });

  it("names a day already past, a weekday the date does not fall on, and an event with no sign-up", () => {
    const coatDrive = {
      ...first,
      id: "coat-drive",
      title: "Coat Drive",
      date: "Friday, Jan 16",
      startsAt: "2027-01-15T10:00:00-05:00",
      endsAt: "2027-01-15T12:00:00-05:00",
      rsvpUrl: "#",
    };
    const lastYear = {
      ...first,
      id: "pie-sale",
      title: "Pie Sale",
      startsAt: "2025-11-20T10:00:00-05:00",
      endsAt: "2025-11-20T12:00:00-05:00",
    };
    const warnings = publishWarnings(
      events,
      builtContent,
      { ...built, events: [...built.events, coatDrive, lastYear] },
      now,
    );
    const count = built.events.length;
    expect(warnings).toEqual(
      expect.arrayContaining([
        {
          name: `events[${count}].date`,
          message:
            "Event 7: Coat Drive: Day on the card, in other words says “Friday, Jan 16”, but that date is a Saturday",
        },
        { name: `events[${count}].rsvpUrl`, message: expect.stringContaining("“Coat Drive” has no sign-up link") },
        {
          name: `events[${count + 1}].startsAt`,
          message: expect.stringContaining('"Pie Sale" (Thursday, November 20, 2025) has passed'),
        },
      ]),
    );
    // The right weekday, and "Fridays" for every week, are no warning.
    const right = publishWarnings(
      events,
      builtContent,
      { ...built, events: [{ ...coatDrive, date: "Friday, Jan 15", rsvpUrl: "https://example.org/coats" }] },
      now,
    );
    expect(right).toEqual([]);
  });

  it("names a link to a page the site does not have", () => {
    const home = itemOf("home");
    const slides = builtContent.home.heroSlides.map((slide, index) =>
      index === 0 ? { ...slide, ctaLink: "/christmas-eve" } : slide,
    );
    expect(publishWarnings(home, builtContent, { ...builtContent.home, heroSlides: slides }, now)).toEqual([
      { name: "heroSlides[0].ctaLink", message: "A link goes to /christmas-eve, which is not a page of the site" },
    ]);
  });
});
