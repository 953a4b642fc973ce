// Passkeys through the staff pages' actions, with the server's real services and a real database of
// each engine, answered by a passkey device in software (tests/soft-passkey.ts): one is added from
// a signed-in session, signs in on its own, and serves as the second step after a password; a
// replayed answer, a counter that goes backwards, another site's origin, a challenge given to
// another browser, and another account's passkey are refused.
import { afterEach, describe, expect, it } from "vitest";
import type { StaffRole } from "~/staff/roles";
import { engines, type TestEngine } from "../../tests/databases";
import {
  addStaff,
  answerOf,
  cookieOf,
  openTestServices,
  PASSWORD,
  routeArgs,
  TEST_COST,
} from "../../tests/route-context";
import { softPasskeyDevice } from "../../tests/soft-passkey";
import { action as accountAction, loader as accountLoader } from "./staff.account";
import { action as staffAction, loader as staffLoader } from "./staff.accounts.server";
import { action as signInAction } from "./staff.login";
import { loader as codeLoader } from "./staff.login.code";
import { action as passkeyAction } from "./staff.passkey";

const ORIGIN = "https://church.test";

let open: Awaited<ReturnType<typeof openTestServices>> | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

type Session = { cookie: string; csrf: string };

const args = (request: Request) => {
  if (!open) throw new Error("no services");
  return routeArgs(open, request, "192.0.2.9");
};
const get = (path: string, cookie: string) => new Request(`${ORIGIN}${path}`, { headers: { Cookie: cookie } });
const post = (path: string, cookie: string, fields: Record<string, string>) =>
  new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });

async function sessionAfter(setCookie: string | null, previous: string): Promise<Session> {
  const cookie = cookieOf(setCookie) || previous;
  const visit = await open?.services.staff.auth.visit(get("/staff/notes", cookie));
  return { cookie, csrf: visit?.csrfToken ?? "" };
}

/** A browser that has opened the sign-in page and holds its cookie. */
async function freshBrowser(): Promise<Session> {
  const auth = open?.services.staff.auth;
  const visit = await auth?.visit(get("/staff/login", ""));
  if (!auth || !visit) throw new Error("no services");
  return { cookie: cookieOf(await auth.commit(visit, get("/", ""))), csrf: visit.csrfToken };
}

async function passwordSignIn(login: string, at?: Session) {
  const browser = at ?? (await freshBrowser());
  const answer = await answerOf(
    signInAction(args(post("/staff/login", browser.cookie, { csrf: browser.csrf, name: login, password: PASSWORD }))),
  );
  return { answer, ...(await sessionAfter(answer.headers.get("set-cookie"), browser.cookie)) };
}

/** One post to /staff/passkey, and the session after it. */
async function passkeyPost(intent: string, session: Session, fields: Record<string, string> = {}) {
  const answer = await answerOf(
    passkeyAction(args(post(`/staff/passkey?intent=${intent}`, session.cookie, { csrf: session.csrf, ...fields }))),
  );
  const body = answer.data as { options?: { challenge: string; user: { id: string } }; go?: string; error?: string };
  return { status: answer.status, body, after: await sessionAfter(answer.headers.get("set-cookie"), session.cookie) };
}

async function addAccount(name: string, email: string, roles: StaffRole[]) {
  if (!open) throw new Error("no services");
  return addStaff(open.services, name, roles, email);
}

describe.each(engines)("passkeys (%s)", (engine: TestEngine) => {
  it("are added by their owner, sign in on their own and stand in as the second step", async () => {
    open = await openTestServices({ passwordCost: TEST_COST, passkeyOrigin: ORIGIN }, engine);
    const dana = await addAccount("Dana", "dana@church.test", ["admin"]);
    const device = softPasskeyDevice(ORIGIN);

    // An administrator with no second step yet is sent to set one up; a passkey is one.
    const first = await passwordSignIn("dana@church.test");
    expect((await answerOf(staffLoader(args(get("/staff/accounts", first.cookie))))).headers.get("location")).toBe(
      "/staff/account#two-step",
    );
    const options = await passkeyPost("add-options", first);
    expect(options.status).toBe(200);
    const made = device.create(options.body.options ?? { challenge: "", user: { id: "" } });
    // Without the page's form token, nothing is added.
    expect(
      (await passkeyPost("add", { ...first, csrf: "forged" }, { response: JSON.stringify(made.response) })).status,
    ).toBe(403);
    const added = await passkeyPost("add", first, { response: JSON.stringify(made.response), name: "Dana's phone" });
    expect(added.body).toEqual({ go: "/staff/account#passkeys" });
    // The same answer again adds nothing more.
    expect((await passkeyPost("add", first, { response: JSON.stringify(made.response) })).status).toBe(400);
    const account = await answerOf(accountLoader(args(get("/staff/account", added.after.cookie))));
    const { passkeys } = account.data as { passkeys: { name: string }[] };
    expect(passkeys.map((passkey) => passkey.name)).toEqual(["Dana's phone"]);
    expect((await answerOf(staffLoader(args(get("/staff/accounts", added.after.cookie))))).status).toBe(200);

    // A new browser signs in with the passkey alone, once per challenge.
    const browser = await freshBrowser();
    const challenge = await passkeyPost("sign-in-options", browser, { next: "/staff" });
    const signed = device.get(challenge.body.options ?? { challenge: "" }, made.passkey.id);
    const signedIn = await passkeyPost("sign-in", browser, { response: JSON.stringify(signed), next: "/staff" });
    expect(signedIn.body).toEqual({ go: "/staff/accounts" });
    expect((await open.services.staff.auth.visit(get("/staff/notes", signedIn.after.cookie))).staff?.name).toBe("Dana");
    const replayed = await passkeyPost("sign-in", browser, { response: JSON.stringify(signed) });
    expect(replayed.status).toBe(401);

    // A challenge given to one browser is no use in another.
    const elsewhere = await freshBrowser();
    const theirs = await passkeyPost("sign-in-options", browser);
    const stolen = device.get(theirs.body.options ?? { challenge: "" }, made.passkey.id);
    expect((await passkeyPost("sign-in", elsewhere, { response: JSON.stringify(stolen) })).status).toBe(401);

    // Another site's page asking this device: refused.
    const phished = await passkeyPost("sign-in-options", elsewhere);
    const fromElsewhere = device.get(phished.body.options ?? { challenge: "" }, made.passkey.id, {
      from: "https://church-test.example",
    });
    expect((await passkeyPost("sign-in", elsewhere, { response: JSON.stringify(fromElsewhere) })).status).toBe(401);

    // A copy of the device, whose count is not ahead of the last one accepted (1): refused.
    const copied = await passkeyPost("sign-in-options", elsewhere);
    const behind = device.get(copied.body.options ?? { challenge: "" }, made.passkey.id, { counter: 1 });
    expect((await passkeyPost("sign-in", elsewhere, { response: JSON.stringify(behind) })).status).toBe(401);
    const stored = await open.services.database.db.selectFrom("staff_passkeys").select("counter").executeTakeFirst();
    expect(Number(stored?.counter)).toBe(1);

    // After her password, Dana's passkey is her second step: the password alone signs no one in.
    const password = await passwordSignIn("dana@church.test");
    expect(password.answer.headers.get("location")).toMatch(/^\/staff\/login\/code\?next=/);
    expect((await open.services.staff.auth.visit(get("/staff/notes", password.cookie))).staff).toBeNull();
    const ways = await answerOf(codeLoader(args(get("/staff/login/code", password.cookie))));
    expect((ways.data as { ways: unknown }).ways).toEqual({ app: false, passkey: true });
    const secondOptions = await passkeyPost("sign-in-options", password, { step: "second" });
    const second = device.get(secondOptions.body.options ?? { challenge: "" }, made.passkey.id);
    const afterSecond = await passkeyPost("sign-in", password, { step: "second", response: JSON.stringify(second) });
    expect(afterSecond.body).toEqual({ go: "/staff/accounts" });

    // Her only second step cannot be removed while her role needs one.
    const page = afterSecond.after;
    const removed = await answerOf(
      accountAction(
        args(post("/staff/account", page.cookie, { csrf: page.csrf, intent: "passkey-remove", id: made.passkey.id })),
      ),
    );
    expect(removed.status).toBe(400);
    expect(await open.services.staff.passkeys.list(dana.id)).toHaveLength(1);
  });

  it("of one account are refused as another's second step, and go when an administrator resets them", async () => {
    open = await openTestServices({ passwordCost: TEST_COST, passkeyOrigin: ORIGIN }, engine);
    const dana = await addAccount("Dana", "dana@church.test", ["admin"]);
    const sam = await addAccount("Sam", "sam@church.test", ["admin"]);
    const device = softPasskeyDevice(ORIGIN);

    /** Signs in with the password, adds a passkey, and returns it with the signed-in session. */
    async function withPasskey(login: string) {
      const session = await passwordSignIn(login);
      const options = await passkeyPost("add-options", session);
      const made = device.create(options.body.options ?? { challenge: "", user: { id: "" } });
      const added = await passkeyPost("add", session, { response: JSON.stringify(made.response) });
      expect(added.status).toBe(200);
      return { passkey: made.passkey, session: added.after };
    }
    const danas = await withPasskey("dana@church.test");
    const sams = await withPasskey("sam@church.test");

    // Sam's password was right; Dana's passkey does not finish his sign-in, his own does.
    const samPending = await passwordSignIn("sam@church.test");
    const asked = await passkeyPost("sign-in-options", samPending, { step: "second" });
    const challenge = asked.body.options ?? { challenge: "" };
    const wrong = await passkeyPost("sign-in", samPending, {
      step: "second",
      response: JSON.stringify(device.get(challenge, danas.passkey.id)),
    });
    expect(wrong.status).toBe(401);
    expect((await open.services.staff.auth.visit(get("/staff/notes", wrong.after.cookie))).staff).toBeNull();
    const right = await passkeyPost("sign-in", samPending, {
      step: "second",
      response: JSON.stringify(device.get(challenge, sams.passkey.id)),
    });
    expect(right.body).toEqual({ go: "/staff/accounts" });

    // Sam lost his phone: Dana removes his second steps, and his passkey signs in no more.
    const reset = await answerOf(
      staffAction(
        args(
          post("/staff/accounts", danas.session.cookie, {
            csrf: danas.session.csrf,
            intent: "two-step-off",
            id: sam.id,
          }),
        ),
      ),
    );
    expect(reset.status).toBe(302);
    expect(await open.services.staff.passkeys.any(sam.id)).toBe(false);
    expect(await open.services.staff.passkeys.any(dana.id)).toBe(true);
    const browser = await freshBrowser();
    const options = await passkeyPost("sign-in-options", browser);
    const gone = await passkeyPost("sign-in", browser, {
      response: JSON.stringify(device.get(options.body.options ?? { challenge: "" }, sams.passkey.id)),
    });
    expect(gone.status).toBe(401);
  });
});
