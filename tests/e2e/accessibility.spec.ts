import { axeViolations, expect, test } from "./fixtures";
import { pages } from "./pages";

const paths = [...pages.map((p) => p.path), "/a-page-that-does-not-exist"];

for (const width of [375, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of paths) {
      test(`axe finds no violations on ${path}`, async ({ page }) => {
        await page.goto(path);
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}

test.describe("with the mobile menu open", () => {
  test.use({ viewport: { width: 375, height: 900 } });

  test("axe finds no violations", async ({ page }) => {
    await page.goto("/");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.getByRole("button", { name: "Open menu" }).click();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("transitions are switched off", async ({ page }) => {
    await page.goto("/core-values");
    const duration = await page
      .locator("main img")
      .first()
      .evaluate((img) => getComputedStyle(img).transitionDuration);
    expect(Number.parseFloat(duration)).toBeLessThan(0.001);
  });
});
