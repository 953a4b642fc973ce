// `npm test`: every check the project has, in order, ending with one line `N passed, M failed`
// that adds up all of them. Lint, typecheck, unused code, build and size count as one check each; unit and
// end-to-end suites count their tests.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { ensureNginx } from "./ensure-nginx.mjs";
import { startPostgres } from "./ensure-postgres.mjs";
import { freePort } from "./free-port.mjs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

function count(label, ok) {
  if (ok) passed++;
  else {
    failed++;
    failures.push(label);
  }
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return undefined;
  }
}

/**
 * Browser tests that were skipped with no reason given (a skip annotation with a description gives one):
 * a skip must say why, or it is a test that quietly stopped running.
 */
function unexplainedSkips(report) {
  const found = [];
  const walk = (suite) => {
    for (const child of suite.suites ?? []) walk(child);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const wasSkipped = test.status === "skipped" || test.expectedStatus === "skipped";
        const reason = (test.annotations ?? []).find((a) => a.type === "skip" && a.description);
        if (wasSkipped && !reason) found.push(`${spec.file}: ${spec.title}`);
      }
    }
  };
  for (const suite of report.suites ?? []) walk(suite);
  return found;
}

// The phone's typeface for the browser tests' "android-fonts" project (tests/e2e/android-fonts.conf).
const ROBOTO = "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf";

/** Chromium, and Roboto for the tests that browse as an Android phone: Debian's packages, installed when missing. */
function ensureBrowser() {
  const missing = [
    [chromium, "chromium"],
    [ROBOTO, "fonts-roboto-unhinted"],
  ].filter(([path]) => !existsSync(path));
  if (missing.length === 0) return true;
  const packages = missing.map(([, name]) => name).join(" ");
  if (process.getuid?.() === 0) {
    console.log(`\n${missing.map(([path]) => path).join(" and ")} missing: installing Debian's ${packages}`);
    return (
      run(`install ${packages}`, "sh", ["-c", `apt-get update -q && apt-get install -y -q ${packages}`]) &&
      missing.every(([path]) => existsSync(path))
    );
  }
  console.error(
    `\nThe browser tests need ${missing.map(([path]) => path).join(" and ")}.\n` +
      `Install them with \`sudo apt-get install -y ${packages}\` (or set CHROMIUM_PATH to a Chromium or Chrome binary).`,
  );
  return false;
}

// npm puts node_modules/.bin first on the PATH, so this and every tool below run the Node.js the
// project pins (docs/decisions/0022); server/runtime.test.ts fails if they do not.
console.log(`Node.js ${process.version} (${process.execPath})`);

rmSync("test-results", { recursive: true, force: true });
mkdirSync("test-results", { recursive: true });

/**
 * The servers the tests use besides the site: PostgreSQL (one for the whole run; each suite makes
 * databases of its own in it) and nginx, from Debian's packages when they are missing. A test that
 * needs one never skips for want of it: if it cannot be had, the run fails here and says why.
 */
async function provide(label, start) {
  console.log(`\n▶ ${label}`);
  try {
    return await start();
  } catch (error) {
    count(label, false);
    console.error(error instanceof Error ? error.message : error);
    return undefined;
  }
}
const postgres = process.env.TEST_DATABASE_URL
  ? { url: process.env.TEST_DATABASE_URL, stop() {} }
  : await provide("PostgreSQL for the tests", startPostgres);
const nginx = await provide("nginx for the tests", ensureNginx);
// Stopped however the run ends; a cluster left running would hold its port and folder.
process.on("exit", () => postgres?.stop());
const services = { ...(postgres && { TEST_DATABASE_URL: postgres.url }), ...(nginx && { NGINX_PATH: nginx }) };

count("lint (biome)", run("lint", "npx", ["biome", "check", "."]));
count("typecheck", run("typecheck", "npm", ["run", "typecheck", "--silent"]));
// Unused files, exports and dependencies (knip.ts).
count("unused code (knip)", run("unused code", "npx", ["knip"]));

const unitOk = run(
  "unit tests",
  "npx",
  ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile=test-results/vitest.json"],
  services,
);
const unit = readJson("test-results/vitest.json");
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
  if (unit.numFailedTests > 0) failures.push(`${unit.numFailedTests} unit test(s)`);
  if (!unitOk && unit.numFailedTests === 0) count("unit test run", false);
  // Vitest's skip and todo carry no reason: a skipped unit test is a test that no longer runs.
  const unitSkipped = unit.numPendingTests + unit.numTodoTests;
  skipped += unitSkipped;
  if (unitSkipped > 0) count(`${unitSkipped} skipped unit test(s): remove the skip or the test`, false);
} else count("unit test run", false);

const built = run("build", "npm", ["run", "build", "--silent"]);
count("build (with content validation)", built);

if (built) {
  count("JavaScript size budget", run("size budget", "node", ["scripts/check-js-size.mjs"]));
  if (ensureBrowser()) {
    const port = await freePort();
    const e2eOk = run("end-to-end tests", "npx", ["playwright", "test"], {
      E2E_PORT: String(port),
      PLAYWRIGHT_JSON_OUTPUT_NAME: "test-results/playwright.json",
      E2E_DATA_DIR: "test-results/data",
      ...services,
    });
    const report = readJson("test-results/playwright.json");
    const stats = report?.stats;
    if (stats) {
      passed += stats.expected + stats.flaky;
      failed += stats.unexpected;
      skipped += stats.skipped;
      if (stats.unexpected > 0) failures.push(`${stats.unexpected} end-to-end test(s)`);
      if (!e2eOk && stats.unexpected === 0) count("end-to-end run", false);
      const unexplained = unexplainedSkips(report);
      if (unexplained.length > 0) {
        count(`${unexplained.length} end-to-end test(s) skipped without a reason: ${unexplained.join("; ")}`, false);
      }
    } else count("end-to-end run", false);
  } else count("chromium for end-to-end tests", false);
} else {
  count("JavaScript size budget (not run: build failed)", false);
  count("end-to-end tests (not run: build failed)", false);
}

if (failures.length) console.log(`\nFailed: ${failures.join("; ")}`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
