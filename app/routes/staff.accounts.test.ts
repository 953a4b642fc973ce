// Staff accounts through their pages' loaders and actions, with the server's real services, a real
// database of each engine and a real SMTP server: an administrator invites, the invited person
// chooses a password from the e-mailed link and signs in; only administrators reach the staff page;
// a forgotten password is reset by a link that works once; the answer to "forgot" says nothing
// about which addresses have accounts.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { StaffRole } from "~/staff/roles";
import { engines, type TestEngine } from "../../tests/databases";
import { type CaughtMail, startMailCatcher } from "../../tests/mail-catcher";
import * as route from "../../tests/route-context";
import { action as staffAction, loader as staffLoader } from "./staff.accounts.server";
import { action as forgotAction } from "./staff.forgot";
import { action as signInAction } from "./staff.login";
import { action as passwordAction, loader as passwordLoader } from "./staff.password";

const NEW_PASSWORD = "lanterns along the river";
let mails: CaughtMail[];
let smtp: Awaited<ReturnType<typeof startMailCatcher>>;
let open: Awaited<ReturnType<typeof route.openTestServices>> | undefined;

beforeAll(async () => {
  mails = [];
  smtp = await startMailCatcher(mails);
});
afterAll(() => smtp.close());
afterEach(async () => {
  vi.useRealTimers();
  await open?.close();
  open = undefined;
  mails.length = 0;
});

/** The services, with two-step sign-in asked of no one: its own tests are in staff.login.code.test.ts. */
async function services(engine: TestEngine = "sqlite", withMail = true) {
  open = await route.openTestServices(
    {
      twoStepRequiredFor: [],
      ...(withMail ? { mail: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: "Church <staff@church.test>" } } : {}),
    },
    engine,
  );
  return open;
}

/** The services the test opened. */
function ready() {
  if (!open) throw new Error("no services");
  return open;
}

const addAccount = (name: string, roles: StaffRole[], email?: string) =>
  route.addStaff(ready().services, name, roles, email);

const args = (request: Request, address = "192.0.2.1") => route.routeArgs(ready(), request, address);
/** A form sent to the staff page by someone signed in, with their form token. */
const sendStaff = (by: { cookie: string; csrf: string }, fields: Record<string, string | string[]>) =>
  route.answerOf(staffAction(args(route.formPost("/staff/accounts", by.cookie, { csrf: by.csrf, ...fields }))));

/** Signs in and returns the session's cookie and token, or the refusal's status. */
async function signIn(login: string, password: string) {
  const { cookie, csrf } = await route.blankSession(ready().services);
  const answer = await route.answerOf(
    signInAction(args(route.formPost("/staff/login", cookie, { csrf, name: login, password }))),
  );
  if (answer.status !== 302) return { status: answer.status, cookie: "", csrf: "" };
  const session = route.cookieOf(answer.headers.get("set-cookie"));
  const auth = open?.services.staff.auth;
  const visit = await auth?.visit(route.pageRequest("/staff/notes", session));
  return { status: 302, cookie: session, csrf: visit?.csrfToken ?? "" };
}

/** The token of the link in an e-mail, its quoted-printable "=" (=3D) read back. */
const linkIn = (mail: CaughtMail | undefined) =>
  mail?.raw.replace(/=3D/g, "=").match(/\/staff\/password\?token=([\w-]{43})\b/)?.[1] ?? null;

/** What `what` finds once it is there (a mail is sent after the answer), or a failure naming it. */
const waitFor = <T>(what: () => T | null | undefined, description: string) =>
  vi.waitFor(() => what() ?? expect.fail(`no ${description} yet`), { timeout: 10_000, interval: 25 });

async function choosePassword(token: string, password: string, confirm = password) {
  const { cookie, csrf } = await route.blankSession(ready().services);
  return route.answerOf(
    passwordAction(args(route.formPost(`/staff/password?token=${token}`, cookie, { csrf, token, password, confirm }))),
  );
}

describe.each(engines)("staff accounts from the browser (%s)", (engine) => {
  it("an administrator invites an editor by e-mail, who chooses a password from the link and signs in", async () => {
    await services(engine);
    await addAccount("Dana", ["admin"]);
    const dana = await signIn("dana@church.test", route.PASSWORD);
    expect(dana.status).toBe(302);

    const invite = await sendStaff(dana, {
      intent: "invite",
      name: "Lee Park",
      email: "Lee@Church.test",
      roles: ["content", "bogus"],
    });
    expect(invite.status).toBe(302);
    const mail = await waitFor(() => mails.find((each) => each.to.includes("lee@church.test")), "the invitation");
    expect(mail.raw).toContain("Dana has invited you");
    const token = linkIn(mail);
    expect(token).not.toBeNull();

    // Until the link is used, Lee has no password to sign in with.
    expect((await signIn("lee@church.test", "")).status).toBe(401);
    const page = await route.answerOf(passwordLoader(args(route.pageRequest(`/staff/password?token=${token}`))));
    expect(page.data).toMatchObject({ person: { name: "Lee Park", purpose: "invitation" } });
    expect((await choosePassword(token as string, "too short")).status).toBe(400);
    expect((await choosePassword(token as string, NEW_PASSWORD, "something else entirely")).status).toBe(400);
    const chosen = await choosePassword(token as string, NEW_PASSWORD);
    expect(chosen.status).toBe(302);
    expect(chosen.headers.get("location")).toBe("/staff/login");
    // The link works once.
    expect((await choosePassword(token as string, "another long password here")).status).toBe(410);

    const lee = await signIn("LEE@church.test", NEW_PASSWORD);
    expect(lee.status).toBe(302);
    const people = await route.answerOf(staffLoader(args(route.pageRequest("/staff/accounts", dana.cookie))));
    expect(people.data).toMatchObject({
      people: expect.arrayContaining([
        expect.objectContaining({
          name: "Lee Park",
          roles: ["content"],
          hasPassword: true,
          lastSignedInAt: expect.any(String),
        }),
      ]),
    });
    // No one who is not an administrator reaches the staff page, to read it or to change it.
    expect((await route.answerOf(staffLoader(args(route.pageRequest("/staff/accounts", lee.cookie))))).status).toBe(
      403,
    );
    const sneaked = await sendStaff(lee, { intent: "invite", name: "Eve", email: "eve@x.test", roles: "admin" });
    expect(sneaked.status).toBe(403);
    expect(await open?.services.staff.staff.accounts.byEmail("eve@x.test")).toBeNull();
  });

  it("a forgotten password is reset by a link that works once; the old password and every old session stop", async () => {
    await services(engine);
    await addAccount("Dana", ["notes"]);
    const before = await signIn("dana", route.PASSWORD);
    const { cookie, csrf } = await route.blankSession(ready().services);
    const asked = await route.answerOf(
      forgotAction(args(route.formPost("/staff/forgot", cookie, { csrf, email: "dana@church.test" }))),
    );
    expect(asked.data).toEqual({ sentTo: "dana@church.test" });
    const first = linkIn(await waitFor(() => mails[0], "the reset link"));
    const again = await route.answerOf(
      forgotAction(args(route.formPost("/staff/forgot", cookie, { csrf, email: "dana@church.test" }))),
    );
    expect(again.status).toBe(200);
    const second = linkIn(await waitFor(() => mails[1], "the second reset link"));
    // Only the newer link works.
    expect((await choosePassword(first as string, NEW_PASSWORD)).status).toBe(410);
    expect((await choosePassword(second as string, NEW_PASSWORD)).status).toBe(302);
    expect((await signIn("dana", route.PASSWORD)).status).toBe(401);
    expect((await signIn("dana", NEW_PASSWORD)).status).toBe(302);
    const auth = open?.services.staff.auth;
    expect((await auth?.visit(route.pageRequest("/staff/notes", before.cookie)))?.staffName).toBeNull();
  });
});

describe("staff accounts on two instances sharing PostgreSQL", () => {
  it("a colleague disabled, or a role taken away, on one instance holds at the next request on the other", async () => {
    const first = await services("postgres");
    await addAccount("Dana", ["admin"]);
    const sam = await addAccount("Sam", ["notes"]);
    const lee = await addAccount("Lee", ["content"]);
    const dana = await signIn("dana", route.PASSWORD);
    // The second instance: the same database and keys, services of its own.
    const second = await route.openTestServices({ twoStepRequiredFor: [], databaseUrl: first.databaseUrl }, "sqlite");
    try {
      const onSecond = (path: string, cookie: string) =>
        second.services.staff.auth.visit(route.pageRequest(path, cookie));
      const samOnSecond = await route.signedInOn(second, "sam", route.PASSWORD);
      const leeOnSecond = await route.signedInOn(second, "lee", route.PASSWORD);
      expect((await onSecond("/staff/notes", samOnSecond)).staffName).toBe("Sam");

      await sendStaff(dana, { intent: "disable", id: sam.id });
      expect((await onSecond("/staff/notes", samOnSecond)).staffName).toBeNull();

      await sendStaff(dana, { intent: "roles", id: lee.id, roles: "notes" });
      const leeVisit = await onSecond("/staff/content", leeOnSecond);
      expect(leeVisit.staff?.roles).toEqual(["notes"]);
    } finally {
      await second.close();
    }
  });
});

describe("staff accounts, further", () => {
  it("refuses a staff change without this session's form token, and a content editor making themselves an administrator", async () => {
    await services();
    await addAccount("Dana", ["admin"]);
    const leeAccount = await addAccount("Lee", ["content"]);
    const dana = await signIn("dana", route.PASSWORD);
    const forged = await route.answerOf(
      staffAction(
        args(
          route.formPost("/staff/accounts", dana.cookie, {
            csrf: "forged",
            intent: "roles",
            id: leeAccount.id,
            roles: "admin",
          }),
        ),
      ),
    );
    expect(forged.status).toBe(403);
    const lee = await signIn("lee", route.PASSWORD);
    const promoted = await sendStaff(lee, { intent: "roles", id: leeAccount.id, roles: ["admin", "content"] });
    expect(promoted.status).toBe(403);
    expect((await open?.services.staff.staff.accounts.byId(leeAccount.id))?.roles).toEqual(["content"]);
  });

  it("without SMTP, the administrator is shown the link to pass on, and told why", async () => {
    await services("sqlite", false);
    await addAccount("Dana", ["admin"]);
    const dana = await signIn("dana", route.PASSWORD);
    const invite = await sendStaff(dana, { intent: "invite", name: "Lee", email: "lee@church.test", roles: "notes" });
    expect(invite.status).toBe(200);
    expect(invite.data).toMatchObject({
      link: {
        name: "Lee",
        url: expect.stringMatching(/\/staff\/password\?token=[\w-]{43}$/),
        why: expect.stringContaining("SMTP_URL"),
      },
    });
  });

  it("refuses a bad invitation with what to fix, and keeps what was typed", async () => {
    await services();
    await addAccount("Dana", ["admin"]);
    const dana = await signIn("dana", route.PASSWORD);
    const refused = await sendStaff(dana, { intent: "invite", name: "Lee\u202E", email: "lee@", roles: [] });
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      problems: {
        intent: "invite",
        fields: { name: expect.any(String), email: expect.any(String), roles: expect.any(String) },
      },
      typed: { name: "Lee\u202E", email: "lee@" },
    });
    const taken = await sendStaff(dana, { intent: "invite", name: "Other", email: "DANA@church.test", roles: "notes" });
    expect(taken.data).toMatchObject({ problems: { fields: { form: "dana@church.test already has an account." } } });
    expect(await open?.services.staff.staff.accounts.list()).toHaveLength(1);
    expect(mails).toHaveLength(0);
  });

  it("keeps the last administrator, and a disabled colleague is signed out at once", async () => {
    await services();
    const danaAccount = await addAccount("Dana", ["admin"]);
    const samAccount = await addAccount("Sam", ["notes"]);
    const dana = await signIn("dana", route.PASSWORD);
    const sam = await signIn("sam", route.PASSWORD);
    const demote = await sendStaff(dana, { intent: "roles", id: danaAccount.id, roles: "notes" });
    expect(demote.status).toBe(400);
    expect(JSON.stringify(demote.data)).toContain("at least one administrator");

    const disabled = await sendStaff(dana, { intent: "disable", id: samAccount.id });
    expect(disabled.status).toBe(302);
    const auth = open?.services.staff.auth;
    expect((await auth?.visit(route.pageRequest("/staff/notes", sam.cookie)))?.staffName).toBeNull();
    // Sam's right password now says the account is disabled; a wrong one says nothing more than before.
    expect((await signIn("sam", route.PASSWORD)).status).toBe(403);
    expect((await signIn("sam", "not the password at all")).status).toBe(401);
  });

  it("answers 'forgot' alike for an address with an account and one without, in words and in time", async () => {
    await services();
    await addAccount("Dana", ["notes"]);
    const { cookie, csrf } = await route.blankSession(ready().services);
    const ask = async (email: string, address: string) => {
      const started = performance.now();
      const answer = await route.answerOf(
        forgotAction(args(route.formPost("/staff/forgot", cookie, { csrf, email }), address)),
      );
      return { answer, ms: performance.now() - started };
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // Alternating, each from an address of its own (the limit per address is not what is measured),
    // and each first in turn, so what one leaves running after its answer slows both alike.
    for (let i = 0; i < 40; i++) {
      const knownFirst = i % 2 === 0;
      const first = await ask(knownFirst ? "dana@church.test" : "nobody@church.test", `198.51.100.${i}`);
      const second = await ask(knownFirst ? "nobody@church.test" : "dana@church.test", `203.0.113.${i}`);
      const [a, b] = knownFirst ? [first, second] : [second, first];
      expect(a.answer.status).toBe(200);
      expect(b.answer.status).toBe(200);
      expect(JSON.stringify(a.answer.data).replace("dana@", "X@")).toBe(
        JSON.stringify(b.answer.data).replace("nobody@", "X@"),
      );
      known.push(a.ms);
      unknown.push(b.ms);
    }
    const median = (values: number[]) => values.sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;
    const [k, u] = [median(known), median(unknown)];
    expect(Math.abs(k - u), `medians ${k.toFixed(2)} ms and ${u.toFixed(2)} ms`).toBeLessThan(
      Math.max(2, 0.3 * Math.max(k, u)),
    );
    // Three links at most went to the address in the hour, however often it was asked for.
    await waitFor(() => mails[2], "the third reset link");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mails.filter((mail) => mail.to.includes("dana@church.test"))).toHaveLength(3);
    expect(mails.some((mail) => mail.to.includes("nobody@church.test"))).toBe(false);
  });

  it("a reset link stops working after an hour", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-26T15:00:00Z"));
    await services();
    const dana = await addAccount("Dana", ["notes"]);
    const sent = await open?.services.staff.staff.sendLink(dana, "reset", null);
    const token = sent?.url.split("token=")[1] ?? "";
    vi.setSystemTime(new Date("2026-11-26T16:00:01Z"));
    expect((await choosePassword(token, NEW_PASSWORD)).status).toBe(410);
  });
});
