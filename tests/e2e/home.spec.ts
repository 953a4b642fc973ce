import type { Page } from "@playwright/test";
import { pageWords } from "../../app/components/page-words";
import { home } from "../../app/content/home";
import { map as mapContent } from "../../app/content/map";
import { media } from "../../app/content/media";
import { site } from "../../app/content/site";
import { expect, gotoHydrated, openWithoutScript, slideInView as restingOn, test } from "./fixtures";

test.describe("hero carousel", () => {
  test("the first slide is in the HTML the server sends", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain(home.heroSlides[0]?.title);
    expect(html).toContain('aria-roledescription="carousel"');
  });

  test("arrows, dots and arrow keys move between slides, looping at both ends, focus staying on the control", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const carousel = page.getByRole("region", { name: home.heroLabel });
    const slide = (n: number) => carousel.getByRole("group", { name: new RegExp(`^${n} of 2`) });
    // The controls a visitor can reach: those of the slide shown (the other is inert).
    const shown = carousel.locator("[data-carousel-slide]:not([inert])");
    const dot = (n: number) => shown.getByRole("link", { name: new RegExp(`^Show slide ${n}`) });
    const impact = carousel.getByRole("link", { name: "Find a Way to Serve" });
    const baptism = carousel.getByRole("link", { name: "Sign Up for Baptism" });
    // Each step is let finish before the next: the controls travel with their slide.
    const restsOn = (n: number) => expect.poll(() => restingOn(carousel)).toBe(n);

    await expect(shown).toHaveCount(1);
    await expect(dot(1)).toHaveAttribute("aria-current", "true");
    await expect(impact).toHaveAttribute("href", "/outreach-events");
    await expect(slide(2)).toHaveAttribute("inert", "");

    await shown.getByRole("link", { name: "Next slide" }).click();
    await expect(slide(1)).toHaveAttribute("inert", "");
    await expect(dot(2)).toHaveAttribute("aria-current", "true");
    await restsOn(2);
    await expect(baptism).toBeInViewport({ ratio: 1 });
    await expect(baptism).toHaveAttribute("href", "/baptism");
    // The arrow pressed had focus; the same arrow on the slide now shown has it.
    await expect(slide(2).getByRole("link", { name: "Next slide" })).toBeFocused();

    // Looping: next from the last slide is the first, previous from the first is the last.
    await shown.getByRole("link", { name: "Next slide" }).click();
    await expect(slide(2)).toHaveAttribute("inert", "");
    await restsOn(1);
    await expect(impact).toBeInViewport({ ratio: 1 });
    await expect(baptism).not.toBeInViewport();
    await shown.getByRole("link", { name: "Previous slide" }).click();
    await expect(slide(1)).toHaveAttribute("inert", "");
    await restsOn(2);
    await expect(baptism).toBeInViewport({ ratio: 1 });

    await dot(1).click();
    await expect(slide(2)).toHaveAttribute("inert", "");
    await restsOn(1);
    await expect(carousel.getByText("Slide 1 of 2: Impact Week")).toBeAttached();
    await expect(slide(1).getByRole("link", { name: /^Show slide 1/ })).toBeFocused();

    await page.keyboard.press("ArrowRight");
    await expect(slide(1)).toHaveAttribute("inert", "");
    await expect(slide(2).getByRole("link", { name: /^Show slide 1/ })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(slide(2)).toHaveAttribute("inert", "");
    // The script's steps leave the address as it was.
    expect(new URL(page.url()).hash).toBe("");
  });

  test("a swipe moves to the next slide, which becomes the one announced and reachable", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await gotoHydrated(page, "/");
    const carousel = page.getByRole("region", { name: home.heroLabel });
    const strip = carousel.locator("[data-carousel-viewport]");
    const box = await strip.boundingBox();
    if (!box) throw new Error("the slides are not on screen");
    const slideInView = () => restingOn(carousel);
    await swipe(page, box, "left");
    // The browser's own scrolling first, then what the behaviour makes of it.
    await expect.poll(slideInView).toBe(2);
    await expect(carousel.getByRole("group", { name: /^1 of 2/ })).toHaveAttribute("inert", "");
    await expect(carousel.getByText("Slide 2 of 2: Baptism")).toBeAttached();
    const baptism = carousel.getByRole("link", { name: "Sign Up for Baptism" });
    await expect(baptism).toBeInViewport({ ratio: 1 });
    await baptism.focus();
    await expect(baptism).toBeFocused();

    await swipe(page, box, "right");
    await expect.poll(slideInView).toBe(1);
    await expect(carousel.getByText("Slide 1 of 2: Impact Week")).toBeAttached();
    await expect(carousel.getByRole("link", { name: "Find a Way to Serve" })).toBeInViewport({ ratio: 1 });
    await context.close();
  });

  test("arrow keys on a slide's own button leave focus where it is", async ({ page }) => {
    await gotoHydrated(page, "/");
    const carousel = page.getByRole("region", { name: home.heroLabel });
    const cta = carousel.getByRole("link", { name: "Find a Way to Serve" });
    const strip = carousel.locator("[data-carousel-viewport]");
    await cta.focus();
    for (const key of ["ArrowRight", "ArrowLeft", "ArrowRight"]) {
      // The browser starts scrolling a strip within a frame of an arrow key; a second is ample.
      await strip.evaluate((element) => {
        (window as unknown as { scrolled: Promise<boolean> }).scrolled = new Promise((resolve) => {
          element.addEventListener("scroll", () => resolve(true), { once: true });
          setTimeout(() => resolve(false), 1000);
        });
      });
      await page.keyboard.press(key);
      const scrolled = await page.evaluate(() => (window as unknown as { scrolled: Promise<boolean> }).scrolled);
      expect({ key, scrolled }).toEqual({ key, scrolled: false });
      await expect(cta).toBeFocused();
    }
    await expect(carousel.getByRole("group", { name: /^2 of 2/ })).toHaveAttribute("inert", "");
    await expect(cta).toBeInViewport({ ratio: 1 });
  });
});

test.describe("map", () => {
  test("loads Leaflet only when scrolled near, with a marker for the venue; blocked tiles are logged", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    const leafletRequests: string[] = [];
    page.on("request", (request) => request.url().includes("/assets/leaflet") && leafletRequests.push(request.url()));

    await gotoHydrated(page, "/");
    await page.waitForLoadState("networkidle");
    expect(leafletRequests).toEqual([]);

    const map = page.getByRole("region", { name: `Map showing ${site.worship.venue.name}` });
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator(".leaflet-marker-icon")).toHaveAttribute("title", site.worship.venue.name);
    await expect(map.getByText(site.worship.venue.name)).toBeVisible();
    expect(leafletRequests.length).toBeGreaterThan(0);
    await expect.poll(() => errors.some((e) => e.includes("map tiles could not load"))).toBe(true);
  });

  for (const [path, words] of Object.entries({ "/": pageWords.en, "/es": pageWords.es })) {
    test(`${path}: the map moves and zooms by its buttons, pressed by keyboard, and closing its label keeps the keyboard on the map`, async ({
      page,
    }) => {
      await gotoHydrated(page, path);
      const map = page.getByRole("region", { name: words.mapOf(site.worship.venue.name) });
      await map.scrollIntoViewIfNeeded();
      await expect(map.locator(".leaflet-marker-icon")).toBeVisible();
      const pane = map.locator(".leaflet-map-pane");
      const scrolled = await page.evaluate(() => window.scrollY);

      // Moving by pressing, not only by dragging (WCAG 2.5.7); Space presses a button and scrolls nothing.
      for (const direction of ["north", "west", "east", "south"] as const) {
        const before = await pane.getAttribute("style");
        await map.getByRole("button", { name: words.mapControls[direction] }).focus();
        await page.keyboard.press("Space");
        await expect.poll(() => pane.getAttribute("style")).not.toBe(before);
      }
      await map.getByRole("button", { name: words.mapControls.zoomIn }).focus();
      await page.keyboard.press("Space");
      // The tiles asked for are the next zoom's (the tile server's address holds the zoom).
      await expect
        .poll(() =>
          map
            .locator(".leaflet-tile")
            .evaluateAll(
              (tiles, zoom) => tiles.some((tile) => (tile.getAttribute("src") ?? "").includes(`/${zoom}/`)),
              mapContent.zoom + 1,
            ),
        )
        .toBe(true);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

      // The label's close button, by keyboard: the keyboard stays on the marker, which opens it again.
      const close = map.getByRole("button", { name: words.mapControls.closePopup });
      await close.focus();
      await page.keyboard.press("Space");
      await expect(map.locator(".leaflet-popup")).toHaveCount(0);
      await expect(map.locator(".leaflet-marker-icon")).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(map.locator(".leaflet-popup")).toHaveCount(1);
    });
  }

  test("if the map library cannot load, the failure is logged and the address and directions remain", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    await page.route("**/assets/leaflet-map*", (route) => route.abort());
    await gotoHydrated(page, "/");
    const map = page.getByRole("region", { name: `Map showing ${site.worship.venue.name}` });
    await map.scrollIntoViewIfNeeded();
    await expect.poll(() => errors.some((e) => e.includes("The map could not load"))).toBe(true);
    await expect(map).toHaveCount(0);
    await expect(page.getByRole("main").getByText(site.worship.venue.street)).toBeVisible();
    await expect(page.getByRole("link", { name: /Get Directions/ })).toBeVisible();
  });
});

test("the recent sermon loads its player only when play is pressed", async ({ page }) => {
  await gotoHydrated(page, "/");
  const video = media.videos.recentSermon;
  await expect(page.locator("iframe")).toHaveCount(0);
  await page.getByRole("button", { name: `Play video: ${video.title}` }).click();
  const player = page.locator(`iframe[title="${video.title}"]`);
  await expect(player).toHaveAttribute("src", `${video.embedUrl}?autoplay=1`);
  await expect(player).toBeFocused();
});

test("the page's security policy allows the map tiles and the media host", async ({ request }) => {
  const csp = (await request.get("/")).headers()["content-security-policy"] ?? "";
  expect(csp).toMatch(/img-src [^;]*https:\/\/tile\.openstreetmap\.org/);
  expect(csp).toMatch(/frame-src [^;]*https:\/\/subsplash\.com/);
});

test("without JavaScript the arrows and dots move the slides, and every slide's button can be reached", async ({
  browser,
}) => {
  const { page, close } = await openWithoutScript(browser, "/");
  const carousel = page.getByRole("region", { name: home.heroLabel });
  const slideInView = () => restingOn(carousel);
  const slide = (n: number) => carousel.getByRole("group", { name: new RegExp(`^${n} of 2`) });
  await slide(1).getByRole("link", { name: "Next slide" }).click();
  await expect.poll(slideInView).toBe(2);
  await slide(2)
    .getByRole("link", { name: /^Show slide 1/ })
    .click();
  await expect.poll(slideInView).toBe(1);
  await slide(1).getByRole("link", { name: "Previous slide" }).click();
  await expect.poll(slideInView).toBe(2);
  const second = carousel.getByRole("link", { name: home.heroSlides[1]?.ctaText ?? "" });
  await second.focus();
  await expect(second).toBeFocused();
  await expect(second).toBeInViewport();
  await close();
});

/** A finger dragged across the slides, as the browser's touch input sees it ("left" shows the next). */
async function swipe(page: Page, box: { x: number; y: number; width: number; height: number }, way: "left" | "right") {
  const cdp = await page.context().newCDPSession(page);
  const y = box.y + box.height / 2;
  // Four fifths of the strip in twenty moves: well past the halfway point where the browser snaps
  // to the next slide, even when a busy machine coalesces the moves or the first one goes to the
  // browser's touch slop.
  const step = (way === "left" ? -1 : 1) * box.width * 0.04;
  let x = box.x + box.width * (way === "left" ? 0.9 : 0.1);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  for (let move = 0; move < 20; move++) {
    x += step;
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y }] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}
