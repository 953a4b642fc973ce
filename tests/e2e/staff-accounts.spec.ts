// Staff own their accounts, against the production server: the first administrator comes from
// `npm run staff:add` and must set up two-step sign-in (an authenticator app's code, worked out
// here as the app would) before anything else; they invite an editor from the Staff page; the
// invitation is caught by a
// real SMTP server; the editor follows its link, chooses a password, signs in and publishes a
// change; a note reviewer reaches neither the Staff page nor the editor, however the path is
// spelled; a forgotten password is reset from the sign-in page; and the staff pages meet the
// accessibility rules at a phone's width and a desktop's.
import { execFileSync } from "node:child_process";
import type { Browser, Page } from "@playwright/test";
import { TOTP } from "otpauth";
import { ROLES, STAFF_ROLES } from "../../app/staff/roles";
import { type CaughtMail, startMailCatcher } from "../mail-catcher";
import { axeViolations, expect, partOf, test } from "./fixtures";
import { raw } from "./raw-http";
import { listeningOrigin, startServer } from "./server-process";

let dataDir = "";
const ADMIN_PASSWORD = "a lantern on the hill";
const EDITOR_PASSWORD = "bells ring at noon daily";
const REVIEWER_PASSWORD = "green pastures and still waters";
let origin = "";
const mails: CaughtMail[] = [];
let stop: () => Promise<void> = async () => {};
/** The administrator's recovery codes, shown once when two-step sign-in was turned on: each signs in once. */
let recoveryCodes: string[] = [];

// Publishing renders every page before it answers, and every password is hashed at full cost.
test.describe.configure({ mode: "serial", timeout: 120_000 });

/** `npm run staff:add` as the server's operator runs it: the path of the link it prints. */
function staffAdd(...args: string[]): string {
  const printed = execFileSync(process.execPath, ["build/server/staff-add.js", ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: "utf8",
  });
  const link = printed.match(/https:\/\/\S+\/staff\/password\?token=[\w-]{43}/)?.[0];
  if (!link) throw new Error(`staff:add printed no link:\n${printed}`);
  return new URL(link).pathname + new URL(link).search;
}

/** The path of the link in the latest e-mail to `to`, its quoted-printable "=" (=3D) read back. */
async function linkMailedTo(to: string): Promise<string> {
  const find = () =>
    mails
      .filter((mail) => mail.to.includes(to))
      .at(-1)
      ?.raw.replace(/=3D/g, "=")
      .match(/\/staff\/password\?token=[\w-]{43}/)?.[0];
  await expect.poll(find, { timeout: 30_000 }).toBeTruthy();
  return find() as string;
}

test.beforeAll(async () => {
  // A folder of its own each time, so a repeated run starts with no staff.
  dataDir = `test-results/data-staff-accounts-${process.pid}-${Date.now()}`;
  const smtp = await startMailCatcher(mails);
  const { child, output } = startServer({
    PORT: "0",
    DATA_DIR: dataDir,
    SESSION_SECRET: "staff-accounts-session-secret-0123456789",
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: "The Bridge Church <staff@church.test>",
    TRUST_PROXY: "1",
  });
  origin = await listeningOrigin(output);
  stop = async () => {
    await new Promise<void>((resolve) => {
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
    await smtp.close();
  };
});
test.afterAll(() => stop());

async function choosePassword(page: Page, path: string, password: string) {
  await page.goto(`${origin}${path}`);
  await page.getByLabel("New password").fill(password);
  await page.getByLabel("The same password again").fill(password);
  await page.getByRole("button", { name: "Save my password" }).click();
  await expect(page.getByRole("status")).toContainText("Your password is set");
}

async function signIn(page: Page, login: string, password: string) {
  await page.getByLabel("E-mail address or name").fill(login);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** A browser of its own; without JavaScript, as every staff form works without it, unless axe is to run. */
/** The administrator's sign-in: password, then one of their recovery codes. */
async function signInAsAdmin(page: Page) {
  await page.goto(`${origin}/staff/login?next=%2Fstaff%2Faccounts`);
  await signIn(page, "pat@church.test", ADMIN_PASSWORD);
  await expect(page.getByRole("heading", { level: 1, name: "Your code" })).toBeVisible();
  await page.getByText("Lost your phone? Use a recovery code").click();
  await page.getByLabel("Recovery code").fill(recoveryCodes.shift() ?? "");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Staff accounts" })).toBeVisible();
}

async function newPage(browser: Browser, width = 1280, javaScriptEnabled = false) {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 900 } });
  return { context, page: await context.newPage() };
}

test("staff:add --help names a flag for every role, with what the role does", () => {
  const help = execFileSync(process.execPath, ["build/server/staff-add.js", "--help"], { encoding: "utf8" });
  for (const role of STAFF_ROLES) {
    expect(help).toContain(`--${role}`);
    expect(help).toContain(ROLES[role].duties);
  }
});

test("the first administrator, from staff:add, invites an editor who signs in and publishes", async ({ browser }) => {
  const admin = await newPage(browser);
  await choosePassword(
    admin.page,
    staffAdd("--name", "Pat Admin", "--email", "pat@church.test", "--admin"),
    ADMIN_PASSWORD,
  );
  await signIn(admin.page, "pat@church.test", ADMIN_PASSWORD);
  // Administrators set up two-step sign-in before any other staff page opens.
  await expect(admin.page.getByRole("status")).toContainText("Your role needs two-step sign-in");
  await admin.page.getByRole("button", { name: "Set up an authenticator app" }).click();
  await expect(admin.page.getByRole("img", { name: /QR code/ })).toBeVisible();
  const key = (await admin.page.locator("#two-step code").textContent()) ?? "";
  await admin.page.getByLabel("Code from your app").fill(new TOTP({ secret: key.replace(/\s/g, "") }).generate());
  await admin.page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
  recoveryCodes = await admin.page
    .getByRole("list", { name: "Recovery codes" })
    .getByRole("listitem")
    .allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  // Kept as a file with no script needed, or on paper: printed, the page shows the codes alone.
  const file = admin.page.getByRole("link", { name: "Save them as a file" });
  await expect(file).toHaveAttribute("download", "recovery-codes.txt");
  const saved = decodeURIComponent((await file.getAttribute("href")) ?? "");
  for (const code of recoveryCodes) expect(saved).toContain(code);
  await expect(admin.page.getByRole("button", { name: "Print them" })).toBeVisible();
  await admin.page.emulateMedia({ media: "print" });
  await expect(admin.page.getByRole("list", { name: "Recovery codes" })).toBeVisible();
  await expect(admin.page.getByRole("heading", { level: 1 })).toBeHidden();
  await admin.page.emulateMedia({ media: "screen" });
  // The first administrator, made on the server, may do everything: nobody else is there to give more.
  await expect(admin.page.getByRole("navigation", { name: "Staff pages" }).getByRole("link")).toHaveText([
    "Notes",
    "Website",
    "Staff",
    "Your account",
  ]);
  await admin.page.getByRole("navigation", { name: "Staff pages" }).getByRole("link", { name: "Staff" }).click();
  await expect(admin.page.getByRole("heading", { level: 1, name: "Staff accounts" })).toBeVisible();

  const invite = admin.page.getByRole("region", { name: "Invite someone" });
  await invite.getByLabel("Name").fill("Lee Park");
  await invite.getByLabel("E-mail address").fill("lee@church.test");
  await invite.getByLabel("Content editor").check();
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(admin.page.getByRole("status")).toContainText(
    "Lee Park is invited. The link is on its way to lee@church.test.",
  );
  const lee = admin.page.getByRole("listitem").filter({ has: admin.page.getByRole("heading", { name: "Lee Park" }) });
  await expect(lee).toContainText("has not chosen a password yet");

  const editor = await newPage(browser);
  await choosePassword(editor.page, await linkMailedTo("lee@church.test"), EDITOR_PASSWORD);
  await signIn(editor.page, "lee@church.test", EDITOR_PASSWORD);
  await expect(editor.page.getByRole("heading", { level: 1, name: "Edit the website" })).toBeVisible();
  await editor.page.getByRole("main").getByRole("link", { name: "About Us", exact: true }).click();
  await (await partOf(editor.page, "Top of the page")).getByLabel("Title", { exact: true }).fill("Who We Are Together");
  await editor.page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(editor.page.getByRole("status")).toContainText("Published.", { timeout: 45_000 });
  expect((await raw(origin, "/about-us")).body).toMatch(/<h1[^>]*>Who We Are Together<\/h1>/);
  await editor.page.getByRole("button", { name: "Restore the built values" }).click();
  // A restore asks first, saying what it would change.
  await editor.page.getByRole("button", { name: /^Yes, bring back/ }).click();
  await expect(editor.page.getByRole("status")).toContainText("back", { timeout: 45_000 });

  // The administrator sees the sign-in and the invitation in the activity.
  await admin.page.goto(`${origin}/staff/accounts`);
  await expect(lee).toContainText("Last signed in");
  const activity = admin.page.getByRole("region", { name: "Recent changes" });
  await expect(activity).toContainText("Pat Admin invited Lee Park.");
  await expect(admin.page.getByRole("region", { name: "Recent sign-ins" })).toContainText("Lee Park signed in.");
  await admin.context.close();
  await editor.context.close();
});

test("a note reviewer reaches neither the Staff page nor the editor, however the path is spelled", async ({
  browser,
}) => {
  const { context, page } = await newPage(browser);
  await choosePassword(
    page,
    staffAdd("--name", "Sam Reviewer", "--email", "sam@church.test", "--notes"),
    REVIEWER_PASSWORD,
  );
  await signIn(page, "sam reviewer", REVIEWER_PASSWORD);
  await expect(page.getByRole("heading", { level: 1, name: "Notes of appreciation" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Staff pages" }).getByRole("link")).toHaveText([
    "Notes",
    "Your account",
  ]);
  const cookie = (await context.cookies()).map((each) => `${each.name}=${each.value}`).join("; ");
  const csrf = (await page.locator('input[name="csrf"]').first().getAttribute("value")) ?? "";
  await context.close();

  const spellings = [
    "/staff/accounts",
    "/Staff/Accounts",
    "/staff/accounts/",
    "/staff/./accounts",
    "/staff/x/../accounts",
    "/staff/%61ccounts",
    "/staff/%2e/accounts",
    "/staff/%2E%2E/staff/accounts",
    "/staff\\accounts",
    "/STAFF/ACCOUNTS?index",
    "/staff/accounts.data",
    "/staff/accounts?_routes=routes%2Fstaff.accounts",
  ];
  for (const path of spellings) {
    const read = await raw(origin, path, { headers: { Cookie: cookie } });
    expect([403, 404], `GET ${path}`).toContain(read.status);
    expect(read.body, path).not.toContain("pat@church.test");
    const body = new URLSearchParams({ csrf, intent: "invite", name: "Eve", email: "eve@x.test", roles: "admin" });
    const sent = await raw(origin, path, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: body.toString(),
    });
    expect([403, 404, 405], `POST ${path}`).toContain(sent.status);
  }
  for (const path of ["/staff/content", "/staff/Content/", "/staff/./content/about-us"]) {
    const refused = await raw(origin, path, { headers: { Cookie: cookie } });
    expect(refused.status, path).toBe(403);
    // The refusal says who can give the role, and leads back to the pages this account uses.
    expect(refused.body, path).toContain("An administrator can give it to you on the Staff page.");
    expect(refused.body, path).toMatch(/<a href="\/staff\/notes"[^>]*>Go to your staff pages<\/a>/);
  }
  // Nothing was made by any of it.
  const admin = await newPage(browser);
  await signInAsAdmin(admin.page);
  await expect(admin.page.getByRole("heading", { level: 3, name: "Eve" })).toHaveCount(0);
  await admin.context.close();
});

test("a forgotten password is reset from the sign-in page, and the old one stops working", async ({ browser }) => {
  const { context, page } = await newPage(browser, 375);
  await page.goto(`${origin}/staff/login`);
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await page.getByLabel("E-mail address").fill("sam@church.test");
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByRole("status")).toContainText("If sam@church.test belongs to a staff account");
  await choosePassword(page, await linkMailedTo("sam@church.test"), "quiet mornings by the lake");
  await signIn(page, "sam@church.test", REVIEWER_PASSWORD);
  await expect(page.getByRole("alert")).toContainText("do not match");
  await signIn(page, "sam@church.test", "quiet mornings by the lake");
  await expect(page.getByRole("heading", { level: 1, name: "Notes of appreciation" })).toBeVisible();
  await context.close();
});

// One test per width: each signs in at full password cost and runs axe on six pages, well inside
// its time on a busy machine.
for (const width of [375, 1280]) {
  test(`the staff account pages meet the accessibility rules at ${width} pixels`, async ({ browser }) => {
    const { context, page } = await newPage(browser, width, true);
    await page.goto(`${origin}/staff/forgot`);
    expect(await axeViolations(page), `forgot at ${width}`).toEqual([]);
    await page.goto(`${origin}${staffAdd("--email", "pat@church.test")}`);
    expect(await axeViolations(page), `choose a password at ${width}`).toEqual([]);
    await page.goto(`${origin}/staff/login?next=%2Fstaff%2Faccounts`);
    await signIn(page, "pat@church.test", ADMIN_PASSWORD);
    await expect(page.getByRole("heading", { level: 1, name: "Your code" })).toBeVisible();
    expect(await axeViolations(page), `code at ${width}`).toEqual([]);
    await page.getByText("Lost your phone? Use a recovery code").click();
    await page.getByLabel("Recovery code").fill(recoveryCodes.shift() ?? "");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Staff accounts" })).toBeVisible();
    // Every fold open, as someone working through the page has them.
    for (const details of await page.locator("details").all())
      await details.evaluate((node) => node.setAttribute("open", ""));
    expect(await axeViolations(page), `staff at ${width}`).toEqual([]);
    await page.goto(`${origin}/staff/account`);
    expect(await axeViolations(page), `account at ${width}`).toEqual([]);
    // "Confirm it's you", with a wrong password's answer.
    await page.goto(`${origin}/staff/confirm?next=%2Fstaff%2Faccount`);
    await page.getByLabel("Your password").fill("not the password at all");
    await page.getByRole("button", { name: "Confirm", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText("That is not your password");
    expect(await axeViolations(page), `confirm at ${width}`).toEqual([]);
    await context.close();
  });
}
