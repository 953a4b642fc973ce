// Every public page, and the staff sign-in pages, walked as a person finds them (WCAG 2.2 AA where
// axe cannot look): at 320 px nothing scrolls sideways or is cut off, also with WCAG's text spacing;
// each field's edge is 3:1; each control has room to be tapped; a filled button keeps its edge in
// forced colours; each stop of Tab and of Shift+Tab is in view, uncovered, with a ring of 3:1; and
// text over a picture keeps its contrast against every pixel behind it.
// The staff pages behind sign-in get the same walk in staff-actions.spec.ts.
import { pathIn } from "../../app/content-model/languages";
import { textOverPictureFailures } from "./contrast-over-pictures";
import { expect, test, waitUntilInteractive } from "./fixtures";
import { pages } from "./pages";
import {
  duplicateIdFailures,
  fieldBorderFailures,
  forcedColoursFailures,
  keyboardWalkFailures,
  reflowFailures,
  targetSizeFailures,
} from "./walk";

const paths = [
  ...pages.map((p) => p.path),
  "/a-page-that-does-not-exist",
  "/staff/login",
  "/staff/forgot",
  "/staff/password?token=no-such-link",
];

// A walk of a long page is a few hundred key presses.
test.describe.configure({ timeout: 120_000 });

for (const width of [320, 375, 1280]) {
  test.describe(`at ${width} px`, () => {
    // Scrolled at once rather than smoothly: the same places, reached sooner.
    test.use({ viewport: { width, height: 700 }, reducedMotion: "reduce" });

    // The Spanish pages at the narrowest width, where their longer words would first spill over.
    const walked = width === 320 ? [...paths, ...pages.map((p) => pathIn(p.path, "es"))] : paths;
    for (const path of walked) {
      test(`${path}, walked as a person finds it`, async ({ page }) => {
        await page.goto(path);
        await waitUntilInteractive(page);
        expect({
          reflow: await reflowFailures(page),
          fields: await fieldBorderFailures(page),
          targets: await targetSizeFailures(page),
          forcedColours: await forcedColoursFailures(page),
          keyboard: await keyboardWalkFailures(page),
          textOverPictures: await textOverPictureFailures(page),
          ids: await duplicateIdFailures(page),
        }).toEqual({
          reflow: [],
          fields: [],
          targets: [],
          forcedColours: [],
          keyboard: [],
          textOverPictures: [],
          ids: [],
        });
      });
    }
  });
}

for (const width of [320, 375]) {
  test.describe(`the phone menu at ${width} px`, () => {
    test.use({ viewport: { width, height: 700 } });

    test("closes when the keyboard leaves it, so the next stop is not under it", async ({ page }) => {
      await page.goto("/");
      await waitUntilInteractive(page);
      const toggle = page.getByRole("button", { name: "Open menu" });
      await toggle.focus();
      await page.keyboard.press("Enter");
      const menu = page.getByRole("navigation", { name: "Main menu" });
      await expect(menu.getByRole("link").first()).toBeFocused();
      const links = await menu.getByRole("link").count();
      for (let i = 1; i < links; i++) await page.keyboard.press("Tab");
      await expect(menu.getByRole("link").last()).toBeFocused();
      expect(await forcedColoursFailures(page)).toEqual([]);
      await page.keyboard.press("Tab");
      await expect(menu).toBeHidden();
      await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
      // Where the keyboard went is in sight, and so is every stop after it.
      expect(await keyboardWalkFailures(page, 5)).toEqual([]);
    });

    test("stays open while the keyboard goes back to its own button", async ({ page }) => {
      await page.goto("/");
      await waitUntilInteractive(page);
      await page.getByRole("button", { name: "Open menu" }).focus();
      await page.keyboard.press("Enter");
      const menu = page.getByRole("navigation", { name: "Main menu" });
      await expect(menu.getByRole("link").first()).toBeFocused();
      await page.keyboard.press("Shift+Tab");
      await expect(page.getByRole("button", { name: "Close menu" })).toBeFocused();
      await expect(menu).toBeVisible();
    });
  });
}
