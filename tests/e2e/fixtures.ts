// Every end-to-end test runs with the outside world switched off: a request to any host but the
// site under test is aborted, so tests never depend on the network and never leak traffic.
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

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
      document.querySelector(":not(:defined)") === null &&
      (!("__reactRouterContext" in window) || document.documentElement.dataset.hydrated === "true"),
  );
}

export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}
