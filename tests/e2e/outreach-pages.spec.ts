import type { Page } from "@playwright/test";
import { media } from "../../app/content/media";
import { outreachEvents } from "../../app/content/outreach-events";
import { expect, gotoHydrated, test } from "./fixtures";

const video = media.backgroundVideos.outreach;

/** A short WebM recorded by the browser itself, to stand in for the storage host's video file. */
async function recordTestVideo(page: Page): Promise<Buffer> {
  await page.goto("about:blank");
  const base64 = await page.evaluate(async () => {
    const canvas = Object.assign(document.createElement("canvas"), { width: 64, height: 36 });
    const context = canvas.getContext("2d");
    const recorder = new MediaRecorder(canvas.captureStream(10), { mimeType: "video/webm" });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    let frame = 0;
    const paint = setInterval(() => {
      if (!context) return;
      context.fillStyle = frame++ % 2 ? "#1d3868" : "#f6c343";
      context.fillRect(0, 0, 64, 36);
    }, 50);
    const stopped = new Promise((resolve) => recorder.addEventListener("stop", resolve));
    recorder.start();
    await new Promise((resolve) => setTimeout(resolve, 600));
    recorder.stop();
    await stopped;
    clearInterval(paint);
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    return btoa(String.fromCharCode(...bytes));
  });
  return Buffer.from(base64, "base64");
}

for (const path of ["/outreach", "/outreach-events"]) {
  test.describe(`${path} hero video`, () => {
    test("keeps the poster when the storage host cannot be reached", async ({ page, blockedRequests }) => {
      await gotoHydrated(page, path);
      const player = page.locator("video");
      await expect(player).toHaveAttribute("data-state", "failed");
      expect(blockedRequests).toContain(video.src);
      await expect(page.getByRole("img", { name: video.poster.alt })).toBeVisible();
      await expect(player).toHaveCSS("opacity", "0");
      await expect(page.getByRole("button", { name: /background video/ })).toHaveCount(0);
    });

    test("plays muted, inline and looping, and the visitor can pause and play it", async ({ page }) => {
      const file = await recordTestVideo(page);
      await page.route(video.src, (route) => route.fulfill({ contentType: "video/webm", body: file }));
      await gotoHydrated(page, path);
      const player = page.locator("video");
      await expect(player).toHaveAttribute("data-state", "playing");
      expect(
        await player.evaluate((v: HTMLVideoElement) => ({ muted: v.muted, loop: v.loop, inline: v.playsInline })),
      ).toEqual({ muted: true, loop: true, inline: true });
      await expect(player).toHaveCSS("opacity", "1");

      await page.getByRole("button", { name: "Pause background video" }).click();
      await expect(player).toHaveAttribute("data-state", "paused");
      expect(await player.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
      await expect(page.getByRole("button", { name: "Play background video" })).toBeFocused();
      await page.getByRole("button", { name: "Play background video" }).click();
      await expect(player).toHaveAttribute("data-state", "playing");
    });
  });
}

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the hero video stays paused on its poster and loads nothing until asked", async ({ page, blockedRequests }) => {
    await gotoHydrated(page, "/outreach");
    const play = page.getByRole("button", { name: "Play background video" });
    await expect(play).toBeVisible();
    await expect(page.locator("video")).toHaveAttribute("data-state", "paused");
    await expect(page.getByRole("img", { name: video.poster.alt })).toBeVisible();
    expect(blockedRequests).not.toContain(video.src);
    // Asked, it tries; the host is blocked here, so the poster stays.
    await play.click();
    await expect(page.locator("video")).toHaveAttribute("data-state", "failed");
    expect(blockedRequests).toContain(video.src);
  });
});

test("/outreach: Making A Difference, the Impact Week banner, three ways to serve and the events list", async ({
  page,
}) => {
  await page.goto("/outreach");
  await expect(page.getByRole("heading", { level: 1, name: "Making A Difference" })).toBeVisible();
  const banner = page.getByRole("region", { name: "Impact Week", exact: true });
  await expect(banner).toContainText("November 16–22, 2025");
  await expect(banner.getByRole("link", { name: "See Impact Week Events" })).toHaveAttribute(
    "href",
    "/outreach-events",
  );
  const cards = page.getByRole("region", { name: "Ways to Serve" }).getByRole("listitem");
  await expect(cards.getByRole("heading")).toHaveText(["Unhoused Outreach", "Bridge Cares", "Impact Week"]);
  await expect(cards.nth(0)).toContainText("Every 3rd Saturday");
  await expect(cards.nth(2).getByRole("link", { name: /^Learn More/ })).toHaveAttribute("href", "/impact-week");
  await expect(page.getByRole("heading", { name: "Upcoming Outreach Events" })).toBeVisible();
  await expect(page.getByText(/Loading outreach events|list of outreach events/).first()).toBeAttached();
});

test.describe("/impact-week", () => {
  test("hero, Get Involved, the three stories with scripture and the closing call", async ({ page }) => {
    await page.goto("/impact-week");
    await expect(page.getByText("November 16–22, 2025").first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Impact Week" })).toBeVisible();
    await expect(page.getByText("Gratitude in Action", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Get Involved" })).toHaveAttribute("href", "/outreach-events");
    await expect(page.getByRole("heading", { name: "What is Impact Week?" })).toBeVisible();
    for (const [title, reference] of [
      ["Everyone can do something", "1 Peter 4:10"],
      ["Putting love into action", "1 John 3:18"],
      ["Don't serve alone", "Ecclesiastes 4:9-10"],
    ] as const) {
      const story = page.getByRole("region", { name: title });
      await expect(story.getByRole("blockquote")).toBeVisible();
      await expect(story.getByText(reference)).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "See Impact Week Events" })).toHaveAttribute(
      "href",
      "/outreach-events",
    );
  });

  test("Learn More scrolls to What is Impact Week and moves focus there", async ({ page }) => {
    await gotoHydrated(page, "/impact-week");
    await page.getByRole("link", { name: /^Learn More/ }).click();
    const section = page.getByRole("region", { name: "What is Impact Week?" });
    await expect(section).toBeFocused();
    await expect(section).toBeInViewport();
    await expect(page).toHaveURL(/#what-is-impact-week$/);
  });
});

test.describe("/outreach-events", () => {
  test("six event cards with image, title, date, time, place and the whole description", async ({ page }) => {
    await page.goto("/outreach-events");
    await expect(page.getByRole("heading", { name: "Available Events" })).toBeVisible();
    const cards = page.getByTestId("event-grid").getByRole("article");
    await expect(cards).toHaveCount(6);
    // The day and time each card says, made from when the event starts and ends unless its words say otherwise.
    const when = [
      ["Sunday, Nov 16", "9:30 – 11:00 AM"],
      ["Nov 16 – 22", "Flexible, on your schedule"],
      ["Friday, Nov 21", "5:00 – 7:00 PM"],
      ["Friday, Nov 21", "3:00 – 5:00 PM"],
      ["Saturday, Nov 22", "11:30 AM – 1:30 PM"],
      ["Saturday, Nov 22", "1:00 – 3:00 PM"],
    ];
    for (const [index, event] of outreachEvents.events.entries()) {
      const card = cards.nth(index);
      const [day = "", time = ""] = when[index] ?? [];
      await expect(card.getByRole("heading")).toHaveText(event.title);
      await expect(card.locator("img")).toHaveAttribute("src", event.image.src);
      await expect(card.locator("time")).toHaveText(day);
      await expect(card.locator("time")).toHaveAttribute("datetime", event.startsAt);
      await expect(card).toContainText(time);
      await expect(card).toContainText(event.location);
      // The whole text, on screen as for screen readers: none of it is cut off (decision 0034).
      const description = card.getByText(event.description);
      await expect(description).toHaveText(event.description);
      expect(await description.evaluate((p) => p.scrollHeight <= p.clientHeight)).toBe(true);
      // spotsLeft is data for the sign-up system only.
      await expect(card).not.toContainText(/spots?\b/i);
    }
  });

  for (const [width, columns] of [
    [375, 1],
    [767, 1],
    [768, 2],
    [991, 2],
    [992, 3],
    [1280, 3],
  ] as const) {
    test(`the event grid has ${columns} column(s) at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/outreach-events");
      const count = await page
        .getByTestId("event-grid")
        .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(" ").length);
      expect(count).toBe(columns);
    });
  }

  test("Signup Now opens the event's form in a new tab, or is a disabled button when there is no form", async ({
    page,
  }) => {
    await gotoHydrated(page, "/outreach-events");
    const withForm = outreachEvents.events.filter((event) => event.rsvpUrl && event.rsvpUrl !== "#");
    const links = page.getByRole("link", { name: /^Signup Now/ });
    await expect(links).toHaveCount(withForm.length);
    for (const [index, event] of withForm.entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", event.rsvpUrl ?? "");
      await expect(links.nth(index)).toHaveAttribute("target", "_blank");
    }
    const popup = page.waitForEvent("popup");
    await links.first().click();
    await (await popup).close();

    const inert = page.getByRole("button", { name: /^Signup Now\W+Serve with A Wider Circle, Saturday/ });
    await expect(inert).toBeDisabled();
    await expect(inert).toHaveAccessibleDescription("Sign-up opens soon");
    await expect(page.locator('a[href="#"]')).toHaveCount(0);
  });

  test("the banner leads to Impact Week and to the contact page", async ({ page }) => {
    await page.goto("/outreach-events");
    await expect(page.getByRole("link", { name: "Learn More About Impact Week" })).toHaveAttribute(
      "href",
      "/impact-week",
    );
    await expect(page.getByRole("link", { name: "Have Questions?" })).toHaveAttribute("href", "/contact");
  });
});
