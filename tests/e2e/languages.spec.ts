// The site in Spanish, by table beside the English pages (app/pages.ts): each page answers under
// /es in Spanish, says so to browsers, screen readers and search engines, leaves none of the
// English page's sentences behind, and switches to the other language and back.
import type { Page } from "@playwright/test";
import { words as siteInSpanish } from "../../app/content/es/site";
import { site } from "../../app/content/site";
import { formatAddressLines } from "../../app/content-model/address";
import type { Address } from "../../app/content-model/blocks";
import { languagesOf, pathIn } from "../../app/content-model/languages";
import { resolveSiteUrl } from "../../scripts/site-url-setting";
import { expect, test, waitUntilInteractive } from "./fixtures";
import { headOf } from "./page-head";
import { builtWords, contentModules, pages } from "./pages";

const origin = resolveSiteUrl(process.env.SITE_URL, site.url);

/** Every string in a value, however deep. */
const stringsIn = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(stringsIn)
      : value && typeof value === "object"
        ? Object.values(value).flatMap(stringsIn)
        : [];

/**
 * What a Spanish page may show as the English one does: the names its Spanish words keep as they
 * are (a brand, a group, a place, "Impact Week"), the people's names (one value for every language),
 * and the church's addresses. Compared without case, as a heading in capitals reads the same.
 */
const kept = new Set(
  [
    ...stringsIn([...builtWords("es").values()]),
    ...peopleIn(contentModules.map((module) => module.built)).flatMap((name) => [name, `Pastor ${name}`]),
    ...addressesIn(contentModules.map((module) => module.built)).flatMap((address) => formatAddressLines(address)),
    // The app stores' names, on their badges.
    "App Store",
    "Google Play",
  ].map((line) => line.toLowerCase()),
);

/** Every street address in the content as built. */
function addressesIn(value: unknown): Address[] {
  if (Array.isArray(value)) return value.flatMap(addressesIn);
  if (!value || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  const own = typeof record.street === "string" && typeof record.city === "string" ? [record as Address] : [];
  return [...own, ...Object.values(record).flatMap(addressesIn)];
}

/** Every person's name in the content as built (a `name` beside a role or a photo: a pastor, a leader). */
function peopleIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(peopleIn);
  if (!value || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  const own = typeof record.name === "string" && ("role" in record || "photo" in record) ? [record.name] : [];
  return [...own, ...Object.values(record).flatMap(peopleIn)];
}

/**
 * The sentences a page shows in its own language: its visible text, line by line, with a word of
 * two letters or more; what is marked as another language (the language switch) aside.
 */
async function sentencesOf(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const others = [...document.body.querySelectorAll<HTMLElement>("[lang]")].filter((element) => !element.hidden);
    for (const element of others) element.hidden = true;
    // biome-ignore lint/performance/useDomNodeTextContent: the text as laid out is what a visitor reads.
    const shown = document.body.innerText;
    for (const element of others) element.hidden = false;
    return shown;
  });
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => /\p{L}{2}/u.test(line));
}

/**
 * What of the English page's visible text the Spanish page shows as it is: its sentences, not its
 * names (above), initials (a leader's avatar), numbers or an address's town and ZIP code.
 */
function leftInEnglish(english: string[], spanish: string[]): string[] {
  const shown = new Set(spanish);
  const aName = (line: string) => {
    // A label's "*" for a field to fill in, and what screen readers hear after a ":", aside.
    const bare = line
      .replace(/^[:·]\s*/, "")
      .replace(/\s*\*$/, "")
      .toLowerCase();
    return kept.has(bare) || /^[A-Z]{1,3}$/.test(line) || /^[\d\s:.,–-]+$/.test(line) || /\b[A-Z]{2} \d{5}$/.test(line);
  };
  return english.filter((line) => shown.has(line) && !aName(line) && !line.includes("@"));
}

const alternatesOf = (html: string) =>
  Object.fromEntries(
    headOf(html)
      .link("alternate")
      // React writes the attribute as hrefLang; HTML reads it whatever its case.
      .filter((link) => link.hrefLang)
      .map((link) => [link.hrefLang, link.href]),
  );

for (const { path } of pages.filter(({ path }) => languagesOf(path).includes("es"))) {
  const spanish = pathIn(path, "es");

  test(`${spanish} answers in Spanish: its language, its title and description, the pair of addresses search engines read`, async ({
    request,
  }) => {
    const response = await request.get(spanish);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="es"/);
    const english = await (await request.get(path)).text();
    const [es, en] = [headOf(html), headOf(english)];
    expect(es.title).not.toBe(en.title);
    expect(es.content("description")).not.toBe(en.content("description"));
    // A sentence ends with one stop, also one that ends on a fact with its own ("10:30 a.m.").
    const shown = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, "").replace(/<[^>]*>/g, " ");
    expect(`${es.title}\n${es.content("description")}\n${shown}`.match(/[^.]\.\.(?!\.)/g)).toBeNull();
    expect(es.link("canonical").map((link) => link.href)).toEqual([`${origin}${spanish}`]);
    const pair = { en: `${origin}${path}`, es: `${origin}${spanish}`, "x-default": `${origin}${path}` };
    expect(alternatesOf(html)).toEqual(pair);
    expect(alternatesOf(english)).toEqual(pair);
    expect(es.content("og:locale")).toBe("es_US");
    expect(es.content("og:image")).not.toBe(en.content("og:image"));
    const page = es.jsonLd[0]?.["@graph"].find((node) => node["@type"] === "WebPage");
    expect(page).toMatchObject({ url: `${origin}${spanish}`, inLanguage: "es" });
  });

  test(`${path} in Spanish leaves no English sentence, and its language switch leads there and back, by keyboard at 375 px and by pointer at 1280 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(path);
    await waitUntilInteractive(page);
    const english = await sentencesOf(page);
    // From the top of the page, the switch is among the first stops of the Tab key.
    const toSpanish = page.getByRole("banner").getByRole("link", { name: "Español" });
    await expect(toSpanish).toHaveAttribute("lang", "es");
    await expect(toSpanish).toHaveAttribute("hreflang", "es");
    for (let stop = 0; stop < 4 && !(await toSpanish.evaluate((link) => link === document.activeElement)); stop++) {
      await page.keyboard.press("Tab");
    }
    await expect(toSpanish).toBeFocused();
    await expect(toSpanish).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(spanish);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await waitUntilInteractive(page);
    expect(leftInEnglish(english, await sentencesOf(page))).toEqual([]);

    await page.setViewportSize({ width: 1280, height: 800 });
    const toEnglish = page.getByRole("banner").getByRole("link", { name: "English" });
    await expect(toEnglish).toHaveAttribute("lang", "en");
    await toEnglish.click();
    await expect(page).toHaveURL(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
}

test("an address under /es that is no page is a Spanish not-found page with its 404", async ({ page }) => {
  const response = await page.goto("/es/una-pagina-que-no-existe");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("link", { name: "English" })).toHaveAttribute("href", "/una-pagina-que-no-existe");
});

test("a form sent to a Spanish page that takes none is told so in Spanish", async ({ request }) => {
  const response = await request.post("/es/about-us", { form: { anything: "x" }, maxRedirects: 0 });
  expect(response.status()).toBe(405);
  const html = await response.text();
  expect(html).toMatch(/^<!DOCTYPE html><html lang="es"/);
  expect(html).toContain("Esta página no recibe formularios");
});

test("the staff area, in English only, offers no other language", async ({ page }) => {
  await page.goto("/staff/login");
  await expect(page.getByRole("banner").getByRole("link", { name: "Español" })).toHaveCount(0);
});

test("the old welcome link keeps its language", async ({ request }) => {
  const response = await request.get("/es/youre-welcome-here?utm_source=card", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe("/es?utm_source=card");
});

test("the sitemap lists every page in both languages, each naming the other", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  for (const { path } of pages.filter(({ path }) => languagesOf(path).includes("es"))) {
    expect(xml).toContain(`<loc>${origin}${pathIn(path, "es")}</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${origin}${pathIn(path, "es")}"/>`);
  }
});

test("the language switch keeps the group scrolled to, and the filters chosen with JavaScript", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto("/groups");
  await waitUntilInteractive(page);
  // A group in the middle of the list, scrolled to: the Spanish page opens at the same group.
  const card = page.locator("main [id^='groups-']:visible").nth(1);
  const id = await card.getAttribute("id");
  await card.evaluate((element) => element.scrollIntoView({ block: "start" }));
  // Tapped where it is, as a finger does: a locator's click would first scroll the sticky header's link.
  const box = await page.getByRole("banner").getByRole("link", { name: "Español" }).boundingBox();
  await page.mouse.click((box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2);
  // The Spanish page opens at the section, or at the group card within it that was at the top.
  await expect(page).toHaveURL(/\/es\/groups#/);
  const at = new URL(page.url()).hash;
  await expect(page.locator(at)).toBeInViewport();
  const section = page.locator(`[aria-labelledby="${id}"]`);
  expect(await section.evaluate((element, hash) => element.contains(document.querySelector(hash)), at)).toBe(true);

  // A filter chosen there (the script puts it in the address): the English page has it chosen too.
  await waitUntilInteractive(page);
  const format = page.locator("#group-filter-format");
  const chosen = (await format.locator("option").nth(1).getAttribute("value")) ?? "";
  await format.selectOption(chosen);
  await expect(page).toHaveURL(new RegExp(`format=${encodeURIComponent(chosen)}`));
  await page.getByRole("banner").getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(new RegExp(`/groups\\?[^#]*format=${encodeURIComponent(chosen)}`));
  await expect(page.locator("#group-filter-format")).toHaveValue(chosen);
});

test("the Spanish home and first-visit pages say in which language the service is held, where there is help, and what leads to English only", async ({
  page,
}) => {
  const firstSentence = (note: string) => `${note.split(".")[0]}.`;
  const help = { en: site.languageHelp, es: siteInSpanish.languageHelp };
  for (const path of ["/", "/guest"]) {
    await page.goto(pathIn(path, "es"));
    await expect(page.getByText(firstSentence(help.es?.note ?? "-"))).toBeVisible();
    await page.getByRole("link", { name: help.es?.link?.label ?? "-" }).click();
    await expect(page).toHaveURL(new RegExp(`${pathIn(help.en.link?.href ?? "-", "es")}$`));
    await expect(page.locator(new URL(help.en.link?.href ?? "-", origin).hash)).toBeInViewport();
    // The English pages, read by those the sentence is not for, do not say it.
    await page.goto(path);
    await expect(page.getByText(firstSentence(help.en.note))).toHaveCount(0);
  }
  // A link to another site's English says so, in words and for the browser; a map's does not.
  await page.goto("/es/give");
  const give = page.locator("main a[target=_blank][hreflang=en]").first();
  await expect(give).toContainText("(en inglés)");
  await page.goto("/es/guest");
  await expect(page.getByRole("link", { name: /^Cómo llegar/ })).not.toContainText("inglés");
  // The church's videos and its printed form are in English, and say so.
  await page.goto("/es/baptism");
  await expect(page.locator("a[download][href$='.pdf']")).toContainText("(en inglés)");
  await expect(page.locator("video-facade a").first()).toContainText("(en inglés)");
});
