// Every item's words are kept in every other language in the browser, with JavaScript and without:
// walked over what the editor's front page lists (every item of the content registry) and each
// language form an item's page offers, so a new module or language joins with no edit here. For each:
// the form opens with the language's own words, one word is changed, a draft is saved, the preview
// is the language's page with the word, and the publish reaches that page. The rules behind each
// step are tabled in app/routes/staff.content.languages.test.ts; here the form as a browser draws
// and sends it is what is proven.
import type { Browser, Page } from "@playwright/test";
import { type Language, pathIn } from "../../app/content-model/languages";
import { expect, test, waitUntilInteractive } from "./fixtures";
import { raw } from "./raw-http";
import { signedInEditor, startEditorServer } from "./server-process";

let origin = "";
let stop: () => Promise<void> = async () => {};
let serverOutput: () => string = () => "";

// Each worker runs its own server, so the two modes walk side by side.
test.beforeAll(async () => {
  ({ origin, output: serverOutput, stop } = await startEditorServer("languages-editing", ["Dana"]));
});
test.afterAll(() => stop());
// A failure shows what the server said meanwhile: a page it could not render says why only there.
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook asks for from this pattern.
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) {
    await testInfo.attach("server output", { body: serverOutput().slice(-20_000), contentType: "text/plain" });
  }
});

// Publishing renders every page the item is on: seconds each, longer on a busy machine.
const PUBLISHING = { timeout: 30_000 };

const signedIn = (browser: Browser, javaScriptEnabled: boolean) =>
  signedInEditor(browser, origin, { javaScriptEnabled, viewport: { width: 1280, height: 900 } });

/** Every item the editor's front page lists, by its address. */
async function listedItems(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator("main a[href^='/staff/content/']")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return [...new Set(hrefs.filter((href) => /^\/staff\/content\/[a-z-]+$/.test(href)))];
}

/** The first of the language's fields the form shows, unfolding the first part if none is in view. */
async function firstWordsField(page: Page, language: string) {
  const fields = page.locator(`main form :is(input, textarea)[lang="${language}"]:visible`);
  if ((await fields.count()) === 0) await page.locator("main form details > summary").first().click();
  await expect(fields.first()).toBeVisible();
  return fields.first();
}

async function keepsWords(page: Page, item: string, form: string, language: string, javaScriptEnabled: boolean) {
  await page.goto(`${origin}${form}`);
  if (javaScriptEnabled) await waitUntilInteractive(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Its tab is told from the English form's.
  await expect(page).toHaveTitle(/^Edit: .+ in \S+$/);
  // Every field is marked as the language's, so a screen reader speaks it so and a spell checker checks it so (3.1.2).
  const unmarked = page.locator(
    `main form :is(input[type="text"], input:not([type]), textarea)[id^="field-"]:not([lang="${language}"])`,
  );
  expect(await unmarked.evaluateAll((fields) => fields.map((field) => field.id)), `${item}: fields not marked`).toEqual(
    [],
  );
  const field = await firstWordsField(page, language);
  // The language's own words, not an empty form and not the default language's left in place.
  const before = await field.inputValue();
  expect(before, `${item}: the form shows the language's words`).not.toBe("");
  const word = `revisado${javaScriptEnabled ? "js" : "html"}${item.replace(/-/g, "")}`;
  await field.fill(`${before} ${word}`);

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("heading", { name: /^You are editing your draft, saved / })).toBeVisible(PUBLISHING);
  if (javaScriptEnabled) await waitUntilInteractive(page);

  const previewButton = page.getByRole("button", { name: /^Preview/ }).first();
  // Its one page, or, where several show the item, the page chosen beside "Preview as on".
  const choice = page.getByLabel("Page to preview");
  const shown = (await choice.count()) > 0 ? await choice.inputValue() : await previewButton.getAttribute("value");
  const path = pathIn(shown ?? "/", language as Language);
  const [preview] = await Promise.all([page.context().waitForEvent("page"), previewButton.click()]);
  await preview.waitForLoadState("domcontentloaded");
  await expect(preview.locator("html"), `${item}: the preview is the language's page`).toHaveAttribute(
    "lang",
    language,
  );
  await expect(preview.getByRole("status").first()).toContainText("Preview");
  const previewed = await preview.content();
  await preview.close();

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published." })).toBeVisible(PUBLISHING);
  // What the preview showed is what the language's pages now show.
  if (previewed.includes(word)) {
    await expect.poll(async () => (await raw(origin, path)).body, PUBLISHING).toContain(word);
  }
  return previewed.includes(word);
}

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";
  test(`every item's words are kept in every other language ${mode}: the form, a draft, a preview and a publish`, async ({
    browser,
  }) => {
    // One step per item and language, each a few seconds of publishing.
    test.setTimeout(Number(process.env.WALK_TIMEOUT) || 20 * 60_000);
    const { context, page } = await signedIn(browser, javaScriptEnabled);
    const items = await listedItems(page);
    expect(items.length).toBeGreaterThan(20);
    const unseen: string[] = [];
    let walked = 0;
    for (const href of items) {
      const item = href.split("/").pop() ?? "";
      await page.goto(`${origin}${href}`);
      const forms = await page
        .locator("main a[href*='language=']")
        .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute("href") ?? ""))]);
      // An item with no words (its dates) has none; every other item has one per other language.
      if (forms.length > 0) walked++;
      for (const form of forms) {
        const language = new URL(form, origin).searchParams.get("language") ?? "";
        await test.step(`${item} in ${language}`, async () => {
          if (!(await keepsWords(page, item, form, language, javaScriptEnabled))) unseen.push(`${item} (${language})`);
        });
      }
    }
    expect(walked).toBeGreaterThan(items.length - 3);
    // A first field the page does not show (a page's description for search engines) is seen
    // in its preview's head; only a few items start with one shown elsewhere.
    expect(unseen.length, `previews without the changed word: ${unseen.join(", ")}`).toBeLessThan(items.length / 4);
    await context.close();
  });
}

test("a belief added in English shows on the Spanish page in English, marked so, until its Spanish is written", async ({
  browser,
}) => {
  const { context, page } = await signedIn(browser, true);
  await page.goto(`${origin}/staff/content/core-beliefs`);
  await waitUntilInteractive(page);
  await page.getByRole("button", { name: /^Add another/ }).click();
  const added = page.getByRole("group", { name: /^Belief \d+/ }).last();
  await added.getByLabel("Title").fill("Creation Care");
  await added.getByLabel("Icon").selectOption({ index: 1 });
  await added.getByLabel("Content").fill("We keep the earth God made and share its gifts fairly.");
  await added.getByLabel("Scripture reference").fill("Genesis 2:15");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published." })).toBeVisible(PUBLISHING);

  const spanish = await context.newPage();
  await expect
    .poll(async () => (await spanish.goto(`${origin}/es/core-beliefs`))?.ok() && spanish.content(), PUBLISHING)
    .toContain("Creation Care");
  // Each of its words is read in English: the nearest language named around it is English.
  for (const words of ["Creation Care", "We keep the earth God made", "Genesis 2:15"]) {
    const lang = await spanish.getByText(words).evaluate((node) => node.closest("[lang]")?.getAttribute("lang"));
    expect(lang, words).toBe("en");
  }
  // The Spanish words around it stay Spanish, and the page carries no mark of how it was found.
  await expect(spanish.locator("html")).toHaveAttribute("lang", "es");
  const lang = await spanish
    .getByRole("heading", { level: 1 })
    .evaluate((node) => node.closest("[lang]")?.getAttribute("lang"));
  expect(lang).toBe("es");
  expect(await spanish.content()).not.toMatch(/[\uE000\uE001]/);
  await context.close();
});
