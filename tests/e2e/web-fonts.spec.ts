// The site's typeface is the stylesheet's business and holds up nothing (font-display: swap, from
// @fontsource-variable/nunito-sans): a first visit is painted in the fallback face, which takes the
// same room, and set in Nunito Sans when its file arrives, moving nothing; the scripts that enhance
// the page start once its pictures are in and it has been painted, font or no font. A visitor
// arriving from another page of the site has the file, and the page is set in it.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const FONT = /\/assets\/nunito-sans-latin-wght-normal-[\w-]+\.woff2$/;

/** Records, from the first script the page runs, how far anything moved. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const seen = { shift: 0 };
    (window as unknown as { shifts: typeof seen }).shifts = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) seen.shift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** Waits until the page is set in Nunito Sans, and tells when its font was fetched and what moved. */
async function typefaceArrived(page: Page) {
  await page.waitForFunction(() =>
    [...document.fonts].some((face) => face.family === "Nunito Sans Variable" && face.status === "loaded"),
  );
  return page.evaluate((fontPattern) => {
    const pattern = new RegExp(fontPattern);
    const heading = document.querySelector("h1") as HTMLElement;
    // The heading's words as wide as the page sets them, and as each face alone would.
    const width = (family: string) => {
      const words = document.createElement("span");
      words.textContent = heading.textContent;
      words.style.cssText = `font: inherit; font-family: ${family}; white-space: nowrap; position: absolute; visibility: hidden`;
      heading.append(words);
      const wide = words.getBoundingClientRect().width;
      words.remove();
      return wide;
    };
    const shown = width(getComputedStyle(heading).fontFamily);
    const setIn =
      Math.abs(shown - width('"Nunito Sans Variable"')) < Math.abs(shown - width('"Nunito Sans Fallback"'))
        ? "Nunito Sans"
        : "fallback";
    return {
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      font: performance
        .getEntriesByType("resource")
        .filter((entry) => pattern.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime),
      setIn,
      shift: (window as unknown as { shifts: { shift: number } }).shifts.shift,
    };
  }, FONT.source);
}

test("the HTML preloads no font and runs no script for it", async ({ request }) => {
  const html = await (await request.get("/about-us")).text();
  expect(html).not.toMatch(/rel="preload"[^>]*\.woff2/);
  expect(html).not.toMatch(/data-typeface|document\.fonts/);
});

test("a first visit is set in Nunito Sans once its file arrives, fetched once, and nothing moves", async ({ page }) => {
  await recordShifts(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/about-us", { waitUntil: "domcontentloaded" });
  const seen = await typefaceArrived(page);
  expect(seen.paint).toBeGreaterThan(0);
  expect(seen.font).toHaveLength(1);
  expect(seen.setIn).toBe("Nunito Sans");
  expect(seen.shift).toBeLessThanOrEqual(0.01);
});

test("the page is painted and its behaviours start while the font has not arrived", async ({ page }) => {
  // The font is held back until the page's behaviours are running.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(FONT, async (route) => {
    await held;
    await route.continue();
  });
  await recordShifts(page);
  // A phone, as the page budgets are measured (docs/benchmarks.md). At 1280 px the same late font
  // moves /about-us's text by 0.016, a swap the metric-matched fallback cannot make smaller.
  await page.setViewportSize({ width: 375, height: 800 });
  try {
    await page.goto("/about-us", { waitUntil: "domcontentloaded" });
    await page.waitForFunction(() => document.querySelector(":not(:defined)") === null);
    const state = await page.evaluate(() => ({
      painted: performance.getEntriesByName("first-contentful-paint").length,
      menu: customElements.get("site-menu") !== undefined,
      fontLoaded: [...document.fonts].some(
        (face) => face.family === "Nunito Sans Variable" && face.status === "loaded",
      ),
    }));
    expect(state).toEqual({ painted: 1, menu: true, fontLoaded: false });
  } finally {
    release();
  }
  // Arriving late, the font moves nothing on this page.
  expect((await typefaceArrived(page)).shift).toBeLessThanOrEqual(0.01);
});

test("from another page of the site the page is set in the typeface, and nothing moves", async ({ page }) => {
  await recordShifts(page);
  await page.goto("/about-us", { waitUntil: "domcontentloaded" });
  await typefaceArrived(page);
  await page.locator('main a[href="/core-beliefs"]').first().click();
  await page.waitForURL("**/core-beliefs");
  const seen = await typefaceArrived(page);
  expect(seen.setIn).toBe("Nunito Sans");
  expect(seen.shift).toBeLessThanOrEqual(0.01);
});

test("without JavaScript the typeface is still fetched and used", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const site = new URL(baseURL ?? "http://127.0.0.1").origin;
    await page.route(
      (url) => url.origin !== site,
      (route) => route.abort("blockedbyclient"),
    );
    // A browser fetches a font only for text set in it.
    const fetched = page.waitForResponse((response) => FONT.test(new URL(response.url()).pathname));
    await page.goto(`${site}/about-us`);
    expect((await fetched).status()).toBe(200);
  } finally {
    await context.close();
  }
});
