import type { Page } from "@playwright/test";
import { connect } from "../../app/content/connect";
import { give } from "../../app/content/give";
import { site } from "../../app/content/site";
import { expect, gotoHydrated, test } from "./fixtures";

/** Records analytics events in place of the real provider's script. */
async function recordAnalytics(page: Page) {
  await page.addInitScript(() => {
    const events: unknown[] = [];
    Object.assign(window, { __events: events, plausible: (...args: unknown[]) => events.push(args) });
  });
  return () => page.evaluate(() => (window as unknown as { __events: unknown[] }).__events);
}

test("/connect has nine cards, each one link to its place, clickable anywhere on the card", async ({ page }) => {
  await gotoHydrated(page, "/connect");
  const cards = page.getByRole("main").getByRole("listitem");
  await expect(cards).toHaveCount(9);
  const expected: Array<[string, string]> = [
    ["FIRST TIME?", "/guest"],
    ["JOIN A GROUP", "/groups"],
    ["KIDS DOWNTOWN", "/kids"],
    ["SALVATION", "/jesus"],
    ["BAPTISM", "/baptism"],
    ["OXYGEN: YOUTH MINISTRY", "/youth"],
    ["OUTREACH", "/outreach"],
    ["SERVE", "/serve"],
    ["NEXT", "/next"],
  ];
  for (const [index, [title, url]] of expected.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading")).toHaveText(title);
    await expect(card.getByRole("link")).toHaveCount(1);
    await expect(card.getByRole("link")).toHaveAttribute("href", url);
  }
  const buttons = Object.fromEntries(connect.cards.map((card) => [card.title, card.buttonText]));
  expect([
    buttons["FIRST TIME?"],
    buttons["JOIN A GROUP"],
    buttons.BAPTISM,
    buttons.OUTREACH,
    buttons.SERVE,
    buttons.NEXT,
  ]).toEqual(["Learn More", "Find a Group", "Sign Up", "Get Involved", "Sign Up", "Get Started"]);
  // A tap in the middle of the card (on its text, not its button) follows the card's link.
  await cards.nth(3).click();
  await expect(page).toHaveURL(/\/jesus$/);
});

test("/contact shows where, when and how to reach the church", async ({ page }) => {
  await page.goto("/contact");
  const cards = page.getByRole("main").getByRole("listitem");
  await expect(cards.getByRole("heading")).toHaveText(["Worship Location", "Worship Time", "Mailing Address"]);
  await expect(cards.nth(0)).toContainText(site.worship.venue.name);
  await expect(cards.nth(1)).toContainText(`${site.worship.day}s at ${site.worship.time}`);
  await expect(cards.nth(2).getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
  await expect(cards.nth(2).getByRole("link", { name: site.phone.display })).toHaveAttribute(
    "href",
    `tel:${site.phone.tel}`,
  );
  await expect(page.getByRole("heading", { name: "Send Us a Message" })).toBeVisible();
});

test("/leadership introduces the lead pastor, says the team is growing, and shows three open roles", async ({
  page,
}) => {
  await page.goto("/leadership");
  await expect(page.getByRole("heading", { level: 2, name: "Pastor Marcus Reed" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(3);
});

test("/watch: Watch Now scrolls to the sermon and focuses it; both buttons send their events", async ({ page }) => {
  const events = await recordAnalytics(page);
  await gotoHydrated(page, "/watch");
  await page.getByRole("link", { name: "Watch Now" }).click();
  const section = page.getByRole("region", { name: "Latest Sermon" });
  await expect(section).toBeFocused();
  await expect(section).toBeInViewport();
  await expect(page).toHaveURL(/#latest-sermon$/);

  const fullExperience = page.getByRole("link", { name: /Watch Full Experience/ });
  await expect(fullExperience).toHaveAttribute("href", site.links.liveStream);
  await expect(fullExperience).toHaveAttribute("target", "_blank");
  const popup = page.waitForEvent("popup");
  await fullExperience.click();
  await (await popup).close();

  expect(await events()).toEqual([
    ["Button Click", { props: { button_name: "Watch Sermon", section: "Latest Sermon" } }],
    ["Button Click", { props: { button_name: "Watch Full Experience", section: "Latest Sermon" } }],
    ["External Link Click", { props: { url: site.links.liveStream, link_text: "Watch Full Experience" } }],
  ]);
  await expect(page.getByRole("button", { name: /^Play video: Latest Sermon/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sermon Library" })).toBeVisible();
});

test("analytics stay silent when the browser sends Global Privacy Control", async ({ page }) => {
  const events = await recordAnalytics(page);
  await page.addInitScript(() => Object.defineProperty(navigator, "globalPrivacyControl", { value: true }));
  await gotoHydrated(page, "/watch");
  await page.getByRole("link", { name: "Watch Now" }).click();
  expect(await events()).toEqual([]);
});

test("/events has the calendar and a way to ask questions", async ({ page }) => {
  await page.goto("/events");
  await expect(page.getByRole("heading", { name: "Events Calendar" })).toBeVisible();
  const questions = page.getByRole("region", { name: "Questions About Our Events?" });
  await expect(questions.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
});

test("/give lists the ways to give, the app, the impact and the annual report", async ({ page }) => {
  await page.goto("/give");
  await expect(page.getByRole("link", { name: /^Give Now/ })).toHaveAttribute("href", site.links.givingOnline);
  const ways = page.getByRole("region", { name: "Ways to Give" });
  await expect(ways.getByRole("heading", { level: 3 })).toHaveText(give.ways.methods.map((m) => m.title));
  await expect(page.getByRole("link", { name: /App Store/ })).toHaveAttribute("href", site.links.appStore);
  await expect(page.getByRole("link", { name: /Google Play/ })).toHaveAttribute("href", site.links.googlePlay);
  const impact = page.getByRole("region", { name: "Your Impact" });
  await expect(impact.getByRole("listitem").getByRole("heading")).toHaveText([
    "Local Ministry",
    "Global Missions",
    "Digital Ministry",
  ]);
  const report = page.getByRole("link", { name: /2022 Report/ });
  await expect(report).toHaveAttribute("href", give.annualReport.url);
  await expect(report).toHaveAttribute("target", "_blank");
  await expect(page.getByRole("heading", { name: "Thank You" })).toBeVisible();
});

test("/jesus shows the four first steps and the ways to respond", async ({ page }) => {
  await page.goto("/jesus");
  const steps = page.getByRole("region", { name: "Your First Steps" }).getByRole("listitem");
  await expect(steps.getByRole("heading")).toHaveText([
    "Spend Time with God",
    "Get Connected",
    "Attend Worship",
    "Get Baptized",
  ]);
  await expect(steps.nth(1).getByRole("link")).toHaveAttribute("href", "/groups");
  await expect(steps.nth(2).getByRole("link")).toHaveAttribute("href", "/");
  await expect(steps.nth(3).getByRole("link")).toHaveAttribute("href", "/baptism");
  await expect(page.getByRole("link", { name: "Explore NEXT" })).toHaveAttribute("href", "/next");
  for (const href of [site.links.connectionForm, site.links.prayerRequestForm]) {
    await expect(page.locator(`main a[href="${href}"]`)).toHaveAttribute("target", "_blank");
  }
  await expect(page.getByRole("button", { name: /^Play video: Following Jesus/ })).toBeVisible();
});

test("/bridge-app invites visitors to download the app", async ({ page }) => {
  await page.goto("/bridge-app");
  await expect(page.getByRole("heading", { level: 1, name: "DOWNLOAD OUR APP" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Download our app" })).toBeVisible();
});

test("/guest tells a first-time visitor when, where and what to expect, and how to connect", async ({ page }) => {
  await page.goto("/guest");
  await expect(page.getByRole("main")).toContainText(`${site.worship.day}s at ${site.worship.time}`);
  await expect(page.getByRole("main")).toContainText(site.worship.venue.street);
  await expect(page.getByRole("heading", { name: "What to Expect" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Parking & Arrival" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Kids Downtown/ })).toHaveAttribute("href", "/kids");
  const connectCard = page.getByRole("link", { name: /Fill Out the Connect Card/ });
  await expect(connectCard).toHaveAttribute("href", site.links.connectionForm);
  await expect(connectCard).toHaveAttribute("target", "_blank");
});
