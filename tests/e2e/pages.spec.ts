import { expect, test, waitUntilInteractive } from "./fixtures";
import { pages } from "./pages";

for (const { path, heading } of pages) {
  test(`${path} is served as finished HTML with its heading, title and description`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = (await response.text()).replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
    // The content is in the HTML itself, before any JavaScript runs.
    expect(html).toContain(`<h1`);
    expect(html).toContain(heading);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
  });

  test(`${path} shows its heading, header and footer in the browser`, async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeAttached();
    await expect(page.getByRole("banner").getByRole("link", { name: "The Bridge Church" })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(page.getByRole("contentinfo")).toContainText("© 2025 The Bridge Church");
    await waitUntilInteractive(page);
    expect(errors).toEqual([]);
  });
}

test("each page has its own title and description", async ({ request }) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const { path } of pages) {
    const html = await (await request.get(path)).text();
    titles.add(html.match(/<title>([^<]+)<\/title>/)?.[1] ?? "");
    descriptions.add(html.match(/<meta name="description" content="([^"]+)"/)?.[1] ?? "");
  }
  expect(titles.size).toBe(pages.length);
  expect(descriptions.size).toBe(pages.length);
});

test("home shows worship times, directions to the venue and the ways to connect", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Join Us for Worship" })).toBeVisible();
  await expect(page.getByText("Sunday Worship Experience: Sundays at 10:30 AM EST")).toBeVisible();
  const directions = page.getByRole("link", { name: /Get Directions/ });
  await expect(directions).toHaveAttribute("target", "_blank");
  const href = await directions.getAttribute("href");
  expect(new URL(href ?? "").searchParams.get("destination")).toContain("Silver Spring, MD");
  await expect(page.getByRole("link", { name: /^Join Online Worship/ })).toHaveAttribute("target", "_blank");
  await expect(page.getByRole("main").getByRole("link", { name: "Connect", exact: true })).toHaveAttribute(
    "href",
    "/connect",
  );
  const ways = page.getByRole("region", { name: "Ways to Connect" });
  await expect(ways.getByRole("heading", { level: 3 })).toHaveText(["Small Groups", "Prayer Requests", "Get in Touch"]);
  await expect(ways.getByRole("link", { name: "Find a Group" })).toHaveAttribute("href", "/groups");
  await expect(ways.getByRole("link", { name: /Share a Prayer Request/ })).toHaveAttribute("target", "_blank");
  await expect(ways.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
});

test("about us links to beliefs, values and leadership", async ({ page }) => {
  await page.goto("/about-us");
  await expect(page.getByRole("heading", { name: "Our Vision" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Read Our Beliefs" })).toHaveAttribute("href", "/core-beliefs");
  await expect(page.getByRole("link", { name: "See Our Values" })).toHaveAttribute("href", "/core-values");
  await expect(page.getByRole("link", { name: "Meet Our Leaders" })).toHaveAttribute("href", "/leadership");
});

test("core beliefs lists five beliefs, each with a scripture reference", async ({ page }) => {
  await page.goto("/core-beliefs");
  const beliefs = page.getByRole("main").getByRole("listitem");
  await expect(beliefs).toHaveCount(5);
  await expect(beliefs.getByRole("heading")).toHaveText(["Scripture", "God", "Mankind", "Salvation", "Church"]);
  for (const belief of await beliefs.all()) {
    await expect(belief.locator("p", { hasText: "Scripture:" })).toHaveText(/^Scripture: (\d )?[A-Z][a-z]+ \d+:\d+/);
  }
});

test("core values shows six illustrated values", async ({ page }) => {
  await page.goto("/core-values");
  const values = page.getByRole("main").getByRole("listitem");
  await expect(values.getByRole("heading")).toHaveText([
    "We Reach",
    "We Dream",
    "We Give",
    "We Honor",
    "We Build",
    "We Lead",
  ]);
  await expect(values.getByRole("img")).toHaveCount(6);
});

test("every image reserves its space, so nothing shifts while it loads", async ({ page }) => {
  for (const { path } of pages) {
    await page.goto(path);
    const unsized = await page.locator("img:not([width][height])").count();
    expect(unsized, `${path} has images without width and height`).toBe(0);
  }
});
