// The strict Content-Security-Policy in Chromium: every page, kept (scripts allowed by hash)
// or rendered per request (by nonce), loads, hydrates and runs with no script or style refused.
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test, waitUntilInteractive } from "./fixtures";
import { pages } from "./pages";

async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(
        `${event.effectiveDirective}: ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

const perRequest = ["/groups?day=Tuesday", "/a-page-that-does-not-exist", "/staff/login"];

for (const path of [...pages.map((p) => p.path), ...perRequest]) {
  test(`${path} runs under the policy with nothing refused`, async ({ page }) => {
    const violations = await recordViolations(page);
    const response = await page.goto(path, { waitUntil: "domcontentloaded" });
    const policy = (await response?.allHeaders())?.["content-security-policy"] ?? "";
    const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src ")) ?? "";
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).toMatch(/'(sha256-[^']+|nonce-[^']+)'/);
    await waitUntilInteractive(page);
    expect(await violations()).toEqual([]);
  });
}

test("a nonce is new on every page rendered per request", async ({ request }) => {
  const nonce = async () =>
    (await request.get("/groups")).headers()["content-security-policy"]?.match(/'nonce-([^']+)'/)?.[1];
  const [first, second] = [await nonce(), await nonce()];
  expect(first).toBeTruthy();
  expect(first).not.toBe(second);
});

test("an injected inline script would not run", async ({ page }) => {
  const violations = await recordViolations(page);
  await gotoHydrated(page, "/about-us");
  // As if a page carried an HTML injection: a script element the server did not name.
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.injected = true";
    document.body.append(script);
  });
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  expect((await violations()).join("\n")).toContain("script-src");
});
