// Records analytics events in place of the provider's script. Events go straight to the test
// process, so those sent just before the page is left for another site are kept too.
import type { Page } from "@playwright/test";

export async function recordAnalyticsAcrossPages(page: Page) {
  const events: unknown[] = [];
  await page.exposeFunction("__recordAnalytics", (args: unknown[]) => {
    events.push(args);
  });
  await page.addInitScript(() => {
    const record = (window as unknown as { __recordAnalytics: (args: unknown[]) => void }).__recordAnalytics;
    Object.assign(window, { plausible: (...args: unknown[]) => record(args) });
  });
  return events;
}

/** Answers a request to another site with a plain page, so a same-window link can be followed. */
export async function fakeExternalPage(page: Page, url: string) {
  await page.route(url, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>External form</title><h1>Form</h1>" }),
  );
}
