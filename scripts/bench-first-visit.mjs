// Benchmark (not a test): first visits on a slow phone in a real browser. Debian's Chromium at
// 375 px, a new profile per visit, the CPU slowed 4x and Lighthouse's slow 4G applied through
// DevTools, against the production build. For each page, the median of `runs` visits left alone
// (LCP and CLS) and of `runs` visits whose menu, and on `/` the carousel's arrow, is tapped as soon
// as it is on screen (when each tap was answered). Prints a table for docs/benchmarks.md.
// Usage: npm run build && npm run bench:first-visit [-- runs]
import { join } from "node:path";
import { chromium } from "playwright-core";
import { startBuiltServer } from "./built-server.mjs";
import { chromiumLaunchOptions } from "./chromium.mjs";

const runs = Number(process.argv[2] ?? 5);
const PAGES = ["/", "/about-us", "/watch", "/groups", "/contact", "/share-note"];
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

const { origin, stop } = await startBuiltServer(join(process.env.BUILD_DIR ?? "build", "server"));

/** Runs in the page before anything else: records LCP, CLS and when the taps were answered. */
function record() {
  const seen = { lcp: 0, cls: 0, menu: 0, arrows: 0 };
  window.firstVisit = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) seen.cls += entry.value;
  }).observe({ type: "layout-shift", buffered: true });
  document.addEventListener(
    "toggle",
    (event) => {
      if (event.newState === "open" && !seen.menu) seen.menu = performance.now();
    },
    { capture: true },
  );
  new MutationObserver((mutations) => {
    const moved = mutations.some(
      (m) =>
        m.target instanceof Element &&
        m.target.matches("[data-carousel-dot]") &&
        m.target.getAttribute("aria-current") === "true" &&
        m.target !== document.querySelector("[data-carousel-dot]"),
    );
    if (moved && !seen.arrows) seen.arrows = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["aria-current"] });
}

/** A first visit to `path`: with `tap`, the menu (and on `/` the carousel) is tapped as soon as it is on screen. */
async function visit(browser, path, tap) {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.addInitScript(record);
  await page.goto(`${origin}${path}`, { waitUntil: "commit" });
  if (tap) {
    const menu = page.getByRole("button", { name: "Menu" }).first();
    await menu.waitFor({ state: "visible", timeout: 60_000 });
    await menu.tap({ timeout: 60_000 });
    await page.waitForFunction(() => window.firstVisit.menu > 0, null, { timeout: 60_000 });
    await page.keyboard.press("Escape");
    if (path === "/") {
      const next = page.getByRole("button", { name: "Next slide" });
      await next.waitFor({ state: "visible", timeout: 60_000 });
      await next.tap({ timeout: 60_000 });
      await page.waitForFunction(() => window.firstVisit.arrows > 0, null, { timeout: 60_000 });
    }
  }
  await page.waitForLoadState("load", { timeout: 60_000 });
  // Two frames after load, every paint the load brought has been reported.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const seen = await page.evaluate(() => window.firstVisit);
  await context.close();
  return seen;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const browser = await chromium.launch(chromiumLaunchOptions);
const rows = [];
try {
  for (const path of PAGES) {
    // A tap ends what LCP and CLS record, so they are read from visits of their own, left untouched.
    const looked = [];
    const seen = [];
    for (let run = 0; run < runs; run += 1) {
      looked.push(await visit(browser, path, false));
      seen.push(await visit(browser, path, true));
    }
    const row = {
      path,
      lcp: Math.round(median(looked.map((s) => s.lcp))),
      cls: median(looked.map((s) => s.cls)).toFixed(3),
      menu: Math.round(median(seen.map((s) => s.menu))),
      arrows: path === "/" ? Math.round(median(seen.map((s) => s.arrows))) : "",
    };
    rows.push(row);
    console.log(JSON.stringify(row));
  }
} finally {
  await browser.close();
  await stop();
}

console.log(
  `\n| Page | LCP (ms) | CLS | Menu answers (ms) | Arrows answer (ms) |\n| --- | ---: | ---: | ---: | ---: |`,
);
for (const row of rows) console.log(`| \`${row.path}\` | ${row.lcp} | ${row.cls} | ${row.menu} | ${row.arrows} |`);
