import { navigation } from "../../app/content/navigation";
import { languageCodes, pathIn } from "../../app/content-model/languages";
import { expect, gotoHydrated, openWithoutScript, test } from "./fixtures";

test.describe("desktop header", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("shows the seven main links and no menu toggle", async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("navigation", { name: "Main", exact: true });
    await expect(main.getByRole("link")).toHaveText(navigation.header.map((item) => item.label));
    await expect(main.getByRole("link", { name: "About Us" })).toHaveAttribute("href", "/about-us");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  });

  test("marks the current page in the header", async ({ page }) => {
    await page.goto("/about-us");
    await expect(
      page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "About Us" }),
    ).toHaveAttribute("aria-current", "page");
  });

  test("the skip link is the first stop and jumps to the main content", async ({ page }) => {
    await gotoHydrated(page, "/about-us");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("works with no script: opens, closes on Escape with focus back on its button, and links lead on", async ({
    browser,
  }) => {
    const { page, close } = await openWithoutScript(browser, "/");
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeHidden();
    await close();
  });

  test("opens, closes on Escape, and closes when a link is chosen", async ({ page }) => {
    await gotoHydrated(page, "/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link").first()).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });
});

// 400 % and 200 % zoom of a 1280 × 1024 and a 1280 × 800 screen, 200 % text on a phone, and WCAG's
// text spacing at 320 px (the header then grows: the menu hangs from its foot), in every language,
// with and without script.
const setups = [
  { name: "at 320 × 256", viewport: { width: 320, height: 256 }, style: "" },
  { name: "at 640 × 400", viewport: { width: 640, height: 400 }, style: "" },
  { name: "with 200 % text", viewport: { width: 375, height: 667 }, style: "html { font-size: 200% !important; }" },
  {
    name: "with text spacing at 320 px",
    viewport: { width: 320, height: 568 },
    style: `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }`,
  },
];
for (const { name, viewport, style } of setups) {
  for (const language of languageCodes) {
    for (const javaScriptEnabled of [true, false]) {
      test(`${name} (${language}, ${javaScriptEnabled ? "with" : "without"} JavaScript) the open menu scrolls to its last link, and Tab shows each`, async ({
        browser,
      }) => {
        // The reader's own style sheet, as a browser extension adds it: written into the page as it
        // arrives (the page's own policy allows no other style, and a page without script takes no tag).
        const context = await browser.newContext({ javaScriptEnabled, viewport, bypassCSP: true });
        const page = await context.newPage();
        await page.route(
          (url) => url.pathname === pathIn("/", language),
          async (route) => {
            const response = await route.fetch();
            const body = (await response.text()).replace("</head>", `<style>${style}</style></head>`);
            await route.fulfill({ response, body });
          },
        );
        await page.goto(pathIn("/", language));
        if (javaScriptEnabled) await page.waitForFunction(() => customElements.get("site-menu") !== undefined);
        await page.locator("site-menu button").click();
        const links = page.locator("#mobile-menu a");
        await expect(links.first()).toBeFocused();
        // The menu starts below the header, however tall the header has grown.
        const header = await page.locator("header").first().boundingBox();
        const menu = await page.locator("#mobile-menu").boundingBox();
        expect(menu?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0) - 1);
        const count = await links.count();
        for (let index = 1; index < count; index++) {
          await page.keyboard.press("Tab");
          await expect(links.nth(index)).toBeFocused();
          // The link the keyboard is on is wholly in the window.
          await expect(links.nth(index)).toBeInViewport({ ratio: 1 });
        }
        await context.close();
      });
    }
  }
}

test("the footer links to the church's video, photo and social pages in new tabs", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const link of navigation.social) {
    const anchor = footer.getByRole("link", { name: new RegExp(`^${link.label}`) });
    await expect(anchor).toHaveAttribute("href", link.href);
    await expect(anchor).toHaveAttribute("target", "_blank");
    await expect(anchor).toHaveAttribute("rel", "noopener noreferrer");
  }
  await expect(footer).toContainText("© 2025");
});
