import type { APIRequestContext } from "@playwright/test";
import ICAL from "ical.js";
import { outreachEvents } from "../../app/content/outreach-events";
import { site } from "../../app/content/site";
import { youth } from "../../app/content/youth";
import { defaultLanguage, languageCodes, pathIn } from "../../app/content-model/languages";
import { eventWhen } from "../../app/events/event-when";
import { calendarFeedPath, calendarPaths, outreachEventCalendarPath } from "../../app/events/paths";
import { expect, gotoHydrated, test } from "./fixtures";

const linkName = (event: string) => `Add to calendar: ${event}`;

const offered = [
  { page: "/", event: site.worship.experienceName, href: calendarPaths.worship },
  { page: "/youth", event: youth.worship.title, href: calendarPaths.youthWorship },
  { page: "/baptism", event: /^Baptism, /, href: calendarPaths.baptism },
  { page: "/impact-week", event: /^Impact Week, /, href: calendarPaths.impactWeek },
];

/** Fetches a calendar file as a calendar app would, checks how it is served, and returns its events. */
async function fetchCalendar(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"], path).toMatch(/^text\/calendar; charset=utf-8$/i);
  expect(response.headers()["cache-control"], path).toBe("public, max-age=0, must-revalidate");
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  expect(calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid"), path).toBe("America/New_York");
  return calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
}

test.describe("Add to calendar", () => {
  for (const { page: path, event, href } of offered) {
    test(`${path} offers its event as a calendar file that parses`, async ({ page, request }) => {
      await gotoHydrated(page, path);
      const name =
        typeof event === "string" ? linkName(event) : new RegExp(`^Add to calendar: ${event.source.slice(1)}`);
      const link = page.getByRole("main").getByRole("link", { name });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("download", "");
      const [only] = await fetchCalendar(request, href);
      expect(only?.summary).toBeTruthy();
    });
  }

  test("every outreach event card offers its own calendar file", async ({ page, request }) => {
    await gotoHydrated(page, "/outreach-events");
    const links = page.getByRole("main").getByRole("link", { name: /^Add to calendar: / });
    await expect(links).toHaveCount(outreachEvents.events.length);
    for (const [index, event] of outreachEvents.events.entries()) {
      const { date } = eventWhen(event, outreachEvents.available.allDay);
      await expect(links.nth(index)).toHaveAccessibleName(linkName(`${event.title}, ${date}`));
      await expect(links.nth(index)).toHaveAttribute("href", outreachEventCalendarPath(event.id));
      const [parsed] = await fetchCalendar(request, outreachEventCalendarPath(event.id));
      expect(parsed?.summary).toBe(event.title);
      if (event.allDay) expect(parsed?.startDate.toString()).toBe(event.startsAt.slice(0, 10));
      else expect(parsed?.startDate.toJSDate().getTime()).toBe(new Date(event.startsAt).getTime());
    }
  });

  test("the link downloads the file in a browser", async ({ page }) => {
    await gotoHydrated(page, "/");
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: linkName(site.worship.experienceName) }).click();
    expect((await download).suggestedFilename()).toBe("worship.ics");
  });

  // In each language: the same events, by the same UIDs, at the same times, in the language's words.
  for (const language of languageCodes) {
    const feedPath = pathIn(calendarFeedPath, language);
    test(`${feedPath} is one feed with every event, each with a stable UID`, async ({ request }) => {
      const feed = await fetchCalendar(request, feedPath);
      const singles = [
        ...Object.values(calendarPaths),
        ...outreachEvents.events.map((e) => outreachEventCalendarPath(e.id)),
      ].map((path) => pathIn(path, language));
      const uids: string[] = [];
      for (const path of singles) uids.push(...(await fetchCalendar(request, path)).map((event) => event.uid));
      expect(feed.map((event) => event.uid)).toEqual(uids);
      const worship = feed.find((event) => event.uid.startsWith("worship@"));
      expect(worship?.isRecurring()).toBe(true);
      if (language === defaultLanguage) return;
      const english = await fetchCalendar(request, calendarFeedPath);
      expect(feed.map((event) => [event.uid, event.startDate.toString()])).toEqual(
        english.map((event) => [event.uid, event.startDate.toString()]),
      );
      expect(feed.map((event) => event.summary)).not.toEqual(english.map((event) => event.summary));
    });
  }

  test("a Spanish page offers the Spanish calendar", async ({ page }) => {
    await gotoHydrated(page, "/es/baptism");
    await expect(page.getByRole("main").locator("a[download]").first()).toHaveAttribute(
      "href",
      pathIn(calendarPaths.baptism, "es"),
    );
  });
});
