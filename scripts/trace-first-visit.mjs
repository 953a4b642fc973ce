// Benchmark (not a test): what a first visit on the slow phone (scripts/phone-profile.mjs) keeps the
// page's main thread busy with before the load event, with one core of this machine kept busy by
// another process, as a visitor's phone is busy with more than one tab. Each visit is traced by
// DevTools; every slice of the renderer's main thread is counted once (its own time, without what
// it called) and named by its kind. Prints, per page, the median visit's figures for
// docs/benchmarks.md: the time by kind, the long tasks (50 ms or more) and what filled them, and the
// scripts that ran.
// Usage: npm run build && npm run bench:trace [-- runs] [-- /path ...]
import { spawn } from "node:child_process";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { startBuiltServer } from "./built-server.mjs";
import { chromiumLaunchOptions } from "./chromium.mjs";
import { newPhone } from "./phone-profile.mjs";

const args = process.argv.slice(2);
const runs = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 3);
const paths = args.filter((arg) => arg.startsWith("/"));
const PAGES = paths.length > 0 ? paths : ["/", "/events"];

/** Kinds of main-thread work, by the names of DevTools' trace slices; the first that matches. */
const KINDS = [
  ["script", /^(EvaluateScript|v8\.|V8\.|FunctionCall|EventDispatch|TimerFire|FireAnimationFrame|RunMicrotasks)/],
  ["stylesheet parsing", /CSSParser|ParseStyleSheet|ParseAuthorStyleSheet/],
  ["HTML parsing", /ParseHTML|HTMLDocumentParser/],
  ["style", /UpdateLayoutTree|Style|recalcStyle|rebuildLayoutTree/],
  ["layout", /Layout|layout|ShapeText|InlineNode/],
  ["paint", /Paint|Layerize|^Commit$|Compositing|Raster/],
  ["fonts", /Font/],
  ["pictures", /SVGImage|SVGDocument|ImageResource|Decode/],
  ["navigation", /DocumentLoader|CommitNavigation|InitializeWindow|^Frame::|CommitLoad|NavigationBodyLoader/],
];
// A task's own time outside every slice DevTools names is the scheduler's and what it does not trace.
const kindOf = (name) =>
  name === "RunTask" ? "untraced, in tasks" : (KINDS.find(([, pattern]) => pattern.test(name))?.[0] ?? "other");

/** One cold visit, traced: the renderer main thread's slices from navigation to the load event. */
async function tracedVisit(browser, origin, path) {
  const { context, page } = await newPhone(browser);
  await browser.startTracing(page, {
    categories: [
      "devtools.timeline",
      "disabled-by-default-devtools.timeline",
      "v8.execute",
      "loading",
      "blink.user_timing",
    ],
  });
  await page.goto(`${origin}${path}`, { waitUntil: "load", timeout: 60_000 });
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  await context.close();
  const start = traceEvents.find((e) => e.name === "navigationStart" && e.args?.data?.isLoadingMainFrame);
  const paint = traceEvents.find((e) => e.name === "firstContentfulPaint");
  const load = traceEvents.filter((e) => e.name === "MarkLoad" && e.args?.data?.isOutermostMainFrame).at(-1);
  const end = load?.ts ?? paint.ts;
  const slices = traceEvents
    .filter((e) => e.pid === paint.pid && e.tid === paint.tid && e.ph === "X" && e.ts >= start.ts && e.ts <= end)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  return { start: start.ts, paint: paint.ts, end, slices, origin };
}

/** Each slice's own time (what it did, not what it called), by the slice. */
function ownTimes(slices) {
  const own = new Map(slices.map((slice) => [slice, slice.dur]));
  const open = [];
  for (const slice of slices) {
    while (open.length > 0 && open.at(-1).ts + open.at(-1).dur <= slice.ts) open.pop();
    const parent = open.at(-1);
    if (parent) own.set(parent, own.get(parent) - slice.dur);
    open.push(slice);
  }
  return own;
}

const ms = (microseconds) => Math.round(microseconds / 1000);

function summary({ start, paint, end, slices, origin }) {
  const own = ownTimes(slices);
  const byKind = {};
  for (const [slice, time] of own) {
    const kind = kindOf(slice.name);
    byKind[kind] = (byKind[kind] ?? 0) + Math.max(0, time);
  }
  const tasks = slices.filter((slice) => slice.name === "RunTask");
  const inside = (task) =>
    [...own].filter(([s]) => s !== task && s.ts >= task.ts && s.ts + s.dur <= task.ts + task.dur);
  const longTasks = tasks
    .filter((task) => task.dur >= 50_000)
    .map((task) => {
      const kinds = {};
      for (const [slice, time] of inside(task)) kinds[kindOf(slice.name)] = (kinds[kindOf(slice.name)] ?? 0) + time;
      const filled = Object.entries(kinds)
        .filter(([, time]) => time >= 5_000)
        .sort((a, b) => b[1] - a[1])
        .map(([kind, time]) => `${kind} ${ms(time)}`);
      return `at ${ms(task.ts - start)} ms, ${ms(task.dur)} ms: ${filled.join(", ")}`;
    });
  const scripts = {};
  for (const slice of slices.filter((s) => /^(EvaluateScript|v8\.compileModule|FunctionCall)$/.test(s.name))) {
    const url = (slice.args?.data?.url || "(the page's own)").replace(origin, "");
    scripts[url] = (scripts[url] ?? 0) + slice.dur;
  }
  return {
    paint: ms(paint - start),
    load: ms(end - start),
    busy: ms(tasks.reduce((sum, task) => sum + task.dur, 0)),
    byKind,
    longTasks,
    scripts,
  };
}

const { origin, stop } = await startBuiltServer(join(process.env.BUILD_DIR ?? "build", "server"));
// The busy core: another program's work, as a phone's other tabs and apps.
const busy = spawn(process.execPath, ["-e", "for(;;){}"], { stdio: "ignore" });
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const path of PAGES) {
    const visits = [];
    for (let run = 0; run < runs; run += 1) visits.push(summary(await tracedVisit(browser, origin, path)));
    // The visit whose main thread was busy for the median time stands for the page.
    const median = [...visits].sort((a, b) => a.busy - b.busy)[Math.floor(visits.length / 2)];
    console.log(`\n### \`${path}\`: the median of ${runs} visits beside a busy core\n`);
    console.log(
      `First paint ${median.paint} ms, load ${median.load} ms; the main thread busy ${median.busy} ms before load` +
        ` (the ${runs} visits: ${visits.map((visit) => visit.busy).join(", ")} ms).\n`,
    );
    console.log("| Kind | ms |\n| --- | ---: |");
    for (const [kind, time] of Object.entries(median.byKind).sort((a, b) => b[1] - a[1]))
      console.log(`| ${kind} | ${ms(time)} |`);
    console.log(`\nLong tasks: ${median.longTasks.length === 0 ? "none" : ""}`);
    for (const task of median.longTasks) console.log(`- ${task}`);
    console.log("\nScripts (compiling and running, with what they called):");
    for (const [url, time] of Object.entries(median.scripts).sort((a, b) => b[1] - a[1]))
      console.log(`- ${url}: ${ms(time)} ms`);
  }
} finally {
  await browser.close();
  busy.kill();
  await stop();
}
