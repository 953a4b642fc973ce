// Staff sign-in, the idle limit of a review session and its CSRF token, with a real signed cookie
// and the sessions kept in a real database of each engine.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBound } from "~/lib/bounded";
import { type StaffAccount, StaffAccounts } from "~/staff/accounts.server";
import { hashPassword } from "~/staff/passwords.server";
import { engines, openTestDatabase, type TestDatabase } from "../../tests/databases";
import { createStaffAuth, IDLE_LIMIT_MS } from "./auth.server";
import { DatabaseStaffSessions } from "./sessions.server";

const COST = { log2N: 10, r: 8, p: 1 };
let sessions: DatabaseStaffSessions;
let accounts: StaffAccounts;
let dana: StaffAccount;
const secret = "a-test-secret-of-at-least-32-characters";
const HOUR = 60 * 60 * 1000;
const PASSWORD = "correct horse battery";

function request(cookie?: string, url = "http://church.test/staff/notes") {
  return new Request(url, { headers: cookie ? { Cookie: cookie.split(";")[0] ?? "" } : {} });
}

describe.each(engines)("sessions in %s", (engine) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(engine);
    sessions = new DatabaseStaffSessions(test.database.db);
    accounts = new StaffAccounts(test.database);
    const added = await accounts.add({
      name: "Dana",
      email: "dana@example.org",
      roles: ["notes"],
      passwordHash: await hashPassword(PASSWORD, COST),
      by: null,
      at: new Date(),
    });
    if ("refused" in added) throw new Error(added.refused);
    dana = added;
  });
  afterAll(() => test.close());

  describe("checkCredentials", () => {
    it("signs in with the right e-mail address or name (any case) and password", async () => {
      const auth = createStaffAuth({ sessions, accounts, passwordCost: COST, secret });
      for (const login of ["Dana", " dana ", "dana@example.org", "DANA@Example.org"]) {
        expect(await auth.checkCredentials(login, PASSWORD)).toMatchObject({
          outcome: "match",
          account: { name: "Dana" },
        });
      }
    });

    it("gives the same answer for a wrong password and an unknown name", async () => {
      const auth = createStaffAuth({ sessions, accounts, passwordCost: COST, secret });
      expect(await auth.checkCredentials("Dana", "wrong password")).toMatchObject({ outcome: "no-match" });
      expect(await auth.checkCredentials("Nobody", PASSWORD)).toMatchObject({ outcome: "no-match" });
    });

    it("checks one password at a time, lets a few wait, and answers busy past that without checking", async () => {
      const auth = createStaffAuth({
        sessions,
        accounts,
        passwordCost: COST,
        secret,
        passwordChecks: createBound({ running: 1, waiting: 2 }),
      });
      const attempts = Array.from({ length: 6 }, () => auth.checkCredentials("Dana", "wrong password"));
      const outcomes = (await Promise.all(attempts)).map((check) => check.outcome);
      expect(outcomes).toEqual(["no-match", "no-match", "no-match", "busy", "busy", "busy"]);
      // Once they are done, the places are free again.
      expect(await auth.checkCredentials("Dana", PASSWORD)).toMatchObject({ outcome: "match" });
    });
  });

  describe("review sessions", () => {
    async function signedInCookie(now: () => number) {
      const auth = createStaffAuth({ sessions, accounts, passwordCost: COST, secret, now });
      const visit = await auth.visit(request());
      await auth.signIn(visit, dana);
      return auth.commit(visit, request());
    }

    it("keeps a staffName signed in with an HttpOnly, SameSite=Lax cookie", async () => {
      const cookie = await signedInCookie(Date.now);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Max-Age=43200/);
      expect(cookie).not.toMatch(/Secure/);
      const visit = await createStaffAuth({ sessions, accounts, passwordCost: COST, secret }).visit(request(cookie));
      expect(visit.staffName).toBe("Dana");
    });

    it("marks the cookie Secure when the page is served over HTTPS", async () => {
      const auth = createStaffAuth({ sessions, accounts, passwordCost: COST, secret });
      const visit = await auth.visit(request());
      expect(await auth.commit(visit, request(undefined, "https://church.test/staff/notes"))).toMatch(/; Secure/);
    });

    it("ends the session after 12 hours without activity, and says so", async () => {
      let clock = 1_000_000;
      const cookie = await signedInCookie(() => clock);
      clock += IDLE_LIMIT_MS + 1;
      const visit = await createStaffAuth({ sessions, accounts, passwordCost: COST, secret, now: () => clock }).visit(
        request(cookie),
      );
      expect(visit.staffName).toBeNull();
      expect(visit.expired).toBe(true);
    });

    it("counts the 12 hours from the last request, not from sign-in", async () => {
      let clock = 1_000_000;
      const auth = createStaffAuth({ sessions, accounts, passwordCost: COST, secret, now: () => clock });
      let cookie = await signedInCookie(() => clock);
      for (let i = 0; i < 3; i++) {
        clock += 11 * HOUR;
        const visit = await auth.visit(request(cookie));
        expect(visit.staffName).toBe("Dana");
        cookie = await auth.commit(visit, request());
      }
    });

    it("ignores a cookie that was altered or signed with another secret", async () => {
      const cookie = await signedInCookie(Date.now);
      const [value = ""] = cookie.split(";");
      const [payload, signature] = value.replace("review_session=", "").split(".");
      const forgedPayload = Buffer.from(JSON.stringify({ staffId: "Mallory", seenAt: Date.now(), csrf: "x" })).toString(
        "base64",
      );
      const auth = createStaffAuth({ sessions, accounts, passwordCost: COST, secret });
      expect((await auth.visit(request(`review_session=${forgedPayload}.${signature}`))).staffName).toBeNull();
      const other = createStaffAuth({
        sessions,
        accounts,
        passwordCost: COST,
        secret: "another-secret-that-is-32-characters-long",
      });
      expect((await other.visit(request(`review_session=${payload}.${signature}`))).staffName).toBeNull();
    });

    it("ends every session of an account that is disabled or whose password changes, at its next request", async () => {
      const auth = createStaffAuth({ sessions, accounts, passwordCost: COST, secret });
      const cookie = await signedInCookie(Date.now);
      expect((await auth.visit(request(cookie))).staffName).toBe("Dana");
      await accounts.setDisabled(dana.id, new Date());
      expect((await auth.visit(request(cookie))).staffName).toBeNull();
      await accounts.setDisabled(dana.id, null);
      // Enabled again, the old session does not come back to life: its cookie was forgotten.
      const again = await signedInCookie(Date.now);
      await accounts.setPassword(dana.id, await hashPassword("a brand new password", COST));
      expect((await auth.visit(request(again))).staffName).toBeNull();
      await accounts.setPassword(dana.id, dana.passwordHash ?? "");
    });

    it("refuses a disabled account's right password, and says so only then", async () => {
      const auth = createStaffAuth({ sessions, accounts, passwordCost: COST, secret });
      await accounts.setDisabled(dana.id, new Date());
      try {
        expect(await auth.checkCredentials("Dana", PASSWORD)).toMatchObject({ outcome: "disabled" });
        expect(await auth.checkCredentials("Dana", "wrong password")).toMatchObject({ outcome: "no-match" });
      } finally {
        await accounts.setDisabled(dana.id, null);
      }
    });

    it("ends the other sessions of an account on request, keeping the one asking", async () => {
      const auth = createStaffAuth({ sessions, accounts, passwordCost: COST, secret });
      const phone = await signedInCookie(Date.now);
      const desk = await signedInCookie(Date.now);
      const visit = await auth.visit(request(desk));
      await auth.endSessionsOf(dana.id, visit);
      expect((await auth.visit(request(phone))).staffName).toBeNull();
      expect((await auth.visit(request(desk))).staffName).toBe("Dana");
    });

    it("asks even an active staffName to sign in again after a week", async () => {
      let clock = 1_000_000;
      const auth = createStaffAuth({ sessions, accounts, passwordCost: COST, secret, now: () => clock });
      let cookie = await signedInCookie(() => clock);
      for (let hours = 0; hours < 7 * 24; hours += 10) {
        clock += 10 * HOUR;
        const visit = await auth.visit(request(cookie));
        expect(visit.staffName).toBe(hours + 10 <= 7 * 24 ? "Dana" : null);
        cookie = await auth.commit(visit, request());
      }
      clock += 10 * HOUR;
      expect((await auth.visit(request(cookie))).staffName).toBeNull();
    });

    it("accepts only this session's form token", async () => {
      const auth = createStaffAuth({ sessions, accounts, passwordCost: COST, secret });
      const visit = await auth.visit(request());
      expect(auth.csrfMatches(visit, visit.csrfToken)).toBe(true);
      expect(auth.csrfMatches(visit, `${visit.csrfToken}x`)).toBe(false);
      expect(auth.csrfMatches(visit, "")).toBe(false);
      expect(auth.csrfMatches(visit, null)).toBe(false);
      const other = await auth.visit(request());
      expect(auth.csrfMatches(visit, other.csrfToken)).toBe(false);
    });

    it("gives a new form token at sign-in and sign-out", async () => {
      const auth = createStaffAuth({ sessions, accounts, passwordCost: COST, secret });
      const visit = await auth.visit(request());
      const before = visit.csrfToken;
      await auth.signIn(visit, dana);
      const signedIn = await auth.visit(request(await auth.commit(visit, request())));
      expect(signedIn.csrfToken).not.toBe(before);
      await auth.signOut(signedIn);
      const signedOut = await auth.visit(request(await auth.commit(signedIn, request())));
      expect(signedOut.staffName).toBeNull();
      expect(signedOut.csrfToken).not.toBe(signedIn.csrfToken);
    });

    it("ends every copy of the cookie at sign-out, not only the browser's own", async () => {
      const auth = createStaffAuth({ sessions, accounts, passwordCost: COST, secret });
      const copied = await signedInCookie(Date.now);
      const visit = await auth.visit(request(copied));
      expect(visit.staffName).toBe("Dana");
      await auth.signOut(visit);
      await auth.commit(visit, request());
      expect((await auth.visit(request(copied))).staffName).toBeNull();
    });

    it("keeps other sessions of the same staffName when one signs out", async () => {
      const auth = createStaffAuth({ sessions, accounts, passwordCost: COST, secret });
      const phone = await signedInCookie(Date.now);
      const desk = await signedInCookie(Date.now);
      const visit = await auth.visit(request(phone));
      await auth.signOut(visit);
      expect((await auth.visit(request(phone))).staffName).toBeNull();
      expect((await auth.visit(request(desk))).staffName).toBe("Dana");
    });
  });
});
