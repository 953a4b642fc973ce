// What search engines, link previews and phones read: canonical links, Open Graph and Twitter
// tags, preview pictures, structured data, sitemap, robots.txt, the web app manifest and icons.
import type { APIRequestContext } from "@playwright/test";
import { site } from "../../app/content/site";
import { languageCodes, languagesOf, pathIn } from "../../app/content-model/languages";
import { resolveSiteUrl } from "../../scripts/site-url-setting";
import { expect, gotoHydrated, test } from "./fixtures";
import { headOf } from "./page-head";
import { pages } from "./pages";

// The build put this address into every page; the tests must be run with the build's SITE_URL.
const origin = resolveSiteUrl(process.env.SITE_URL, site.url);

function pngSize(body: Buffer) {
  expect(body.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

/** Fetches a URL of the site from the server under test, whatever origin the build wrote into it. */
const fetchOwn = (request: APIRequestContext, url: string) => {
  expect(url.startsWith(`${origin}/`), `${url} is on ${origin}`).toBe(true);
  return request.get(new URL(url).pathname);
};

for (const { path } of pages) {
  test(`${path} has its canonical address, link-preview tags and picture, and the church's structured data`, async ({
    request,
  }) => {
    const head = headOf(await (await request.get(path)).text());
    const url = `${origin}${path}`;
    expect(head.link("canonical").map((l) => l.href)).toEqual([url]);
    expect(head.content("og:url")).toBe(url);
    expect(head.content("og:type")).toBe("website");
    expect(head.content("og:site_name")).toBe(site.name);
    expect(head.title).toContain(head.content("og:title"));
    expect(head.content("og:description")).toBe(head.content("description"));
    expect(head.content("twitter:card")).toBe("summary_large_image");
    expect([head.content("og:image:width"), head.content("og:image:height")]).toEqual(["1200", "630"]);

    const image = await fetchOwn(request, head.content("og:image") ?? "");
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await image.body())).toEqual({ width: 1200, height: 630 });

    expect(head.jsonLd).toHaveLength(1);
    const church = head.jsonLd[0]?.["@graph"].find((node) => [node["@type"]].flat().includes("Church"));
    expect(church).toMatchObject({ name: site.name, url: `${origin}/`, telephone: site.phone.tel });
  });
}

test("titles, descriptions, addresses and preview pictures differ from page to page", async ({ request }) => {
  const heads = await Promise.all(pages.map(async ({ path }) => headOf(await (await request.get(path)).text())));
  for (const key of ["og:title", "description", "og:url", "og:image"]) {
    const values = heads.map((head) => head.content(key));
    expect(new Set(values).size, key).toBe(pages.length);
  }
  expect(new Set(heads.map((head) => head.title)).size).toBe(pages.length);
});

test("pages that show an event's date describe it for search engines", async ({ request }) => {
  const eventsOn = async (path: string) =>
    headOf(await (await request.get(path)).text()).jsonLd[0]?.["@graph"].filter((node) => node["@type"] === "Event");
  const baptism = (await eventsOn("/baptism"))?.[0];
  expect(baptism).toMatchObject({
    name: "Baptism",
    startDate: "2025-12-06T08:00:00-05:00",
    location: { "@type": "Place", address: { addressLocality: "Silver Spring" } },
  });
  expect((await eventsOn("/"))?.map((event) => event.name)).toEqual(["Impact Week", "Baptism"]);
  const outreach = (await eventsOn("/outreach-events")) ?? [];
  expect(outreach.length).toBeGreaterThan(4);
  for (const event of outreach) expect(String(event.startDate)).toMatch(/^\d{4}-\d{2}-\d{2}(T.*[+-]\d{2}:\d{2})?$/);
  expect(await eventsOn("/about-us")).toEqual([]);
});

test("the structured data survives hydration, and moving to another page moves the canonical link", async ({
  page,
}) => {
  const errors: string[] = [];
  // A hydration mismatch would show here; blocked third-party files (the hero video) are expected.
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
      errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await gotoHydrated(page, "/outreach-events");
  const jsonLd = page.locator('head script[type="application/ld+json"]');
  await expect(jsonLd).toHaveCount(1);
  expect(JSON.parse((await jsonLd.textContent()) ?? "")["@graph"].length).toBeGreaterThan(4);
  await page.getByRole("banner").getByRole("link", { name: "About Us" }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/about-us`);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", `${origin}/og/about-us.png`);
  expect(errors).toEqual([]);
});

test("the not-found page asks not to be indexed and claims no address", async ({ request }) => {
  const response = await request.get("/no-such-page");
  expect(response.status()).toBe(404);
  const head = headOf(await response.text());
  expect(head.content("robots")).toBe("noindex");
  expect(head.link("canonical")).toEqual([]);
});

test("sitemap.xml lists every public page in every language it is in, at the site's address, and is checked again soon", async ({
  request,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^(application|text)\/xml/);
  expect(response.headers()["cache-control"]).not.toContain("immutable");
  const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  const everyLanguage = pages.flatMap(({ path }) => languagesOf(path).map((code) => `${origin}${pathIn(path, code)}`));
  expect(locs.sort()).toEqual(everyLanguage.sort());
});

test("robots.txt keeps crawlers out of the staff area and the API and points at the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
  expect(response.headers()["cache-control"]).not.toContain("immutable");
  const robots = await response.text();
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).toMatch(/^Disallow: \/staff$/m);
  expect(robots).toMatch(/^Disallow: \/api\/?$/m);
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
});

test("the site can be installed: a manifest and icons in the brand's colours, linked from every page", async ({
  request,
}) => {
  const head = headOf(await (await request.get("/")).text());
  const manifestHref = head.link("manifest")[0]?.href ?? "";
  const response = await request.get(manifestHref);
  expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: site.name,
    short_name: site.shortName,
    start_url: "/",
    display: "standalone",
  });
  expect(manifest.theme_color).toBe(head.content("theme-color"));
  const purposes = new Set<string>();
  for (const icon of manifest.icons as Array<{ src: string; sizes: string; purpose: string }>) {
    const file = await request.get(icon.src);
    expect(file.headers()["content-type"]).toBe("image/png");
    const { width, height } = pngSize(await file.body());
    expect(`${width}x${height}`).toBe(icon.sizes);
    purposes.add(`${icon.purpose} ${icon.sizes}`);
  }
  expect([...purposes]).toEqual(expect.arrayContaining(["any 192x192", "any 512x512", "maskable 512x512"]));

  // Each language's pages link its own: installed from one, the site opens that language's home.
  for (const language of languageCodes) {
    const home = pathIn("/", language);
    const linked = headOf(await (await request.get(home)).text()).link("manifest")[0]?.href ?? "";
    const own = await request.get(linked);
    expect(own.headers()["content-type"], language).toMatch(/^application\/manifest\+json/);
    expect(await own.json(), language).toMatchObject({ start_url: home, lang: language });
  }

  const apple = await request.get(head.link("apple-touch-icon")[0]?.href ?? "");
  expect(pngSize(await apple.body())).toEqual({ width: 180, height: 180 });
  const icons = head.link("icon").map((l) => l.href ?? "");
  expect(icons).toContain("/favicon.ico");
  for (const href of icons) {
    const icon = await request.get(href);
    expect(icon.status(), href).toBe(200);
    expect(icon.headers()["content-type"], href).toMatch(/^image\//);
  }
});

test("preview pictures may be shown by other sites", async ({ request }) => {
  const response = await request.get("/og/home.png");
  expect(response.headers()["cross-origin-resource-policy"]).toBe("cross-origin");
});
