// The editor never discards what a person typed, against the production server, at a phone's width
// and a desk's, with JavaScript and without: a link in the "Please correct" box goes to its field
// and keeps the form; one person's two devices never save over each other's draft; a preview that
// cannot be made is a page naming the fields, and a new event's new photo can be previewed; the
// bars that stay on screen leave a phone most of it, on every form.
import type { Browser, Page } from "@playwright/test";
import { serviceStatus } from "../../app/content/service-status";
import { site } from "../../app/content/site";
import { phonePhoto } from "../photos";
import { dayAhead, expect, partOf, test, unfold, waitUntilInteractive } from "./fixtures";
import { signedInEditor, startEditorServer } from "./server-process";

let origin = "";
let stop: () => Promise<void> = async () => {};
let serverLog: () => string = () => "";

// Publishing and photos take seconds on a busy machine: answers get room, and so do the tests.
const ANSWER = { timeout: 45_000 };
test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  ({ origin, output: serverLog, stop } = await startEditorServer("keeps-typing", ["Dana", "Pat"]));
});
test.afterAll(() => stop());
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook asks for from this pattern.
test.afterEach(({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) console.error(serverLog().split("\n").slice(-60).join("\n"));
});

/** Dana signed in on a device of this width, on the editor's front page. */
const device = (browser: Browser, javaScriptEnabled: boolean, width: number) =>
  signedInEditor(browser, origin, { javaScriptEnabled, viewport: { width, height: width < 600 ? 812 : 900 } });

async function open(page: Page, title: string, javaScriptEnabled: boolean) {
  await page.goto(`${origin}/staff/content`);
  await page.getByRole("main").getByRole("link", { name: title, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  if (javaScriptEnabled) await waitUntilInteractive(page);
}

/** An event of the Outreach events form, by its place: its own group, not the address's inside it. */
const event = (page: Page, place: number) =>
  page.getByRole("group", { name: new RegExp(`^Event ${place}\\b`) }).first();

/** How far the sticky header reaches down the screen. */
const headerBottom = (page: Page) =>
  page.evaluate(() => {
    const sticky = [...document.querySelectorAll("header, [data-sticky-head]")].filter(
      (element) => getComputedStyle(element).position === "sticky" || getComputedStyle(element).position === "fixed",
    );
    return Math.max(0, ...sticky.map((element) => element.getBoundingClientRect().bottom));
  });

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";
  for (const width of [375, 1280]) {
    test(`a link in "Please correct" at ${width} px ${mode} goes to its field and keeps everything typed`, async ({
      browser,
    }) => {
      const { context, page } = await device(browser, javaScriptEnabled, width);
      await open(page, "Outreach events", javaScriptEnabled);
      await unfold(page, /^Event 1: /);
      await page
        .getByRole("group", { name: /^Event 1: [^:]+$/ })
        .getByLabel("Location")
        .fill("The fountain, downtown");
      await unfold(page, /^Event 2: /);
      await event(page, 2).getByLabel("Title", { exact: true }).fill("");
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      const box = page.getByRole("alert").filter({ hasText: "Please correct" });
      await expect(box).toBeVisible(ANSWER);
      const url = page.url();
      await box.getByRole("link", { name: /^Event 2\b.*Title$/ }).click();

      const title = page
        .getByRole("group", { name: /^Event 2\b[^:]*(: [^:]+)?$/ })
        .getByLabel("Title", { exact: true });
      // The field is in view, clear of the header, and (with JavaScript) has the keyboard.
      await expect(title).toBeInViewport();
      // Its label too: the jump leaves room above the field.
      const labelTop = await title.evaluate(
        (field) => document.querySelector(`label[for="${field.id}"]`)?.getBoundingClientRect().top ?? -1,
      );
      expect(labelTop).toBeGreaterThanOrEqual(await headerBottom(page));
      if (javaScriptEnabled) await expect(title).toBeFocused();
      // Nothing typed was put back to what the site shows, and the box is still there.
      await expect(title).toHaveValue("");
      await expect(event(page, 1).getByLabel("Location")).toHaveValue("The fountain, downtown");
      await expect(box).toBeVisible();
      if (javaScriptEnabled) expect(page.url()).toBe(url);
      await context.close();
    });
  }

  test(`one person on two devices ${mode}: the older form never saves over the newer draft, and a field both changed is asked about`, async ({
    browser,
  }) => {
    const laptop = await device(browser, javaScriptEnabled, 1280);
    const phone = await device(browser, javaScriptEnabled, 375);
    await open(laptop.page, "About Us", javaScriptEnabled);
    await open(phone.page, "About Us", javaScriptEnabled);
    const top = async (page: Page) => partOf(page, "Top of the page");

    // The phone keeps a new title as a draft; the laptop's form, opened before, changes the subtitle.
    await (await top(phone.page)).getByLabel("Title", { exact: true }).fill("Who We Are, from the phone");
    await phone.page.getByRole("button", { name: "Save draft" }).click();
    await expect(phone.page.getByRole("status")).toContainText("Draft saved", ANSWER);
    await (await top(laptop.page)).getByLabel("Subtitle").fill("Typed on the laptop");
    if (javaScriptEnabled) {
      // Kept by itself every little while: not over the phone's draft, and it says so.
      await expect(laptop.page.getByText(/^Not kept by itself: your draft was changed on another device/)).toBeVisible({
        timeout: 60_000,
      });
    }
    await laptop.page.getByRole("button", { name: "Save draft" }).click();
    await expect(laptop.page.getByRole("status")).toContainText("brought in", ANSWER);
    await expect((await top(laptop.page)).getByLabel("Title", { exact: true })).toHaveValue(
      "Who We Are, from the phone",
    );
    await expect((await top(laptop.page)).getByLabel("Subtitle")).toHaveValue("Typed on the laptop");

    // Both change the subtitle: the older form asks, field by field, with both values.
    await open(phone.page, "About Us", javaScriptEnabled);
    await (await top(phone.page)).getByLabel("Subtitle").fill("The phone's subtitle");
    await phone.page.getByRole("button", { name: "Save draft" }).click();
    await expect(phone.page.getByRole("status")).toContainText("Draft saved", ANSWER);
    await (await top(laptop.page)).getByLabel("Subtitle").fill("The laptop's subtitle");
    await laptop.page.getByRole("button", { name: "Save draft" }).click();
    const question = laptop.page.getByRole("group", { name: /your draft was changed on another device or tab/ });
    await expect(question).toBeVisible(ANSWER);
    const subtitle = question.getByRole("group", { name: "Top of the page: Subtitle" });
    await expect(subtitle).toContainText("The phone's subtitle");
    await expect(subtitle).toContainText("The laptop's subtitle");
    await subtitle.getByLabel(/^Use this page's/).check();
    await laptop.page.getByRole("button", { name: "Save draft" }).click();
    await expect(laptop.page.getByRole("status")).toContainText("Draft saved", ANSWER);
    await expect((await top(laptop.page)).getByLabel("Subtitle")).toHaveValue("The laptop's subtitle");
    await expect((await top(laptop.page)).getByLabel("Title", { exact: true })).toHaveValue(
      "Who We Are, from the phone",
    );

    await laptop.page.getByRole("button", { name: "Discard my draft" }).click();
    await expect(laptop.page.getByRole("status")).toContainText("discarded", ANSWER);
    await laptop.context.close();
    await phone.context.close();
  });

  test(`a preview that cannot be made ${mode} is a page naming each field, and a new event's new photo is previewed`, async ({
    browser,
  }) => {
    const { context, page } = await device(browser, javaScriptEnabled, 375);
    await open(page, "Outreach events", javaScriptEnabled);
    // From what is published: with JavaScript the form keeps a draft by itself every little while,
    // so the other mode's run of this test can leave one behind, holding its half-made event.
    const leftOver = page.getByRole("button", { name: "Discard my draft" });
    if (await leftOver.isVisible()) {
      await leftOver.click();
      await expect(page.getByRole("status")).toContainText("discarded", ANSWER);
    }
    await page.getByRole("button", { name: "Add another event" }).click();
    // The event just added: the one without a title.
    const added = page.getByRole("group", { name: /^Event \d+$/ });
    await added.getByLabel("Title", { exact: true }).fill("Winter Coat Drive");
    await added.getByLabel("Choose a photo").setInputFiles({
      name: "coats.jpg",
      mimeType: "image/jpeg",
      buffer: await phonePhoto({ width: 1600, height: 1200 }),
    });
    if (javaScriptEnabled)
      await expect(added.getByRole("img", { name: "Chosen for this place, not yet sent" })).toBeVisible();
    const preview = async () => {
      const [opened] = await Promise.all([
        context.waitForEvent("page"),
        page.getByRole("button", { name: /^Preview/ }).click(),
      ]);
      await opened.waitForLoadState();
      return opened;
    };

    // Not all its fields are filled: a page of the site's, naming them, never a bare message.
    const refused = await preview();
    await expect(refused.getByRole("heading", { level: 1, name: /Nothing to preview yet/ })).toBeVisible(ANSWER);
    await expect(refused.getByRole("alert")).toContainText("Location");
    await expect(refused.getByRole("banner")).toBeVisible();
    expect(await refused.evaluate(() => (document.body.textContent ?? "").trim().startsWith('"'))).toBe(false);
    await refused.close();

    const saturday = dayAhead(6, 3);
    await added.getByLabel("Location").fill("Long Branch Community Center, Silver Spring, MD");
    await added.getByLabel("Description").fill("Bring a coat you no longer wear; we pass them on to neighbors.");
    await added.getByLabel("Describe the picture for people who cannot see it").fill("A rack of winter coats");
    await added.getByLabel("Category").selectOption("Community");
    await added
      .getByLabel("Sign-up link")
      .fill("https://thebridgechurch.churchcenter.com/registrations/events/coat-drive");
    await added.getByLabel("Starts").fill(`${saturday.iso}T10:00`);
    await added.getByLabel(/^Ends/).fill(`${saturday.iso}T12:00`);
    const shown = await preview();
    await expect(shown.getByRole("status")).toContainText("Preview: these changes are not published", ANSWER);
    const photo = shown.getByRole("img", { name: "A rack of winter coats" });
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    expect(await photo.evaluate((image: HTMLImageElement) => image.currentSrc)).toContain("/media/");
    await shown.close();
    // The editor still holds what was typed.
    await expect(added.getByLabel("Title", { exact: true })).toHaveValue("Winter Coat Drive");
    await context.close();
  });
}

for (const javaScriptEnabled of [true, false]) {
  test(`a photo chosen on a phone ${javaScriptEnabled ? "with" : "without"} JavaScript, and its words, outlast a refusal and go out once it is corrected`, async ({
    browser,
  }) => {
    const { context, page } = await device(browser, javaScriptEnabled, 375);
    await open(page, "Outreach events", javaScriptEnabled);
    await unfold(page, /^Event 1: /);
    const words = `Neighbors at the fountain ${javaScriptEnabled ? "one" : "two"}`;
    await event(page, 1)
      .getByLabel("Replace with a photo")
      .setInputFiles({ name: "IMG_3001.jpg", mimeType: "image/jpeg", buffer: await phonePhoto() });
    await event(page, 1).getByLabel("Describe the picture for people who cannot see it").fill(words);
    await event(page, 1).getByLabel("Title", { exact: true }).fill("");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please correct" })).toBeVisible(ANSWER);
    // The photo is now the event's, shown with the words typed for it: nothing to pick again.
    await expect(event(page, 1).getByRole("img", { name: `Now: ${words}` })).toBeVisible();
    await expect(event(page, 1).getByLabel("Describe the picture for people who cannot see it")).toHaveValue(words);
    await event(page, 1).getByLabel("Title", { exact: true }).fill("Breakfast at the fountain");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    // The site's built events are dated in the past: that is asked about, and answered.
    const anyway = page.getByRole("button", { name: "Publish anyway" });
    await expect(page.getByRole("status").or(anyway)).toBeVisible(ANSWER);
    if (await anyway.isVisible()) await anyway.click();
    await expect(page.getByRole("status")).toContainText("Published.", ANSWER);
    const card = await (await page.request.get(`${origin}/outreach-events`)).text();
    expect(card).toContain(`alt="${words}"`);
    await page.getByRole("button", { name: "Restore the built values" }).click();
    await page.getByRole("button", { name: /^Yes, bring back/ }).click();
    await expect(page.getByRole("status")).toContainText("back", ANSWER);
    await context.close();
  });
}

test("on a 375 × 812 phone the bars that stay on screen cover at most a quarter of it, on every form", async ({
  browser,
}) => {
  const { context, page } = await device(browser, true, 375);
  const forms = await page
    .getByRole("main")
    .locator('a[href^="/staff/content/"]')
    .evaluateAll((links) => [
      ...new Set(
        links
          .map((link) => link.getAttribute("href") ?? "")
          .filter((href) => /^\/staff\/content\/[\w-]+$/.test(href) && !href.endsWith("/photos")),
      ),
    ]);
  expect(forms.length).toBeGreaterThan(10);
  const covered: string[] = [];
  for (const form of forms) {
    await page.goto(`${origin}${form}`);
    await waitUntilInteractive(page);
    // As much as they can cover: the header stuck at the top, the bar of buttons at the foot.
    const cover = await page.evaluate(() => {
      const bar = document.querySelector("[data-sticky-foot]")?.getBoundingClientRect().height ?? 0;
      const header = [...document.querySelectorAll("body *")]
        .filter((element) => ["sticky", "fixed"].includes(getComputedStyle(element).position))
        .filter((element) => !element.closest("[data-sticky-foot]") && getComputedStyle(element).top === "0px")
        .map((element) => element.getBoundingClientRect().height);
      return Math.max(0, ...header) + bar;
    });
    if (cover > 812 / 4) covered.push(`${form}: ${Math.round(cover)} px`);
  }
  expect(covered).toEqual([]);
  await context.close();
});

test("a preview as on a later Sunday during worship shows the service live, not today's line", async ({ browser }) => {
  const { worship } = site;
  const sunday = dayAhead(worship.day === "Sunday" ? 0 : 6, 1);
  // Ten minutes into the service, on the church's clocks.
  const [, hour = "10", minute = "30", half = "AM"] = worship.time.match(/(\d+):(\d+)\s*(AM|PM)/i) ?? [];
  const into = ((Number(hour) % 12) + (half.toUpperCase() === "PM" ? 12 : 0)) * 60 + Number(minute) + 10;
  const during = `${String(Math.floor(into / 60)).padStart(2, "0")}:${String(into % 60).padStart(2, "0")}`;
  const { context, page } = await device(browser, true, 1280);
  await open(page, "Home page", true);
  await page.getByLabel("Preview as on").fill(`${sunday.iso}T${during}`);
  const [opened] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("button", { name: /^Preview/ }).click(),
  ]);
  await expect(opened.locator("service-status").first().getByRole("link")).toHaveText(
    new RegExp(`^${serviceStatus.live}`),
    ANSWER,
  );
  await context.close();
});

/** Pat's password now: each run of the test below changes it. */
let patPassword = "correct horse battery staple";

test("a changed password leaves no password in the form, with JavaScript", async ({ browser }) => {
  const viewport = { width: 375, height: 812 };
  const { context, page } = await signedInEditor(browser, origin, {
    javaScriptEnabled: true,
    viewport,
    name: "Pat",
    password: patPassword,
  });
  await page.goto(`${origin}/staff/account`);
  await waitUntilInteractive(page);
  // Every field its own id, so each label names its own field.
  const ids = await page.locator("[id]").evaluateAll((all) => all.map((element) => element.id));
  expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  const next = `violet lantern orchard ferry ${Date.now()}`;
  await page.getByLabel("Current password").fill(patPassword);
  await page.getByLabel("New password", { exact: true }).fill(next);
  await page.getByLabel("The same new password again").fill(next);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("status")).toContainText("Your password is changed", ANSWER);
  patPassword = next;
  for (const label of ["Current password", "New password", "The same new password again"]) {
    await expect(page.getByLabel(label, { exact: true })).toHaveValue("");
  }
  await context.close();
});
