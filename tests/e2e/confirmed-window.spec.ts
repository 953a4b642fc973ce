// The minutes in which a staff member may change how they sign in without typing the password again
// (WCAG 2.2.1): the page says when they end; with JavaScript a warning comes two minutes before, and
// "Keep it for 10 more minutes" starts them again without leaving the page, the keyboard going back
// to where it was and what was typed staying. The browser's clock is moved on; the server's is not.
// What happens once they have ended (a form kept while the password is asked) is in
// app/routes/staff.step-up.test.ts, where the server's clock can be moved too.
import { expect, test } from "./fixtures";
import { signedInEditor, startEditorServer } from "./server-process";

let server: Awaited<ReturnType<typeof startEditorServer>>;
test.beforeAll(async () => {
  server = await startEditorServer("confirmed-window", ["Dana"]);
});
test.afterAll(() => server.stop());

for (const viewport of [
  { width: 320, height: 640 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px, the warning comes before the confirmation ends, and keeping it loses nothing`, async ({
    browser,
  }) => {
    const { context, page } = await signedInEditor(browser, server.origin, { javaScriptEnabled: true, viewport });
    await page.clock.install();
    await page.goto(`${server.origin}/staff/account`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(page.getByText("You confirmed it's you: until")).toBeVisible();
    const field = page.getByLabel("New password", { exact: true });
    await field.fill("half a new pass");
    const warning = page.getByRole("alert").filter({ hasText: "Your confirmation ends at" });
    await expect(warning).toHaveCount(0);

    await page.clock.fastForward("08:30");
    await expect(warning).toHaveCount(1);
    // Where the person is typing, not up at its section, and not over the field.
    const box = page.locator("[data-confirm-warning]");
    await expect(box).toBeVisible();
    await expect(box).toBeInViewport({ ratio: 1 });
    const [typing, over] = await Promise.all([field.boundingBox(), box.boundingBox()]);
    expect((typing?.y ?? 0) + (typing?.height ?? 0)).toBeLessThanOrEqual(over?.y ?? 0);
    const keep = page.getByRole("button", { name: "Keep it for 10 more minutes" });
    await keep.focus();
    await page.keyboard.press("Enter");
    await expect(warning).toHaveCount(0);
    await expect(field).toBeFocused();
    await expect(field).toHaveValue("half a new pass");
    await expect(page.getByRole("alert").filter({ hasText: /^Kept: until / })).toBeVisible();

    // Kept: ten minutes from now, so no warning until eight of them have gone; then it ends.
    await page.clock.fastForward("07:00");
    await expect(warning).toHaveCount(0);
    await page.clock.fastForward("03:30");
    await expect(page.getByText("Your confirmation has ended. What you typed stays")).toBeVisible();
    await expect(field).toHaveValue("half a new pass");
    await context.close();
  });
}

test("the page's data coming back late after keeping it does not move the end", async ({ browser }) => {
  const { context, page } = await signedInEditor(browser, server.origin, {
    javaScriptEnabled: true,
    viewport: { width: 1280, height: 800 },
  });
  await page.clock.install();
  await page.goto(`${server.origin}/staff/account`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  // The page's data, loaded again after "Keep it", is held until the clock has moved on: as from a
  // slow server, answering the page's reload long after it answered the press.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/staff\/account\.data/, async (route) => {
    await held;
    await route.continue();
  });
  await page.clock.fastForward("08:30");
  await page.getByRole("button", { name: "Keep it for 10 more minutes" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /^Kept: until / })).toBeVisible();
  await page.clock.fastForward("07:00");
  release();
  await page.waitForFunction(() => {
    type Router = { state: { revalidation: string; fetchers: Map<string, { state: string }> } };
    const router = (window as unknown as { __reactRouterDataRouter?: Router }).__reactRouterDataRouter;
    return (
      router?.state.revalidation === "idle" && [...router.state.fetchers.values()].every((f) => f.state === "idle")
    );
  });
  // Ten minutes from the press, not from the reload: it has ended.
  await page.clock.fastForward("03:30");
  await expect(page.getByText("Your confirmation has ended. What you typed stays")).toBeVisible();
  await context.close();
});

test("without JavaScript, the page says when the confirmation ends", async ({ browser }) => {
  const { context, page } = await signedInEditor(browser, server.origin, {
    javaScriptEnabled: false,
    viewport: { width: 375, height: 700 },
  });
  await page.goto(`${server.origin}/staff/account`);
  await expect(
    page.getByText(/You confirmed it's you: until \d{1,2}:\d{2}\s?[AP]M these changes need no password/),
  ).toBeVisible();
  await context.close();
});
