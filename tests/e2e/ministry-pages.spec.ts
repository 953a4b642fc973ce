import type { Locator, Page } from "@playwright/test";
import { baptism } from "../../app/content/baptism";
import { groups } from "../../app/content/groups";
import { kids } from "../../app/content/kids";
import { next } from "../../app/content/next";
import { serve } from "../../app/content/serve";
import { site } from "../../app/content/site";
import { youth } from "../../app/content/youth";
import { fakeExternalPage, recordAnalyticsAcrossPages } from "./analytics-recorder";
import { expect, gotoHydrated, openWithoutScript, test, waitUntilInteractive } from "./fixtures";

const groupByName = (name: string) => {
  const group = groups.groups.find((g) => g.name === name);
  if (!group) throw new Error(`no group ${name}`);
  return group;
};

const sectionHeadings = (page: Page) => page.getByRole("main").getByRole("heading", { level: 3 });

test.describe("/groups", () => {
  test("shows every group in its section, with counts, leaders' photos or initials", async ({ page }) => {
    await gotoHydrated(page, "/groups");
    await expect(page.getByRole("heading", { level: 1, name: "Find Your Community" })).toBeVisible();
    await expect(page.getByRole("img", { name: groups.hero.image.alt })).toBeAttached();
    await expect(sectionHeadings(page)).toHaveText([
      "Coed Groups",
      "Women's Life Groups",
      "Men's Life Groups",
      "Unique Groups",
    ]);
    for (const [section, count] of [
      ["Coed Groups", "3 groups"],
      ["Women's Life Groups", "2 groups"],
      ["Men's Life Groups", "2 groups"],
      ["Unique Groups", "2 groups"],
    ] as const) {
      const region = page.getByRole("region", { name: section, exact: true });
      await expect(region.getByText(count, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(9);

    const card = (name: string) => page.getByRole("article").filter({ has: page.getByRole("heading", { name }) });
    // A couple leading together: both photos, side by side.
    const couple = card("Young Couples").getByTestId("leader-photos").getByRole("img");
    await expect(couple).toHaveCount(2);
    const [first, second] = [await couple.nth(0).boundingBox(), await couple.nth(1).boundingBox()];
    expect(second?.x ?? 0).toBeGreaterThanOrEqual((first?.x ?? 0) + (first?.width ?? 0));
    expect(second?.y).toBe(first?.y);
    await expect(card("Women of the Word").getByRole("img")).toHaveCount(1);
    // No photo: the leader's initials.
    await expect(card("Grupo Familia").getByText("MJ", { exact: true })).toBeVisible();
    await expect(card("Grupo Familia").getByRole("img")).toHaveCount(0);
  });

  test("Join leaves in the same window for the group's form and sends both analytics events", async ({ page }) => {
    const events = await recordAnalyticsAcrossPages(page);
    const group = groupByName("Alpha Explorers");
    await fakeExternalPage(page, group.joinLink);
    await gotoHydrated(page, "/groups");
    const join = page.getByRole("link", { name: "Join Alpha Explorers" });
    await expect(join).toHaveAttribute("href", group.joinLink);
    await expect(join).not.toHaveAttribute("target");
    await join.click();
    await expect(page).toHaveURL(group.joinLink);
    await expect(page.getByRole("heading", { name: "Form" })).toBeVisible();
    await expect
      .poll(() => events)
      .toEqual([
        ["Button Click", { props: { button_name: "Join Alpha Explorers", section: "Coed Groups" } }],
        ["External Link Click", { props: { url: group.joinLink, link_text: "Join Alpha Explorers" } }],
      ]);
  });

  test("Ball Up Top joins through the events page, in the same window", async ({ page }) => {
    const events = await recordAnalyticsAcrossPages(page);
    await gotoHydrated(page, "/groups");
    const join = page.getByRole("link", { name: "Join Ball Up Top" });
    await expect(join).toHaveAttribute("href", "/events");
    await join.click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole("heading", { level: 1, name: "Upcoming Events" })).toBeVisible();
    await expect
      .poll(() => events)
      .toEqual([["Button Click", { props: { button_name: "Join Ball Up Top", section: "Unique Groups" } }]]);
  });

  test("Contact Us About Starting a Group opens the external form in a new tab", async ({ page }) => {
    await page.goto("/groups");
    const link = page.getByRole("link", { name: /^Contact Us About Starting a Group/ });
    await expect(link).toHaveAttribute("href", groups.startGroup.link.href);
    await expect(link).toHaveAttribute("target", "_blank");
  });

  test("filters apply at once, stay in the address to share, and keep focus on the filter", async ({ page }) => {
    await gotoHydrated(page, "/groups");
    // Filtering happens in the browser: no page or data is asked of the server (images of cards
    // coming into view may load, as they would on scrolling).
    const serverRequests: string[] = [];
    page.on("request", (request) => {
      if (["document", "fetch", "xhr"].includes(request.resourceType())) serverRequests.push(request.url());
    });
    const day = page.getByLabel("Day");
    await day.focus();
    await day.selectOption("Saturday");
    await expect(page).toHaveURL(/\/groups\?day=saturday$/);
    await expect(page.getByRole("status")).toHaveText("Showing 2 of 9 groups");
    await expect(sectionHeadings(page)).toHaveText(["Men's Life Groups", "Unique Groups"]);
    await expect(page.getByRole("main").getByText("1 group", { exact: true })).toHaveCount(2);
    await expect(day).toBeFocused();

    await page.getByLabel("Who it's for").selectOption("Men");
    await expect(page).toHaveURL(/\/groups\?day=saturday&category=men$/);
    await expect(page.getByRole("main").getByRole("article")).toHaveText([/Early Risers/]);

    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/groups$/);
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(9);
    await expect(day).toBeFocused();
    await expect(day).toHaveValue("");
    expect(serverRequests).toEqual([]);
  });

  test("has one address: /groups/ and /Groups move there, keeping the filters", async ({ request }) => {
    for (const path of ["/groups/?day=saturday", "/Groups?day=saturday"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      expect(response.headers().location).toBe("/groups?day=saturday");
    }
    const page = await request.get("/groups");
    expect(page.status()).toBe(200);
    expect(page.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  test("is reached from another page by an ordinary link, like any other page", async ({ page }) => {
    await gotoHydrated(page, "/connect");
    await page.getByRole("link", { name: /^Find a Group/ }).click();
    await expect(page).toHaveURL(/\/groups$/);
    await expect(page.getByRole("heading", { level: 1, name: "Find Your Community" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(9);
    // A new page: the keyboard starts again at the skip link.
    await waitUntilInteractive(page);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
  });

  test("a shared filtered address shows the filtered list, already in the server's HTML", async ({ page, browser }) => {
    const withoutScript = await openWithoutScript(browser, "/groups?format=online&category=women");
    await expect(withoutScript.page.getByRole("main").getByRole("article")).toHaveText([/Moms in Prayer/]);
    await expect(withoutScript.page.getByRole("status")).toHaveText("Showing 1 of 9 groups");
    await withoutScript.close();

    await gotoHydrated(page, "/groups?format=online&category=women");
    await expect(page.getByRole("main").getByRole("article")).toHaveText([/Moms in Prayer/]);
    await expect(page.getByLabel("Format")).toHaveValue("online");
    await expect(page.getByLabel("Who it's for")).toHaveValue("women");
  });

  test("says clearly when no group matches, with a way back to all groups", async ({ page }) => {
    await gotoHydrated(page, "/groups?day=monday&format=in-person");
    await expect(page.getByRole("heading", { name: "No groups match these filters" })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText("Showing 0 of 9 groups");
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(0);
    await page.getByRole("link", { name: "Clear filters" }).last().click();
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(9);
  });

  test("Back returns to the previous filter, and the filters follow", async ({ page }) => {
    await gotoHydrated(page, "/groups");
    await page.getByLabel("Format").selectOption("Hybrid");
    await expect(page).toHaveURL(/format=hybrid/);
    await page.getByLabel("Format").selectOption("Online");
    await expect(page).toHaveURL(/format=online/);
    await page.goBack();
    await expect(page).toHaveURL(/format=hybrid/);
    await expect(page.getByLabel("Format")).toHaveValue("hybrid");
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(2);
  });
});

test.describe("/groups without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filter form submits to the server, which sends the filtered list", async ({ page }) => {
    await page.goto("/groups");
    await page.getByLabel("Day").selectOption("Tuesday");
    await page.getByLabel("Format").selectOption("Online");
    await page.getByRole("button", { name: "Show Groups" }).click();
    await expect(page).toHaveURL(/\/groups\?day=tuesday&format=online&category=#find-a-group$/);
    await expect(page.getByRole("main").getByRole("article")).toHaveText([/Iron Sharpens Iron/]);
    await expect(page.getByRole("status")).toHaveText("Showing 1 of 9 groups");
    await expect(page.getByLabel("Day")).toHaveValue("tuesday");

    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(9);
  });
});

test("/kids: when, where, ages, the directors, and questions by e-mail", async ({ page }) => {
  await page.goto("/kids");
  const main = page.getByRole("main");
  await expect(page.getByRole("heading", { level: 1, name: "Kids Downtown" })).toBeVisible();
  await expect(main.getByText("Sundays at 10:30 AM")).toBeVisible();
  await expect(main.getByText(site.worship.venue.name).first()).toBeVisible();
  expect(site.worship.venue.name).toMatch(/High School/);
  await expect(main.getByText("Ages 4–11", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Meet Our Children's Directors" })).toBeVisible();
  for (const person of kids.directors.people) {
    await expect(main.getByRole("heading", { name: person.name })).toBeVisible();
  }
  await expect(main.getByRole("link", { name: kids.questions.email })).toHaveAttribute(
    "href",
    `mailto:${kids.questions.email}`,
  );
});

test.describe("/youth", () => {
  test("vision, purpose, events, worship twice a month and the parents' text service in a new tab", async ({
    page,
  }) => {
    await page.goto("/youth");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Our Vision" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Our Purpose" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Special Events" })).toBeVisible();
    await expect(main.getByText("2nd and 4th Sundays at 10:30 AM")).toBeVisible();
    const parents = main.getByRole("link", { name: /Get Parent Updates by Text/ });
    await expect(parents).toHaveAttribute("href", youth.parents.link.href);
    await expect(parents).toHaveAttribute("target", "_blank");
    await expect(page.getByTestId("youth-gallery").getByRole("img")).toHaveCount(6);
  });

  const scale = (item: Locator) => item.getByRole("img").evaluate((img) => getComputedStyle(img).scale);

  test("the hovered photo zooms, and so does the keyboard-focused one", async ({ page }) => {
    await page.goto("/youth");
    const photos = page.getByTestId("youth-gallery").getByRole("link");
    await photos.nth(2).scrollIntoViewIfNeeded();
    await photos.nth(2).hover();
    await expect.poll(() => scale(photos.nth(2))).toBe("1.1");
    await expect.poll(() => scale(photos.nth(1))).toBe("none");

    await page.mouse.move(0, 0);
    await expect.poll(() => scale(photos.nth(2))).toBe("none");
    await photos.nth(3).focus();
    await page.keyboard.press("Tab");
    await expect(photos.nth(4)).toBeFocused();
    await expect.poll(() => scale(photos.nth(4))).toBe("1.1");
    await expect.poll(() => scale(photos.nth(3))).toBe("none");
  });

  for (const [width, columns, featured] of [
    [375, 2, false],
    [767, 2, false],
    [768, 3, false],
    [991, 3, false],
    [992, 3, true],
    [1280, 3, true],
  ] as const) {
    test(`the gallery at ${width}px: ${columns} columns${featured ? ", first photo featured" : ""}`, async ({
      browser,
    }) => {
      // JavaScript off: the layout must be right in the page as sent, before any script.
      const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto("/youth");
      const gallery = page.getByTestId("youth-gallery");
      const layout = await gallery.evaluate((list) => ({
        columns: getComputedStyle(list).gridTemplateColumns.split(" ").length,
        firstSpan: getComputedStyle(list.children[0] as Element).gridColumnEnd,
      }));
      expect(layout.columns).toBe(columns);
      expect(layout.firstSpan).toBe(featured ? "span 2" : "auto");
      await context.close();
    });
  }
});

test.describe("/baptism", () => {
  test("explains baptism, gives three reasons, the consent notice, the date and the video", async ({
    page,
    request,
  }) => {
    await page.goto("/baptism");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "What is Baptism?" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Why Should I Be Baptized?" }).getByRole("listitem")).toHaveCount(3);

    const upcoming = page.getByRole("region", { name: "Upcoming Baptism" });
    await expect(upcoming).toContainText("Saturday, December 6, 2025");
    await expect(upcoming).toContainText("8:00 AM");
    await expect(upcoming).toContainText("Indoor Swim Center");
    await expect(upcoming.locator("time")).toHaveAttribute("datetime", "2025-12-06T08:00:00-05:00");

    const consent = page.getByRole("complementary", { name: /Under 13/ });
    await expect(consent).toContainText("younger than 13");
    const form = consent.getByRole("link", { name: /Download the Parental Consent Form/ });
    await expect(form).toHaveAttribute("download", "");
    const pdf = await request.get((await form.getAttribute("href")) ?? "");
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
    await expect(consent.getByRole("link", { name: baptism.consent.email })).toHaveAttribute(
      "href",
      `mailto:${baptism.consent.email}`,
    );

    await expect(page.getByRole("button", { name: /^Play video: Baptism Orientation/ })).toBeVisible();
    await expect(main.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  });

  test("every Register button stays in the same window and sends both analytics events", async ({ page }) => {
    const events = await recordAnalyticsAcrossPages(page);
    const { href } = baptism.registration;
    await gotoHydrated(page, "/baptism");
    const buttons = page.getByRole("main").getByRole("link", { name: /^Register/ });
    await expect(buttons).toHaveText(["Register for Baptism", "Register", "Register for Baptism"]);
    for (const button of await buttons.all()) {
      await expect(button).toHaveAttribute("href", href);
      await expect(button).not.toHaveAttribute("target");
    }
    await fakeExternalPage(page, href);
    await buttons.nth(1).click();
    await expect(page).toHaveURL(href);
    await expect
      .poll(() => events)
      .toEqual([
        ["Button Click", { props: { button_name: "Baptism Registration", section: "Upcoming Baptism" } }],
        ["External Link Click", { props: { url: href, link_text: "Register" } }],
      ]);
  });
});

test("/next: three sessions, registration in a new tab, and three places to serve", async ({ page }) => {
  await page.goto("/next");
  const sessions = page.getByRole("region", { name: "Three Sessions" }).getByRole("listitem");
  await expect(sessions.getByRole("heading")).toHaveText([
    "Become a Member",
    "Discover Your Uniqueness",
    "Develop Your Leadership",
  ]);
  const register = page.getByRole("link", { name: /^Register for NEXT/ });
  await expect(register).toHaveCount(2);
  for (const link of await register.all()) {
    await expect(link).toHaveAttribute("href", next.register.link.href);
    await expect(link).toHaveAttribute("target", "_blank");
  }
  const cards = page.getByRole("region", { name: "Where NEXT Can Lead" }).getByRole("listitem");
  await expect(cards.getByRole("heading")).toHaveText(["Worship Team", "Children's Ministry", "Community Outreach"]);
  await expect(cards.locator("img")).toHaveCount(3);
});

test("/serve: nine teams with their own forms, one Join a Team link, and the director's e-mail", async ({ page }) => {
  await page.goto("/serve");
  const teams = page.getByRole("region", { name: "Our Teams" }).getByRole("listitem");
  await expect(teams.getByRole("heading")).toHaveText(serve.teams.items.map((team) => team.title));
  for (const team of serve.teams.items) {
    const join = page.getByRole("link", { name: new RegExp(`^Join Team\\W+${team.title}`) });
    await expect(join).toHaveAttribute("href", team.joinUrl);
    await expect(join).toHaveAttribute("target", "_blank");
  }
  const main = page.getByRole("link", { name: /^Join a Team/ });
  await expect(main).toHaveAttribute("href", serve.joinAll.link.href);
  await expect(main).toHaveAttribute("target", "_blank");
  const { director } = serve.contact;
  await expect(page.getByText(director.role)).toBeVisible();
  await expect(page.getByRole("link", { name: director.email })).toHaveAttribute("href", `mailto:${director.email}`);
});
