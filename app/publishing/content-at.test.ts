import { describe, expect, it } from "vitest";
import { builtContent, shownContent } from "~/published/content";
import { contentAt } from "./content-at";

describe("the site as it will be at a moment ahead", () => {
  const at = Date.parse("2026-12-20T15:00:00Z");
  const { home } = builtContent;
  const [first, second] = home.heroSlides;
  if (!first || !second) throw new Error("two slides are expected");

  it("shows a slide whose time has come by then, whenever the preview is rendered, and not one gone", () => {
    const slides = [
      { ...first, title: "Christmas Eve", showFrom: "2026-12-19T00:00:00-05:00" },
      { ...second, title: "Advent", showUntil: "2026-12-18T00:00:00-05:00" },
    ];
    const then = contentAt({ ...builtContent, home: { ...home, heroSlides: slides } }, [], at);
    // Rendered now, before the slide's time: it is still there, and the one gone by then is not.
    const titles = shownContent(then, Date.parse("2026-11-27T15:00:00Z")).home.heroSlides.map((slide) => slide.title);
    expect(titles).toEqual(["Christmas Eve"]);
  });

  it("makes the changes scheduled by then on top of what is published, and leaves out one that would be held", () => {
    const scheduled = { ...home, welcome: { ...home.welcome, title: "Welcome home" } };
    const colliding = { ...home, heroSlides: [{ ...first, title: "Scheduled title" }, second] };
    const published = {
      ...builtContent,
      home: { ...home, heroSlides: [{ ...first, title: "Published since" }, second] },
    };
    const then = contentAt(
      published,
      [
        { id: 1, item: "home", data: scheduled, base: home },
        { id: 2, item: "home", data: colliding, base: home },
      ],
      at,
    );
    expect(then.home.welcome.title).toBe("Welcome home");
    expect(then.home.heroSlides[0]?.title).toBe("Published since");
  });
});
