// Signs in to a running server and takes screenshots of staff pages.
import { chromium } from "playwright-core";
import { chromiumLaunchOptions } from "./chromium.mjs";

const [base, ...paths] = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? "1280,375").split(",").map(Number);
const browser = await chromium.launch(chromiumLaunchOptions);
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await context.newPage();
await page.goto(`${base}/review/login?next=/review/content`);
await page.getByLabel("Name").fill("Dana");
await page.getByLabel("Password").fill("correct horse battery staple");
await page.getByRole("button", { name: "Sign in" }).click();
await page.waitForURL((url) => !url.pathname.startsWith("/review/login"));
for (const width of widths) {
  await page.setViewportSize({ width, height: 900 });
  for (const path of paths) {
    await page.goto(base + path);
    const name = `/tmp/shots/${path.replaceAll("/", "_")}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
}
await browser.close();
