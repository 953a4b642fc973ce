// Two-step sign-in through its pages' actions, with the server's real services and a real database
// of each engine: an administrator is sent to set it up before any other staff page; once on, a
// right password leads to the code page, where a code from the app works once, a recovery code
// works once, and a wrong one is refused.
import { TOTP } from "otpauth";
import { afterEach, describe, expect, it } from "vitest";
import { engines, type TestEngine } from "../../tests/databases";
import * as route from "../../tests/route-context";
import { action as accountAction, loader as accountLoader } from "./staff.account";
import { loader as staffLoader } from "./staff.accounts.server";
import { action as signInAction } from "./staff.login";
import { action as codeAction } from "./staff.login.code";

let open: Awaited<ReturnType<typeof route.openTestServices>> | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

const args = (request: Request) => {
  if (!open) throw new Error("no services");
  return route.routeArgs(open, request, "192.0.2.7");
};

/** Follows one answer's cookie: the session as the browser now holds it, with its form token. */
async function sessionAfter(setCookie: string | null, previous: string) {
  const cookie = route.cookieOf(setCookie) || previous;
  const visit = await open?.services.staff.auth.visit(route.pageRequest("/staff/notes", cookie));
  return { cookie, csrf: visit?.csrfToken ?? "" };
}

async function passwordStep() {
  const auth = open?.services.staff.auth;
  const visit = await auth?.visit(route.pageRequest("/staff/login", ""));
  if (!auth || !visit) throw new Error("no services");
  const cookie = route.cookieOf(await auth.commit(visit, route.pageRequest("/", "")));
  const answer = await route.answerOf(
    signInAction(
      args(
        route.formPost("/staff/login", cookie, {
          csrf: visit.csrfToken,
          name: "dana@church.test",
          password: route.PASSWORD,
        }),
      ),
    ),
  );
  return { answer, ...(await sessionAfter(answer.headers.get("set-cookie"), cookie)) };
}

/** The app's code for the key the account page shows, at `at`. */
const codeFor = (typed: string, at = Date.now()) =>
  new TOTP({ secret: typed.replace(/\s/g, "") }).generate({ timestamp: at });

describe.each(engines)("two-step sign-in (%s)", (engine: TestEngine) => {
  it("is set up before anything else by an administrator, and then asked for at every sign-in", async () => {
    open = await route.openTestServices({ passwordCost: route.TEST_COST }, engine);
    await route.addStaff(open.services, "Dana", ["admin"]);

    // Signed in with the password alone, every staff page but the account's sends her to set it up.
    const first = await passwordStep();
    expect(first.answer.status).toBe(302);
    const staffPage = await route.answerOf(staffLoader(args(route.pageRequest("/staff/accounts", first.cookie))));
    expect(staffPage.status).toBe(302);
    expect(staffPage.headers.get("location")).toBe("/staff/account#two-step");

    let session: { cookie: string; csrf: string } = first;
    const started = await route.answerOf(
      accountAction(
        args(route.formPost("/staff/account", session.cookie, { csrf: session.csrf, intent: "two-step-start" })),
      ),
    );
    expect(started.status).toBe(302);
    session = await sessionAfter(started.headers.get("set-cookie"), session.cookie);
    const page = await route.answerOf(accountLoader(args(route.pageRequest("/staff/account", session.cookie))));
    const shown = (page.data as { twoStep: { pending: { typed: string; picture: string } } }).twoStep.pending;
    expect(shown.picture).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(
      (
        await route.answerOf(
          accountAction(
            args(
              route.formPost("/staff/account", session.cookie, {
                csrf: session.csrf,
                intent: "two-step-confirm",
                code: "000000",
              }),
            ),
          ),
        )
      ).status,
    ).toBe(400);
    const confirmed = await route.answerOf(
      accountAction(
        args(
          route.formPost("/staff/account", session.cookie, {
            csrf: session.csrf,
            intent: "two-step-confirm",
            code: codeFor(shown.typed),
          }),
        ),
      ),
    );
    const recoveryCodes = (confirmed.data as { recoveryCodes: string[] }).recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    // The secret is kept sealed: the database never holds the key the app was given.
    const stored = await open.services.database.db
      .selectFrom("staff_accounts")
      .select("two_step_secret")
      .executeTakeFirst();
    expect(stored?.two_step_secret).not.toContain(shown.typed.replace(/\s/g, "").slice(0, 12));
    expect((await route.answerOf(staffLoader(args(route.pageRequest("/staff/accounts", session.cookie))))).status).toBe(
      200,
    );

    // The next sign-in: the password leads to the code page, and signs no one in yet.
    const second = await passwordStep();
    expect(second.answer.headers.get("location")).toMatch(/^\/staff\/login\/code\?next=/);
    expect((await open.services.staff.auth.visit(route.pageRequest("/staff/notes", second.cookie))).staff).toBeNull();
    const sendCode = (code: string, at: { cookie: string; csrf: string } = second) =>
      route.answerOf(
        codeAction(args(route.formPost("/staff/login/code", at.cookie, { csrf: at.csrf, code, next: "/staff" }))),
      );
    expect((await sendCode("123456")).status).toBe(401);
    // A code from two steps ago is stale.
    expect((await sendCode(codeFor(shown.typed, Date.now() - 90_000))).status).toBe(401);
    // The code used to confirm was used already; a later step's code works, once.
    const later = codeFor(shown.typed, Date.now() + 30_000);
    const signedIn = await sendCode(later);
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe("/staff/accounts");
    const third = await passwordStep();
    expect((await sendCode(later, third)).status).toBe(401);
    // A recovery code, typed in capitals with spaces, works once.
    const recovery = recoveryCodes[0] ?? "";
    expect((await sendCode(` ${recovery.toUpperCase()} `, third)).status).toBe(302);
    const fourth = await passwordStep();
    expect((await sendCode(recovery, fourth)).status).toBe(401);
  });
});
