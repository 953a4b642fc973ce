import { describe, expect, it } from "vitest";
import { defaultLanguage, type Language, languageCodes } from "~/content-model/languages";
import { builtContent } from "~/published/content";
import type { Publisher } from "~/publishing/publisher";
import { findFields, foundIn, MOST_FOUND, waitingToShow } from "./find-fields.server";

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

describe("finding fields across languages", () => {
  /** Every language's publisher, as the server gathers from them, each with the site's words. */
  const fromEvery = async <Each>(gather: (each: Publisher) => Promise<Each[]>) =>
    (
      await Promise.all(
        languageCodes.map((language) => gather({ language, current: () => builtContent } as unknown as Publisher)),
      )
    ).flat();
  const translator = (_slug: string, language: Language) => language !== defaultLanguage;

  it("lists, for one who translates every other language, each of them within the most it shows", async () => {
    // A third language for this test's run, beside the site's own: no language crowds another out.
    const codes = languageCodes as string[];
    codes.push("qaa");
    try {
      const found = await foundIn(fromEvery, "e", translator);
      expect(found).toHaveLength(MOST_FOUND);
      const languagesFound = new Set(found.map((field) => field.language));
      expect([...languagesFound].sort()).toEqual(codes.filter((code) => code !== defaultLanguage).sort());
      for (const code of languagesFound) {
        expect(found.filter((field) => field.language === code).length).toBeGreaterThanOrEqual(
          Math.floor(MOST_FOUND / languagesFound.size),
        );
      }
    } finally {
      codes.pop();
    }
  });

  it("finds a translator's fields by their English, and never an English field to edit", async () => {
    const found = await foundIn(fromEvery, "serve dinner", translator);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((field) => field.language !== defaultLanguage && field.words)).toBe(true);
    const editor = await foundIn(fromEvery, "serve dinner sign-up", () => true);
    expect(editor.map((field) => field.language)).toEqual([defaultLanguage]);
  });
});
