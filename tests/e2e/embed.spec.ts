// The embed adapter against a fake of the provider's script, served by the test itself.
import type { Page, Route } from "@playwright/test";
import { embeds } from "../../app/content/embeds";
import { axeViolations, expect, gotoHydrated, openWithoutScript, test } from "./fixtures";

const { provider, items } = embeds;

const fakeProvider = `
window.subsplashEmbed = function (path, baseUrl, targetId) {
  window.__embedCalls = (window.__embedCalls || []).concat([[path, baseUrl, targetId]]);
  var target = document.getElementById(targetId);
  if (!target) { console.warn("fake provider: no #" + targetId); return; }
  var frame = document.createElement("iframe");
  frame.title = "Embedded " + path;
  frame.srcdoc = "<p>Embedded content</p>";
  target.parentNode.replaceChild(frame, target);
};`;

async function serveFakeProvider(page: Page, options: { hold?: boolean } = {}) {
  const requests: string[] = [];
  let release: (() => Promise<void>) | undefined;
  await page.route(provider.scriptSrc, (route: Route) => {
    requests.push(route.request().url());
    const fulfil = () => route.fulfill({ contentType: "text/javascript", body: fakeProvider });
    if (options.hold) release = fulfil;
    else return fulfil();
  });
  return { requests, release: () => release?.() };
}

const embedCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __embedCalls?: string[][] }).__embedCalls ?? []);

test("the contact form shows its placeholder until the provider renders it", async ({ page }) => {
  const fake = await serveFakeProvider(page, { hold: true });
  await gotoHydrated(page, "/contact");
  await expect(page.getByRole("status")).toHaveText("Loading contact form...");
  await expect.poll(() => fake.requests.length).toBe(1);
  await fake.release();
  await expect(
    page.frameLocator(`iframe[title="Embedded ${items.contactForm.path}"]`).getByText("Embedded content"),
  ).toBeVisible();
  await expect(page.getByText("Loading contact form...")).toBeHidden();
  expect(await embedCalls(page)).toEqual([[items.contactForm.path, provider.baseUrl, items.contactForm.targetId]]);
  const box = await page.locator(`iframe[title="Embedded ${items.contactForm.path}"]`).boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(600);
});

test("a provider that never answers is replaced by a link to the same content after a while", async ({ page }) => {
  await page.clock.install();
  await page.route(provider.scriptSrc, () => {
    // Never answers, like a provider that is down.
  });
  await gotoHydrated(page, "/events");
  await expect(page.getByRole("status")).toHaveText("Loading events calendar...");
  await page.clock.fastForward(provider.timeoutMs + 1000);
  await expect(page.getByText(/taking longer than usual/)).toBeVisible();
  const link = page.getByRole("link", { name: new RegExp(items.eventsCalendar.fallbackLabel) });
  await expect(link).toHaveAttribute("href", items.eventsCalendar.fallbackUrl);
  await expect(link).toHaveAttribute("target", "_blank");
});

test("a provider script that fails to load offers the link at once and logs a warning", async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (message) => message.type() === "warning" && warnings.push(message.text()));
  await page.route(provider.scriptSrc, (route) => route.abort());
  await gotoHydrated(page, "/watch");
  await expect(page.getByText(/could not be loaded here/)).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(items.sermonLibrary.fallbackLabel) })).toHaveAttribute(
    "href",
    items.sermonLibrary.fallbackUrl,
  );
  expect(warnings.some((w) => w.includes("could not load"))).toBe(true);
});

test("a missing target is a console warning, not a crash", async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (message) => message.type() === "warning" && warnings.push(message.text()));
  const fake = await serveFakeProvider(page, { hold: true });
  await gotoHydrated(page, "/contact");
  await expect.poll(() => fake.requests.length).toBe(1);
  await page.evaluate((id) => document.getElementById(id)?.remove(), items.contactForm.targetId);
  await fake.release();
  await expect.poll(() => warnings.some((w) => w.includes(`#${items.contactForm.targetId} is missing`))).toBe(true);
  expect(await embedCalls(page)).toEqual([]);
});

test("each page loads the provider's script once and runs it once; a page without embeds has none", async ({
  page,
}) => {
  await serveFakeProvider(page);
  await gotoHydrated(page, "/contact");
  await expect(page.locator(`iframe[title="Embedded ${items.contactForm.path}"]`)).toBeAttached();
  await expect(page.locator(`script[src="${provider.scriptSrc}"]`)).toHaveCount(1);

  await page.getByRole("banner").getByRole("link", { name: "About Us" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
  await expect(page.locator(`script[src="${provider.scriptSrc}"]`)).toHaveCount(0);

  await page.goBack();
  await expect(page.locator(`iframe[title="Embedded ${items.contactForm.path}"]`)).toBeAttached();
  await expect(page.locator(`script[src="${provider.scriptSrc}"]`)).toHaveCount(1);
  expect(await embedCalls(page)).toHaveLength(1);
});

test("without JavaScript every embed offers its content as a link to the provider's site", async ({ browser }) => {
  const { page, close } = await openWithoutScript(browser, "/contact", { width: 1280, height: 900 });
  const pages: [string, keyof typeof items][] = [
    ["/contact", "contactForm"],
    ["/events", "eventsCalendar"],
    ["/watch", "sermonLibrary"],
    ["/outreach", "outreachEvents"],
    ["/bridge-app", "appDownload"],
  ];
  for (const [path, key] of pages) {
    const item = items[key];
    await page.goto(new URL(path, test.info().project.use.baseURL).href);
    await expect(page.getByText(item.placeholder)).toBeHidden();
    const link = page.getByRole("link", { name: new RegExp(item.fallbackLabel) });
    await expect(link, path).toHaveAttribute("href", item.fallbackUrl);
    await expect(link, path).toHaveAttribute("target", "_blank");
  }
  await close();
});

test("after a failed load, the next embed tries the script again", async ({ page }) => {
  let attempts = 0;
  await page.route(provider.scriptSrc, (route) => {
    attempts++;
    return attempts === 1 ? route.abort() : route.fulfill({ contentType: "text/javascript", body: fakeProvider });
  });
  await gotoHydrated(page, "/bridge-app");
  await expect(page.getByText(/could not be loaded here/)).toBeVisible();
  await page.getByRole("banner").getByRole("link", { name: "Contact" }).first().click();
  await expect(page.locator(`iframe[title="Embedded ${items.contactForm.path}"]`)).toBeAttached();
  expect(attempts).toBe(2);
});

test("axe finds no violations while an embed loads and once it has rendered", async ({ page }) => {
  const fake = await serveFakeProvider(page, { hold: true });
  await gotoHydrated(page, "/contact");
  await expect(page.getByRole("status")).toHaveText("Loading contact form...");
  expect(await axeViolations(page)).toEqual([]);
  await fake.release();
  await expect(page.locator(`iframe[title="Embedded ${items.contactForm.path}"]`)).toBeAttached();
  expect(await axeViolations(page)).toEqual([]);
});
