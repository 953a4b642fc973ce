// Every staff button that changes something, driven as staff drive it, with JavaScript and without,
// at a phone's width and a desktop's: after each, the answer is in view, not under the sticky header
// or the editor's bar of buttons, and the keyboard is on it (or on what the answer asks for next).
// A census walks the staff pages and fails on any button the table below does not drive, so a new
// one is driven both ways before it lands.
import { execFileSync } from "node:child_process";
import type { Browser, Locator, Page } from "@playwright/test";
import { TOTP } from "otpauth";
import { dayAhead, expect, partOf, test, unfold, waitUntilInteractive } from "./fixtures";
import { raw } from "./raw-http";
import { listeningOrigin, startServer } from "./server-process";
import {
  duplicateIdFailures,
  fieldBorderFailures,
  forcedColoursFailures,
  keyboardWalkFailures,
  reflowFailures,
  targetSizeFailures,
} from "./walk";

const PASSWORD = "seven loaves and two fish";
let origin = "";
let dataDir = "";
let stop: () => Promise<void> = async () => {};

// Publishing renders every page before it answers: room for a busy machine.
const ANSWERED = { timeout: 45_000 };
test.describe.configure({ timeout: 120_000 });

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

// A server of each worker's own: the tests of one worker run one after another on it.
test.beforeAll(async ({ browser }) => {
  dataDir = `test-results/data-staff-actions-${process.pid}-${test.info().workerIndex}`;
  const { child, output } = startServer({
    PORT: "0",
    DATA_DIR: dataDir,
    STAFF_TWO_STEP: "off",
    SESSION_SECRET: "staff-actions-session-secret-0123456789",
    NOTE_LIMIT_PER_MINUTE: "1000",
    NOTE_LIMIT_PER_DAY: "10000",
  });
  origin = await listeningOrigin(output);
  stop = () =>
    new Promise((resolve) => {
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  // The first administrator, who may do everything, and a colleague to manage.
  for (const [path, who] of [
    [staffAdd("--name", "Dana", "--email", "dana@church.test", "--admin"), "Dana"],
    [staffAdd("--name", "Lee", "--email", "lee@church.test", "--content"), "Lee"],
  ]) {
    const page = await browser.newPage();
    await page.goto(`${origin}${path}`);
    await page.getByLabel("New password").fill(PASSWORD);
    await page.getByLabel("The same password again").fill(PASSWORD);
    await page.getByRole("button", { name: "Save my password" }).click();
    await expect(page.getByRole("status"), who).toContainText("Your password is set");
    await page.close();
  }
});
test.afterAll(() => stop());

/** Dana (or Lee), signed in, in a browser of `width` with or without JavaScript, at `path`. */
async function signedIn(browser: Browser, javaScriptEnabled: boolean, width: number, path: string, who = "Dana") {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${origin}/staff/login?next=${encodeURIComponent(path)}`);
  if (javaScriptEnabled) await waitUntilInteractive(page);
  await page.getByLabel("E-mail address or name").fill(who);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === path.replace(/\?.*/, ""));
  // With JavaScript the address changes before the page it names is shown: wait for that page.
  await expect(page.getByRole("heading", { level: 1, name: "Staff sign-in" })).toHaveCount(0);
  await expect(page.locator("main h1")).toBeVisible();
  if (javaScriptEnabled) await waitUntilInteractive(page);
  return { context, page };
}

/**
 * The answer is where the person is: focused, in view, and not covered by the sticky header or the
 * editor's sticky bar at its top corners.
 */
async function answeredAt(answer: Locator) {
  await expect(answer).toBeFocused(ANSWERED);
  // Where the browser scrolls smoothly, once it has stopped: the same place twice running.
  let last = Number.NaN;
  await expect
    .poll(async () => {
      const top = await answer.evaluate((element) => element.getBoundingClientRect().top);
      const still = top === last;
      last = top;
      return still;
    })
    .toBe(true);
  await expect(answer).toBeInViewport();
  // Looked for a little inside its corners, clear of rounded ones.
  const covered = await answer.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const y = box.top + Math.min(box.height / 2, 10);
    const inset = Math.min(box.width / 2, 16);
    return [box.left + inset, box.right - inset].some((x) => {
      const found = document.elementFromPoint(x, y);
      return !found || !(element === found || element.contains(found));
    });
  });
  expect(covered, "covered by a sticky bar").toBe(false);
}

/** A new note waiting for review, from a visitor: its words, unique to the test. */
async function noteWaiting(senderName = "Ana"): Promise<string> {
  const words = `Thank you for every Sunday ${Math.random().toString(36).slice(2, 8)}`;
  const sent = await raw(origin, "/api/submit-note", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ pastor: "pastor1", noteContent: words, senderName, senderEmail: "" }),
  });
  expect(sent.status).toBe(201);
  return words;
}

const status = (page: Page) => page.getByRole("status").filter({ hasNotText: /^$/ }).first();
const publishButton = (page: Page) => page.getByRole("button", { name: "Publish", exact: true });
const unique = () => Math.random().toString(36).slice(2, 7);
const aboutTitle = async (page: Page) => (await partOf(page, "Top of the page")).getByLabel("Title", { exact: true });

interface Action {
  /** The buttons it drives, as the census names them. */
  covers: string[];
  title: string;
  /** The page it starts on, and who is signed in (Dana when not said). */
  at: string;
  as?: string;
  run(page: Page, javaScriptEnabled: boolean): Promise<void>;
}

const actions: Action[] = [
  {
    covers: ["publish"],
    title: "Publish",
    at: "/staff/content/about",
    async run(page) {
      await (await aboutTitle(page)).fill(`About us ${unique()}`);
      await publishButton(page).click();
      await expect(status(page)).toContainText("Published.", ANSWERED);
      await answeredAt(status(page));
    },
  },
  {
    covers: ["publish"],
    title: "Publish refused, with what to correct",
    at: "/staff/content/about",
    async run(page) {
      await (await aboutTitle(page)).fill("");
      await publishButton(page).click();
      const refused = page.getByRole("alert").filter({ hasText: "Nothing was published" });
      await answeredAt(refused);
      await expect(refused.getByRole("link", { name: "Top of the page: Title" })).toBeVisible();
    },
  },
  {
    covers: ["publish-anyway"],
    title: "Publish, asked about a link to no page, then Publish anyway",
    at: "/staff/content/about",
    async run(page) {
      await unfold(page, /^Card 1: /);
      await page
        .getByRole("group", { name: /^Card 1: .*: Link$/ })
        .getByLabel("Goes to", { exact: true })
        .fill(`/no-such-page-${unique()}`);
      await publishButton(page).click();
      const question = page.locator("#publish-warnings");
      await answeredAt(question);
      await question.getByRole("button", { name: "Publish anyway" }).click();
      await expect(status(page)).toContainText("Published.", ANSWERED);
      await answeredAt(status(page));
    },
  },
  {
    covers: ["draft", "discard-draft"],
    title: "Save draft, then Discard my draft",
    at: "/staff/content/about",
    async run(page) {
      await (await aboutTitle(page)).fill(`In draft ${unique()}`);
      await page.getByRole("button", { name: "Save draft" }).click();
      await expect(status(page)).toContainText("Draft saved", ANSWERED);
      await answeredAt(status(page));
      await page.getByRole("button", { name: "Discard my draft" }).click();
      await expect(status(page)).toContainText("draft is discarded", ANSWERED);
      await answeredAt(status(page));
    },
  },
  {
    covers: ["schedule", "withdraw"],
    title: "Schedule, then Cancel the scheduled change",
    at: "/staff/content/about",
    async run(page) {
      await (await aboutTitle(page)).fill(`Later ${unique()}`);
      await page.getByLabel("Or publish at").fill(`${dayAhead(2, 2).iso}T09:00:00`);
      await page.getByRole("button", { name: "Schedule", exact: true }).click();
      await expect(status(page)).toContainText("It will be published", ANSWERED);
      await answeredAt(status(page));
      await page.getByRole("button", { name: /^Cancel revision/ }).click();
      await expect(status(page)).toContainText("cancelled", ANSWERED);
      await answeredAt(status(page));
    },
  },
  {
    covers: ["restore", "restore-built"],
    title: "Restore a revision and the built values, each after a yes",
    at: "/staff/content/core-values",
    async run(page) {
      // Two versions, so that one not on the site can be brought back.
      for (const version of ["One", "Two"]) {
        await (await partOf(page, "Top of the page"))
          .getByLabel("Title", { exact: true })
          .fill(`Values ${version} ${unique()}`);
        await publishButton(page).click();
        await expect(status(page)).toContainText("Published.", ANSWERED);
      }
      for (const asked of [/^Restore revision/, /^Restore the built values/]) {
        await page
          .getByRole("listitem")
          .filter({ hasNot: page.getByText("on the site now") })
          .getByRole("button", { name: asked })
          .first()
          .click();
        const question = page.getByRole("region", { name: /^Bring back/ });
        await answeredAt(question);
        await question.getByRole("button", { name: /^Yes, bring back/ }).click();
        await expect(status(page)).toContainText("back", ANSWERED);
        await answeredAt(status(page));
      }
    },
  },
  {
    covers: ["list:insert", "ask-remove", "keep", "list:remove"],
    title: "Add an item, ask to remove one, keep it, then remove it",
    at: "/staff/content/core-beliefs",
    async run(page) {
      await page.getByRole("button", { name: /^Add another/ }).click();
      // The keyboard is in the new item's first field.
      const added = page.locator(":focus");
      await expect(added).toHaveAttribute("name", /\[\d+\]\./, ANSWERED);
      await expect(added).toBeInViewport();
      await unfold(page, /^Belief 1: /);
      const first = page.getByRole("group", { name: /^Belief 1: [^:]+$/ });
      await first.getByRole("button", { name: /^Remove…/ }).click();
      const yes = page.getByRole("button", { name: "Yes, remove it" });
      await answeredAt(yes);
      await page.getByRole("button", { name: "Keep it" }).click();
      await expect(page.locator(":focus")).toHaveAttribute("name", /\[0\]\./, ANSWERED);
      await first.getByRole("button", { name: /^Remove…/ }).click();
      await page.getByRole("button", { name: "Yes, remove it" }).click();
      // The keyboard stays with the list the item left.
      await answeredAt(page.getByRole("button", { name: /^Add another/ }));
    },
  },
  {
    covers: ["list:reorder"],
    title: "Move an item down and up",
    at: "/staff/content/core-beliefs",
    async run(page) {
      await unfold(page, /^Belief 1: /);
      const name = await page
        .getByRole("group", { name: /^Belief 1: [^:]+$/ })
        .getByLabel("Title")
        .inputValue();
      await page
        .getByRole("group", { name: /^Belief 1: [^:]+$/ })
        .getByRole("button", { name: /^Move down/ })
        .click();
      const moved = page.getByRole("group", { name: new RegExp(`^Belief 2: ${name}$`) });
      await expect(moved.getByLabel("Title")).toBeFocused(ANSWERED);
      await expect(moved.getByLabel("Title")).toBeInViewport();
      await moved.getByRole("button", { name: /^Move up/ }).click();
      await expect(
        page.getByRole("group", { name: new RegExp(`^Belief 1: ${name}$`) }).getByLabel("Title"),
      ).toBeFocused(ANSWERED);
    },
  },
  {
    covers: ["page="],
    title: "Preview, in a new tab",
    at: "/staff/content/about",
    async run(page) {
      const title = `Previewed ${unique()}`;
      await (await aboutTitle(page)).fill(title);
      const [preview] = await Promise.all([
        page.context().waitForEvent("page"),
        page.getByRole("button", { name: /^Preview/ }).click(),
      ]);
      await expect(preview.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(preview.getByRole("status")).toContainText("these changes are not published");
      await expect(await aboutTitle(page)).toHaveValue(title);
    },
  },
  {
    covers: ["find"],
    title: "Find what to change",
    at: "/staff/content",
    async run(page) {
      await page.getByLabel(/^Words in a field's name/).fill("sign-up");
      await page.getByRole("button", { name: "Find", exact: true }).click();
      const found = page.getByRole("status").filter({ hasText: "hold “sign-up”" });
      await answeredAt(found);
    },
  },
  {
    covers: ["approve", "undo"],
    title: "Approve a note, then Undo, the next Tab away",
    at: "/staff/notes",
    async run(page, javaScriptEnabled) {
      const words = await noteWaiting();
      await page.reload();
      if (javaScriptEnabled) await waitUntilInteractive(page);
      await page
        .getByRole("article")
        .filter({ hasText: words })
        .getByRole("button", { name: "Approve and send" })
        .click();
      await expect(status(page)).toContainText("Approved the note for", ANSWERED);
      await answeredAt(status(page));
      await page.keyboard.press("Tab");
      await expect(page.getByRole("button", { name: /^Undo approval of the note for/ })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(status(page)).toContainText("Undone:", ANSWERED);
      await answeredAt(status(page));
    },
  },
  {
    covers: ["reject", "delete"],
    title: "Reject a note, then delete it",
    at: "/staff/notes",
    async run(page, javaScriptEnabled) {
      const words = await noteWaiting();
      await page.reload();
      if (javaScriptEnabled) await waitUntilInteractive(page);
      const card = page.getByRole("article").filter({ hasText: words });
      await card.getByLabel(/^Reason for rejecting/).fill("Sent twice");
      await card.getByRole("button", { name: "Reject" }).click();
      await expect(status(page)).toContainText("Rejected the note for", ANSWERED);
      await answeredAt(status(page));
      await page.getByRole("link", { name: /^Rejected/ }).click();
      const rejected = page.getByRole("article").filter({ hasText: words });
      await rejected.getByText("Delete this note…").click();
      await rejected.getByRole("button", { name: "Delete for good" }).click();
      await expect(status(page)).toContainText("Deleted.", ANSWERED);
      await answeredAt(status(page));
    },
  },
  {
    covers: ["deliver-by-hand"],
    title: "Mark a note delivered by hand",
    at: "/staff/notes",
    async run(page, javaScriptEnabled) {
      const words = await noteWaiting();
      await page.reload();
      if (javaScriptEnabled) await waitUntilInteractive(page);
      await page
        .getByRole("article")
        .filter({ hasText: words })
        .getByRole("button", { name: "Approve and send" })
        .click();
      await expect(status(page)).toContainText("Approved", ANSWERED);
      await page.getByRole("link", { name: /^Approved/ }).click();
      const card = page.getByRole("article").filter({ hasText: words });
      await card.getByRole("button", { name: "Mark as delivered by hand" }).click();
      await expect(status(page)).toContainText("delivered by hand", ANSWERED);
      await answeredAt(status(page));
    },
  },
  {
    covers: ["invite"],
    title: "Invite someone, refused and then sent",
    at: "/staff/accounts",
    async run(page) {
      const invite = page.getByRole("region", { name: "Invite someone" });
      // An address someone already has is refused, saying so above the form, with what was typed kept.
      await invite.getByLabel("Name").fill("Dana Again");
      await invite.getByLabel("E-mail address").fill("dana@church.test");
      await invite.getByLabel("Note reviewer").check();
      await invite.getByRole("button", { name: "Send invitation" }).click();
      const refused = page.getByRole("alert").filter({ hasText: "The invitation was not sent" });
      await answeredAt(refused);
      await expect(invite.getByLabel("Name")).toHaveValue("Dana Again");
      const who = `Kim ${unique()}`;
      await invite.getByLabel("Name").fill(who);
      await invite.getByLabel("E-mail address").fill(`${who.replace(" ", ".").toLowerCase()}@church.test`);
      await invite.getByLabel("Content editor").check();
      await invite.getByRole("button", { name: "Send invitation" }).click();
      // No e-mail here: the link to pass on is the answer.
      const link = page.getByRole("status").filter({ hasText: `Pass this link on to ${who}` });
      await answeredAt(link);
    },
  },
  {
    covers: ["roles", "details", "send-link", "disable", "enable", "remove"],
    title: "Change a colleague's roles and details, send a link, disable, enable and remove them",
    at: "/staff/accounts",
    async run(page) {
      const who = `Ray ${unique()}`;
      const invite = page.getByRole("region", { name: "Invite someone" });
      await invite.getByLabel("Name").fill(who);
      await invite.getByLabel("E-mail address").fill(`${who.replace(" ", ".").toLowerCase()}@church.test`);
      await invite.getByLabel("Note reviewer").check();
      await invite.getByRole("button", { name: "Send invitation" }).click();
      await expect(page.getByRole("status").filter({ hasText: who })).toBeVisible(ANSWERED);
      const card = () => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: who }) });
      await card()
        .getByText(/^Change what .* may do/)
        .click();
      await card().getByLabel("Content editor").check();
      await card().getByRole("button", { name: "Save roles" }).click();
      await answeredAt(status(page));
      await card()
        .getByText(/^Change name or e-mail address/)
        .click();
      await card().getByLabel("E-mail address").fill(`${unique()}@church.test`);
      await card().getByRole("button", { name: "Save name and address" }).click();
      await answeredAt(status(page));
      await card()
        .getByRole("button", { name: /^Send the invitation again|^Send a password reset link/ })
        .click();
      await answeredAt(page.getByRole("status").filter({ hasText: `Pass this link on to ${who}` }));
      for (const button of ["Disable", "Enable"]) {
        await card().getByRole("button", { name: button, exact: true }).click();
        await answeredAt(status(page));
      }
      await card().getByText(`Remove ${who}…`).click();
      await card()
        .getByRole("button", { name: `Remove ${who}` })
        .click();
      await expect(status(page)).toContainText(`${who}'s account is removed.`, ANSWERED);
      await answeredAt(status(page));
    },
  },
  {
    covers: ["password", "sign-out-others"],
    title: "Change the password, and sign out other sessions",
    at: "/staff/account",
    async run(page) {
      await page.getByLabel("Current password").fill(PASSWORD);
      await page.getByLabel("New password", { exact: true }).fill(PASSWORD);
      await page.getByLabel("The same new password again").fill(PASSWORD);
      await page.getByRole("button", { name: "Change password" }).click();
      await answeredAt(status(page));
      await page.getByRole("button", { name: "Sign out my other sessions" }).click();
      await answeredAt(status(page));
    },
  },
  {
    covers: ["two-step-start", "two-step-confirm", "recovery-codes", "two-step-off"],
    title: "Set up an authenticator app, make new recovery codes, and turn it off",
    at: "/staff/account",
    as: "Lee",
    async run(page) {
      await page.getByRole("button", { name: "Set up an authenticator app" }).click();
      await answeredAt(status(page));
      const key = ((await page.locator("#two-step code").textContent()) ?? "").replace(/\s/g, "");
      const app = new TOTP({ secret: key });
      const step = () => Math.floor(Date.now() / 30_000);
      const confirmed = step();
      await page.getByLabel("Code from your app").fill(app.generate());
      await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
      await answeredAt(page.getByRole("status").filter({ has: page.getByRole("list", { name: "Recovery codes" }) }));
      // Each change asks for a code not used before: the app's next one, then one from a later step.
      await page.getByLabel("Code from your app").fill(app.generate({ timestamp: (confirmed + 1) * 30_000 }));
      await page.getByRole("button", { name: "Make new recovery codes" }).click();
      await answeredAt(page.getByRole("status").filter({ has: page.getByRole("list", { name: "Recovery codes" }) }));
      await expect.poll(step, { timeout: 40_000 }).toBeGreaterThan(confirmed);
      await page.getByLabel("Code from your app").fill(app.generate({ timestamp: (confirmed + 2) * 30_000 }));
      await page.getByRole("button", { name: "Turn off", exact: true }).click();
      await expect(status(page)).toContainText("Two-step sign-in is off", ANSWERED);
      await answeredAt(status(page));
    },
  },
  {
    covers: ["confirm"],
    title: "Confirm it's you, refused and then confirmed",
    at: "/staff/confirm?next=%2Fstaff%2Faccount",
    async run(page) {
      await page.getByLabel("Your password").fill("not the password at all");
      await page.getByRole("button", { name: "Confirm", exact: true }).click();
      const refused = page.getByRole("alert").filter({ hasText: "That is not your password" });
      await answeredAt(refused);
      await page.getByLabel("Your password").fill(PASSWORD);
      await page.getByRole("button", { name: "Confirm", exact: true }).click();
      await expect(status(page)).toContainText("For the next 10 minutes", ANSWERED);
      await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
      await answeredAt(status(page));
    },
  },
  {
    covers: ["logout"],
    title: "Sign out",
    at: "/staff/account",
    async run(page) {
      await page.getByRole("button", { name: "Sign out", exact: true }).click();
      await expect(page.getByRole("status")).toContainText("You are signed out.", ANSWERED);
      await answeredAt(page.getByRole("status"));
    },
  },
];

for (const action of actions) {
  for (const javaScriptEnabled of [false, true]) {
    for (const width of [375, 1280]) {
      const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";
      test(`${action.title}, ${mode}, at ${width} px: the answer is in view and has the keyboard`, async ({
        browser,
      }) => {
        const { context, page } = await signedIn(browser, javaScriptEnabled, width, action.at, action.as);
        await action.run(page, javaScriptEnabled);
        await context.close();
      });
    }
  }
}

/** The staff pages, each with every button and field a signed-in administrator can see. */
const staffPages = [
  "/staff/content",
  "/staff/content/about",
  // The Spanish form: its words, each with the English beside it, a picture's description among them.
  "/staff/content/about?language=es",
  "/staff/content/outreach-events",
  "/staff/content/core-beliefs",
  "/staff/notes",
  "/staff/notes?status=approved",
  "/staff/accounts",
  "/staff/account",
  "/staff/confirm",
  "/staff/photos",
];

/** What a staff button does, by its form: the intent it sends, a list change, a preview, a search, signing out. */
function buttonKind(name: string, value: string, formIntent: string, action: string): string {
  if (name === "__intent__") return `list:${(JSON.parse(value) as { type: string }).type}`;
  if (name === "intent") return value.replace(/:.*$/, ":").replace(/^(ask-remove|keep):?$/, (_, kind) => kind);
  if (name === "page") return "page=";
  if (formIntent) return formIntent;
  if (action.endsWith("/staff/logout")) return "logout";
  if (action.endsWith("/staff/confirm")) return "confirm";
  return action.includes("/staff/content") ? "find" : `unknown: ${name}=${value} → ${action}`;
}

test("every staff button that changes something is one the table drives, with JavaScript and without", async ({
  browser,
}) => {
  const covered = new Set(actions.flatMap((action) => action.covers));
  // Buttons that only open what is already on the page, or ask a question answered by another button.
  covered.add("keep");
  const { context, page } = await signedIn(browser, false, 1280, "/staff/content");
  const kinds = new Map<string, string>();
  for (const path of staffPages) {
    await page.goto(`${origin}${path}`);
    const found = await page.locator("main button").evaluateAll((buttons) =>
      buttons.flatMap((button) => {
        const form = (button as HTMLButtonElement).form;
        if (!form || (button as HTMLButtonElement).type !== "submit") return [];
        const intent = form.querySelector<HTMLInputElement>("input[type=hidden][name=intent]")?.value ?? "";
        const { name, value } = button as HTMLButtonElement;
        // A button's own `formAction` is the page's address when it names none: its form's is meant.
        const action = button.getAttribute("formaction") ?? form.action;
        return [{ name, value, intent, action, text: button.textContent ?? "" }];
      }),
    );
    for (const each of found)
      kinds.set(buttonKind(each.name, each.value, each.intent, each.action), `${path}: ${each.text}`);
  }
  const undriven = [...kinds].filter(([kind]) => !covered.has(kind)).map(([kind, where]) => `${kind} (${where})`);
  expect(undriven).toEqual([]);
  await context.close();
});

// Each staff page walked as a person finds it (see walk.ts and person-walk.spec.ts), with the
// editor's every part and list item opened, the widest and longest its form gets.
for (const width of [320, 375, 1280]) {
  for (const path of staffPages) {
    test(`${path} at ${width} px, walked as a person finds it`, async ({ browser }) => {
      // Two notes for one pastor from two people, which must not share one name.
      const notes = path === "/staff/notes" ? await Promise.all([noteWaiting("Ana"), noteWaiting("Ben")]) : [];
      const { context, page } = await signedIn(browser, true, width, path);
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.evaluate(() => {
        for (const part of document.querySelectorAll("details")) part.open = true;
      });
      const names = await page
        .getByRole("main")
        .locator("article, section[aria-labelledby], fieldset[aria-labelledby]")
        .evaluateAll((regions, notes) => {
          const named = regions
            // Of the notes, these two: other tests' notes from one sender in one minute may be alike.
            .filter(
              (region) => region.tagName !== "ARTICLE" || notes.some((words) => region.textContent?.includes(words)),
            )
            .map((region) =>
              (region.getAttribute("aria-labelledby") ?? "")
                .split(" ")
                .map((id) => document.getElementById(id)?.textContent?.trim() ?? "")
                .join(" ")
                .trim(),
            );
          return named.filter((name, i) => name && named.indexOf(name) !== i);
        }, notes);
      const buttons = (await page.getByRole("main").ariaSnapshot()).match(/button "[^"]* [:,.;][^"]*"/g) ?? [];
      expect({
        sharedNames: names,
        spacedNames: buttons,
        reflow: await reflowFailures(page),
        fields: await fieldBorderFailures(page),
        targets: await targetSizeFailures(page),
        forcedColours: await forcedColoursFailures(page),
        keyboard: await keyboardWalkFailures(page, 60),
        ids: await duplicateIdFailures(page),
      }).toEqual({
        sharedNames: [],
        spacedNames: [],
        ids: [],
        reflow: [],
        fields: [],
        targets: [],
        forcedColours: [],
        keyboard: [],
      });
      await context.close();
    });
  }
}
