import { describe, expect, it } from "vitest";
import { builtContent } from "~/published/content";
import { findFields, MOST_FOUND, waitingToShow } from "./find-fields.server";

describe("finding a field from the editor's front page", () => {
  it("finds a field by words of its label, its item and its value, all of them", () => {
    const found = findFields(builtContent, "serve dinner SIGN-UP");
    expect(found).toEqual([
      expect.objectContaining({
        slug: "outreach-events",
        name: "events[2].rsvpUrl",
        label: "Event 3: Serve Dinner: Sign-up link",
      }),
    ]);
    expect(findFields(builtContent, "Northwood Ridge").length).toBeGreaterThan(0);
    expect(findFields(builtContent, "no such words anywhere")).toEqual([]);
    expect(findFields(builtContent, "   ")).toEqual([]);
    // One letter is in nearly everything: the list stops at its most.
    expect(findFields(builtContent, "e")).toHaveLength(MOST_FOUND);
  });

  it("finds words with or without their accents, and shows the value from a little before them", () => {
    const long = `${"Una frase larga que no dice nada todavía. ".repeat(3)}Oramos por los niños cada domingo.`;
    const about = builtContent.about;
    const content = { ...builtContent, about: { ...about, vision: { ...about.vision, statement: long } } };
    for (const query of ["ninos cada", "NIÑOS cada", "niños"]) {
      const found = findFields(content, query).find(
        (field) => field.slug === "about" && field.name === "vision.statement",
      );
      expect(found, query).toBeDefined();
      expect(found?.value).toMatch(/^….*niños cada domingo\.$/);
      expect(found?.words).toBe(true);
    }
    expect(findFields(builtContent, "serve dinner sign-up")[0]?.words).toBe(false);
  });

  it("lists each list item whose “Show from” is still ahead", () => {
    const now = new Date("2026-11-27T15:00:00Z");
    expect(waitingToShow(builtContent, now)).toEqual([]);
    const slides = builtContent.home.heroSlides.map((slide, index) =>
      index === 1 ? { ...slide, showFrom: "2026-12-20T09:00:00-05:00" } : slide,
    );
    const waiting = waitingToShow({ ...builtContent, home: { ...builtContent.home, heroSlides: slides } }, now);
    expect(waiting).toEqual([
      expect.objectContaining({ slug: "home", item: "Home page", name: "heroSlides[1].showFrom" }),
    ]);
    expect(waiting[0]?.at).toContain("December 20, 2026");
    expect(
      waitingToShow({ ...builtContent, home: { ...builtContent.home, heroSlides: slides } }, new Date("2026-12-21")),
    ).toEqual([]);
  });
});
