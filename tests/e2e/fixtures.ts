// Every end-to-end test runs with the outside world switched off: a request to any host but the
// site under test is aborted, so tests never depend on the network and never leak traffic.

import AxeBuilder from "@axe-core/playwright";
import {
  type Browser,
  type BrowserContextOptions,
  test as base,
  expect,
  type Locator,
  type Page,
} from "@playwright/test";
import { offsetAt } from "../../app/content-model/church-time";

export const test = base.extend<{ blockedRequests: string[] }>({
  blockedRequests: [
    async ({ context, baseURL }, use) => {
      const blocked: string[] = [];
      const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
      await context.route(
        (url) => url.origin !== origin,
        (route) => {
          blocked.push(route.request().url());
          return route.abort("blockedbyclient");
        },
      );
      await use(blocked);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * A browser context of a test's own, with the cache a visitor's browser has and any site of the
 * test's choosing in reach. The route above, which keeps the outside world away from the other
 * tests, also switches the browser's cache off; here DevTools keeps it away instead (every other
 * site the pages name is on https).
 */
export async function ownContext(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  await devtools.send("Network.enable");
  await devtools.send("Network.setBlockedURLs", { urls: ["https://*"] });
  return { context, page };
}

/**
 * Waits until the page is interactive: every custom element of the site's small behaviours
 * (app/behaviours/) on it is defined, and on the pages React runs (those whose HTML carries React
 * Router's context), React has hydrated, so clicks reach their handlers.
 */
export async function gotoHydrated(page: Page, path: string) {
  // Not "load": a held third-party script (see embed.spec.ts) would delay that event forever.
  const response = await page.goto(path, { waitUntil: "domcontentloaded" });
  await waitUntilInteractive(page);
  return response;
}

export async function waitUntilInteractive(page: Page) {
  await page.waitForFunction(
    () =>
      // A page still arriving (just navigated to, its body not yet parsed) has nothing undefined yet either.
      document.readyState !== "loading" &&
      document.querySelector(":not(:defined)") === null &&
      (!("__reactRouterContext" in window) || document.documentElement.dataset.hydrated === "true"),
  );
}

export async function axeViolations(page: Page) {
  // A colour in mid-transition (a button the pointer has just reached or left) is not one a reader
  // sees: axe looks once every transition has ended.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition)),
  );
  // A page just resized is measured once it has been laid out at its new width and painted, and
  // once any scroll has come to rest (a section link scrolls smoothly): still for a frame.
  await page.waitForFunction(
    () =>
      new Promise((done) => {
        const before = window.scrollY;
        requestAnimationFrame(() => requestAnimationFrame(() => done(window.scrollY === before)));
      }),
  );
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/**
 * A page in a browser with JavaScript switched off, the outside world blocked as for every test,
 * opened at `path` of the site under test. Close its context when done.
 */
export async function openWithoutScript(browser: Browser, path: string, viewport = { width: 375, height: 800 }) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  const page = await context.newPage();
  const site = new URL(test.info().project.use.baseURL ?? "http://127.0.0.1");
  await page.route(
    (url) => url.origin !== site.origin,
    (route) => route.abort("blockedbyclient"),
  );
  await page.goto(new URL(path, site).href);
  return { page, close: () => context.close() };
}

/** Opens the editor's list item whose title matches `title` with a tap on it, as staff do, if it is folded. */
export async function unfold(page: Page, title: RegExp) {
  const summary = page.locator("details > summary").filter({ hasText: title }).first();
  // A part folded inside another (a gallery's photo) is reached by opening the one around it first.
  const around = await summary.evaluate((node) => {
    const titles: string[] = [];
    for (let part = node.parentElement?.parentElement?.closest("details"); part; ) {
      if (!part.open) titles.unshift(part.querySelector(":scope > summary")?.textContent ?? "");
      part = part.parentElement?.closest("details");
    }
    return titles;
  });
  for (const outer of around) await page.locator("details > summary").getByText(outer, { exact: true }).first().click();
  if (!(await summary.evaluate((node) => (node.parentElement as HTMLDetailsElement).open))) await summary.click();
  await expect(summary.locator("xpath=..")).toHaveAttribute("open", "");
}

/** A part of the editor's form by its title ("Top of the page"), opened with a tap first if it is folded. */
export async function partOf(page: Page, title: string) {
  const exactly = new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
  if ((await page.locator("details > summary").filter({ hasText: exactly }).count()) > 0) await unfold(page, exactly);
  return page.getByRole("group", { name: title, exact: true });
}

/**
 * A day of the week (0 Sunday … 6 Saturday) at least `weeks` weeks ahead: dates the tests publish
 * are ahead of today, as staff's would be, so nothing asks whether a past day was meant.
 */
export function dayAhead(weekday: number, weeks: number) {
  const day = new Date(Date.now() + weeks * 7 * 86_400_000);
  day.setUTCDate(day.getUTCDate() + ((weekday - day.getUTCDay() + 7) % 7));
  const iso = day.toISOString().slice(0, 10);
  const long = day.toLocaleDateString("en-US", { dateStyle: "full", timeZone: "UTC" });
  // New York's offset that day: -05:00 in winter, -04:00 in summer.
  return { iso, long, compact: iso.replaceAll("-", ""), zone: offsetAt(new Date(`${iso}T17:00:00Z`)) };
}

/**
 * Holds every script of the site back until the returned function is called: a slow phone, where
 * the page is on screen and its scripts have not started.
 */
export async function holdScripts(page: Page) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Which slide the home page's strip has come to rest on, from 1; a fraction while it moves. At rest
 * means within a pixel of the slide: a click in the last pixels of a smooth scroll can land its
 * press and its release on different places, and the browser then sends no click.
 */
export function slideInView(carousel: Locator) {
  return carousel.locator("[data-carousel-viewport]").evaluate((element) => {
    const nearest = Math.round(element.scrollLeft / element.clientWidth);
    const resting = Math.abs(element.scrollLeft - nearest * element.clientWidth) <= 1;
    return resting ? nearest + 1 : element.scrollLeft / element.clientWidth + 1;
  });
}
