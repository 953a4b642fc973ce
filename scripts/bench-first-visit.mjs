// Benchmark (not a test): first visits on a slow phone in a real browser (scripts/phone-profile.mjs),
// against the production build, with a desktop's typefaces (Arial's metric twin) and with an
// Android phone's (Roboto and no Arial: tests/e2e/android-fonts.conf).
//
// For each page, the median of `runs` visits left alone: when the first byte of the HTML came
// (TTFB), when its last did, the first paint, LCP and CLS, and what had arrived by the first paint
// (requests and bytes, the HTML's included). For each of its controls
// the median of `runs` visits on which it is tapped at once after the first paint, or as soon as it
// is on screen if it is not there yet: when it was tapped and how long the page took to answer.
// With --cls, every page is instead visited once at 375 and 412 px with each set of typefaces, for
// the shift a late typeface makes. Prints tables for docs/benchmarks.md.
// The first row is a floor (floorPage). Usage: npm run build && npm run bench:first-visit [-- runs] [-- --cls] [-- --untouched] [-- --fonts=desktop|android]
import { once } from "node:events";
import { createServer } from "node:http";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { startBuiltServer } from "./built-server.mjs";
import { chromiumLaunchOptions } from "./chromium.mjs";
import { newPhone } from "./phone-profile.mjs";

const args = process.argv.slice(2);
const runs = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 5);
const clsSweep = args.includes("--cls");
// Only the visits left alone: no taps.
const untouched = args.includes("--untouched");
const fontsWanted = args.find((arg) => arg.startsWith("--fonts="))?.slice("--fonts=".length);
const FONTS = {
  desktop: {},
  android: { FONTCONFIG_FILE: new URL("../tests/e2e/android-fonts.conf", import.meta.url).pathname },
};
const PAGES = ["/", "/events", "/youth", "/about-us", "/watch", "/groups", "/contact", "/share-note"];
/** What a visitor taps on each page, and what the page does in answer (see `record`). */
const menu = { name: "menu", locate: (page) => page.getByRole("button", { name: "Menu" }).first(), answer: "menu" };
const CONTROLS = {
  "/": [
    menu,
    // The first slide's own controls (the links of 2026-11-28) or the carousel's one set (before).
    ...["Next slide", "Previous slide", "Show slide 2"].map((label) => ({
      name: label.replace("Show slide 2", "dot"),
      locate: (page) => page.locator(`[aria-label^="${label}"]`).first(),
      answer: "slide",
    })),
  ],
  "/groups": [
    menu,
    { name: "filter", locate: (page) => page.getByLabel("Format"), answer: "filter", select: "online" },
  ],
};

/**
 * Runs in the page before anything else: records LCP, CLS, the tap, and the first frame that shows
 * the page's answer to it (the menu open, the slides moved off the first, the list of groups changed).
 */
function record() {
  const seen = { lcp: 0, cls: 0, paint: 0, tap: 0, answer: 0 };
  window.firstVisit = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) seen.cls += entry.value;
  }).observe({ type: "layout-shift", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === "first-contentful-paint") seen.paint = entry.startTime;
  }).observe({ type: "paint", buffered: true });
  const groupsShown = () => document.querySelectorAll("li[data-day]:not([hidden])").length;
  const tapped = () => {
    if (seen.tap) return;
    seen.tap = performance.now();
    const groupsBefore = groupsShown();
    const frame = (now) => {
      const strip = document.querySelector("[data-carousel-viewport]");
      const answered =
        document.querySelector(":popover-open") !== null ||
        (strip?.scrollLeft ?? 0) > 0 ||
        groupsShown() !== groupsBefore;
      if (answered) seen.answer = now;
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
  for (const type of ["pointerdown", "change"]) document.addEventListener(type, tapped, { capture: true });
}

/** A first visit to `path` at `width` px; with `control`, that control is tapped once the page is painted. */
async function visit(browser, origin, path, control, width = 375) {
  const { context, page, cdp } = await newPhone(browser, width);
  await page.addInitScript(record);
  // The network as DevTools sees it, on the clock of the page's first paint (Page.lifecycleEvent):
  // the page's own Resource Timing leaves out the delay the emulated link adds.
  const wire = { requests: new Map(), paint: 0 };
  cdp.on("Network.requestWillBeSent", ({ requestId, timestamp, request, type }) =>
    wire.requests.set(requestId, { url: request.url, type, sent: timestamp }),
  );
  cdp.on("Network.responseReceived", ({ requestId, timestamp }) => {
    const request = wire.requests.get(requestId);
    if (request) request.response = timestamp;
  });
  cdp.on("Network.loadingFinished", ({ requestId, timestamp, encodedDataLength }) => {
    const request = wire.requests.get(requestId);
    if (request) Object.assign(request, { finished: timestamp, bytes: encodedDataLength });
  });
  await cdp.send("Page.enable");
  await cdp.send("Page.setLifecycleEventsEnabled", { enabled: true });
  cdp.on("Page.lifecycleEvent", ({ name, timestamp }) => {
    if (name === "firstContentfulPaint" && !wire.paint) wire.paint = timestamp;
  });
  await page.goto(`${origin}${path}`, { waitUntil: "commit" });
  if (control) {
    await page.waitForFunction(() => window.firstVisit?.paint > 0, null, { timeout: 60_000, polling: "raf" });
    const target = control.locate(page);
    await target.waitFor({ state: "visible", timeout: 60_000 });
    if (control.select) await target.selectOption(control.select, { timeout: 60_000 });
    else await target.tap({ timeout: 60_000 });
    // A tap the page never answers (a choice made before its script, which the script then ignored)
    // is reported as such after 15 s.
    await page.waitForFunction(() => window.firstVisit.answer > 0, null, { timeout: 15_000 }).catch(() => {});
  }
  await page.waitForLoadState("load", { timeout: 60_000 });
  // And once its typeface is in, so that a shift the typeface makes is counted whenever it comes.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Two frames later, every paint the load and the typeface brought has been reported.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const seen = await page.evaluate(() => window.firstVisit);
  const [html, ...others] = [...wire.requests.values()];
  const since = (timestamp) => Math.round((timestamp - html.sent) * 1000);
  const before = others.filter((request) => request.finished && request.finished <= wire.paint);
  Object.assign(seen, {
    ttfb: since(html.response),
    htmlEnd: since(html.finished),
    wirePaint: since(wire.paint),
    requests: 1 + before.length,
    bytes: html.bytes + before.reduce((sum, request) => sum + request.bytes, 0),
    arrived: before.map(
      (request) =>
        `${new URL(request.url).pathname} ${request.bytes} B, ${since(request.sent)}–${since(request.finished)} ms`,
    ),
  });
  await context.close();
  return seen;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const { origin, stop } = await startBuiltServer(join(process.env.BUILD_DIR ?? "build", "server"));
const fontSets = fontsWanted ? [fontsWanted] : Object.keys(FONTS);
try {
  for (const fonts of fontSets) {
    const browser = await chromium.launch({ ...chromiumLaunchOptions, env: { ...process.env, ...FONTS[fonts] } });
    try {
      if (clsSweep) await sweep(browser, fonts);
      else await firstVisits(browser, fonts);
    } finally {
      await browser.close();
    }
  }
} finally {
  await stop();
}

/**
 * The least a first visit costs on this profile: one heading and a paragraph, no stylesheet, no
 * picture, no script, from a server of its own on the same machine. What a page of the site takes
 * after its HTML beyond this floor is the site's doing.
 */
async function floorPage() {
  const words = "Sunday worship, small groups, youth nights and family events. ".repeat(12);
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head><body><h1>Welcome</h1><p>${words}</p></body></html>`;
  const server = createServer((_, response) => response.writeHead(200, { "Content-Type": "text/html" }).end(html));
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return { origin: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

async function firstVisits(browser, fonts) {
  const rows = [];
  const floor = await floorPage();
  const pages = [
    { path: "floor", at: floor.origin, visited: "/" },
    ...PAGES.map((path) => ({ path, at: origin, visited: path })),
  ];
  for (const { path, at, visited } of pages) {
    // A tap ends what LCP and CLS record, so they are read from visits of their own, left untouched.
    const looked = [];
    for (let run = 0; run < runs; run += 1) looked.push(await visit(browser, at, visited));
    const row = {
      path,
      ttfb: Math.round(median(looked.map((s) => s.ttfb))),
      htmlEnd: Math.round(median(looked.map((s) => s.htmlEnd))),
      paint: Math.round(median(looked.map((s) => s.wirePaint))),
      requests: median(looked.map((s) => s.requests)),
      kb: (median(looked.map((s) => s.bytes)) / 1024).toFixed(1),
      arrived: looked[0]?.arrived,
      lcp: Math.round(median(looked.map((s) => s.lcp))),
      cls: median(looked.map((s) => s.cls)).toFixed(3),
      taps: [],
    };
    for (const control of untouched || at !== origin ? [] : (CONTROLS[path] ?? [menu])) {
      const seen = [];
      for (let run = 0; run < runs; run += 1) seen.push(await visit(browser, origin, path, control));
      row.taps.push({
        control: control.name,
        paint: Math.round(median(seen.map((s) => s.paint))),
        tap: Math.round(median(seen.map((s) => s.tap))),
        answer: seen.every((s) => s.answer > 0)
          ? Math.round(median(seen.map((s) => s.answer - s.tap)))
          : `none in ${seen.filter((s) => !(s.answer > 0)).length} of ${runs}`,
      });
    }
    rows.push(row);
    console.log(JSON.stringify({ fonts, ...row }));
  }
  floor.close();
  console.log(`\nTypefaces: ${fonts}. Milliseconds from the start of navigation; medians of ${runs}.\n`);
  console.log(
    "| Page | TTFB | HTML's end | First paint | After the HTML | LCP | CLS | Requests, KB by the first paint |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  );
  for (const row of rows)
    console.log(
      `| ${row.path === "floor" ? "floor" : `\`${row.path}\``} | ${row.ttfb} | ${row.htmlEnd} | ${row.paint} | ${row.paint - row.htmlEnd} | ${row.lcp} | ${row.cls} | ${row.requests}, ${row.kb} |`,
    );
  console.log(
    "\n| Page | Control | First paint | Tapped | Answered after the tap |\n| --- | --- | ---: | ---: | ---: |",
  );
  for (const row of rows)
    for (const tap of row.taps)
      console.log(`| \`${row.path}\` | ${tap.control} | ${tap.paint} | ${tap.tap} | ${tap.answer} |`);
}

async function sweep(browser, fonts) {
  console.log(`\nTypefaces: ${fonts}. CLS of one first visit per page and width.\n`);
  console.log("| Page | 375 px | 412 px |\n| --- | ---: | ---: |");
  // Every public page, as the site lists them for search engines.
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname);
  for (const path of paths) {
    const shifts = [];
    for (const width of [375, 412]) shifts.push((await visit(browser, origin, path, undefined, width)).cls.toFixed(3));
    console.log(`| \`${path}\` | ${shifts.join(" | ")} |`);
  }
}
