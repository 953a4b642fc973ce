import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./scripts/chromium.mjs";

// The production build, started on its own port; `npm test` picks a free one.
const port = Number(process.env.E2E_PORT ?? 4317);
const baseURL = `http://127.0.0.1:${port}`;

const chromium = { ...devices["Desktop Chrome"], channel: undefined };
// A browser that sees a phone's typefaces (Roboto, no Arial), for the typeface's tests.
const androidFonts = {
  ...chromium,
  launchOptions: {
    ...chromiumLaunchOptions,
    env: { ...process.env, FONTCONFIG_FILE: fileURLToPath(new URL("tests/e2e/android-fonts.conf", import.meta.url)) },
  },
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Every core, with or without CI set (Playwright's own default is half of them); E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS) || availableParallelism(),
  retries: 0,
  // Room for a machine busy with other work: a test's own work stays well inside these, and every
  // wait is for a condition, so a passing test takes no longer for them.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // A focused test would silently skip every other one: refused on every run, not only in CI.
  forbidOnly: true,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL,
    trace: "off",
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: "chromium", use: chromium, testIgnore: /sign-in-storm\.spec\.ts/ },
    { name: "android-fonts", use: androidFonts, testMatch: /web-fonts\.spec\.ts/ },
    // Tests that measure how long visitors wait while the server is flooded run after every other
    // test, alone, so the suite's own load does not count against the site.
    { name: "alone", use: chromium, testMatch: /sign-in-storm\.spec\.ts/, dependencies: ["chromium"] },
  ],
  webServer: {
    command: "node build/server/main.js",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR ?? "test-results/data",
      // Every test sends from 127.0.0.1; the limits themselves are tested in protections.spec.ts.
      NOTE_LIMIT_PER_MINUTE: "1000",
      NOTE_LIMIT_PER_DAY: "10000",
      // Not the default, so a test can tell that /privacy states the running server's setting.
      NOTE_RETENTION_DAYS: "400",
    },
  },
});
