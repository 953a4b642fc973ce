// Full-page screenshots of staff pages, signed in, at phone and desktop widths, for a person to look
// at. Usage: REVIEWER_NAME=Dana REVIEWER_PASSWORD=… node scripts/staff-screenshots.mjs \
//   http://localhost:3000 /staff/content /staff/content/outreach-events
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import { chromiumLaunchOptions, typefaceApplied } from "./chromium.mjs";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? "375,1280").split(",").map(Number);
const outDir = process.env.OUT_DIR ?? "screenshots";
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch(chromiumLaunchOptions);
const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
await page.goto(`${base}/staff/login?next=/staff/content`);
await page.getByLabel("Name").fill(process.env.REVIEWER_NAME ?? "");
await page.getByLabel("Password").fill(process.env.REVIEWER_PASSWORD ?? "");
await page.getByRole("button", { name: "Sign in" }).click();
await page.waitForURL((url) => !url.pathname.startsWith("/staff/login"));
for (const width of widths) {
  await page.setViewportSize({ width, height: 900 });
  for (const path of paths.length ? paths : ["/staff/content"]) {
    await page.goto(base + path);
    await typefaceApplied(page);
    const name = `${outDir}/${path.slice(1).replaceAll("/", "_")}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
}
await browser.close();
