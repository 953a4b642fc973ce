// The pages React runs start it only once they have loaded and been painted (app/http/
// defer-hydration.server.ts): React Router's own output, held on the server and put back in the
// browser. Run against the real build, so a React Router that writes its scripts differently
// fails here the day it is installed.
import { expect, test } from "./fixtures";

// The staff area runs React (its sign-in page here); no public page does, the note form included.
for (const path of ["/staff/login"]) {
  test(`${path} holds React Router's scripts in its HTML, with nothing preloaded`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    expect(html).not.toContain("modulepreload");
    const held = html.match(/<script\b[^>]*type="text\/x-after-load"[^>]*>([\s\S]*?)<\/script>/g) ?? [];
    expect(held).toHaveLength(1);
    expect(held[0]).toContain("window.__reactRouterRouteModules");
    const live = html.match(/<script\b[^>]*type="module"[^>]*>[\s\S]*?<\/script>/g) ?? [];
    expect(live.filter((script) => script.includes("__reactRouterRouteModules"))).toEqual([]);
  });

  test(`${path} fetches React only after its pictures have arrived and it has been painted, then runs it`, async ({
    page,
  }) => {
    await page.goto(path, { waitUntil: "domcontentloaded" });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    const { loaded, painted, scripts } = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
      const pictures = performance
        .getEntriesByType("resource")
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === "img")
        .map((entry) => (entry as PerformanceResourceTiming).responseEnd);
      return {
        loaded: Math.max(navigation?.domContentLoadedEventStart ?? Number.POSITIVE_INFINITY, ...pictures),
        painted: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.POSITIVE_INFINITY,
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => /^\/assets\/.+\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
      };
    });
    const react = scripts.filter((script) => !script.path.startsWith("/assets/behaviour-"));
    expect(react.map((script) => script.path)).toContainEqual(expect.stringMatching(/^\/assets\/entry\.client-/));
    for (const script of react) {
      expect(script.start, script.path).toBeGreaterThanOrEqual(loaded);
      expect(script.start, script.path).toBeGreaterThanOrEqual(painted);
    }
  });
}
