// Staff sign-in's action with the server's real services: the lockout's window on a fake clock, and
// the form token on sign-in and on sign-out while signed in.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Reviewer } from "~/staff/passwords.server";
import { engines } from "../../tests/databases";
import * as route from "../../tests/route-context";
import { action as signInAction } from "./staff.login";
import { action as signOutAction } from "./staff.logout";

let reviewers: Reviewer[];
let open: Awaited<ReturnType<typeof route.openTestServices>> | undefined;

beforeAll(async () => {
  reviewers = await route.testReviewers();
});

afterEach(async () => {
  vi.useRealTimers();
  await open?.close();
  open = undefined;
});

/** The status and headers of an action's answer. */
const statusOf = (run: () => Promise<unknown>) => route.answerOf(run());

/** The services the test opened. */
function ready() {
  if (!open) throw new Error("no services");
  return open;
}

const args = (request: Request, address: string) => route.routeArgs(ready(), request, address);

async function signIn(password: string, address = "192.0.2.1", form?: { cookie: string; csrf: string }, name = "Dana") {
  const { cookie, csrf } = form ?? (await route.blankSession(ready().services));
  const request = route.formPost("/staff/login", cookie, { csrf, name, password, next: "/staff" });
  return statusOf(() => signInAction(args(request, address)));
}

describe("the sign-in lockout", () => {
  it("refuses for at most 15 minutes after five failures, then lets the address try again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-22T15:00:00Z"));
    open = await route.openTestServices({ oldStaff: { reviewers, contentEditors: [] } });
    for (let i = 0; i < 5; i++) expect((await signIn("wrong")).status).toBe(401);
    const locked = await signIn(route.PASSWORD);
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);

    vi.setSystemTime(new Date("2026-11-22T15:14:50Z"));
    expect((await signIn(route.PASSWORD)).status).toBe(429);
    vi.setSystemTime(new Date("2026-11-22T15:15:01Z"));
    expect((await signIn(route.PASSWORD)).status).toBe(302);
  });

  it("locks out neither the office nor the colleague: a name from an address, then the name from everywhere", async () => {
    open = await route.openTestServices({
      oldStaff: { reviewers: [...reviewers, { name: "Lee", hash: reviewers[0]?.hash ?? "" }], contentEditors: [] },
    });
    for (let i = 0; i < 5; i++) expect((await signIn("wrong", "192.0.2.1")).status).toBe(401);
    const locked = await signIn(route.PASSWORD, "192.0.2.1");
    expect(locked.status).toBe(429);
    expect(JSON.stringify(locked.data)).toContain("for this name from here");
    expect(JSON.stringify(locked.data)).toContain("ask an administrator");
    // Lee, behind the same router, signs in.
    expect((await signIn(route.PASSWORD, "192.0.2.1", undefined, "Lee")).status).toBe(302);
    // Dana's name from twenty addresses in all locks the name, wherever it is typed.
    for (let i = 1; i <= 15; i++) expect((await signIn("wrong", `198.51.100.${i}`)).status).toBe(401);
    const everywhere = await signIn(route.PASSWORD, "203.0.113.9");
    expect(everywhere.status).toBe(429);
    expect(JSON.stringify(everywhere.data)).toContain("for this account");
  });

  it("counts only failures: a success gives its attempt back", async () => {
    open = await route.openTestServices({ oldStaff: { reviewers, contentEditors: [] } });
    for (let i = 0; i < 4; i++) expect((await signIn("wrong")).status).toBe(401);
    for (let i = 0; i < 3; i++) expect((await signIn(route.PASSWORD)).status).toBe(302);
    expect((await signIn("wrong")).status).toBe(401);
    expect((await signIn(route.PASSWORD)).status).toBe(429);
  });
});

describe.each(engines)("a stranger cannot lock the staff out (%s)", (engine) => {
  it("thirty made-up names from one address slow down that address, and Dana signs in from hers", async () => {
    open = await route.openTestServices({ oldStaff: { reviewers, contentEditors: [] } }, engine);
    // One form token and cookie, as a stranger can route.pageRequest, sent with a made-up name each time.
    const form = await route.blankSession(ready().services);
    for (let i = 1; i <= 30; i++) expect((await signIn("wrong", "203.0.113.66", form, `guess${i}`)).status).toBe(401);
    const stranger = await signIn(route.PASSWORD, "203.0.113.66", form);
    expect(stranger.status).toBe(429);
    expect(JSON.stringify(stranger.data)).toContain("from here");
    // Another thirty made-up names from thirty addresses change nothing for anyone either.
    for (let i = 1; i <= 30; i++)
      expect((await signIn("wrong", `198.51.100.${i}`, form, `other${i}`)).status).toBe(401);
    expect((await signIn(route.PASSWORD, "192.0.2.1")).status).toBe(302);
  });

  it("twenty wrong passwords for Dana's name from strangers leave her own browser able to sign in", async () => {
    open = await route.openTestServices({ oldStaff: { reviewers, contentEditors: [] } }, engine);
    // Dana signed in on her laptop last week: it carries the browser's cookie.
    const laptop = await route.blankSession(ready().services);
    const before = await signIn(route.PASSWORD, "192.0.2.1", laptop);
    expect(before.status).toBe(302);
    const device = before.headers
      .getSetCookie()
      .map(route.cookieOf)
      .find((cookie) => cookie.startsWith("staff_device="));
    expect(device).toBeDefined();
    for (let i = 1; i <= 20; i++) expect((await signIn("wrong", `198.51.100.${i}`)).status).toBe(401);
    // A new browser is refused for the account: that is what stops guessing it from many addresses.
    expect((await signIn(route.PASSWORD, "192.0.2.1")).status).toBe(429);
    const again = await route.blankSession(ready().services);
    const cookie = `${again.cookie}; ${device}`;
    expect((await signIn(route.PASSWORD, "192.0.2.1", { ...again, cookie })).status).toBe(302);
    // A copied or forged browser cookie is no help to a stranger.
    // One character changed well inside the signature: its last carries bits a decoder ignores.
    const forged = `${again.cookie}; ${device?.replace(/.(?=.{10}$)/, (one) => (one === "A" ? "B" : "A"))}`;
    expect((await signIn(route.PASSWORD, "203.0.113.5", { ...again, cookie: forged })).status).toBe(429);
  });
});

describe("form tokens", () => {
  it("refuses a sign-in with a wrong or missing token, without counting it as a failure", async () => {
    open = await route.openTestServices({ oldStaff: { reviewers, contentEditors: [] } });
    const form = await route.blankSession(ready().services);
    for (const csrf of ["forged", ""]) {
      for (let i = 0; i < 3; i++)
        expect((await signIn(route.PASSWORD, "192.0.2.1", { ...form, csrf })).status).toBe(403);
    }
    expect((await signIn(route.PASSWORD, "192.0.2.1", form)).status).toBe(302);
  });

  it("refuses a sign-out with a wrong token while signed in, and the staffName stays signed in", async () => {
    open = await route.openTestServices({ oldStaff: { reviewers, contentEditors: [] } });
    const form = await route.blankSession(ready().services);
    const signedIn = await signIn(route.PASSWORD, "192.0.2.1", form);
    expect(signedIn.status).toBe(302);
    const session = route.cookieOf(signedIn.headers.get("set-cookie") ?? "");
    const auth = open.services.staff.auth;
    const visit = await auth.visit(route.pageRequest("/staff/notes", session));
    expect(visit.staffName).toBe("Dana");

    for (const csrf of ["forged", ""]) {
      const refused = await statusOf(() =>
        signOutAction(args(route.formPost("/staff/logout", session, { csrf }), "192.0.2.1")),
      );
      expect(refused.status).toBe(403);
    }
    const still = await auth.visit(route.pageRequest("/staff/notes", session));
    expect(still.staffName).toBe("Dana");

    const out = await statusOf(() =>
      signOutAction(args(route.formPost("/staff/logout", session, { csrf: visit.csrfToken }), "192.0.2.1")),
    );
    expect(out.status).toBe(302);
    const after = await auth.visit(route.pageRequest("/staff/notes", session));
    expect(after.staffName).toBeNull();
  });
});
