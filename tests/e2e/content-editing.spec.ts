// Staff change the next baptism's date in the browser, with JavaScript on and off, and the running
// production server shows it everywhere within seconds: the page, the home page's slide, the calendar
// files and the structured data. A bad date is refused naming its field, an earlier revision comes
// back, a restart keeps what was published, and no one without a session and the content role
// reaches any of it, whatever the spelling of the path.
import type { Browser, Page } from "@playwright/test";
import Database from "better-sqlite3";
import { hashPassword } from "../../app/staff/passwords.server";
import { axeViolations, dayAhead, expect, holdScripts, test, unfold, waitUntilInteractive } from "./fixtures";
import { raw } from "./raw-http";
import { listeningOrigin, startServer } from "./server-process";

const PASSWORD = "correct horse battery staple";
const dataDir = `test-results/data-content-${process.pid}`;
let origin = "";
let stop: () => Promise<void> = async () => {};
let reviewers = "";

async function start() {
  const { child, output } = startServer({
    PORT: "0",
    DATA_DIR: dataDir,
    REVIEWERS: reviewers,
    // Sam reviews notes and may not edit; Dana does both; Lee edits too.
    CONTENT_EDITORS: "Dana,Lee",
    SESSION_SECRET: "content-editing-session-secret-0123456789",
  });
  origin = await listeningOrigin(output);
  stop = () =>
    new Promise((resolve) => {
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
}

// Publishing and restoring render every page and calendar before they answer: about 2 s alone, and
// up to 5 s while the suite's other worker runs. Their answers get more than the usual 5 s, and
// the tests that publish more than once more than the usual 30 s.
const PUBLISHING = { timeout: 30_000 };
test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  const hash = await hashPassword(PASSWORD, { log2N: 10, r: 8, p: 1 });
  reviewers = `Dana=${hash},Sam=${hash},Lee=${hash}`;
  await start();
});
test.afterAll(() => stop());

function revisionCount(): number {
  const db = new Database(`${dataDir}/notes.sqlite3`, { readonly: true });
  try {
    return db.prepare("SELECT count(*) FROM content_revisions").pluck().get() as number;
  } finally {
    db.close();
  }
}

/** The baptism's date as /baptism shows it to a visitor now. */
async function baptismShown(): Promise<string> {
  const html = (await raw(origin, "/baptism")).body;
  return html.match(/<time dateTime="([^"]+)"/)?.[1] ?? "";
}

async function signIn(page: Page, name = "Dana", javaScriptEnabled = false) {
  await page.goto(`${origin}/staff/login?next=/staff/content`);
  // With JavaScript, the sign-in page hands over to React's router once React has started; clicked
  // before then, the form posts as a page and the staff pages that follow are plain server pages.
  if (javaScriptEnabled) await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/staff/login"));
}

async function staffPage(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, "Dana", javaScriptEnabled);
  await expect(page.getByRole("heading", { name: "Edit the website" })).toBeVisible();
  await page.getByRole("link", { name: "Key dates", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Key dates" })).toBeVisible();
  return { context, page };
}

const baptismStarts = (page: Page) => page.getByRole("group", { name: "Next baptism" }).getByLabel("Starts");
const baptismEnds = (page: Page) => page.getByRole("group", { name: "Next baptism" }).getByLabel("Ends");

for (const javaScriptEnabled of [true, false]) {
  const day = dayAhead(6, javaScriptEnabled ? 3 : 4);
  const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";

  test(`staff change the baptism's date ${mode}, and every page and calendar shows it as soon as it is published`, async ({
    browser,
  }) => {
    const before = await baptismShown();
    const { context, page } = await staffPage(browser, javaScriptEnabled);

    // A date that ends before it starts is refused, naming the field, and nothing changes.
    await baptismStarts(page).fill(`${day.iso}T09:30`);
    await baptismEnds(page).fill(`${day.iso}T09:00`);
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByRole("alert")).toContainText("Next baptism: Ends: must be after it starts");
    await expect(page.getByRole("alert")).toContainText("must be after it starts");
    await expect(baptismEnds(page)).toHaveAttribute("aria-invalid", "true");
    // What was typed is still there to correct.
    await expect(baptismStarts(page)).toHaveValue(`${day.iso}T09:30`);
    expect(await baptismShown()).toBe(before);

    await baptismEnds(page).fill(`${day.iso}T11:30`);
    if (javaScriptEnabled) {
      // The seconds it takes are spent saying so, on the button and to a screen reader. The publish
      // is held on its way until that has been seen, so a quick one cannot pass unnoticed.
      let send: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        send = resolve;
      });
      await page.route(
        (url) => url.pathname.startsWith("/staff/content/key-dates"),
        async (route) => {
          if (route.request().method() === "POST") await held;
          await route.continue();
        },
      );
      await page.getByRole("button", { name: "Publish" }).click();
      await expect(page.getByRole("button", { name: "Publishing…" })).toBeVisible();
      await expect(
        page.getByText("Publishing: every page and calendar that shows this is being updated…"),
      ).toBeVisible();
      send();
    } else {
      await page.getByRole("button", { name: "Publish" }).click();
    }
    // Publishing answers once every page is rendered and swapped in: a visitor right after sees it all.
    await expect(page.getByRole("status")).toContainText("Published.", PUBLISHING);
    if (javaScriptEnabled) {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await axeViolations(page), `editor at ${width}px`).toEqual([]);
      }
    }

    const timestamp = `${day.iso}T09:30:00${day.zone}`;
    const visitor = await browser.newPage();
    await visitor.goto(`${origin}/baptism`);
    await expect(visitor.locator("#upcoming-baptism ~ p time")).toHaveText(day.long);
    const jsonLd = await visitor.locator('script[type="application/ld+json"]').textContent();
    expect(jsonLd).toContain(`"startDate":"${timestamp}"`);
    await visitor.goto(`${origin}/`);
    await expect(visitor.getByText(`${day.long.replace(/, \d{4}$/, "")} at 9:30 AM`)).toBeAttached();
    expect((await raw(origin, "/calendar.ics")).body).toContain(`DTSTART;TZID=America/New_York:${day.compact}T093000`);
    expect((await raw(origin, "/calendar/baptism.ics")).body).toContain(`${day.compact}T093000`);
    await visitor.close();

    // The revision before it comes back, and with it the date the site showed before.
    await page
      .getByRole("listitem")
      .filter({ hasNot: page.getByText("on the site now") })
      .getByRole("button", { name: /^Restore/ })
      .first()
      .click();
    await page.getByRole("button", { name: /^Yes, bring back/ }).click();
    await expect(page.getByRole("status")).toContainText("back", PUBLISHING);
    expect(await baptismShown()).toBe(before);
    await context.close();
  });
}

test("Publish pressed before the editor's script has started publishes the change, once", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await signIn(page, "Dana", true);
  // A slow phone: the editor is on screen, and its scripts have not started.
  const release = await holdScripts(page);
  const revisions = revisionCount();
  const day = dayAhead(6, 5);
  try {
    await page.goto(`${origin}/staff/content/key-dates`, { waitUntil: "commit" });
    await baptismStarts(page).fill(`${day.iso}T08:30`);
    await baptismEnds(page).fill(`${day.iso}T10:00`);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    const sent = page.waitForRequest((request) => request.method() === "POST");
    await page.getByRole("button", { name: "Publish" }).click();
    expect((await sent).resourceType(), "the form is sent as the page it is").toBe("document");
  } finally {
    release();
  }
  await expect(page.getByRole("status")).toContainText("Published.", PUBLISHING);
  expect(await baptismShown()).toBe(`${day.iso}T08:30:00${day.zone}`);
  // The page that answers starts its scripts, and nothing is sent again.
  await waitUntilInteractive(page);
  expect(revisionCount()).toBe(revisions + 1);
  await context.close();
});

for (const javaScriptEnabled of [false, true]) {
  const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";
  test(`a preview ${mode} opens in a new tab with the new date, and the editor stays as it was`, async ({
    browser,
  }) => {
    const before = await baptismShown();
    const revisions = revisionCount();
    const { context, page } = await staffPage(browser, javaScriptEnabled);
    if (javaScriptEnabled) await waitUntilInteractive(page);
    const asked: string[] = [];
    page.on("dialog", (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await baptismStarts(page).fill("2027-01-09T09:30");
    await baptismEnds(page).fill("2027-01-09T11:30");
    const editing = page.url();
    // Several pages show Key dates: one Preview button, and the page chosen beside "Preview as on".
    await page.getByLabel("Page to preview").selectOption({ label: "Baptism" });
    const [preview] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("button", { name: /^Preview/ }).click(),
    ]);
    await expect(preview.getByRole("status")).toContainText("Preview: these changes are not published");
    await expect(preview.locator("#upcoming-baptism ~ p time")).toHaveText("Saturday, January 9, 2027");
    // The editor's tab did not move, asked nothing, and still holds what was typed.
    expect(page.url()).toBe(editing);
    expect(asked).toEqual([]);
    await expect(baptismStarts(page)).toHaveValue("2027-01-09T09:30");
    await expect(page.getByRole("heading", { level: 1, name: "Key dates" })).toBeVisible();
    expect(await baptismShown()).toBe(before);
    expect(revisionCount()).toBe(revisions);
    await context.close();
  });

  for (const width of [375, 1280]) {
    test(`a preview ${mode} at ${width} px as on a later day shows a slide from its “Show from”, and before then it is not there`, async ({
      browser,
    }) => {
      const revisions = revisionCount();
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 800 } });
      const page = await context.newPage();
      await signIn(page, "Dana", javaScriptEnabled);
      await page.getByRole("link", { name: "Home page", exact: true }).click();
      if (javaScriptEnabled) await waitUntilInteractive(page);
      await unfold(page, /^Slide 1\b/);
      const slide = page.getByRole("group", { name: /^Slide 1\b/ });
      const week = dayAhead(1, 1);
      const title = `Christmas Eve at The Bridge ${width}`;
      await slide.getByLabel("Title", { exact: true }).fill(title);
      await slide.getByLabel("Show from").fill(`${week.iso}T09:00:00`);
      const preview = async () => {
        const [opened] = await Promise.all([
          context.waitForEvent("page"),
          page.getByRole("button", { name: /^Preview/ }).click(),
        ]);
        const notice = opened.getByRole("status").filter({ hasText: /^Preview/ });
        await expect(notice).toContainText("these changes are not published");
        return { opened, notice };
      };
      const now = await preview();
      await expect(now.notice).not.toContainText("as on");
      await expect(now.opened.getByText(title)).toHaveCount(0);
      await page.getByLabel("Preview as on").fill(`${week.iso}T10:00`);
      const then = await preview();
      await expect(then.notice).toContainText(`Preview as on ${week.long} at 10:00 AM`);
      await expect(then.opened.getByText(title).first()).toBeAttached();
      await expect(slide.getByLabel("Title", { exact: true })).toHaveValue(title);
      expect(revisionCount()).toBe(revisions);
      await context.close();
    });
  }
}

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";
  test(`staff keep a page's Spanish ${mode}: the English beside each field, a draft, a preview of the Spanish page, then published to it alone`, async ({
    browser,
  }) => {
    const spanish = `¿Tienes preguntas ${javaScriptEnabled ? "todavía" : "aún"}?`;
    const englishBefore = (await raw(origin, "/baptism")).body;
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await signIn(page, "Dana", javaScriptEnabled);
    await page.getByRole("link", { name: "Baptism", exact: true }).click();
    await page.getByRole("link", { name: "Baptism in Spanish" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Baptism");
    if (javaScriptEnabled) await waitUntilInteractive(page);
    await unfold(page, /^Contact\b/);
    const field = page.getByRole("group", { name: /^Contact\b/ }).getByLabel("Title", { exact: true });
    // The Spanish words the page shows now, not the English form's left in place.
    await expect(field).not.toHaveValue("");
    expect((await raw(origin, "/es/baptism")).body).toContain(`>${await field.inputValue()}</h2>`);
    // The English of the field is beside it, and read with it.
    await expect(field).toHaveAccessibleDescription(/Still Have Questions\?/);
    // A Spanish form has no date or link to change: only words.
    await expect(page.getByRole("group", { name: /^Contact\b/ }).getByLabel(/^Link$|address/i)).toHaveCount(0);
    await field.fill(spanish);

    // A draft: kept, listed on the editor's front page as the Spanish one, and reopened from there
    // in the Spanish form, with the words typed.
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByRole("heading", { name: /^You are editing your draft, saved / })).toBeVisible(PUBLISHING);
    await expect(page.getByRole("link", { name: "Open what is on the site instead" })).toHaveAttribute(
      "href",
      "/staff/content/baptism?draft=none&language=es",
    );
    await page.getByRole("link", { name: "Everything you can edit" }).click();
    await page
      .getByRole("region", { name: "Drafts not yet published" })
      .getByRole("link", { name: "Baptism in Spanish: your draft" })
      .click();
    await expect(page.getByRole("heading", { name: /^You are editing your draft, saved / })).toBeVisible();
    if (javaScriptEnabled) await waitUntilInteractive(page);
    await unfold(page, /^Contact\b/);
    await expect(field).toHaveValue(spanish);

    // The preview is the Spanish page with the words, in a new tab; the site is unchanged meanwhile.
    const [preview] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("button", { name: /^Preview/ }).click(),
    ]);
    await expect(preview.getByRole("status")).toContainText("Preview");
    await expect(preview.locator("html")).toHaveAttribute("lang", "es");
    await expect(preview.getByRole("heading", { name: spanish })).toBeVisible();
    await preview.close();
    expect((await raw(origin, "/es/baptism")).body).not.toContain(spanish);

    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByRole("status")).toContainText("Published.", PUBLISHING);
    await expect.poll(async () => (await raw(origin, "/es/baptism")).body, PUBLISHING).toContain(spanish);
    // The English page is as it was, its dates and links too.
    expect((await raw(origin, "/baptism")).body).toBe(englishBefore);
    await context.close();
  });
}

/** A Friday at least two weeks ahead, as the form takes it, the card writes it, and a calendar file names it. */
function fridayAhead(weeksMore = 0) {
  const friday = dayAhead(5, 2 + weeksMore);
  return { ...friday, card: friday.long.replace(/^(\w+), (\w{3})\w* (\d+), \d{4}$/, "$1, $2 $3") };
}

test("staff move an outreach event without JavaScript, and its card, calendar file and search data follow", async ({
  browser,
}) => {
  const friday = fridayAhead();
  const zone = friday.zone;
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signIn(page);
  await page.getByRole("link", { name: "Outreach events", exact: true }).click();
  // Each event is folded to its title: a tap opens it.
  await unfold(page, /^Event 3: Serve Dinner$/);
  const dinner = page.getByRole("group", { name: /^Event 3: Serve Dinner$/ });
  // The day and time are entered once: the card's words follow them.
  await dinner.getByLabel("Starts").fill(`${friday.iso}T18:00`);
  await dinner.getByLabel(/^Ends/).fill(`${friday.iso}T20:00`);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toContainText("Published.", PUBLISHING);
  // The history says what changed, field by field, in words.
  await expect(
    page.getByText(
      `Event 3: Serve Dinner: Starts: “Friday, November 21, 2025 at 5:00 PM” → “${friday.long} at 6:00 PM”`,
    ),
  ).toBeVisible();

  const events = (await raw(origin, "/outreach-events")).body;
  expect(events).toContain(`<time dateTime="${friday.iso}T18:00:00${zone}">${friday.card}</time>`);
  expect(events).toContain("6:00 – 8:00 PM");
  expect(events).toContain(`"startDate":"${friday.iso}T18:00:00${zone}"`);
  expect((await raw(origin, "/calendar/outreach/serve-dinner.ics")).body).toContain(
    `DTSTART;TZID=America/New_York:${friday.compact}T180000`,
  );

  // The day in the office's own words, however written, must be the day it starts: moved a week, it is
  // refused, naming the field, and the form keeps what was typed.
  const later = fridayAhead(1);
  await unfold(page, /^Event 3: Serve Dinner$/);
  const moving = page.getByRole("group", { name: /^Event 3: Serve Dinner$/ });
  await moving.getByLabel("Day on the card, in other words").fill(friday.long.replace(/, \d{4}$/, ", after school"));
  await moving.getByLabel("Starts").fill(`${later.iso}T18:00`);
  await moving.getByLabel(/^Ends/).fill(`${later.iso}T20:00`);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("alert")).toContainText(
    `Event 3: Serve Dinner: Day on the card, in other words: must name ${later.card.replace("Friday, ", "")}, the day it starts`,
  );
  await expect(page.getByRole("group", { name: /^Event 3: Serve Dinner$/ }).getByLabel("Starts")).toHaveValue(
    `${later.iso}T18:00`,
  );
  expect((await raw(origin, "/outreach-events")).body).toContain(friday.card);
  await context.close();
});

test("a pastor renamed by staff is the name on Leadership and in the note form, with JavaScript on and off", async ({
  browser,
}) => {
  const staff = await browser.newContext({ javaScriptEnabled: false });
  const page = await staff.newPage();
  await signIn(page);
  await page.getByRole("link", { name: "Pastors", exact: true }).click();
  await unfold(page, /^Pastor 1: /);
  await page
    .getByRole("group", { name: /^Pastor 1: / })
    .getByLabel("Name")
    .fill("Marcus J. Reed");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toContainText("Published.", PUBLISHING);

  const leadership = (await raw(origin, "/leadership")).body;
  expect(leadership).toContain("Pastor Marcus J. Reed");
  for (const javaScriptEnabled of [true, false]) {
    const visitor = await browser.newContext({ javaScriptEnabled });
    const form = await visitor.newPage();
    const problems: string[] = [];
    await form.route(
      (url) => url.origin !== origin,
      (route) => route.abort("blockedbyclient"),
    );
    form.on("pageerror", (error) => problems.push(error.message));
    form.on("console", (message) => {
      if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
        problems.push(message.text());
    });
    await form.goto(`${origin}/share-note`);
    if (javaScriptEnabled) await waitUntilInteractive(form);
    await expect(form.getByRole("option", { name: "Pastor Marcus J. Reed" })).toBeAttached();
    // The form's element takes over the server's HTML without an error.
    expect(problems).toEqual([]);
    await visitor.close();
  }

  await page.getByRole("button", { name: "Restore the built values" }).click();
  // A restore asks first, saying what it would change.
  await page.getByRole("button", { name: /^Yes, bring back/ }).click();
  await expect(page.getByRole("status")).toContainText("back", PUBLISHING);
  expect((await raw(origin, "/leadership")).body).not.toContain("Marcus J. Reed");
  await staff.close();
});

test("staff change a small group's name and day, and /groups and its filters follow", async ({ browser }) => {
  const staff = await browser.newContext({ javaScriptEnabled: false });
  const page = await staff.newPage();
  await signIn(page);
  await page.getByRole("link", { name: "Small groups", exact: true }).click();
  await unfold(page, /^Group 1: Young Couples$/);
  await page
    .getByRole("group", { name: /^Group 1: Young Couples$/ })
    .getByLabel("Name", { exact: true })
    .fill("Young Couples & Newlyweds");
  await page
    .getByRole("group", { name: /^Group 1: Young Couples: Meeting$/ })
    .getByLabel("Day")
    .selectOption("Sunday");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toContainText("Published.", PUBLISHING);

  const visitor = await browser.newPage();
  await visitor.goto(`${origin}/groups?day=sunday`);
  await expect(visitor.getByRole("heading", { name: "Young Couples & Newlyweds" })).toBeVisible();
  // No group meets on Friday any more, so the day filter no longer offers it.
  await expect(visitor.getByRole("combobox", { name: "Day" }).getByRole("option")).not.toContainText(["Friday"]);
  await visitor.close();

  await page.getByRole("button", { name: "Restore the built values" }).click();
  // A restore asks first, saying what it would change.
  await page.getByRole("button", { name: /^Yes, bring back/ }).click();
  await expect(page.getByRole("status")).toContainText("back", PUBLISHING);
  expect((await raw(origin, "/groups")).body).not.toContain("Newlyweds");
  await staff.close();
});

test("staff reword a home page slide, and it keeps leading with its date", async ({ browser }) => {
  const staff = await browser.newContext({ javaScriptEnabled: false });
  const page = await staff.newPage();
  await signIn(page);
  await page.getByRole("link", { name: "Home page", exact: true }).click();
  await unfold(page, /^Slide 2: /);
  const slide = page.getByRole("group", { name: /^Slide 2: / });
  // The slide's date is a fact it names in braces: reworded, it still leads with the baptism's date.
  await expect(slide.getByLabel("Words under the title")).toHaveValue(/^\{baptism day\} at \{baptism time\} · /);
  await slide.getByLabel("Words under the title").fill("{baptism day} at {baptism time} · Come to the water");
  await slide.getByLabel("Button", { exact: true }).fill("Register to Be Baptized");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toContainText("Published.", PUBLISHING);

  const home = (await raw(origin, "/")).body;
  expect(home).toMatch(/Saturday, [A-Z][a-z]+ \d+ at \d+:\d\d [AP]M · Come to the water/);
  expect(home).toContain("Register to Be Baptized");

  await page.getByRole("button", { name: "Restore the built values" }).click();
  // A restore asks first, saying what it would change.
  await page.getByRole("button", { name: /^Yes, bring back/ }).click();
  await expect(page.getByRole("status")).toContainText("back", PUBLISHING);
  expect((await raw(origin, "/")).body).not.toContain("Come to the water");
  await staff.close();
});

for (const javaScriptEnabled of [false, true]) {
  const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";
  test(`two editors ${mode}: a colleague's change to another field is kept, the same field is asked about with both values, and a draft brings only what it changed`, async ({
    browser,
  }) => {
    const tag = javaScriptEnabled ? "J" : "N";
    const openPastors = async (name: string) => {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await signIn(page, name, javaScriptEnabled);
      await page.getByRole("link", { name: "Pastors", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Pastors" })).toBeVisible();
      if (javaScriptEnabled) await waitUntilInteractive(page);
      const pastor = (n: number) => page.getByRole("group", { name: new RegExp(`^Pastor ${n}: `) });
      return { context, page, pastor };
    };
    const publish = async (page: Page) => {
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      const answer = page.getByRole("status");
      await expect(answer).toContainText("Published.", PUBLISHING);
      await expect(answer).toBeFocused();
      return answer;
    };
    const onTheNoteForm = async () => (await raw(origin, "/share-note")).body;
    const dana = await openPastors("Dana");
    const lee = await openPastors("Lee");
    await unfold(lee.page, /^Pastor 2: /);
    await unfold(dana.page, /^Pastor 1: /);

    // Two fields of one item, each changed by one editor: both go out, whoever publishes last.
    await lee.pastor(2).getByLabel("Name").fill(`Ruth Okafor ${tag}`);
    await publish(lee.page);
    await dana.pastor(1).getByLabel("Name").fill(`Marcus J. Reed ${tag}`);
    await expect(await publish(dana.page)).toContainText("Lee's change of");
    expect(await onTheNoteForm()).toContain(`Pastor Ruth Okafor ${tag}`);
    expect(await onTheNoteForm()).toContain(`Pastor Marcus J. Reed ${tag}`);

    // Dana keeps half-done work as a draft; Lee publishes another field meanwhile.
    await unfold(dana.page, /^Pastor 1: /);
    await dana.pastor(1).getByLabel("Role").fill(`Senior Pastor ${tag}`);
    await dana.page.getByRole("button", { name: "Save draft" }).click();
    await expect(dana.page.getByRole("status")).toContainText("Draft saved", PUBLISHING);
    await lee.page.reload();
    if (javaScriptEnabled) await waitUntilInteractive(lee.page);
    await unfold(lee.page, /^Pastor 2: /);
    await lee.pastor(2).getByLabel("Role").fill(`Pastor of Outreach ${tag}`);
    await publish(lee.page);
    // Opening the item again opens her draft, said so at the top, with what Lee published since.
    await dana.page.getByRole("link", { name: "Everything you can edit" }).click();
    await dana.page.getByRole("link", { name: "Pastors", exact: true }).click();
    if (javaScriptEnabled) await waitUntilInteractive(dana.page);
    const draftShown = dana.page.getByRole("region", { name: /^You are editing your draft/ });
    await expect(draftShown).toContainText("Since it was begun, Lee published a change to this item");
    await expect(draftShown).toContainText(`Pastor of Outreach ${tag}`);
    await expect(draftShown.getByRole("button", { name: "Discard my draft" })).toBeVisible();
    await expect(dana.pastor(1).getByLabel("Role")).toHaveValue(`Senior Pastor ${tag}`);
    await publish(dana.page);
    // The draft brought only its own field: Lee's role for Pastor 2 is still there.
    await unfold(dana.page, /^Pastor 2: /);
    await expect(dana.pastor(2).getByLabel("Role")).toHaveValue(`Pastor of Outreach ${tag}`);
    await unfold(dana.page, /^Pastor 1: /);
    await expect(dana.pastor(1).getByLabel("Role")).toHaveValue(`Senior Pastor ${tag}`);
    await expect(dana.page.getByRole("region", { name: /^You are editing/ })).toHaveCount(0);

    // Both change the same field: nothing goes out until Dana has seen both values and chosen.
    await lee.page.reload();
    if (javaScriptEnabled) await waitUntilInteractive(lee.page);
    await unfold(lee.page, /^Pastor 1: /);
    await lee.pastor(1).getByLabel("Name").fill(`Marcus Reed Sr. ${tag}`);
    await dana.pastor(1).getByLabel("Name").fill(`Rev. Marcus Reed ${tag}`);
    await publish(lee.page);
    const revisions = revisionCount();
    await dana.page.getByRole("button", { name: "Publish", exact: true }).click();
    const question = dana.page.getByRole("group", {
      name: /^Nothing is published yet: Lee changed a field you changed/,
    });
    await expect(question).toBeFocused(PUBLISHING);
    await expect(question).toBeInViewport();
    const choice = question.getByRole("group", { name: /Pastor 1: .*Name$/ });
    await expect(choice.getByRole("radio", { name: `Keep Lee's: “Marcus Reed Sr. ${tag}”` })).toBeVisible();
    await expect(choice.getByRole("radio", { name: `Use yours: “Rev. Marcus Reed ${tag}”` })).toBeVisible();
    expect(revisionCount()).toBe(revisions);
    await expect(dana.pastor(1).getByLabel("Name")).toHaveValue(`Rev. Marcus Reed ${tag}`);
    await choice.getByRole("radio", { name: /^Keep Lee's/ }).check();
    await dana.page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(dana.page.getByRole("status")).toContainText(
      "Nothing new went out: where you and Lee changed the same field you kept theirs",
      PUBLISHING,
    );
    expect(await onTheNoteForm()).toContain(`Pastor Marcus Reed Sr. ${tag}`);
    expect(await onTheNoteForm()).not.toContain(`Rev. Marcus Reed ${tag}`);

    await dana.page.getByRole("button", { name: "Restore the built values" }).click();
    await dana.page.getByRole("button", { name: /^Yes, bring back/ }).click();
    await expect(dana.page.getByRole("status")).toContainText("back", PUBLISHING);
    await dana.context.close();
    await lee.context.close();
  });
}

test("the editor refuses a link to another host, hidden characters and far-off dates, naming each", async ({
  browser,
}) => {
  const revisions = revisionCount();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signIn(page);
  await page.getByRole("link", { name: "Small groups", exact: true }).click();
  await unfold(page, /^Group 1: Young Couples$/);
  const group = page.getByRole("group", { name: /^Group 1: Young Couples$/ });
  await group.getByLabel("Join link").fill("/\\evil.example/x");
  await group.getByLabel("Name", { exact: true }).fill("Young \u202ECouples");
  await page.getByRole("button", { name: "Publish" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Group 1: Young Couples: Join link: must be a page of this site such as /groups");
  await expect(alert).toContainText("Name: contains an invisible formatting or direction-changing character");
  // People's words only: no field's name in the code, no schema library's wording.
  await expect(alert).not.toContainText(/groups\[|\.joinLink|expected|Too small/);
  await expect(group.getByLabel("Join link")).toHaveValue("/\\evil.example/x");
  await context.close();

  const dates = await staffPage(browser, false);
  await dates.page.getByRole("group", { name: "Impact Week" }).getByLabel("First day").fill("0001-01-01");
  await dates.page.getByRole("group", { name: "Impact Week" }).getByLabel("Last day").fill("9999-12-31");
  await dates.page.getByRole("button", { name: "Publish" }).click();
  await expect(dates.page.getByRole("alert")).toContainText("Impact Week: First day: must be between January 1,");
  await expect(dates.page.getByRole("alert")).toContainText("Impact Week: Last day: must be between January 1,");
  await dates.context.close();

  expect(revisionCount()).toBe(revisions);
  expect((await raw(origin, "/groups")).body).not.toContain("evil.example");
});

test("a visitor without a session reaches none of the editor, whatever the spelling", async () => {
  const before = await baptismShown();
  const revisions = revisionCount();
  const editor = [
    "/staff/content/key-dates",
    "/staff/./content/key-dates",
    "/x/../staff/content/key-dates",
    "/%73taff/content/key-dates",
    "/staff/content/%6bey-dates",
    "/Staff/Content/Key-Dates",
    "/staff/content/key-dates/",
    "/staff/content/key-dates.data",
    "/staff/content/key-dates/_.data",
    "/staff/content/key-dates?index",
    "/staff//content/key-dates",
    "/staff\\content\\key-dates",
    "/staff/content",
    "/staff/content.data",
    "/staff/content/key-dates/preview",
    "/staff/content/key-dates/./preview",
    "/staff/content/key-dates/preview.data",
  ];
  const body = new URLSearchParams({
    intent: "publish",
    csrf: "forged",
    page: "/baptism",
    "impactWeek.start": "2026-11-15",
    "impactWeek.end": "2026-11-21",
    "baptism.startsAt": "2027-02-06T09:30",
    "baptism.endsAt": "2027-02-06T11:30",
  }).toString();
  for (const path of editor) {
    for (const method of ["GET", "POST"]) {
      const response = await raw(origin, path, {
        method,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: method === "POST" ? body : undefined,
      });
      expect(response.status, `${method} ${path}`).not.toBe(200);
      expect(response.status, `${method} ${path}`).toBeLessThan(500);
      expect(response.body, `${method} ${path}`).not.toContain("Earlier versions");
      expect(response.body, `${method} ${path}`).not.toContain("February 6, 2027");
    }
  }
  expect(revisionCount()).toBe(revisions);
  expect(await baptismShown()).toBe(before);
});

test("staff without the content role are refused the editor", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, "Sam");
  for (const path of ["/staff/content", "/staff/content/key-dates"]) {
    const response = await page.goto(`${origin}${path}`);
    expect(response?.status(), path).toBe(403);
  }
  // Their session and form token are real; the role is what refuses the publish.
  await page.goto(`${origin}/staff/notes`);
  const csrf = (await page.locator('input[name="csrf"]').first().getAttribute("value")) ?? "";
  const refused = await page.request.post(`${origin}/staff/content/key-dates`, {
    form: { csrf, intent: "restore-built" },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(403);
  await context.close();
});

test("published dates stay published when the server restarts", async ({ browser }) => {
  const { context, page } = await staffPage(browser, false);
  await baptismStarts(page).fill("2027-03-13T09:30");
  await baptismEnds(page).fill("2027-03-13T11:30");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toContainText("Published.", PUBLISHING);
  await context.close();

  await stop();
  await start();
  expect(await baptismShown()).toBe("2027-03-13T09:30:00-05:00");
  expect((await raw(origin, "/calendar/baptism.ics")).body).toContain("20270313T093000");
});

test("a change published before an update that no longer fits is listed for staff, not dropped in silence", async ({
  browser,
}) => {
  // As if the site had been updated under a change Lee published: an Impact Week start the schema now refuses.
  await stop();
  const db = new Database(`${dataDir}/notes.sqlite3`);
  try {
    const data = {
      impactWeek: { start: "next autumn", end: "2026-11-21" },
      baptism: { startsAt: "2027-03-13T09:30:00-05:00", endsAt: "2027-03-13T11:30:00-05:00" },
    };
    const seq = db.prepare("SELECT coalesce(max(published_seq), 0) + 1 FROM content_revisions").pluck().get();
    const now = new Date().toISOString();
    db.prepare(
      "INSERT INTO content_revisions (item, data, author, saved_at, published_at, published_seq) VALUES (?, ?, ?, ?, ?, ?)",
    ).run("key-dates", JSON.stringify(data), "Lee", now, now, seq);
  } finally {
    db.close();
  }
  await start();
  // The site shows the values it was built with for that item, and keeps serving.
  expect((await raw(origin, "/baptism")).status).toBe(200);

  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, "Dana");
  const attention = page.getByRole("region", { name: "Needs attention" });
  const entry = attention.getByRole("listitem").filter({ hasText: "Lee published" });
  await expect(entry).toContainText("does not fit this version of the site");
  // The field by its label, as the form shows it, never by its code.
  await expect(entry).toContainText("(Impact Week: First day: must be a date");
  await expect(entry).not.toContainText("impactWeek");
  await entry.getByRole("link", { name: "Fix it in Key dates" }).click();
  await expect(page).toHaveURL(/\/staff\/content\/key-dates#/);
  await context.close();
});
