import { expect, gotoHydrated, test, waitUntilInteractive } from "./fixtures";

test("an unknown path answers 404 with the not-found page and logs the path", async ({ page }) => {
  const logged: string[] = [];
  page.on("console", (message) => logged.push(message.text()));
  const response = await page.goto("/no-such-page?from=old-flyer");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Oops! Page not found");
  await expect.poll(() => logged.some((line) => line.includes("/no-such-page"))).toBe(true);
  await waitUntilInteractive(page);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "The Bridge Church" })).toBeAttached();
});

test("following a link to a missing page inside the site shows the not-found page", async ({ page }) => {
  // From a page React runs (the staff area's), whose links go through the client router.
  await gotoHydrated(page, "/staff/login");
  await page.evaluate(() =>
    (
      window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
    ).__reactRouterDataRouter.navigate("/retired-page"),
  );
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Oops! Page not found");
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
});

test("/youre-welcome-here is a permanent redirect to the home page for a direct request", async ({ request }) => {
  const response = await request.get("/youre-welcome-here", { maxRedirects: 0 });
  expect([301, 308]).toContain(response.status());
  expect(response.headers().location).toBe("/");
});

test("/youre-welcome-here keeps a campaign query string", async ({ request }) => {
  const response = await request.get("/youre-welcome-here?utm_source=flyer", { maxRedirects: 0 });
  expect(response.headers().location).toBe("/?utm_source=flyer");
});

test("/youre-welcome-here followed inside the site lands home and leaves no entry in history", async ({ page }) => {
  // From a page React runs (the staff area's), whose links go through the client router.
  await gotoHydrated(page, "/staff/login");
  const before = await page.evaluate(() => history.length);
  // Exactly what a <Link> to the old address does: a client-side navigation through the router.
  await page.evaluate(() =>
    (
      window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
    ).__reactRouterDataRouter.navigate("/youre-welcome-here"),
  );
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "The Bridge Church" })).toBeAttached();
  expect(await page.evaluate(() => history.length)).toBe(before + 1);
  await page.goBack();
  await expect(page).toHaveURL(/\/staff\/login$/);
});
