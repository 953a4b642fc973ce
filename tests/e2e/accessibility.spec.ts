import { languageCodes, languagesOf, pathIn } from "../../app/content-model/languages";
import { axeViolations, expect, test, waitUntilInteractive } from "./fixtures";
import { pages } from "./pages";

// Every page in every language it is in, and the not-found page in each language.
const paths = [
  ...pages.flatMap(({ path }) => languagesOf(path).map((language) => pathIn(path, language))),
  ...languageCodes.map((language) => pathIn("/a-page-that-does-not-exist", language)),
];

for (const width of [375, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of paths) {
      test(`axe finds no violations on ${path}`, async ({ page }) => {
        await page.goto(path);
        await waitUntilInteractive(page);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}

test.describe("with the mobile menu open", () => {
  test.use({ viewport: { width: 375, height: 900 } });

  test("axe finds no violations", async ({ page }) => {
    await page.goto("/");
    await waitUntilInteractive(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    expect(await axeViolations(page)).toEqual([]);
  });
});

for (const reducedMotion of ["reduce", "no-preference"] as const) {
  test.describe(`with reducedMotion ${reducedMotion}`, () => {
    test.use({ reducedMotion });

    test(`the value cards' zoom transition is ${reducedMotion === "reduce" ? "off" : "on"}`, async ({ page }) => {
      await page.goto("/core-values");
      const duration = await page
        .getByRole("main")
        .getByRole("listitem")
        .first()
        .getByRole("img")
        .evaluate((img) => Number.parseFloat(getComputedStyle(img).transitionDuration));
      if (reducedMotion === "reduce") expect(duration).toBeLessThan(0.001);
      else expect(duration).toBeGreaterThan(0.1);
    });
  });
}

test.describe("with the map and a player loaded", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("axe finds no violations on the home page", async ({ page }) => {
    await page.goto("/");
    await waitUntilInteractive(page);
    const map = page.locator(".leaflet-container");
    await page.getByRole("region", { name: /^Map showing/ }).scrollIntoViewIfNeeded();
    await expect(map.locator(".leaflet-marker-icon")).toBeVisible();
    await page.getByRole("button", { name: /^Play video:/ }).click();
    await expect(page.locator("iframe")).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
  });
});
