// /privacy and /accessibility, and the live-service line on the home page and /watch.
import type { Page } from "@playwright/test";
import { serviceStatus } from "../../app/content/service-status";
import { site } from "../../app/content/site";
import { expect, gotoHydrated, openWithoutScript, test } from "./fixtures";
import { pages } from "./pages";

test.describe("/privacy", () => {
  test("states the retention period the server is running with", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy" })).toBeVisible();
    await expect(page.locator("main")).toContainText("then for 400 more days");
    await expect(page.locator("main")).toContainText("we keep it for 400 days and then erase it for good");
  });

  // Each page in a test of its own: a page may load only sites /privacy names.
  for (const { path } of pages) {
    test(`names every other site that ${path} loads`, async ({ page }) => {
      const loaded = await otherSitesLoaded(page, path);
      const listed = await listedOnPrivacy(page);
      expect([...loaded].filter((host) => !listed.has(host))).toEqual([]);
    });
  }

  test("names only sites that pages load", async ({ page }) => {
    // The pages that use each other service: the map, the players and analytics on the home page,
    // the background video on /outreach, the embedded calendar on /events.
    const loaded = new Set<string>();
    for (const path of ["/", "/outreach", "/events"]) {
      for (const host of await otherSitesLoaded(page, path)) loaded.add(host);
    }
    expect([...(await listedOnPrivacy(page))].sort()).toEqual([...loaded].sort());
  });

  test("is linked from every page's footer and from the note form", async ({ page }) => {
    await page.goto("/guest");
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await page.goto("/share-note");
    await page.getByRole("link", { name: "Who reads your note, and how long we keep it" }).click();
    await expect(page).toHaveURL(/\/privacy#notes$/);
    await expect(page.getByRole("heading", { name: "Notes of appreciation" })).toBeInViewport();
  });
});

test.describe("/accessibility", () => {
  test("names the standard, the checks, the known limits and how to report a barrier", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Accessibility" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Accessibility" })).toBeVisible();
    await expect(page.locator("main")).toContainText("WCAG) 2.2 at level AA");
    await expect(page.getByRole("heading", { name: "Known limits" })).toBeVisible();
    await expect(page.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
  });
});

/** The hosts of other sites a visit to `path` loads: the page, all of it scrolled through, and its first video played. */
async function otherSitesLoaded(page: Page, path: string): Promise<Set<string>> {
  const site = new URL(test.info().project.use.baseURL ?? "").origin;
  const loaded = new Set<string>();
  const record = (request: { url(): string }) => {
    const url = new URL(request.url());
    if (url.origin !== site && url.protocol.startsWith("http")) loaded.add(url.host);
  };
  page.on("request", record);
  await gotoHydrated(page, path);
  await scrollThrough(page);
  // A video's player comes from its host only when asked for.
  const play = page.getByRole("button", { name: /^Play video:/ });
  if ((await play.count()) > 0) await play.first().click();
  page.off("request", record);
  return loaded;
}

async function listedOnPrivacy(page: Page): Promise<Set<string>> {
  await page.goto("/privacy");
  return new Set(await page.locator("[data-third-party-host]").allTextContents());
}

async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 600; y < height + 600; y += 600) {
    // Two frames at each step: enough for lazy images and embeds to see that they came into view.
    await page.evaluate(
      (top) =>
        new Promise((resolve) => {
          window.scrollTo(0, top);
          requestAnimationFrame(() => requestAnimationFrame(resolve));
        }),
      y,
    );
  }
  await page.waitForLoadState("networkidle");
}

// New York's clock on a Sunday in winter (EST) and in summer (EDT), seen from a browser in Tokyo.
const sundays = [
  { season: "winter", date: "2026-01-18", offset: "-05:00", zone: "EST" },
  { season: "summer", date: "2026-07-19", offset: "-04:00", zone: "EDT" },
];

test.describe("the live-service line, from a browser in Tokyo", () => {
  test.use({ timezoneId: "Asia/Tokyo" });

  for (const { season, date, offset, zone } of sundays) {
    const cases = [
      { clock: "10:29", live: false, text: `Next service today at 10:30 AM ${zone}, in 1 minute` },
      { clock: "10:31", live: true, text: serviceStatus.live },
      { clock: "11:44", live: true, text: serviceStatus.live },
      { clock: "11:46", live: false, text: `Next service Sunday at 10:30 AM ${zone}, in 7 days` },
    ];
    for (const { clock, live, text } of cases) {
      test(`in ${season} at ${clock} New York time, the home page and /watch say ${live ? "live" : "when"}`, async ({
        page,
      }) => {
        await page.clock.setFixedTime(new Date(`${date}T${clock}:00${offset}`));
        for (const path of ["/", "/watch"]) {
          await gotoHydrated(page, path);
          const status = page.locator("service-status");
          await expect(status.getByRole("status")).toHaveText(live ? `${text} (opens in a new tab)` : text);
          if (live) {
            await expect(status.getByRole("link")).toHaveAttribute("href", site.links.liveStream);
          } else {
            await expect(status.getByRole("link")).toHaveCount(0);
          }
        }
      });
    }
  }
});

test("without JavaScript the live-service line states the weekly schedule", async ({ browser }) => {
  for (const path of ["/", "/watch"]) {
    const { page, close } = await openWithoutScript(browser, path);
    await expect(page.locator("service-status").getByRole("status")).toHaveText(
      serviceStatus.schedule.replace("{day}", site.worship.day).replace("{time}", site.worship.time),
    );
    await close();
  }
});
