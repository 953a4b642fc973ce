// The site's typeface never holds up a first visit: the page is painted in the fallback face, which
// takes the same room, and Nunito Sans is fetched after that paint and applied one band of the page
// at a time, moving nothing; the scripts that enhance the page start after that. A visitor arriving
// from another page of the site, and one without JavaScript, get the typeface at once.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const FONT = /\/assets\/nunito-sans-latin-wght-normal-[\w-]+\.woff2$/;

type TypefaceRecord = {
  shift: number;
  markedAtContentLoaded: string;
  /** When each batch of bands was set in the typeface (a batch is one task's changes). */
  bandBatches: number[];
  appliedAt: number;
};

/** Records, from the first script the page runs, how the typeface is applied and what it moved. */
async function recordTypeface(page: Page) {
  await page.addInitScript(() => {
    const record: TypefaceRecord = { shift: 0, markedAtContentLoaded: "", bandBatches: [], appliedAt: 0 };
    (window as unknown as { typefaceRecord: TypefaceRecord }).typefaceRecord = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) record.shift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
    new MutationObserver((mutations) => {
      const now = performance.now();
      for (const mutation of mutations) {
        const target = mutation.target as Element;
        if (target === document.documentElement && !target.hasAttribute("data-typeface")) record.appliedAt = now;
      }
      if (mutations.some((m) => (m.target as Element).hasAttribute("data-typeface-on"))) record.bandBatches.push(now);
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-typeface", "data-typeface-on"] });
    document.addEventListener("DOMContentLoaded", () => {
      record.markedAtContentLoaded = document.documentElement.dataset.typeface ?? "";
    });
  });
}

/** Waits until the page is set in Nunito Sans, and tells when its font was fetched. */
async function typefaceArrived(page: Page) {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.typeface === undefined &&
      [...document.fonts].some((face) => face.family === "Nunito Sans Variable" && face.status === "loaded"),
  );
  return page.evaluate((fontPattern) => {
    const pattern = new RegExp(fontPattern);
    const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
    const font = performance
      .getEntriesByType("resource")
      .filter((entry) => pattern.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime);
    const record = (window as unknown as { typefaceRecord: TypefaceRecord }).typefaceRecord;
    const family = (selector: string) => getComputedStyle(document.querySelector(selector) as Element).fontFamily;
    return { paint, font, heading: family("h1"), footer: family("footer p"), ...record };
  }, FONT.source);
}

test("the HTML preloads no font, so the first paint waits for none", async ({ request }) => {
  const html = await (await request.get("/about-us")).text();
  expect(html).not.toMatch(/rel="preload"[^>]*\.woff2/);
  // Marked on the server, a page would never be set in the typeface without JavaScript.
  expect(html).not.toMatch(/<html[^>]*data-typeface/);
});

test("a first visit is painted before the font is fetched, then set in it band by band without moving", async ({
  page,
}) => {
  await recordTypeface(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/about-us", { waitUntil: "domcontentloaded" });
  const seen = await typefaceArrived(page);
  expect(seen.markedAtContentLoaded).toBe("pending");
  expect(seen.paint).toBeGreaterThan(0);
  // Fetched once, and only after the first paint.
  expect(seen.font).toHaveLength(1);
  expect(seen.font[0]).toBeGreaterThan(seen.paint ?? Number.POSITIVE_INFINITY);
  // The header, each section and the footer, each in a task of its own.
  expect(seen.bandBatches.length).toBeGreaterThanOrEqual(4);
  expect(seen.heading).toMatch(/^"Nunito Sans Variable"/);
  expect(seen.footer).toMatch(/^"Nunito Sans Variable"/);
  expect(seen.shift).toBeLessThanOrEqual(0.01);
});

test("from another page of the site the typeface is on before the first paint", async ({ page }) => {
  await page.goto("/about-us", { waitUntil: "domcontentloaded" });
  await typefaceArrived(page);
  await recordTypeface(page);
  await page.locator('main a[href="/core-beliefs"]').first().click();
  await page.waitForURL("**/core-beliefs");
  const seen = await typefaceArrived(page);
  expect(seen.markedAtContentLoaded).toBe("");
  expect(seen.bandBatches).toHaveLength(0);
  expect(seen.heading).toMatch(/^"Nunito Sans Variable"/);
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

test("the page's small behaviours start only once it is painted and set in its typeface", async ({ page }) => {
  await recordTypeface(page);
  await page.goto("/about-us", { waitUntil: "domcontentloaded" });
  await page.waitForFunction(() => document.querySelector(":not(:defined)") === null);
  const { paint, appliedAt, behaviours } = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.POSITIVE_INFINITY,
    appliedAt: (window as unknown as { typefaceRecord: TypefaceRecord }).typefaceRecord.appliedAt,
    behaviours: performance
      .getEntriesByType("resource")
      .filter((entry) => /\/assets\/behaviour-[\w-]+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime),
  }));
  expect(behaviours.length).toBeGreaterThan(0);
  expect(appliedAt).toBeGreaterThan(paint);
  for (const start of behaviours) expect(start).toBeGreaterThan(appliedAt);
});
