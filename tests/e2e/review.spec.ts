// Staff review end to end: a production server of its own with reviewers configured and its mail
// going to an SMTP server started in this test process.
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, test as base, expect, request as newRequest, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { createCookieSessionStorage } from "react-router";
import { pastorInboxes } from "../../app/content/pastor-inboxes.server";
import { shareNote } from "../../app/content/share-note";
import { hashPassword } from "../../app/staff/passwords.server";
import { type CaughtMail, startMailCatcher } from "../mail-catcher";
import { axeViolations, waitUntilInteractive } from "./fixtures";
import { listeningOrigin, startServer } from "./server-process";

const PASSWORD = "correct horse battery staple";
const SESSION_SECRET = "end-to-end-session-secret-0123456789";

interface Site {
  origin: string;
  mails: CaughtMail[];
  dataDir: string;
}

function startSite(env: Record<string, string>, dataDir = `test-results/data-review-${process.pid}-${Date.now()}`) {
  return startServer({
    PORT: "0",
    DATA_DIR: dataDir,
    NOTE_LIMIT_PER_MINUTE: "0",
    NOTE_LIMIT_PER_DAY: "0",
    // Lets a test speak for another client address (X-Forwarded-For) or for HTTPS.
    TRUST_PROXY: "1",
    ...env,
  });
}

const test = base.extend<{ api: APIRequestContext }, { site: Site }>({
  site: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
    async ({}, use) => {
      const mails: CaughtMail[] = [];
      const smtp = await startMailCatcher(mails);
      const hash = await hashPassword(PASSWORD, { log2N: 10, r: 8, p: 1 });
      const dataDir = `test-results/data-review-${process.pid}-${Date.now()}`;
      const { child, output } = startSite(
        {
          REVIEWERS: `Dana=${hash},Sam=${hash}`,
          SESSION_SECRET,
          SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
          MAIL_FROM: "The Bridge Church <notes@church.test>",
        },
        dataDir,
      );
      let stopping = false;
      // A server that stops by itself mid-run is a defect: say so, with what it printed.
      child.on("exit", (code, signal) => {
        if (!stopping) console.error(`The review test server exited (${code ?? signal}):\n${output()}`);
      });
      await use({ origin: await listeningOrigin(output), mails, dataDir });
      stopping = true;
      child.kill("SIGTERM");
      await smtp.close();
    },
    { scope: "worker" },
  ],
  page: async ({ page, site }, use) => {
    await page.route(
      (url) => url.origin !== site.origin,
      (route) => route.abort("blockedbyclient"),
    );
    await use(page);
  },
  api: async ({ site }, use) => {
    const api = await newRequest.newContext({ baseURL: site.origin, maxRedirects: 0 });
    await use(api);
    await api.dispose();
  },
});

test.describe.configure({ mode: "default" });

const unique = (label: string) => `${label} ${Date.now()}-${Math.random().toString(36).slice(2)}`;

async function sendNote(api: APIRequestContext, noteContent: string) {
  const response = await api.post("/api/submit-note", {
    data: { pastor: "pastor3", noteContent, senderName: "Sam", senderEmail: "sam@example.org" },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).id as string;
}

function csrfIn(html: string) {
  return html.match(/name="csrf" value="([^"]+)"/)?.[1] ?? "";
}

async function signIn(
  api: APIRequestContext,
  name = "Dana",
  password = PASSWORD,
  headers: Record<string, string> = {},
) {
  const csrf = csrfIn(await (await api.get("/staff/login", { headers })).text());
  return api.post("/staff/login", { form: { csrf, name, password, next: "/staff" }, headers });
}

async function reviewPage(api: APIRequestContext, query = "") {
  // A kept-alive connection the server closed while the browser part of a test ran may be reused
  // just as it closes: the request is sent again once, as a browser does.
  const response = await api
    .get(`/staff/notes${query}`)
    .catch((error: Error) =>
      /ECONNRESET|socket hang up/.test(String(error)) ? api.get(`/staff/notes${query}`) : Promise.reject(error),
    );
  expect(response.status()).toBe(200);
  return response.text();
}

test("a note sent on /share-note is read, approved, undone, approved again and received by the pastor's mail server", async ({
  page,
  site,
}) => {
  // An approval waits 30 seconds before it is e-mailed.
  test.setTimeout(180_000);
  const note = unique("Thank you for the hospital visits, <b>Pastor</b> & team");
  await page.goto(`${site.origin}/share-note`);
  // The form's element has started: the note goes as JSON and the page answers in place.
  await waitUntilInteractive(page);
  const { form } = shareNote;
  await page.getByRole("combobox", { name: form.pastorLabel, exact: true }).selectOption({ label: "Pastor David Kim" });
  await page.getByRole("textbox", { name: form.noteLabel, exact: true }).fill(note);
  await page.getByRole("textbox", { name: form.nameLabel, exact: true }).fill("Ana Silva");
  await page.getByRole("textbox", { name: form.emailLabel, exact: true }).fill("ana@example.org");
  await page.getByRole("button", { name: form.submitLabel }).click();
  await expect(page.getByText(form.successMessage)).toBeVisible();

  await page.goto(`${site.origin}/staff/notes`);
  await expect(page).toHaveURL(/\/staff\/login\?next=%2Fstaff%2Fnotes$/);
  await expect(page.getByRole("heading", { level: 1, name: "Staff sign-in" })).toBeVisible();
  expect(await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze()).toMatchObject({
    violations: [],
  });
  await page.getByLabel("Name").fill("Dana");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Notes of appreciation" })).toBeVisible();

  const card = page.getByRole("article").filter({ hasText: note });
  await expect(card.getByRole("heading", { name: "For Pastor David Kim" })).toBeVisible();
  await expect(card).toContainText("Ana Silva (ana@example.org)");
  // Shown as the text that was typed, never as markup.
  await expect(card.getByText(note)).toBeVisible();
  expect(await card.locator("b").count()).toBe(0);
  expect(await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze()).toMatchObject({
    violations: [],
  });

  // An approval taken back at once: nothing is sent, and the note waits for review again.
  // The answer names the note and takes the keyboard; its Undo is the next Tab away.
  await card.getByRole("button", { name: "Approve and send" }).click();
  const answer = page.getByRole("status");
  await expect(answer).toContainText(
    "Approved the note for Pastor David Kim from Ana Silva. It is e-mailed to the pastor in 30 seconds",
  );
  await expect(answer).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Undo approval of the note for Pastor David Kim" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toContainText(
    "Undone: the note for Pastor David Kim from Ana Silva is back in “Waiting for review”.",
  );
  await expect(page.getByRole("status")).toBeFocused();
  await card.getByText("History", { exact: true }).click();
  await expect(card).toContainText("Decision undone · Dana");

  await card.getByRole("button", { name: "Approve and send" }).click();
  await expect(page.getByRole("status")).toContainText("Approved");
  // Sent once its time to be undone has passed.
  await expect.poll(() => site.mails.filter((mail) => mail.raw.includes(note)).length, { timeout: 90_000 }).toBe(1);
  const mail = site.mails.find((m) => m.raw.includes(note));
  expect(mail?.to).toEqual([pastorInboxes.pastor3]);
  expect(mail?.raw).toMatch(/^Reply-To: ana@example.org/m);
  expect(mail?.raw).toContain("&lt;b&gt;Pastor&lt;/b&gt; &amp; team");

  await page.getByRole("link", { name: /^Delivered/ }).click();
  const delivered = page.getByRole("article").filter({ hasText: note });
  await expect(delivered).toContainText("Approved by Dana");
  await expect(delivered).toContainText("Delivered by e-mail");

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByText("You are signed out.")).toBeVisible();
  await page.goto(`${site.origin}/staff/notes`);
  await expect(page).toHaveURL(/\/staff\/login/);
});

test("without a session, every review page and action sends the visitor to sign in and shows no note", async ({
  api,
}) => {
  const note = unique("A private note");
  const id = await sendNote(api, note);
  for (const path of [
    "/staff/notes",
    "/staff/notes?status=approved&page=2",
    "/staff/notes/print",
    "/staff/notes.data",
    "/staff/notes/print.data",
    "/staff/photos",
    "/staff/photos/0123456789abcdef0123",
  ]) {
    const response = await api.get(path);
    expect([302, 202, 204], path).toContain(response.status());
    expect(response.headers().location ?? (await response.text()), path).toContain("/staff/login");
    expect(await response.text(), path).not.toContain(note);
  }
  for (const [path, form] of [
    ["/staff/notes", { id, intent: "approve", csrf: "x" }],
    ["/staff/notes", { id, intent: "reject", csrf: "x" }],
    ["/staff/logout", { csrf: "x" }],
    ["/staff/photos", { intent: "remove", photo: "0123456789abcdef0123", csrf: "x" }],
  ] as const) {
    const response = await api.post(path, { form });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location, path).toMatch(/^\/staff\/login/);
  }
  expect((await signIn(api)).status()).toBe(302);
  expect(await reviewPage(api)).toContain(note);
});

test("a wrong password and an unknown name get the same answer", async ({ api }) => {
  const wrongPassword = await signIn(api, "Dana", "not the password");
  const unknownName = await signIn(api, "Nobody", PASSWORD);
  expect(wrongPassword.status()).toBe(401);
  expect(unknownName.status()).toBe(401);
  const alert = (html: string) => html.match(/role="alert"[^>]*>([^<]+)</)?.[1];
  expect(alert(await wrongPassword.text())).toBe(
    "That e-mail address or name and password do not match. Please try again.",
  );
  expect(alert(await unknownName.text())).toBe(alert(await wrongPassword.text()));
  const right = await signIn(api, "dana", PASSWORD);
  expect(right.status()).toBe(302);
  expect(right.headers().location).toBe("/staff/notes");
});

test("five failed sign-ins from one address lock it out with 429, even with the right password", async ({ api }) => {
  const from = { "X-Forwarded-For": "203.0.113.77" };
  const csrf = csrfIn(await (await api.get("/staff/login", { headers: from })).text());
  // The same sign-in page however its address is spelled: every spelling counts.
  for (const path of ["/staff/login", "/Staff/Login", "/staff/login/", "/STAFF/login/", "/staff/%6Cogin"]) {
    const response = await api.post(path, { form: { csrf, name: "Dana", password: "wrong" }, headers: from });
    expect(response.status(), path).toBe(401);
  }
  const locked = await api.post("/STAFF/LOGIN", { form: { csrf, name: "Dana", password: PASSWORD }, headers: from });
  expect(locked.status()).toBe(429);
  expect(Number(locked.headers()["retry-after"])).toBeGreaterThan(800);
  expect(await locked.text()).toContain("Too many failed sign-ins");
  // Another address is not affected.
  expect((await signIn(api, "Dana", PASSWORD, { "X-Forwarded-For": "198.51.100.9" })).status()).toBe(302);
});

test("a forged or missing form token changes nothing", async ({ api }) => {
  const note = unique("Token test");
  const id = await sendNote(api, note);
  await signIn(api);
  for (const csrf of ["forged-token", undefined]) {
    const response = await api.post("/staff/notes", { form: { id, intent: "approve", ...(csrf ? { csrf } : {}) } });
    expect(response.status()).toBe(403);
  }
  const html = await reviewPage(api);
  expect(html).toContain(note);
  expect(await reviewPage(api, "?status=approved")).not.toContain(note);
});

test("two approvals of one note at once send it once and record one decision", async ({ api, site }) => {
  test.setTimeout(180_000);
  const note = unique("Double click");
  const id = await sendNote(api, note);
  await signIn(api);
  const csrf = csrfIn(await reviewPage(api));
  const both = await Promise.all(
    [1, 2].map(() => api.post("/staff/notes", { form: { id, intent: "approve", csrf, status: "pending" } })),
  );
  expect(both.map((response) => response.status())).toEqual([302, 302]);
  await expect
    .poll(async () => (await reviewPage(api, "?status=delivered")).includes(note), { timeout: 90_000 })
    .toBe(true);
  expect(site.mails.filter((mail) => mail.raw.includes(note))).toHaveLength(1);
  const page = await reviewPage(api, "?status=delivered");
  const card = page.slice(page.indexOf(note), page.indexOf("</article>", page.indexOf(note)));
  expect(card.match(/Approved · Dana/g)).toHaveLength(1);
});

test("a rejected note keeps its reason and is never sent", async ({ api, site }) => {
  const note = unique("Not for a pastor");
  const id = await sendNote(api, note);
  await signIn(api);
  const csrf = csrfIn(await reviewPage(api));
  const response = await api.post("/staff/notes", { form: { id, intent: "reject", reason: "Spam", csrf } });
  expect(response.status()).toBe(302);
  const rejected = await reviewPage(api, "?status=rejected");
  expect(rejected).toContain(note);
  expect(rejected).toContain("Rejected by Dana");
  expect(rejected).toContain("Reason: Spam");
  expect(site.mails.some((mail) => mail.raw.includes(note))).toBe(false);
  // Taken back, it waits for review again, without its reason.
  const undone = await api.post("/staff/notes", { form: { id, intent: "undo", csrf, status: "rejected" } });
  expect(undone.status()).toBe(302);
  expect(await reviewPage(api, "?status=rejected")).not.toContain(note);
  const waiting = await reviewPage(api);
  expect(waiting).toContain(note);
  expect(waiting).toContain("Decision undone · Dana");
});

test("a session idle for more than 12 hours is over", async ({ api, site }) => {
  await signIn(api);
  const signedIn = (await api.storageState()).cookies.find((cookie) => cookie.name === "review_session");
  // The same session, re-signed with the server's secret as if its last request were long ago.
  const storage = createCookieSessionStorage({ cookie: { name: "review_session", secrets: [SESSION_SECRET] } });
  const session = await storage.getSession(`review_session=${signedIn?.value}`);
  expect(session.get("staffId")).toEqual(expect.any(String));
  const cookieIdleFor = async (idleMs: number) => {
    session.set("seenAt", Date.now() - idleMs);
    return (await storage.commitSession(session)).split(";")[0] ?? "";
  };
  const fresh = await newRequest.newContext({ baseURL: site.origin, maxRedirects: 0 });
  const recent = await fresh.get("/staff/notes", { headers: { Cookie: await cookieIdleFor(60_000) } });
  expect(recent.status()).toBe(200);
  const idle = await fresh.get("/staff/notes", { headers: { Cookie: await cookieIdleFor(12 * 60 * 60_000 + 60_000) } });
  expect(idle.status()).toBe(302);
  expect(idle.headers().location).toMatch(/^\/staff\/login/);
  const login = await fresh.get(idle.headers().location ?? "", {
    headers: { Cookie: idle.headers()["set-cookie"]?.split(";")[0] ?? "" },
  });
  expect(await login.text()).toContain("signed out after 12 hours without activity");
  await fresh.dispose();
});

test("a reviewer deletes a note after confirming: it leaves every list, and its history records who", async ({
  page,
  api,
  site,
}) => {
  const note = unique("Please delete me");
  const id = await sendNote(api, note);
  await signIn(api);
  const csrf = csrfIn(await reviewPage(api));
  await api.post("/staff/notes", { form: { id, intent: "reject", reason: "Asked to be removed", csrf } });

  await page.goto(`${site.origin}/staff/login`);
  await page.getByLabel("Name").fill("Sam");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  // Signed in once the review page shows, not before: only then is the session cookie set.
  await expect(page.getByRole("heading", { level: 1, name: "Notes of appreciation" })).toBeVisible();
  await page.goto(`${site.origin}/staff/notes?status=rejected`);
  const card = page.getByRole("article").filter({ hasText: note });
  // Nothing happens until the reviewer opens the confirmation and confirms.
  await expect(card.getByRole("button", { name: "Delete for good" })).toBeHidden();
  await card.getByText("Delete this note…").click();
  await card.getByRole("button", { name: "Delete for good" }).click();
  await expect(page.getByRole("status")).toContainText("Deleted.");
  await expect(page.getByRole("article").filter({ hasText: note })).toHaveCount(0);
  for (const query of ["", "?status=approved", "?status=delivered", "?status=rejected"]) {
    expect(await reviewPage(api, query)).not.toContain(note);
  }

  const db = new Database(`${site.dataDir}/notes.sqlite3`, { readonly: true });
  try {
    expect(db.prepare("SELECT count(*) FROM notes WHERE id = ?").pluck().get(id)).toBe(0);
    expect(db.prepare("SELECT action, actor, detail FROM note_events WHERE note_id = ? ORDER BY id").all(id)).toEqual([
      { action: "rejected", actor: "Dana", detail: null },
      { action: "deleted", actor: "Sam", detail: null },
    ]);
  } finally {
    db.close();
  }
});

test("a delete without the form token, or without a session, changes nothing", async ({ api, site }) => {
  const note = unique("Keep me");
  const id = await sendNote(api, note);
  const anonymous = await api.post("/staff/notes", { form: { id, intent: "delete", csrf: "x" } });
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers().location).toMatch(/^\/staff\/login/);
  await signIn(api);
  const forged = await api.post("/staff/notes", { form: { id, intent: "delete", csrf: "forged-token" } });
  expect(forged.status()).toBe(403);
  expect(await reviewPage(api)).toContain(note);
  const db = new Database(`${site.dataDir}/notes.sqlite3`, { readonly: true });
  try {
    expect(db.prepare("SELECT count(*) FROM note_events WHERE note_id = ?").pluck().get(id)).toBe(0);
  } finally {
    db.close();
  }
});

test("review pages are private: not cached, not indexed, and the cookie is Secure over HTTPS", async ({ api }) => {
  for (const path of ["/staff/notes", "/staff/login", "/staff/notes/print"]) {
    const response = await api.get(path);
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
    expect(response.headers()["x-robots-tag"], path).toBe("noindex, nofollow");
  }
  const login = await api.get("/staff/login");
  expect(await login.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
  const cookie = login.headers()["set-cookie"] ?? "";
  expect(cookie).toMatch(/HttpOnly/);
  expect(cookie).toMatch(/SameSite=Lax/);
  expect(cookie).not.toMatch(/Secure/);
  const overHttps = await api.get("/staff/login", { headers: { "X-Forwarded-Proto": "https" } });
  expect(overHttps.headers()["set-cookie"]).toMatch(/; Secure/);
});

base("with no staff account yet, /staff/notes explains how to add the first administrator", async ({ request }) => {
  const response = await request.get("/staff/notes");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain("The staff area is not set up yet");
  expect(html).toContain("npm run staff:add");
  expect(response.headers()["cache-control"]).toBe("private, no-store");
});

/**
 * Notes in every list (waiting, delivered, rejected, and one approved and kept for printing), made
 * once, and a signed-in session for the browser: what every staff page's scan starts from.
 */
async function staffPagesWithNotes(api: APIRequestContext) {
  await sendNote(api, unique("Axe waiting"));
  const delivered = await sendNote(api, unique("Axe delivered"));
  const rejected = await sendNote(api, unique("Axe rejected"));
  await signIn(api);
  const csrf = csrfIn(await reviewPage(api));
  await api.post("/staff/notes", { form: { id: delivered, intent: "approve", csrf } });
  await api.post("/staff/notes", { form: { id: rejected, intent: "reject", reason: "Not a note", csrf } });
  return api.storageState();
}

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

// Each staff page is scanned in a test of its own, so no test holds a sign-in and many scans.
for (const width of [375, 1280]) {
  test.describe(`staff pages meet the public pages' accessibility rules at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("/staff/login, and with a refused sign-in", async ({ page, site }) => {
      await page.goto(`${site.origin}/staff/login`);
      await hydrated(page);
      expect(await axeViolations(page), "/staff/login").toEqual([]);
      await page.getByLabel("Name").fill("Dana");
      await page.getByLabel("Password").fill("not the password");
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("alert")).toBeVisible();
      expect(await axeViolations(page), "/staff/login with an error").toEqual([]);
    });

    for (const path of [
      "/staff/notes",
      "/staff/notes?status=approved",
      "/staff/notes?status=delivered",
      "/staff/notes?status=rejected",
      "/staff/notes/print",
    ]) {
      test(path, async ({ browser, api, site }) => {
        const context = await browser.newContext({
          storageState: await staffPagesWithNotes(api),
          viewport: { width, height: 900 },
        });
        const page = await context.newPage();
        await page.route(
          (url) => url.origin !== site.origin,
          (route) => route.abort("blockedbyclient"),
        );
        await page.goto(`${site.origin}${path}`);
        await hydrated(page);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        await context.close();
      });
    }
  });
}
