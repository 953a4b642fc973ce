// A tap made as soon as a control is seen works, before the page's scripts have started: on a slow
// phone they start a second or more after the first paint (docs/benchmarks.md). Here every script
// of the site is held back until the tap has been made, and what the tap did is checked; then the
// scripts start and take over from where the page is. The editor's Publish before its script is in
// content-editing.spec.ts.
import type { Page } from "@playwright/test";
import { home } from "../../app/content/home";
import { expect, holdScripts, slideInView as restingOn, test, waitUntilInteractive } from "./fixtures";

const painted = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);

test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });

test("the carousel's arrows and dots and the menu answer taps before any script, and the script takes over", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "commit" });
  await painted(page);
  const carousel = page.getByRole("region", { name: home.heroLabel });
  const slideInView = () => restingOn(carousel);
  const slide = (n: number) => carousel.getByRole("group", { name: new RegExp(`^${n} of 2`) });
  try {
    await slide(1).getByRole("link", { name: "Next slide" }).tap();
    await expect.poll(slideInView).toBe(2);
    await slide(2)
      .getByRole("link", { name: /^Show slide 1/ })
      .tap();
    await expect.poll(slideInView).toBe(1);
    await slide(1).getByRole("link", { name: "Previous slide" }).tap();
    await expect.poll(slideInView).toBe(2);

    const menuButton = page.getByRole("button", { name: "Menu" });
    await menuButton.tap();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    await menuButton.tap();
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => customElements.get("hero-carousel"))).toBeUndefined();
  } finally {
    release();
  }
  // The script starts on the slide the visitor chose: the other is out of reach, and the arrows step on.
  await waitUntilInteractive(page);
  await expect(slide(1)).toHaveAttribute("inert", "");
  await slide(2).getByRole("link", { name: "Next slide" }).tap();
  await expect.poll(slideInView).toBe(1);
  await expect(carousel.getByText(`Slide 1 of 2: ${home.heroSlides[0]?.title}`)).toBeAttached();
  // The links followed before the script left the address at the slide they chose; the script's own
  // steps leave the address and the history alone.
  expect(new URL(page.url()).hash).toBe(`#slide-${home.heroSlides[1]?.id}`);
});

test("a group filter chosen before the script starts is applied when it does", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/groups", { waitUntil: "commit" });
  await painted(page);
  try {
    await page.getByLabel("Format").selectOption("online");
  } finally {
    release();
  }
  await waitUntilInteractive(page);
  await expect(page.getByRole("status").filter({ hasText: /^Showing/ })).toHaveText(/^Showing 2 of \d+ groups/);
  await expect(page).toHaveURL(/\?format=online$/);
});
