// Benchmark (not a test): Lighthouse, mobile with simulated throttling, over every public page of
// the production build, the median of five runs per page both cold (a new browser for each run, as
// a visitor's first visit is) and warm (one browser for all), with every host but this machine
// blocked. Prints performance, LCP, CLS and TBT per page and the worst of each, and writes the
// table into docs/benchmarks.md with the date and core count.
// Usage: npm run build && npm run bench:pages [-- runs [path ...]]
// Given paths, it measures only those and prints them, leaving docs/benchmarks.md as it is.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { runnerImport } from "vite";
import { startBuiltServer } from "./built-server.mjs";
import { chromiumLaunchOptions } from "./chromium.mjs";

const runs = Number(process.argv[2] ?? 5);
const only = process.argv.slice(3);
const config = { configFile: false, logLevel: "error", resolve: { tsconfigPaths: true } };
const { module: registry } = await runnerImport(join(process.cwd(), "app/pages.ts"), config);
const pages = only.length > 0 ? only : registry.publicPages.map((page) => page.path);

const { origin, stop } = await startBuiltServer();

const chromeFlags = [
  "--headless=new",
  ...chromiumLaunchOptions.args,
  // Third-party hosts fail at once instead of waiting on a closed network.
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
];
const launch = () =>
  chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", chromeFlags });

// Lighthouse now and then fails to record a run's trace (NO_NAVSTART, NO_FCP): such a run measured
// nothing, so it is run again rather than counted as a score of 0.
async function measure(port, page, attempt = 1) {
  const { lhr } = await lighthouse(`${origin}${page}`, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "best-practices"],
    // Lighthouse's own blocking (the site is served over http here, every other host over
    // https): the page behaves as when a third party is down, and the console records the
    // block as the browser's, not as a failure of the page.
    blockedUrlPatterns: ["https://*"],
  });
  if (lhr.runtimeError && attempt < 3) return measure(port, page, attempt + 1);
  if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.code} three times in a row`);
  return {
    perf: Math.round((lhr.categories.performance.score ?? 0) * 100),
    bestPractices: Math.round((lhr.categories["best-practices"].score ?? 0) * 100),
    lcp: lhr.audits["largest-contentful-paint"].numericValue,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    tbt: lhr.audits["total-blocking-time"].numericValue,
  };
}

const median = (values) => {
  const known = values.filter((value) => Number.isFinite(value));
  return [...known].sort((a, b) => a - b)[Math.floor(known.length / 2)];
};
const summary = (results) => ({
  perf: median(results.map((r) => r.perf)),
  bestPractices: median(results.map((r) => r.bestPractices)),
  lcp: median(results.map((r) => r.lcp)),
  cls: median(results.map((r) => r.cls)),
  tbt: median(results.map((r) => r.tbt)),
});
const line = (r) =>
  `perf ${String(r.perf).padStart(3)}  LCP ${(r.lcp / 1000).toFixed(2)} s  CLS ${r.cls.toFixed(3)}  TBT ${Math.round(r.tbt)} ms`;

// Cold: a new browser for every run, as a visitor's first visit is. Warm: one browser kept open for
// every run of every page (Lighthouse still clears the cache and storage before each run).
const rows = [];
const warmBrowser = await launch();
try {
  for (const page of pages) {
    const cold = [];
    const warm = [];
    for (let run = 0; run < runs; run++) {
      const fresh = await launch();
      try {
        cold.push(await measure(fresh.port, page));
      } finally {
        await fresh.kill();
      }
      warm.push(await measure(warmBrowser.port, page));
    }
    const row = { page, cold: summary(cold), warm: summary(warm) };
    rows.push(row);
    console.log(`${page.padEnd(18)} cold ${line(row.cold)}   warm ${line(row.warm)}`);
  }
} finally {
  await warmBrowser.kill();
  await stop();
}

const worstOf = (kind) => ({
  perf: Math.min(...rows.map((r) => r[kind].perf)),
  bestPractices: Math.min(...rows.map((r) => r[kind].bestPractices)),
  lcp: Math.max(...rows.map((r) => r[kind].lcp)),
  cls: Math.max(...rows.map((r) => r[kind].cls)),
  tbt: Math.max(...rows.map((r) => r[kind].tbt)),
});
const worst = { cold: worstOf("cold"), warm: worstOf("warm") };
console.log(`worst              cold ${line(worst.cold)}   warm ${line(worst.warm)}`);

if (only.length > 0) process.exit(0);
const date = new Date().toISOString().slice(0, 10);
const cells = (r) => `${r.perf} | ${(r.lcp / 1000).toFixed(2)} s | ${r.cls.toFixed(3)} | ${Math.round(r.tbt)} ms`;
const bold = (r) =>
  `**${r.perf}** | **${(r.lcp / 1000).toFixed(2)} s** | **${r.cls.toFixed(3)}** | **${Math.round(r.tbt)} ms**`;
const table = [
  `## Pages: \`npm run bench:pages\``,
  "",
  `Lighthouse ${JSON.parse(readFileSync("node_modules/lighthouse/package.json", "utf8")).version}, mobile with simulated throttling, every other host blocked, median of ${runs} runs per page, cold (a new browser for each run, as a first visit is) and warm (one browser kept open); ${date}, ${cpus().length} cores, nothing else running. Targets: cold performance 100, TBT at most 50 ms, LCP at most 1.2 s, CLS at most 0.01, and warm no worse.`,
  "",
  "| page | cold performance | cold LCP | cold CLS | cold TBT | warm performance | warm LCP | warm CLS | warm TBT | best practices |",
  "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ...rows.map((r) => `| ${r.page} | ${cells(r.cold)} | ${cells(r.warm)} | ${r.cold.bestPractices} |`),
  `| **worst** | ${bold(worst.cold)} | ${bold(worst.warm)} | **${Math.min(worst.cold.bestPractices, worst.warm.bestPractices)}** |`,
  "",
].join("\n");
const file = "docs/benchmarks.md";
const current = readFileSync(file, "utf8");
const start = current.indexOf("## Pages: `npm run bench:pages`");
const next = start === -1 ? -1 : current.indexOf("\n## ", start + 1);
const updated =
  start === -1
    ? `${current.trimEnd()}\n\n${table}`
    : `${current.slice(0, start)}${table}${next === -1 ? "" : current.slice(next + 1)}`;
writeFileSync(file, `${updated.trimEnd()}\n`);
// Laid out as the lint expects, so a fresh benchmark does not fail `npm test`.
execFileSync(process.execPath, ["node_modules/@biomejs/biome/bin/biome", "format", "--write", file], {
  stdio: "ignore",
});
console.log(`written to ${file}`);
