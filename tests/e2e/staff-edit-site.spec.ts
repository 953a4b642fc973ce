// Staff keep the whole site, against the production server: a page's heading and the worship time
// change everywhere they show; an outreach event is added with its photo and reaches its card, its
// calendar file, the feed and the structured data; a group is removed and brought back; a phone's
// photo is served in three formats with nothing of where it was taken; what is no photo, or far too
// large, is refused with nothing kept; and a slide comes and goes at its time, with no restart.
import type { Browser, Page, Request } from "@playwright/test";
import Database from "better-sqlite3";
import sharp from "sharp";
import { outreachEvents } from "../../app/content/outreach-events";
import { hashPassword } from "../../app/staff/passwords.server";
import { metadataOf, phonePhoto } from "../photos";
import { axeViolations, dayAhead, expect, partOf, test, unfold, waitUntilInteractive } from "./fixtures";
import { raw } from "./raw-http";
import { listeningOrigin, startServer } from "./server-process";

const PASSWORD = "correct horse battery staple";
const dataDir = `test-results/data-staff-site-${process.pid}`;
let origin = "";
let stop: () => Promise<void> = async () => {};
let serverLog: () => string = () => "";

// Publishing renders the pages that show the item before it answers (a second, more on a busy
// machine), and photos take seconds to prepare: answers get room, and so do the tests.
const PUBLISHING = { timeout: 45_000 };
test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  const hash = await hashPassword(PASSWORD, { log2N: 10, r: 8, p: 1 });
  const { child, output } = startServer({
    PORT: "0",
    DATA_DIR: dataDir,
    REVIEWERS: `Dana=${hash},Sam=${hash}`,
    CONTENT_EDITORS: "Dana,Sam",
    SESSION_SECRET: "staff-edit-site-session-secret-0123456789",
  });
  origin = await listeningOrigin(output);
  serverLog = output;
  stop = () =>
    new Promise((resolve) => {
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
});
test.afterAll(() => stop());
// A failure here comes with what the server said meanwhile (its publishes, refusals and errors).
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook asks for from this pattern.
test.afterEach(({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) console.error(serverLog().split("\n").slice(-60).join("\n"));
});

function count(table: "photos" | "photo_files" | "content_revisions"): number {
  const db = new Database(`${dataDir}/notes.sqlite3`, { readonly: true });
  try {
    return db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;
  } finally {
    db.close();
  }
}

/** A staff member signed in, on the editor's front page; with JavaScript, React runs from here on. */
async function editor(browser: Browser, javaScriptEnabled: boolean, name = "Dana") {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${origin}/staff/login?next=/staff/content`);
  if (javaScriptEnabled) await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit the website" })).toBeVisible();
  return { context, page };
}

/** Opens an item from the front page, by following its link as staff would. */
async function open(page: Page, title: string) {
  await page.getByRole("main").getByRole("link", { name: title, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Published.", PUBLISHING);
}

async function restoreBuilt(page: Page, title: string) {
  await page.goto(`${origin}/staff/content`);
  await open(page, title);
  await page.getByRole("button", { name: "Restore the built values" }).click();
  // A restore asks first, saying what it would change.
  await page.getByRole("button", { name: /^Yes, bring back/ }).click();
  await expect(page.getByRole("status")).toContainText("back", PUBLISHING);
}

/** A time on the church's clocks, to the second, as the editor's fields take it. */
function churchTime(at: Date): string {
  return new Intl.DateTimeFormat("sv-SE", { timeZone: "America/New_York", dateStyle: "short", timeStyle: "medium" })
    .format(at)
    .replace(" ", "T");
}

/** Every file of an uploaded photo a page offers in its srcsets. */
function offeredFiles(html: string): string[] {
  return [...html.matchAll(/srcSet="([^"]+)"/g)]
    .flatMap((match) => (match[1] ?? "").split(", ").map((candidate) => candidate.split(" ")[0] ?? ""))
    .filter((file) => file.startsWith("/media/"));
}

for (const javaScriptEnabled of [false, true]) {
  const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";
  const time = javaScriptEnabled ? "11:00 AM" : "9:15 AM";
  const heading = javaScriptEnabled ? "Who We Are" : "Our Story";

  test(`staff change a page's heading and the worship time ${mode}, and every page that shows them follows`, async ({
    browser,
  }) => {
    const { context, page } = await editor(browser, javaScriptEnabled);
    await open(page, "About Us");
    // With JavaScript, staff act once the page's behaviours are running, as a person would.
    if (javaScriptEnabled) await waitUntilInteractive(page);
    await (await partOf(page, "Top of the page")).getByLabel("Title", { exact: true }).fill(heading);
    await publish(page);

    await page.getByRole("link", { name: "Everything you can edit" }).click();
    await open(page, "The church");
    if (javaScriptEnabled) await waitUntilInteractive(page);
    const worship = await partOf(page, "Worship");
    // A time the schema refuses is named, and nothing changes.
    await worship.getByLabel("Time", { exact: true }).fill("half past ten");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText("Worship: Time: must look like '10:30 AM'");
    await worship.getByLabel("Time", { exact: true }).fill(time);
    await publish(page);

    const weekly = `Sundays at ${time}`;
    const about = (await raw(origin, "/about-us")).body;
    expect(about).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    // Every page names the time in its footer, the pages React runs included.
    for (const path of ["/", "/contact", "/guest", "/kids", "/share-note", "/privacy", "/groups"]) {
      expect((await raw(origin, path)).body, path).toContain(weekly);
    }
    expect((await raw(origin, "/guest")).body).toContain(`Join us ${weekly} at Northwood Ridge High School`);
    expect((await raw(origin, "/")).body).toContain(`"startTime":"${time === "11:00 AM" ? "11:00:00" : "09:15:00"}"`);
    expect((await raw(origin, "/calendar/worship.ics")).body).toMatch(
      new RegExp(`DTSTART;TZID=America/New_York:\\d{8}T${time === "11:00 AM" ? "1100" : "0915"}00`),
    );

    await restoreBuilt(page, "The church");
    await restoreBuilt(page, "About Us");
    expect((await raw(origin, "/contact")).body).toContain("Sundays at 10:30 AM");
    await context.close();
  });
}

test("staff add a seventh outreach event with its photo, and its card, calendar file, feed and search data follow", async ({
  browser,
}) => {
  const saturday = dayAhead(6, 2);
  const card = saturday.long.replace(/^(\w+), (\w{3})\w* (\d+), \d{4}$/, "$1, $2 $3");
  const { context, page } = await editor(browser, false);
  await open(page, "Outreach events");
  await page.getByRole("button", { name: "Add another event" }).click();
  const added = page.getByRole("group", { name: /^Event 7$/ });
  // The keyboard is in the new event's first field.
  await expect(added.getByLabel("Title", { exact: true })).toBeFocused();
  await added.getByLabel("Title", { exact: true }).fill("Thanksgiving Food Drive");
  await added.getByLabel("Location").fill("Long Branch Community Center, Silver Spring, MD");
  await added.getByLabel("Description").fill("Sort and pack groceries for families before the holiday weekend.");
  await added.getByLabel("Choose a photo").setInputFiles({
    name: "pantry.jpg",
    mimeType: "image/jpeg",
    buffer: await phonePhoto({ width: 1600, height: 1200 }),
  });
  await added.getByLabel("Describe the picture for people who cannot see it").fill("Volunteers packing grocery bags");
  await added.getByLabel("Category").selectOption("Community");
  await added
    .getByLabel("Sign-up link")
    .fill("https://thebridgechurch.churchcenter.com/registrations/events/food-drive");
  // Search engines list an event only with a place.
  const place = page.getByRole("group", { name: /^Event 7: Address$/ });
  await place.getByLabel("City").fill("Silver Spring");
  await place.getByLabel("State").fill("MD");
  await added.getByLabel("Starts").fill(`${saturday.iso}T10:00`);
  await added.getByLabel(/^Ends/).fill(`${saturday.iso}T12:00`);
  await publish(page);

  const events = (await raw(origin, "/outreach-events")).body;
  expect(events).toContain("Thanksgiving Food Drive");
  // Its day and time, entered once, are the card's words.
  expect(events).toContain(`<time dateTime="${saturday.iso}T10:00:00${saturday.zone}">${card}</time>`);
  expect(events).toContain("10:00 AM – 12:00 PM");
  expect(events).toContain(`"name":"Thanksgiving Food Drive"`);
  expect(events).toContain(`"startDate":"${saturday.iso}T10:00:00${saturday.zone}"`);
  expect(offeredFiles(events).length).toBeGreaterThan(0);
  // Its id comes from its title, and its calendar file follows it.
  const own = await raw(origin, "/calendar/outreach/thanksgiving-food-drive.ics");
  expect(own.status).toBe(200);
  expect(own.body).toContain(`DTSTART;TZID=America/New_York:${saturday.compact}T100000`);
  expect((await raw(origin, "/calendar.ics")).body).toContain("SUMMARY:Thanksgiving Food Drive");

  await restoreBuilt(page, "Outreach events");
  expect((await raw(origin, "/outreach-events")).body).not.toContain("Thanksgiving Food Drive");
  await context.close();
});

for (const javaScriptEnabled of [false, true]) {
  test(`staff remove a small group after saying yes, and bring it back ${javaScriptEnabled ? "with" : "without"} JavaScript`, async ({
    browser,
  }) => {
    const { context, page } = await editor(browser, javaScriptEnabled);
    await open(page, "Small groups");
    if (javaScriptEnabled) await waitUntilInteractive(page);
    const openGroups = page.locator("details[open] > summary").filter({ hasText: /^Group \d+: / });
    // Moving one leaves every other folded as it was; only the one moved is open, where it went.
    await unfold(page, /^Group 3: /);
    const moving = await page
      .getByRole("group", { name: /^Group 3: [^:]+$/ })
      .getByLabel("Name", { exact: true })
      .inputValue();
    await page
      .getByRole("group", { name: /^Group 3: [^:]+$/ })
      .getByRole("button", { name: /^Move up/ })
      .click();
    await expect(openGroups).toHaveText([`Group 2: ${moving}`]);
    await page
      .getByRole("group", { name: /^Group 2: [^:]+$/ })
      .getByRole("button", { name: /^Move down/ })
      .click();
    await expect(openGroups).toHaveText([`Group 3: ${moving}`]);
    await openGroups.click();
    await expect(openGroups).toHaveCount(0);

    // Removing one: only the question is open, and every group after it stays folded.
    await unfold(page, /^Group 2: /);
    const second = page.getByRole("group", { name: /^Group 2: [^:]+$/ });
    const name = ((await second.getByRole("textbox", { name: "Name", exact: true }).inputValue()) ?? "").trim();
    await second.getByRole("button", { name: /^Remove…/ }).click();
    const question = page.getByRole("group", { name: "Remove?" });
    await expect(question).toContainText(`Remove Group “${name}”?`);
    await expect(question.getByRole("button", { name: "Yes, remove it" })).toBeFocused();
    await question.getByRole("button", { name: "Yes, remove it" }).click();
    await expect(page.getByRole("group", { name: /^Group 9: / })).toHaveCount(0);
    await expect(page.locator("details > summary").filter({ hasText: /^Group \d+: / })).toHaveCount(8);
    await expect(openGroups).toHaveCount(0);
    await publish(page);
    expect((await raw(origin, "/groups")).body).not.toContain(name);
    await expect(page.getByText(`Group 2: ${name}: removed`).first()).toBeVisible();

    // The version before, restored like any other.
    await page
      .getByRole("listitem")
      .filter({ hasNot: page.getByText("on the site now") })
      .getByRole("button", { name: /^Restore/ })
      .first()
      .click();
    await page.getByRole("button", { name: /^Yes, bring back/ }).click();
    await expect(page.getByRole("status")).toContainText("back", PUBLISHING);
    expect((await raw(origin, "/groups")).body).toContain(name);
    await context.close();
  });
}

test("a phone's photo for an event is served in AVIF, WebP and JPEG, with nothing of the camera or the place, and needs a description", async ({
  browser,
}) => {
  const { context, page } = await editor(browser, true);
  await open(page, "Outreach events");
  await unfold(page, /^Event 1: /);
  const event = page.getByRole("group", { name: /^Event 1: [^:]+$/ });
  const upload = await phonePhoto();
  expect(await metadataOf(upload)).toMatchObject({ gps: true, camera: true });
  await event
    .getByLabel("Replace with a photo")
    .setInputFiles({ name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: upload });
  // The photo chosen is seen at once. The old picture's words stay, with a prompt to check them, and
  // a photo sent with them unchanged is refused (as it is without JavaScript).
  await expect(event.getByRole("img", { name: "Chosen for this place, not yet sent" })).toBeVisible();
  const words = event.getByLabel("Describe the picture for people who cannot see it");
  await expect(words).toHaveValue(outreachEvents.events[0]?.image.alt ?? "");
  await expect(words).toHaveAccessibleDescription(/Check these words: they describe the picture your photo replaces/);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("describes the picture this photo replaces", PUBLISHING);
  await page
    .getByRole("group", { name: /^Event 1: [^:]+$/ })
    .getByLabel("Describe the picture for people who cannot see it")
    .fill("");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("describe the picture, or mark it decorative", PUBLISHING);
  await page
    .getByRole("group", { name: /^Event 1: [^:]+$/ })
    .getByLabel("Describe the picture for people who cannot see it")
    .fill("Neighbors sharing breakfast at the fountain");
  await publish(page);

  const html = (await raw(origin, "/outreach-events")).body;
  expect(html).toContain('type="image/avif"');
  expect(html).toContain('type="image/webp"');
  const ofPhoto = offeredFiles(html);
  expect(ofPhoto.filter((file) => file.endsWith(".avif")).length).toBeGreaterThan(1);
  expect(ofPhoto.filter((file) => file.endsWith(".webp")).length).toBeGreaterThan(1);
  expect(ofPhoto.filter((file) => file.endsWith(".jpg")).length).toBeGreaterThan(1);
  for (const file of ofPhoto) {
    const response = await fetch(`${origin}${file}`);
    expect(response.status, file).toBe(200);
    expect(response.headers.get("cache-control"), file).toBe("public, max-age=31536000, immutable");
    const body = Buffer.from(await response.arrayBuffer());
    expect(await metadataOf(body), file).toEqual({
      exif: undefined,
      xmp: undefined,
      iptc: undefined,
      gps: false,
      camera: false,
    });
    const { width = 0, height = 0 } = await sharp(body).metadata();
    // Cropped to the card's proportions.
    expect(Math.abs(width / height - 8 / 5), file).toBeLessThan(0.02);
  }
  await restoreBuilt(page, "Outreach events");
  await context.close();
});

test("a file that is not a picture, and a picture of a hundred megapixels, are refused by name, and nothing is kept", async ({
  browser,
}) => {
  const { context, page } = await editor(browser, false);
  await open(page, "Outreach events");
  const photos = count("photos");
  const revisions = count("content_revisions");
  const huge = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: "#1d3868" } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  for (const [file, message] of [
    [
      { name: "flyer.jpg", mimeType: "image/jpeg", buffer: Buffer.from("%PDF-1.7 a flyer, renamed") },
      "not a picture the site can read",
    ],
    [{ name: "banner.png", mimeType: "image/png", buffer: huge }, "10000 × 10000 pixels (100 megapixels)"],
  ] as const) {
    await unfold(page, /^Event 2: /);
    const event = page.getByRole("group", { name: /^Event 2: .*Anywhere$/ });
    await event.getByLabel("Replace with a photo").setInputFiles(file);
    const words = event.getByLabel("Describe the picture for people who cannot see it");
    await words.fill(`Words for ${file.name}`);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText(message, PUBLISHING);
    // The words were for the photo refused: the picture that stays keeps its own, and the new ones
    // are said in the refusal, so a second Publish cannot put them on the old picture.
    await expect(page.getByRole("alert")).toContainText(`Your words for it were: “Words for ${file.name}”`);
    await expect(words).toHaveValue(outreachEvents.events[1]?.image.alt ?? "");
  }
  expect(count("photos")).toBe(photos);
  expect(count("content_revisions")).toBe(revisions);
  await context.close();
});

test("a slide scheduled a few seconds ahead appears without a restart, and leaves when its time is up", async ({
  browser,
}) => {
  const { context, page } = await editor(browser, false);
  await open(page, "Home page");
  await page.getByRole("button", { name: "Add another slide" }).click();
  const slide = page.getByRole("group", { name: /^Slide 3$/ });
  await slide.getByLabel("Title", { exact: true }).fill("Christmas at The Bridge");
  await slide.getByLabel("Words under the title").fill("Candlelight services on December 24");
  await slide.getByLabel("Button", { exact: true }).fill("Plan Your Visit");
  await slide.getByLabel("Button link").fill("/guest");
  await slide.getByLabel("Choose a photo").setInputFiles({
    name: "candles.jpg",
    mimeType: "image/jpeg",
    buffer: await phonePhoto({ width: 1200, height: 800 }),
  });
  await slide.getByLabel("Describe the picture for people who cannot see it").fill("Candles glowing in a dark room");
  // Far enough ahead for the publish itself, on a busy machine.
  const from = new Date(Date.now() + 20_000);
  const until = new Date(from.getTime() + 10_000);
  await slide.getByLabel("Show from").fill(churchTime(from));
  await slide.getByLabel("Show until").fill(churchTime(until));
  await publish(page);
  if (Date.now() < from.getTime()) expect((await raw(origin, "/")).body).not.toContain("Christmas at The Bridge");

  await expect
    .poll(async () => (await raw(origin, "/")).body, { timeout: 60_000, intervals: [250] })
    .toContain("Christmas at The Bridge");
  expect(Date.now()).toBeGreaterThanOrEqual(from.getTime() - 1_000);
  await expect
    .poll(async () => (await raw(origin, "/")).body, { timeout: 60_000, intervals: [250] })
    .not.toContain("Christmas at The Bridge");
  expect(Date.now()).toBeGreaterThanOrEqual(until.getTime() - 1_000);
  await restoreBuilt(page, "Home page");
  await context.close();
});

test("a change scheduled to go out at a chosen time goes out then, and the editor says it is waiting", async ({
  browser,
}) => {
  const { context, page } = await editor(browser, false);
  await open(page, "About Us");
  await (await partOf(page, "Top of the page")).getByLabel("Title", { exact: true }).fill("About The Bridge");
  const at = new Date(Date.now() + 15_000);
  await page.getByLabel("Or publish at").fill(churchTime(at));
  await page.getByRole("button", { name: "Schedule" }).click();
  await expect(page.getByRole("status")).toContainText("It will be published");
  await expect(page.getByText(/goes out .*Only what it changes goes out/)).toBeVisible();
  await page.goto(`${origin}/staff/content`);
  await expect(page.getByRole("heading", { name: "Waiting for their time" })).toBeVisible();
  await expect
    .poll(async () => (await raw(origin, "/about-us")).body, { timeout: 60_000, intervals: [250] })
    .toMatch(/<h1[^>]*>About The Bridge<\/h1>/);
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime() - 1_000);
  await restoreBuilt(page, "About Us");
  await context.close();
});

test("a change published before a scheduled one's time stays; one that collides holds the scheduled one back", async ({
  browser,
}) => {
  const { context, page } = await editor(browser, false);
  const top = () => partOf(page, "Top of the page");
  const schedule = async (title: string) => {
    await page.goto(`${origin}/staff/content`);
    await open(page, "About Us");
    await (await top()).getByLabel("Title", { exact: true }).fill(title);
    const at = new Date(Date.now() + 12_000);
    await page.getByLabel("Or publish at").fill(churchTime(at));
    await page.getByRole("button", { name: "Schedule" }).click();
    await expect(page.getByRole("status")).toContainText("It will be published");
    return at;
  };
  const publishNow = async (label: string, value: string) => {
    // The Publish button warns of the change waiting for its time, and publishing keeps it waiting.
    await expect(page.getByText("A change to this item is waiting for its time")).toBeVisible();
    await (await top()).getByLabel(label, { exact: true }).fill(value);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByRole("status")).toContainText("Published.", PUBLISHING);
  };
  const aboutUs = async () => (await raw(origin, "/about-us")).body;

  // The scheduled title and the subtitle published meanwhile both reach the page.
  const first = await schedule("About The Bridge Church");
  await publishNow("Subtitle", "Neighbours in Silver Spring, friends in Jesus.");
  await expect.poll(aboutUs, { timeout: 60_000, intervals: [250] }).toMatch(/<h1[^>]*>About The Bridge Church<\/h1>/);
  expect(Date.now()).toBeGreaterThanOrEqual(first.getTime() - 1_000);
  expect(await aboutUs()).toContain("Neighbours in Silver Spring, friends in Jesus.");

  // A title published meanwhile, different from the scheduled one: the page keeps it, and the
  // scheduled change is held back and listed, with the field it collided on.
  const second = await schedule("Welcome to The Bridge");
  await publishNow("Title", "Who We Are");
  await page.goto(`${origin}/staff/content`);
  const attention = page.getByRole("region", { name: "Needs attention" });
  await expect
    .poll(
      async () => {
        await page.reload();
        return attention.textContent();
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toMatch(/was held back.*Top of the page: Title/);
  expect(Date.now()).toBeGreaterThanOrEqual(second.getTime() - 1_000);
  expect(await aboutUs()).toMatch(/<h1[^>]*>Who We Are<\/h1>/);
  await attention.getByRole("link", { name: "Fix it in About Us" }).first().click();
  await page.getByRole("button", { name: /^Dismiss revision/ }).click();
  await expect(page.getByRole("status")).toContainText("The held change is dismissed.");
  await restoreBuilt(page, "About Us");
  await context.close();
});

test("leaving a changed form asks first, and staying keeps what was typed; an unchanged one is left at once", async ({
  browser,
}) => {
  const { context, page } = await editor(browser, true);
  const asked: string[] = [];
  let stay = true;
  page.on("dialog", (dialog) => {
    asked.push(dialog.type());
    void (stay ? dialog.dismiss() : dialog.accept());
  });
  await open(page, "About Us");
  const title = (await partOf(page, "Top of the page")).getByLabel("Title", { exact: true });
  await expect(page.locator("unsaved-changes")).toBeAttached();
  // Its behaviour has started once the browser knows the element as one of the site's.
  await page.waitForFunction(() => customElements.get("unsaved-changes") !== undefined);
  // Typed as a person types: a browser asks on leaving only a page someone has used.
  await title.click();
  await title.press("End");
  await title.pressSequentially(", changed");
  await page.getByRole("link", { name: "Everything you can edit" }).click();
  // The browser's own question on a new document; the site's, where React moves between pages.
  await expect.poll(() => asked).toHaveLength(1);
  // Staying keeps what was typed.
  await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
  await expect(title).toHaveValue(/, changed$/);
  stay = false;
  await page.getByRole("link", { name: "Everything you can edit" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit the website" })).toBeVisible();
  expect(asked).toHaveLength(2);
  // Unchanged, the page is left without a question.
  await open(page, "About Us");
  await page.getByRole("link", { name: "Everything you can edit" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit the website" })).toBeVisible();
  expect(asked).toHaveLength(2);
  await context.close();
});

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";
  test(`a link to a page that does not exist is asked about before it goes out, ${mode}, and goes out on "Publish anyway"`, async ({
    browser,
  }) => {
    const { context, page } = await editor(browser, javaScriptEnabled);
    await open(page, "Home page");
    await unfold(page, /^Slide 1\b/);
    const link = () => page.getByRole("group", { name: /^Slide 1\b/ }).getByLabel("Button link");
    await link().fill("/christmas-eve");
    const revisions = count("content_revisions");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    const warnings = page.getByRole("alert").filter({ hasText: "Please check" });
    await expect(warnings).toContainText("A link goes to /christmas-eve, which is not a page of the site", PUBLISHING);
    // Asked, not refused, and not yet sent: nothing is saved, and what was typed is there.
    expect(count("content_revisions")).toBe(revisions);
    expect((await raw(origin, "/")).body).not.toContain('href="/christmas-eve"');
    await expect(link()).toHaveValue("/christmas-eve");
    await page.getByRole("button", { name: "Publish anyway" }).click();
    await expect(page.getByRole("status")).toContainText("Published.", PUBLISHING);
    expect((await raw(origin, "/")).body).toContain('href="/christmas-eve"');
    await restoreBuilt(page, "Home page");
    await context.close();
  });
}

for (const javaScriptEnabled of [false, true]) {
  test(`the front page finds a field by its words and opens it inside its folded item, ${javaScriptEnabled ? "with" : "without"} JavaScript`, async ({
    browser,
  }) => {
    const { context, page } = await editor(browser, javaScriptEnabled);
    await page.getByLabel(/^Words in a field's name/).fill("serve dinner sign-up");
    await page.getByRole("button", { name: "Find", exact: true }).click();
    await expect(page.getByRole("status")).toContainText("1 field holds “serve dinner sign-up”");
    await page.getByRole("link", { name: "Outreach events: Event 3: Serve Dinner: Sign-up link" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Outreach events" })).toBeVisible();
    // The event is folded on the page; the link opens it at the field.
    const field = page.getByRole("group", { name: /^Event 3: Serve Dinner$/ }).getByLabel("Sign-up link");
    await expect(field).toBeInViewport();
    await expect(page.getByRole("group", { name: /^Event 1: / })).toBeHidden();
    await context.close();
  });
}

test("half-done work is saved as a draft without JavaScript; another editor finds it, previews it and publishes it", async ({
  browser,
}) => {
  const dana = await editor(browser, false);
  await open(dana.page, "About Us");
  const title = async (page: Page) => (await partOf(page, "Top of the page")).getByLabel("Title", { exact: true });
  await (await title(dana.page)).fill("Who We Are, in draft");
  await dana.page.getByRole("button", { name: "Save draft" }).click();
  await expect(dana.page.getByRole("status")).toContainText("Draft saved");
  await expect(dana.page.getByRole("heading", { name: /^You are editing your draft, saved / })).toBeVisible();
  await expect(await title(dana.page)).toHaveValue("Who We Are, in draft");
  expect((await raw(origin, "/about-us")).body).not.toContain("in draft");
  await dana.context.close();

  const sam = await editor(browser, false, "Sam");
  const listed = sam.page
    .getByRole("region", { name: "Drafts not yet published" })
    .getByRole("listitem")
    .filter({ hasText: "About Us" });
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText("About Us: Dana's draft, saved");
  await listed.getByRole("link", { name: "About Us: Dana's draft" }).click();
  await expect(sam.page.getByRole("heading", { name: /^You are editing Dana's draft, saved / })).toBeVisible();
  await expect(await title(sam.page)).toHaveValue("Who We Are, in draft");
  const [preview] = await Promise.all([
    sam.page.waitForEvent("popup"),
    sam.page.getByRole("button", { name: /^Preview/ }).click(),
  ]);
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText("Who We Are, in draft");
  await preview.close();
  await publish(sam.page);
  expect((await raw(origin, "/about-us")).body).toMatch(/<h1[^>]*>Who We Are, in draft<\/h1>/);
  // Published, it is a draft no more.
  await sam.page.getByRole("link", { name: "Everything you can edit" }).click();
  await expect(sam.page.getByRole("link", { name: /^About Us: / })).toHaveCount(0);
  await restoreBuilt(sam.page, "About Us");
  await sam.context.close();
});

test("with JavaScript the form keeps itself as a draft, which is there after the tab is closed and can be discarded", async ({
  browser,
}) => {
  const first = await editor(browser, true);
  await open(first.page, "About Us");
  const title = async (page: Page) => (await partOf(page, "Top of the page")).getByLabel("Title", { exact: true });
  await (await title(first.page)).fill("Who We Are, kept by itself");
  // Every little while: no button is pressed.
  await expect(first.page.getByText(/^Draft kept by itself, /)).toBeVisible({ timeout: 60_000 });
  await first.context.close();

  // Opening the item again opens the draft, said so at the top, with discarding it one press away.
  const { context, page } = await editor(browser, true);
  await open(page, "About Us");
  await expect(page.getByRole("heading", { name: /^You are editing your draft, saved / })).toBeVisible();
  await expect(await title(page)).toHaveValue("Who We Are, kept by itself");
  await page.getByRole("button", { name: "Discard my draft" }).click();
  await expect(page.getByRole("status")).toContainText("Your draft is discarded. The site is unchanged.");
  await expect(await title(page)).toHaveValue("About Us");
  await page.getByRole("link", { name: "Everything you can edit" }).click();
  await expect(page.getByRole("link", { name: /^About Us: / })).toHaveCount(0);
  await context.close();
});

test("Publish pressed while the form is keeping itself as a draft is answered, and no draft outlives it", async ({
  browser,
}) => {
  const { context, page } = await editor(browser, true);
  await open(page, "About Us");
  await waitUntilInteractive(page);
  // The form keeps itself while Publish is answered, and that keeping ends while the page loads its
  // data again: the moment at which the page, before, showed its earlier answer and never "Published.".
  let autosave: Request | undefined;
  let autosaveSeen = () => {};
  const autosaving = new Promise<void>((resolve) => {
    autosaveSeen = resolve;
  });
  let releaseAutosave = () => {};
  const autosaveHeld = new Promise<void>((resolve) => {
    releaseAutosave = resolve;
  });
  const autosaveSettled = new Promise<void>((resolve) => {
    const settled = (request: Request) => request === autosave && resolve();
    page.on("requestfinished", settled);
    page.on("requestfailed", settled);
  });
  await page.route(/\.data(\?|$)/, async (route) => {
    const request = route.request();
    if (request.method() === "POST" && (request.postData() ?? "").includes("autosave")) {
      autosave = request;
      autosaveSeen();
      await autosaveHeld;
      await route.continue().catch(() => undefined);
      return;
    }
    if (request.method() === "GET" && autosave) {
      releaseAutosave();
      await autosaveSettled;
    }
    await route.continue();
  });
  const title = (await partOf(page, "Top of the page")).getByLabel("Title", { exact: true });
  await title.fill("Who We Are, published while kept");
  await autosaving;
  await publish(page);
  await expect(title).toHaveValue("Who We Are, published while kept");
  expect((await raw(origin, "/about-us")).body).toMatch(/<h1[^>]*>Who We Are, published while kept<\/h1>/);
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await page.getByRole("link", { name: "Everything you can edit" }).click();
  await expect(page.getByRole("link", { name: /^About Us: / })).toHaveCount(0);
  await restoreBuilt(page, "About Us");
  await context.close();
});

test("a photo uploaded once is chosen again for another picture with its words, and once used nowhere is removed, without JavaScript", async ({
  browser,
}) => {
  const { context, page } = await editor(browser, false);
  await open(page, "Oxygen Youth");
  await unfold(page, /^Gallery: Photo 1$/);
  const photo = page.getByRole("group", { name: "Gallery: Photo 1", exact: true });
  await photo.getByLabel("Replace with a photo").setInputFiles({
    name: "lake.jpg",
    mimeType: "image/jpeg",
    buffer: await phonePhoto({ width: 1600, height: 1200 }),
  });
  await photo.getByLabel("Describe the picture for people who cannot see it").fill("Students at the lake");
  await publish(page);

  // The top of the page takes the same photo from the library, described as it was.
  const hero = await partOf(page, "Top of the page");
  await hero.getByText(/^Or choose a photo already uploaded/).click();
  await hero.getByRole("radio", { name: "Students at the lake" }).check();
  // The status still says the first publish: the page itself says when the second is out.
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const described = async () =>
    [...(await raw(origin, "/youth")).body.matchAll(/<img[^>]*alt="Students at the lake"[^>]*>/g)].map(
      (match) => match[0],
    );
  await expect.poll(async () => (await described()).length, PUBLISHING).toBe(2);
  await expect(page.getByRole("status")).toContainText("Published.", PUBLISHING);
  const shown = await described();
  // Cut for each place: two crops of one upload.
  const sources = shown.map((tag) => tag.match(/src="(\/media\/[a-z0-9]+)-/)?.[1]);
  expect(new Set(sources).size).toBe(2);

  await page.goto(`${origin}/staff/content`);
  await page.getByRole("link", { name: "Photos uploaded" }).click();
  const card = page.getByRole("listitem").filter({ hasText: "Students at the lake" });
  await expect(card).toContainText("Used in: Oxygen Youth");
  await expect(card.getByRole("button", { name: "Remove this photo" })).toHaveCount(0);

  // Shown nowhere once the built values are back: it keeps its words, and can go.
  await restoreBuilt(page, "Oxygen Youth");
  await page.goto(`${origin}/staff/photos`);
  await expect(card).toContainText("Used nowhere: remove it…");
  await card.getByText("Used nowhere: remove it…").click();
  await card.getByRole("button", { name: "Remove this photo" }).click();
  await expect(page.getByRole("status")).toContainText("The photo is removed, with every size and crop of it.");
  await expect(card).toHaveCount(0);
  for (const source of sources) expect((await raw(origin, `${source}-400.jpg`)).status).toBe(404);
  await context.close();
});

test("with JavaScript, a click on the whole photo chooses the part kept in view", async ({ browser }) => {
  const { context, page } = await editor(browser, true);
  await open(page, "Oxygen Youth");
  const hero = await partOf(page, "Top of the page");
  await hero.getByLabel("Replace with a photo").setInputFiles({
    name: "crowd.jpg",
    mimeType: "image/jpeg",
    buffer: await phonePhoto({ width: 1600, height: 1200 }),
  });
  await hero.getByLabel("Describe the picture for people who cannot see it").fill("Students singing");
  await publish(page);
  const shownSrc = async () =>
    (await raw(origin, "/youth")).body.match(/<img[^>]*alt="Students singing"[^>]*>/)?.[0].match(/src="([^"]+)"/)?.[1];
  const before = await shownSrc();
  expect(before).toMatch(/^\/media\//);

  await hero.getByText("Or click the part to keep on the whole photo").click();
  const whole = hero.getByRole("img", { name: "The whole photo: click the part to keep in view" });
  await expect(whole).toBeVisible();
  await expect.poll(() => whole.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const box = await whole.boundingBox();
  if (!box) throw new Error("the whole photo is not shown");
  await whole.click({ position: { x: box.width * 0.5, y: box.height * 0.1 } });
  await expect(hero.getByLabel("Part to keep in view when it is cropped")).toHaveValue(/^50,1\d$|^50,[5-9]$/);
  await expect(hero.getByRole("option", { selected: true })).toHaveText(
    /^The point chosen on the photo \(50% across, \d+% down\)$/,
  );
  // The status still says the first publish: the page itself says when the second is out.
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect.poll(shownSrc, PUBLISHING).not.toBe(before);
  expect(await shownSrc()).toMatch(/^\/media\//);
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeEnabled();
  await restoreBuilt(page, "Oxygen Youth");
  await context.close();
});

test("the editor's front page lists what needs attention, each with a link to the field", async ({ browser }) => {
  const { context, page } = await editor(browser, false);
  // What stays in the site's files is listed with why.
  await expect(page.getByRole("region", { name: "Changed by a developer" })).toContainText(
    "The pastors' e-mail inboxes",
  );
  const attention = page.getByRole("region", { name: "Needs attention" });
  // The content was written for 2025: its events have passed.
  await expect(attention).toContainText('"Serve Dinner" (Friday, November 21, 2025) has passed');
  await attention.getByRole("link", { name: "Fix it in Outreach events" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Outreach events" })).toBeVisible();
  expect(page.url()).toMatch(/#field-events-\d-startsAt$/);
  await context.close();
});

test("a link followed in the editor opens its page at the top at once, its heading focused", async ({ browser }) => {
  const { context, page } = await editor(browser, true);
  // The front page is long: its item is a scroll down, and the page it opens is long too.
  const link = page.getByRole("main").getByRole("link", { name: "Outreach events", exact: true });
  await link.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  // Every scroll from here on, once that one's own event has gone by.
  await page.evaluate(
    () =>
      new Promise((done) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const seen: number[] = [];
            Object.assign(window, { seen });
            addEventListener("scroll", () => seen.push(window.scrollY));
            done(true);
          }),
        ),
      ),
  );
  await link.click();
  const heading = page.getByRole("heading", { level: 1, name: "Outreach events" });
  await expect(heading).toBeFocused();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  // Never anywhere but its top: no scroll up through the new page from where the last one was.
  const seen = await page.evaluate(() => (window as unknown as { seen: number[] }).seen);
  expect(seen.filter((y) => y !== 0)).toEqual([]);
  await expect(heading).toBeInViewport();
  await context.close();
});

test("the editor with pictures and lists meets the public pages' accessibility rules", async ({ browser }) => {
  // axe runs in the page: with JavaScript on.
  const { context, page } = await editor(browser, true);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `front page at ${width}px`).toEqual([]);
  }
  await page.getByLabel(/^Words in a field's name/).fill("sign-up");
  await page.getByRole("button", { name: "Find", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("fields hold “sign-up”");
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `front page with what it found, at ${width}px`).toEqual([]);
  }
  await open(page, "Outreach events");
  // Folded, as it opens; then with an item open and its removal asked.
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `outreach events, folded, at ${width}px`).toEqual([]);
  }
  await unfold(page, /^Event 3: /);
  await page
    .getByRole("group", { name: /^Event 3: [^:]+$/ })
    .getByRole("button", { name: /^Remove…/ })
    .click();
  await expect(page.getByRole("group", { name: "Remove?" })).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `outreach events, removing one, at ${width}px`).toEqual([]);
  }
  // Kept as a draft: the item's page showing it, and the front page listing it.
  await page
    .getByRole("group", { name: /^Event 3: [^:]+$/ })
    .getByLabel("Location")
    .fill("Shelter kitchen, Wheaton, MD");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("heading", { name: /^You are editing your draft, saved / })).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `outreach events, a draft, at ${width}px`).toEqual([]);
  }
  await page.getByRole("link", { name: "Everything you can edit" }).click();
  await expect(page.getByRole("region", { name: "Drafts not yet published" })).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `front page with a draft, at ${width}px`).toEqual([]);
  }
  await page.getByRole("link", { name: "Outreach events: your draft" }).click();
  await page.getByRole("button", { name: "Discard my draft" }).click();
  await expect(page.getByRole("status")).toContainText("Your draft is discarded.");

  // A photo kept in a draft: the library to choose from, and the whole photo to click on.
  await page.getByRole("link", { name: "Everything you can edit" }).click();
  await open(page, "Oxygen Youth");
  const hero = await partOf(page, "Top of the page");
  await hero.getByLabel("Replace with a photo").setInputFiles({
    name: "retreat.jpg",
    mimeType: "image/jpeg",
    buffer: await phonePhoto({ width: 1600, height: 1200 }),
  });
  await hero.getByLabel("Describe the picture for people who cannot see it").fill("Students at the retreat");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("heading", { name: /^You are editing your draft, saved / })).toBeVisible(PUBLISHING);
  await hero.getByText(/^Or choose a photo already uploaded/).click();
  await hero.getByText("Or click the part to keep on the whole photo").click();
  await expect(hero.getByRole("img", { name: /^The whole photo/ })).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `a picture with the library open, at ${width}px`).toEqual([]);
  }
  await page.getByRole("button", { name: "Discard my draft" }).click();
  await expect(page.getByRole("status")).toContainText("Your draft is discarded.");
  await page.getByRole("link", { name: "Everything you can edit" }).click();
  await page.getByRole("link", { name: "Photos uploaded" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Photos uploaded" })).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `the photos uploaded, at ${width}px`).toEqual([]);
  }
  await context.close();
});

test("every editor form at 375 px is at most six screens tall, its parts folded to their titles", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto(`${origin}/staff/login?next=/staff/content`);
  await page.getByLabel("Name").fill("Dana");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  // The whole list, once its page has loaded: not a part of it while it is still arriving.
  await page.waitForURL((url) => url.pathname === "/staff/content");
  const items = await page
    .getByRole("main")
    .locator("a[href^='/staff/content/']")
    .evaluateAll((links) => [...new Set(links.map((link) => (link.getAttribute("href") ?? "").replace(/[?#].*/, "")))]);
  expect(items.length).toBeGreaterThan(30);
  const tall: string[] = [];
  for (const item of items) {
    await page.goto(`${origin}${item}?draft=none`);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    if (height > 6 * 812) tall.push(`${item}: ${height} px`);
  }
  expect(tall).toEqual([]);
  await context.close();
});
