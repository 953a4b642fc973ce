// Passkeys in a real browser, against the production server: Chromium's virtual authenticator (the
// DevTools protocol's WebAuthn domain) stands in for the phone or computer. The first administrator
// adds one where the site sends them to set up a second step, signs in with it alone, uses it as
// the second step after the password, and is refused when the device's counter goes backwards (a
// copied device). WebAuthn refuses an IP address as the site's name, so this server is opened at
// localhost, which PASSKEY_ORIGIN names.
import { execFileSync } from "node:child_process";
import { createServer } from "node:net";
import type { Browser, BrowserContext, CDPSession, Page } from "@playwright/test";
import Database from "better-sqlite3";
import { axeViolations, expect, test } from "./fixtures";
import { raw } from "./raw-http";
import { startServer } from "./server-process";

const PASSWORD = "a candle in every window";
let dataDir = "";
let origin = "";
let stop: () => Promise<void> = async () => {};

test.describe.configure({ mode: "serial", timeout: 120_000 });

/** A port no one is listening on, for a server whose address must be known before it starts. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

test.beforeAll(async () => {
  dataDir = `test-results/data-passkeys-${process.pid}-${Date.now()}`;
  const port = await freePort();
  origin = `http://localhost:${port}`;
  const { child, output } = startServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    SESSION_SECRET: "passkeys-session-secret-0123456789abcdef",
    PASSKEY_ORIGIN: origin,
  });
  await expect.poll(output, { timeout: 60_000 }).toMatch(/listening on http/);
  stop = () =>
    new Promise<void>((resolve) => {
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
});
test.afterAll(() => stop());

/** A browser with a passkey device of its own: unlocked by its owner whenever asked. */
async function browserWithDevice(browser: Browser, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { context, page, cdp, authenticatorId };
}

// A password is checked, and chosen, by deliberately slow hashing: on a busy machine, seconds.
const SIGNING_IN = { timeout: 30_000 };

async function signInWithPassword(page: Page) {
  await page.goto(`${origin}/staff/login`);
  await page.getByLabel("E-mail address or name").fill("ruth@church.test");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Staff sign-in" })).toBeHidden(SIGNING_IN);
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Staff sign-in" })).toBeVisible();
}

let device: { context: BrowserContext; page: Page; cdp: CDPSession; authenticatorId: string };

test("an administrator adds a passkey, signs in with it, and uses it after the password", async ({ browser }) => {
  const printed = execFileSync(
    process.execPath,
    ["build/server/staff-add.js", "--name", "Ruth Office", "--email", "ruth@church.test", "--admin"],
    { env: { ...process.env, DATA_DIR: dataDir }, encoding: "utf8" },
  );
  const link = printed.match(/\/staff\/password\?token=[\w-]{43}/)?.[0] ?? "";
  device = await browserWithDevice(browser);
  const { page } = device;
  await page.goto(`${origin}${link}`);
  await page.getByLabel("New password").fill(PASSWORD);
  await page.getByLabel("The same password again").fill(PASSWORD);
  await page.getByRole("button", { name: "Save my password" }).click();
  await expect(page.getByRole("status")).toContainText("Your password is set", SIGNING_IN);
  await page.getByLabel("E-mail address or name").fill("ruth@church.test");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Staff sign-in" })).toBeHidden(SIGNING_IN);

  // Sent to set up a second step, she adds a passkey rather than an app.
  await expect(page.getByRole("status")).toContainText("Add a passkey or an authenticator app");
  const passkeys = page.getByRole("region", { name: "Passkeys" });
  await passkeys.getByLabel("Name for this passkey").fill("Office computer");
  await passkeys.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("status")).toContainText("Your passkey “Office computer” is added");
  await expect(page.getByRole("list", { name: "Your passkeys" })).toContainText("Office computer");
  await page.getByRole("navigation", { name: "Staff pages" }).getByRole("link", { name: "Staff" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Staff accounts" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Recent changes" })).toContainText("Ruth Office added a passkey.");

  // Signed out, the passkey alone signs her in, to her first staff page (the first administrator reviews notes too).
  await signOut(page);
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Notes of appreciation" })).toBeVisible();

  // After her password, the passkey is her second step.
  await signOut(page);
  await signInWithPassword(page);
  await expect(page.getByRole("heading", { level: 1, name: "Your passkey" })).toBeVisible();
  await page.getByRole("button", { name: "Use your passkey" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Notes of appreciation" })).toBeVisible();
});

test("a device whose counter went backwards, as a copy's would, is refused", async () => {
  const { page, cdp, authenticatorId } = device;
  await signOut(page);
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  const [held] = credentials;
  if (!held) throw new Error("no passkey");
  expect(held.signCount).toBeGreaterThan(1);
  await cdp.send("WebAuthn.removeCredential", { authenticatorId, credentialId: held.credentialId });
  await cdp.send("WebAuthn.addCredential", { authenticatorId, credential: { ...held, signCount: 0 } });
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await expect(page.getByRole("alert")).toContainText("That passkey was not accepted");
  await expect(page.getByRole("heading", { level: 1, name: "Staff sign-in" })).toBeVisible();
});

/** How many passkeys the site keeps, read from its database. */
function passkeyCount(): number {
  const db = new Database(`${dataDir}/notes.sqlite3`, { readonly: true });
  try {
    return db.prepare("SELECT count(*) FROM staff_passkeys").pluck().get() as number;
  } finally {
    db.close();
  }
}

test("no spelling of the passkey address adds a passkey, or hands out a challenge to add one, without a session", async () => {
  const before = passkeyCount();
  const spellings = [
    "/staff/passkey",
    "/staff/./passkey",
    "/x/../staff/passkey",
    "/%73taff/passkey",
    "/staff/%70asskey",
    "/Staff/Passkey",
    "/staff/passkey/",
    "/staff/passkey.data",
    "/staff//passkey",
    "/staff\\passkey",
  ];
  for (const path of spellings) {
    for (const query of ["?intent=add-options", "?intent=add", "?index&intent=add-options", "?intent=%61dd-options"]) {
      const response = await raw(origin, `${path}${query}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ csrf: "forged", response: "{}", name: "Not mine" }).toString(),
      });
      const at = `POST ${path}${query}`;
      expect(response.status, at).not.toBe(200);
      expect(response.status, at).toBeLessThan(500);
      expect(response.body, at).not.toContain("challenge");
    }
  }
  expect(passkeyCount()).toBe(before);
});

test("the passkey pages meet the accessibility rules at 375 and 1280 pixels", async ({ browser }) => {
  for (const width of [375, 1280]) {
    const { context, page, cdp, authenticatorId } = await browserWithDevice(browser, width);
    // This browser's device holds a copy of Ruth's passkey, counted ahead of every use so far.
    const { credentials } = await device.cdp.send("WebAuthn.getCredentials", {
      authenticatorId: device.authenticatorId,
    });
    const [held] = credentials;
    if (!held) throw new Error("no passkey");
    await cdp.send("WebAuthn.addCredential", { authenticatorId, credential: { ...held, signCount: 1000 + width } });
    await page.goto(`${origin}/staff/login`);
    await expect(page.getByRole("button", { name: "Use a passkey" })).toBeVisible();
    expect(await axeViolations(page), `sign-in at ${width}`).toEqual([]);
    await signInWithPassword(page);
    await expect(page.getByRole("button", { name: "Use your passkey" })).toBeVisible();
    expect(await axeViolations(page), `second step at ${width}`).toEqual([]);
    await page.getByRole("button", { name: "Use your passkey" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Notes of appreciation" })).toBeVisible();
    await page.goto(`${origin}/staff/account`);
    await expect(page.getByRole("list", { name: "Your passkeys" })).toBeVisible();
    expect(await axeViolations(page), `account at ${width}`).toEqual([]);
    await context.close();
  }
  await device.context.close();
});
