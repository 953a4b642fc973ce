// The site's typeface never holds up a first visit: the page is painted in the fallback face, which
// takes the same room, and Nunito Sans is fetched and switched on after that paint, moving nothing.
// A visitor arriving from another page of the site, and one without JavaScript, get it at once.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const FONT = /\/assets\/nunito-sans-latin-wght-normal-[\w-]+\.woff2$/;

/** Records, from the first script the page runs, how much its layout has shifted. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const record = { shift: 0, fontsAtContentLoaded: "" };
    (window as unknown as { fontRecord: typeof record }).fontRecord = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) record.shift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
    document.addEventListener("DOMContentLoaded", () => {
      record.fontsAtContentLoaded = document.querySelector<HTMLLinkElement>("link[data-web-fonts]")?.media ?? "";
    });
  });
}

/** Waits until the page's text can be set in Nunito Sans, and tells when its font was fetched. */
async function typefaceArrived(page: Page) {
  await page.waitForFunction(
    () =>
      document.querySelector<HTMLLinkElement>("link[data-web-fonts]")?.media === "all" &&
      [...document.fonts].some((face) => face.family === "Nunito Sans Variable" && face.status === "loaded"),
  );
  return page.evaluate((fontPattern) => {
    const pattern = new RegExp(fontPattern);
    const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
    const font = performance
      .getEntriesByType("resource")
      .filter((entry) => pattern.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime);
    const record = (window as unknown as { fontRecord: { shift: number; fontsAtContentLoaded: string } }).fontRecord;
    const heading = getComputedStyle(document.querySelector("h1") as Element).fontFamily;
    return { paint, font, heading, ...record };
  }, FONT.source);
}

test("the HTML leaves the typeface's stylesheet off, so the first paint waits for it at no point", async ({
  request,
}) => {
  const html = await (await request.get("/about-us")).text();
  expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css" media="print" data-web-fonts=""/);
  expect(html).toMatch(/<noscript><link rel="stylesheet" href="\/assets\/[^"]+\.css"\/><\/noscript>/);
  // Nor is the font itself preloaded: that would put it back in the first paint's way.
  expect(html).not.toMatch(/rel="preload"[^>]*\.woff2/);
});

test("a first visit is painted before the font is fetched, then set in it without moving", async ({ page }) => {
  await recordLayoutShifts(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/about-us", { waitUntil: "domcontentloaded" });
  const seen = await typefaceArrived(page);
  expect(seen.fontsAtContentLoaded).toBe("print");
  expect(seen.paint).toBeGreaterThan(0);
  // Fetched once (the preload and the stylesheet share it), and only after the first paint.
  expect(seen.font).toHaveLength(1);
  expect(seen.font[0]).toBeGreaterThan(seen.paint ?? Number.POSITIVE_INFINITY);
  expect(seen.heading).toMatch(/^"Nunito Sans Variable"/);
  expect(seen.shift).toBeLessThanOrEqual(0.01);
});

test("from another page of the site the typeface is on before the first paint", async ({ page }) => {
  await page.goto("/about-us", { waitUntil: "domcontentloaded" });
  await typefaceArrived(page);
  await recordLayoutShifts(page);
  await page.locator('main a[href="/core-beliefs"]').first().click();
  await page.waitForURL("**/core-beliefs");
  const seen = await typefaceArrived(page);
  expect(seen.fontsAtContentLoaded).toBe("all");
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
    const fetched = page.waitForResponse((response) => FONT.test(new URL(response.url()).pathname));
    await page.goto(`${site}/about-us`);
    expect((await fetched).status()).toBe(200);
  } finally {
    await context.close();
  }
});

test("the page's small behaviours start only after its first paint", async ({ page }) => {
  await page.goto("/about-us", { waitUntil: "domcontentloaded" });
  await page.waitForFunction(() => document.querySelector(":not(:defined)") === null);
  const { paint, behaviours } = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.POSITIVE_INFINITY,
    behaviours: performance
      .getEntriesByType("resource")
      .filter((entry) => /\/assets\/behaviour-[\w-]+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime),
  }));
  expect(behaviours.length).toBeGreaterThan(0);
  for (const start of behaviours) expect(start).toBeGreaterThan(paint);
});
