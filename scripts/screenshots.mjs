// Full-page screenshots of the running site at phone, tablet and desktop widths, for a person to
// look at. Usage: node scripts/screenshots.mjs http://localhost:3000 / /about-us ...
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import { chromiumLaunchOptions, typefaceApplied } from "./chromium.mjs";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? "375,768,1280").split(",").map(Number);
const outDir = process.env.OUT_DIR ?? "screenshots";
mkdirSync(outDir, { recursive: true });

// Other sites are kept out by name resolution, not by request routing, which would switch the
// browser's cache off: a page takes the site's typeface only when its file is in by the first
// paint, from the cache on a visit's later pages (docs/decisions/0052), and the pictures show
// each page as a visitor's second page has it. The first page visited warms the cache.
const { hostname } = new URL(base);
const browser = await chromium.launch({
  ...chromiumLaunchOptions,
  args: [...chromiumLaunchOptions.args, `--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE ${hostname}`],
});
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(base, { waitUntil: "networkidle" });
  await typefaceApplied(page);
  for (const path of paths.length ? paths : ["/"]) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    await typefaceApplied(page);
    const name = `${path === "/" ? "home" : path.slice(1).replaceAll("/", "_")}-${width}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
    console.log(`${outDir}/${name}`);
  }
  await page.close();
}
await browser.close();
