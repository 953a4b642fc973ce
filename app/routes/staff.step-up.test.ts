// A session alone adds no lasting way in, through the pages' own actions with the server's real
// services, a real SMTP server and a real database of each engine: a copied session is asked for
// the password before it may set up an app or change staff accounts; every change to how someone
// signs in is e-mailed to them with a link that undoes it; a reset by link removes every passkey
// not kept. The attacks on these links are in staff.takeover.test.ts.
import { TOTP } from "otpauth";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { engines } from "../../tests/databases";
import { type CaughtMail, startMailCatcher } from "../../tests/mail-catcher";
import * as route from "../../tests/route-context";
import { action as accountAction, loader as accountLoader } from "./staff.account";
import { action as staffAction, loader as staffLoader } from "./staff.accounts.server";
import { action as confirmAction } from "./staff.confirm";
import { action as passkeyAction } from "./staff.passkey";
import { action as passwordAction, loader as passwordLoader } from "./staff.password";
import { action as undoAction, loader as undoLoader } from "./staff.undo";

let open: Awaited<ReturnType<typeof route.openTestServices>> | undefined;
let smtp: Awaited<ReturnType<typeof startMailCatcher>> | undefined;
let mails: CaughtMail[] = [];

afterEach(async () => {
  vi.useRealTimers();
  await open?.close();
  await smtp?.close();
  open = undefined;
});

function ready() {
  if (!open) throw new Error("no services");
  return open;
}
const args = (request: Request) => route.routeArgs(ready(), request, "192.0.2.44");
const AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

/** A browser's session: its cookie follows each answer, as a browser's does. */
async function browser(login: string) {
  let cookie = await route.signedInOn(ready(), login, route.PASSWORD);
  const csrf = async () =>
    (await ready().services.staff.auth.visit(route.pageRequest("/staff/notes", cookie))).csrfToken;
  return {
    async send(run: (request: Request) => Promise<unknown>, path: string, fields: Record<string, string | string[]>) {
      const request = route.formPost(path, cookie, { csrf: await csrf(), ...fields });
      request.headers.set("User-Agent", AGENT);
      const answer = await route.answerOf(run(request));
      cookie = route.cookieOf(answer.headers.get("set-cookie")) || cookie;
      return answer;
    },
    get cookie() {
      return cookie;
    },
  };
}

/** The text of the e-mails to `to`, once `count` have come (they go out before the action answers). */
function mailTo(to: string) {
  return mails.filter((mail) => mail.to.includes(to)).map((mail) => mail.raw);
}

/** The token of the undo link in an e-mail, its quoted-printable "=" (=3D) read back. */
const undoToken = (text: string) => text.replace(/=3D/g, "=").match(/\/staff\/undo\?token=([\w-]{43})/)?.[1] ?? "";

describe.each(engines)("changes to how someone signs in (%s)", (engine) => {
  beforeEach(async () => {
    mails = [];
    smtp = await startMailCatcher(mails);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-27T15:00:00Z"));
    open = await route.openTestServices(
      {
        mail: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: "Office <office@church.test>" },
        // The administrators here have no second step yet: what is tried is the session alone.
        twoStepRequiredFor: [],
      },
      engine,
    );
    await route.addStaff(open.services, "Dana", ["notes", "admin"]);
    await route.addStaff(open.services, "Lee", ["admin"]);
  });

  it("a session copied two hours after sign-in cannot set up an app, or invite anyone, until the password is typed", async () => {
    const copied = await browser("dana@church.test");
    vi.setSystemTime(new Date("2026-11-27T17:00:00Z"));
    const app = await copied.send((request) => accountAction(args(request)), "/staff/account", {
      intent: "two-step-start",
    });
    expect(app.status).toBe(302);
    expect(app.headers.get("location")).toBe("/staff/confirm?next=%2Fstaff%2Faccount");
    const invite = await copied.send((request) => staffAction(args(request)), "/staff/accounts", {
      intent: "invite",
      name: "Mallory",
      email: "mallory@elsewhere.test",
      roles: "admin",
    });
    expect(invite.headers.get("location")).toMatch(/^\/staff\/confirm/);
    const passkey = await copied.send(
      (request) => passkeyAction(args(request)),
      "/staff/passkey?intent=add-options",
      {},
    );
    expect(passkey.status).toBe(403);
    expect(JSON.stringify(passkey.data)).toContain("Confirm it's you first");
    const dana = await ready().services.staff.staff.accounts.byLogin("dana@church.test");
    expect(dana?.twoStep).toBeNull();
    expect(await ready().services.staff.staff.accounts.byLogin("mallory@elsewhere.test")).toBeNull();

    // A wrong password confirms nothing; Dana's own does, for ten minutes.
    const wrong = await copied.send((request) => confirmAction(args(request)), "/staff/confirm", {
      password: "a guess at it",
      next: "/staff/account",
    });
    expect(wrong.status).toBe(400);
    const right = await copied.send((request) => confirmAction(args(request)), "/staff/confirm", {
      password: route.PASSWORD,
      next: "/staff/account",
    });
    expect(right.headers.get("location")).toBe("/staff/account");
    const started = await copied.send((request) => accountAction(args(request)), "/staff/account", {
      intent: "two-step-start",
    });
    expect(started.headers.get("location")).toBe("/staff/account");
    vi.setSystemTime(new Date("2026-11-27T17:11:00Z"));
    const late = await copied.send((request) => accountAction(args(request)), "/staff/account", {
      intent: "two-step-start",
    });
    expect(late.headers.get("location")).toMatch(/^\/staff\/confirm/);
  });

  it("a confirmation is kept going from its warning for two hours at most, and an invitation sent after it ended comes back as typed", async () => {
    const dana = await browser("dana@church.test");
    const keep = () => dana.send((request) => confirmAction(args(request)), "/staff/confirm", { intent: "extend" });
    const untilOf = (answer: { data: unknown }) => (answer.data as { confirmedUntil?: number }).confirmedUntil;
    const at = (time: string) => new Date(`2026-11-27T${time}Z`).getTime();
    // Signed in at 15:00; each "Keep it" starts ten minutes again, until 17:00, two hours after the password.
    for (const time of ["15:08:00", "15:17:00", "15:26:00", "16:30:00"]) {
      vi.setSystemTime(at(time));
      if (time === "16:30:00") {
        expect((await keep()).status, "kept going after its end").toBe(403);
        break;
      }
      expect(untilOf(await keep())).toBe(at(time) + 10 * 60_000);
    }
    const later = await browser("dana@church.test");
    const keepLater = () =>
      later.send((request) => confirmAction(args(request)), "/staff/confirm", { intent: "extend" });
    for (const minute of [9, 18, 27, 36, 45, 54, 63, 72, 81, 90, 99, 108, 114]) {
      vi.setSystemTime(at("16:30:00") + minute * 60_000);
      const until = untilOf(await keepLater());
      expect(until).toBe(Math.min(Date.now() + 10 * 60_000, at("18:30:00")));
    }
    vi.setSystemTime(at("18:25:00"));
    expect((await keepLater()).status, "stretched past two hours").toBe(403);

    // Ended: the invitation sent now asks for the password, and comes back as it was typed.
    vi.setSystemTime(at("18:31:00"));
    const invite = await later.send((request) => staffAction(args(request)), "/staff/accounts", {
      intent: "invite",
      name: "Robin Shaw",
      email: "robin@church.test",
      roles: ["content"],
    });
    expect(invite.headers.get("location")).toBe("/staff/confirm?next=%2Fstaff%2Faccounts");
    expect(await ready().services.staff.staff.accounts.byLogin("robin@church.test")).toBeNull();
    const confirmed = await later.send((request) => confirmAction(args(request)), "/staff/confirm", {
      password: route.PASSWORD,
      next: "/staff/accounts",
    });
    expect(confirmed.headers.get("location")).toBe("/staff/accounts");
    const shown = await route.answerOf(staffLoader(args(route.pageRequest("/staff/accounts", later.cookie))));
    expect((shown.data as { keptInvitation: unknown }).keptInvitation).toEqual({
      name: "Robin Shaw",
      email: "robin@church.test",
      roles: ["content"],
    });
    // Shown once: the page loaded again (its cookie as the browser now holds it) starts empty.
    const cookie = route.cookieOf(shown.headers.get("set-cookie")) || later.cookie;
    const again = await route.answerOf(staffLoader(args(route.pageRequest("/staff/accounts", cookie))));
    expect((again.data as { keptInvitation: unknown }).keptInvitation).toBeNull();
  });

  it("an app set up by someone else is e-mailed to its holder and the other administrator, and the link undoes it", async () => {
    const intruder = await browser("dana@church.test");
    await intruder.send((request) => accountAction(args(request)), "/staff/account", { intent: "two-step-start" });
    const page = await route.answerOf(accountLoader(args(route.pageRequest("/staff/account", intruder.cookie))));
    const typed = (page.data as { twoStep: { pending: { typed: string } } }).twoStep.pending.typed;
    const code = new TOTP({ secret: typed.replace(/\s/g, "") }).generate({ timestamp: Date.now() });
    const on = await intruder.send((request) => accountAction(args(request)), "/staff/account", {
      intent: "two-step-confirm",
      code,
    });
    expect(JSON.stringify(on.data)).toContain("recoveryCodes");

    const [toDana] = mailTo("dana@church.test");
    expect(toDana).toContain("An authenticator app was set up for your account");
    expect(undoToken(toDana ?? "")).not.toBe("");
    expect(toDana).toContain("Chrome on Windows at the internet address 192.0.2.44");
    const toLee = mailTo("lee@church.test").join("\n");
    expect(toLee).toContain("Dana is an administrator");
    expect(undoToken(toLee)).toBe("");

    // Dana, from the e-mail: the link shows what happened, and undoes it.
    const token = undoToken(toDana ?? "");
    const shown = await route.answerOf(undoLoader(args(route.pageRequest(`/staff/undo?token=${token}`))));
    expect(JSON.stringify(shown.data)).toContain("An authenticator app was set up");
    const fresh = ready().services.staff.auth;
    const visit = await fresh.visit(route.pageRequest("/staff/undo"));
    const cookie = route.cookieOf(await fresh.commit(visit, route.pageRequest("/")));
    const undone = await route.answerOf(
      undoAction(args(route.formPost("/staff/undo", cookie, { csrf: visit.csrfToken, token }))),
    );
    // The new password is chosen from Dana's mailbox, not from the page that pressed the button.
    expect(undone.headers.get("location")).toBe("/staff/undo");
    expect(mailTo("dana@church.test").some((mail) => mail.includes("/staff/password?token=3D"))).toBe(true);
    expect((await ready().services.staff.staff.accounts.byLogin("dana@church.test"))?.twoStep).toBeNull();
    // The intruder's session is over, and the link works once.
    expect(
      (await ready().services.staff.auth.visit(route.pageRequest("/staff/notes", intruder.cookie))).staff,
    ).toBeNull();
    const again = await route.answerOf(
      undoAction(args(route.formPost("/staff/undo", cookie, { csrf: visit.csrfToken, token }))),
    );
    expect(again.status).toBe(410);
  });

  it("each change to how someone signs in is e-mailed, an address change to both addresses, without a link", async () => {
    const { services } = ready();
    const dana = await browser("dana@church.test");
    const lee = await browser("lee@church.test");
    await dana.send((request) => accountAction(args(request)), "/staff/account", {
      intent: "password",
      current: route.PASSWORD,
      password: "lanterns along the river",
      confirm: "lanterns along the river",
    });
    const danaAccount = await services.staff.staff.accounts.byLogin("dana@church.test");
    await lee.send((request) => staffAction(args(request)), "/staff/accounts", {
      intent: "details",
      id: danaAccount?.id ?? "",
      name: "Dana",
      email: "dana.reyes@church.test",
    });
    await lee.send((request) => staffAction(args(request)), "/staff/accounts", {
      intent: "two-step-off",
      id: danaAccount?.id ?? "",
    });
    const told = (to: string) => mailTo(to).join("\n");
    expect(told("dana@church.test")).toContain("Your password was changed");
    expect(told("dana@church.test")).toContain("The e-mail address of your account was changed");
    expect(told("dana@church.test")).toContain("by Lee");
    expect(told("dana.reyes@church.test")).toContain("The e-mail address of your account was changed");
    expect(told("dana.reyes@church.test")).toContain("An administrator removed your authenticator app and passkeys");
    // Lee, the other administrator, hears of each change to Dana's; Lee's own e-mail has no undo link of Dana's.
    expect(told("lee@church.test")).toContain("Your password was changed");
    expect(undoToken(told("lee@church.test"))).toBe("");
    // An address change is undone by an administrator, not from a link: neither address gets one.
    for (const address of ["dana@church.test", "dana.reyes@church.test"]) {
      const told = mailTo(address).find((mail) => mail.includes("e-mail address of your account")) ?? "";
      expect(undoToken(told), address).toBe("");
    }
  });

  it("a reset by link removes every passkey not kept", async () => {
    const { services } = ready();
    const dana = await services.staff.staff.accounts.byLogin("dana@church.test");
    if (!dana) throw new Error("no Dana");
    vi.setSystemTime(new Date("2026-11-27T16:00:00Z"));
    // Two passkeys added after Dana chose her password: hers, and one she does not know.
    const added: [string, string][] = [
      ["cred-mine", "Dana's phone"],
      ["cred-theirs", "Office computer"],
    ];
    for (const [id, name] of added) {
      await services.database.db
        .insertInto("staff_passkeys")
        .values({
          id,
          staff_id: dana.id,
          public_key: "AQID",
          counter: 0,
          transports: "internal",
          name,
          created_at: new Date().toISOString(),
          last_used_at: null,
        })
        .execute();
    }
    const link = await services.staff.staff.sendLink(dana, "reset", null);
    const token = new URL(link.url).searchParams.get("token") ?? "";
    const page = await route.answerOf(passwordLoader(args(route.pageRequest(`/staff/password?token=${token}`))));
    expect(JSON.stringify(page.data)).toContain("Office computer");
    const auth = services.staff.auth;
    const visit = await auth.visit(route.pageRequest("/staff/password"));
    const cookie = route.cookieOf(await auth.commit(visit, route.pageRequest("/")));
    const chosen = await route.answerOf(
      passwordAction(
        args(
          route.formPost("/staff/password", cookie, {
            csrf: visit.csrfToken,
            token,
            password: "lanterns along the river",
            confirm: "lanterns along the river",
            keep: "passkey:cred-mine@2026-11-27T16:00:00.000Z",
          }),
        ),
      ),
    );
    expect(chosen.status).toBe(302);
    expect((await services.staff.passkeys.list(dana.id)).map((passkey) => passkey.name)).toEqual(["Dana's phone"]);
    expect(mailTo("dana@church.test").some((mail) => mail.includes("Your password was reset"))).toBe(true);
  });
});
