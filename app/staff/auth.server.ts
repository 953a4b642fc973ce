// Who may use /staff: staff sign-in against the accounts in the database (app/staff/), the
// session (a signed cookie naming a session kept on the server; 12 hours idle and a week at most)
// and the token every form on the review pages must send back (CSRF). Each request reads the
// account again, so a role taken away, an account disabled or removed, or a new password holds at
// once on every instance. The staff routes reach this through the server's context.
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { createCookieSessionStorage, type Session } from "react-router";
import { type Bound, createBound } from "~/lib/bounded";
import type { StaffAccount, StaffAccounts } from "~/staff/accounts.server";
import { DEFAULT_COST, parseHash, type ScryptCost, verifyPassword } from "~/staff/passwords.server";
import { CONFIRMED_AT_MOST_MS, CONFIRMED_FOR_MS } from "~/staff/terms";
import { createKnownDevices } from "./known-devices.server";
import type { DatabaseStaffSessions } from "./sessions.server";
import type { SignInSource } from "./sign-in-limiter.server";

export const IDLE_LIMIT_MS = 12 * 60 * 60 * 1000;
/** How long the code may be typed after the password, before the password is asked again. */
const SECOND_STEP_LIMIT_MS = 10 * 60 * 1000;
/** However active, a staff member signs in again after a week. */
const ABSOLUTE_LIMIT_MS = 7 * 24 * 60 * 60 * 1000;
const SESSION_COOKIE = "review_session";

interface SessionData {
  staffId: string;
  /** The server-side session (review_sessions.id); sign-out deletes it. */
  sessionId: string;
  credential: string;
  csrf: string;
  seenAt: number;
  signedInAt: number;
  /** Between a right password and a right code: the account, tied to its password as a session is. */
  pendingStaffId: string;
  pendingCredential: string;
  pendingAt: number;
  /** When its holder last proved it was them in this session: a sign-in, or "Confirm it's you". */
  confirmedAt: number;
  /** When that proof was last typed (not just kept going): how far "keep it" may stretch it. */
  typedAt: number;
}
/** A form sent after the confirmation had ended: kept for the page to show again once confirmed. */
interface KeptForm {
  path: string;
  fields: [string, string][];
}
type SessionFlash = { message: string; kept: KeptForm };
type StaffSession = Session<SessionData, SessionFlash>;

/** One request's view of the session. */
export interface StaffVisit {
  session: StaffSession;
  staff: StaffAccount | null;
  /** Their name, as records of what they did show it. */
  staffName: string | null;
  /** To be sent back by every form. */
  csrfToken: string;
  /** A staff member was signed in, but idle for longer than the limit. */
  expired: boolean;
  /** A one-time message from the previous request. */
  message: string | undefined;
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;

/**
 * Password checks at once, and waiting. Each is scrypt with 128 MiB on one of Node's pool threads
 * (app/staff/passwords.server.ts): one at a time leaves a core and the memory to visitors; three waiting
 * covers a few staff signing in together (docs/decisions/0017). Each address holds one place at a
 * time, whichever page sent its password (sign-in, "Confirm it's you", the account page), so no one
 * address can keep the others' checks waiting (docs/decisions/0041).
 */
const PASSWORD_CHECKS = { running: 1, waiting: 3, perKey: 1 };
/**
 * Sign-in requests handled at once, answer and all, and waiting (app/staff/sign-in-gate.server.ts):
 * one place for each address at a time, so one address cannot take them all.
 */
const SIGN_IN_ANSWERS = { running: 2, waiting: 4, perKey: 1 };
/** The same for browsers that signed in before, apart, so no crowd of strangers can fill them. */
const KNOWN_BROWSER_SIGN_INS = { running: 2, waiting: 4, perKey: 2 };

/** What a sign-in's name and password came to: a staff member, no match, or no place to check them now. */
type CredentialCheck =
  | { outcome: "match"; account: StaffAccount }
  /** With the account the name belongs to, if any, for the staff activity (never for the answer). */
  | { outcome: "no-match"; account: StaffAccount | null }
  /** The password was right, but the account is disabled. */
  | { outcome: "disabled"; account: StaffAccount }
  | { outcome: "busy" };

/** Compares two strings in time that does not depend on where they differ (or on their lengths). */
function sameText(a: string, b: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * The check of a name and password, with a decoy hash for an unknown name: checked at the same cost
 * as a real hash, the answer takes as long as for a wrong password and says nothing about which
 * names exist.
 */
function credentialCheck(accounts: StaffAccounts, passwordCost: ScryptCost, passwordChecks: Bound) {
  const decoy = { cost: passwordCost, salt: randomBytes(16), key: randomBytes(32) };
  /**
   * The account whose e-mail address or name and password match, after the same amount of work
   * whether the account exists or not; busy when too many checks are running and waiting already.
   * A disabled account, or one still waiting for its first password, never matches.
   */
  return async (login: string, password: string, from?: string): Promise<CredentialCheck> => {
    // Longer than any password manager makes; not worth 128 MiB of scrypt to find out.
    if (password.length > 1024) return { outcome: "no-match", account: null };
    // The account is looked up within the check's place too, so a crowd waits before touching the database.
    const checked = await passwordChecks.run(async () => {
      const account = await accounts.byLogin(login);
      const hash = (account?.passwordHash && parseHash(account.passwordHash)) || null;
      return { account, hash, matches: await verifyPassword(password, hash ?? decoy) };
    }, from);
    if (checked.busy) return { outcome: "busy" };
    const { account, hash, matches } = checked.value;
    if (!account || !hash || !matches) return { outcome: "no-match", account };
    return account.disabledAt ? { outcome: "disabled", account } : { outcome: "match", account };
  };
}

/** What the session is checked against: the accounts, the server-side sessions, the password's tie, the clock. */
interface SessionChecks {
  accounts: StaffAccounts;
  sessions: DatabaseStaffSessions;
  credential: (account: StaffAccount) => string;
  now: () => number;
}

/** The account a session names, tied to its password as it was then, while it is still enabled and unchanged. */
async function heldAccount({ accounts, credential }: SessionChecks, staffId: unknown, held: unknown) {
  if (typeof staffId !== "string" || typeof held !== "string") return null;
  const account = await accounts.byId(staffId);
  return account && !account.disabledAt && sameText(held, credential(account)) ? account : null;
}

/** The signed-in account, if the session still opens it: in time, enabled, same password, not ended. */
async function stillValid(session: StaffSession, checks: SessionChecks): Promise<StaffAccount | null> {
  const sessionId = session.get("sessionId");
  if (typeof sessionId !== "string" || checks.now() - (session.get("signedInAt") ?? 0) > ABSOLUTE_LIMIT_MS) return null;
  const account = await heldAccount(checks, session.get("staffId"), session.get("credential"));
  return account?.passwordHash && (await checks.sessions.isActive(sessionId, account.id)) ? account : null;
}

/** Ends the sign-in a session holds, keeping its form token and messages. */
function forget(session: StaffSession) {
  for (const key of ["staffId", "credential", "sessionId", "confirmedAt", "typedAt"] as const) session.unset(key);
}

const newToken = () => randomBytes(32).toString("base64url");

/** A session's proof that its holder is there, which changes to anyone's sign-in need (decision 0033). */
function confirmation(now: () => number) {
  return {
    /** Whether the holder proved it was them in this session within the last few minutes. */
    recentlyConfirmed: (visit: StaffVisit): boolean => confirmedUntil(visit, now()) !== null,
    /** Until when changes to sign-in are open without the password (ms since 1970), if they are now. */
    confirmedUntil: (visit: StaffVisit) => confirmedUntil(visit, now()),
    /** The holder typed their password, or used a passkey or code, again: changes to sign-in are open for a while. */
    confirm: (visit: StaffVisit) => markConfirmed(visit, now()),
    extendConfirmation: (visit: StaffVisit) => extendConfirmation(visit, now()),
    keep: keepForm,
    kept: keptForm,
  };
}

/** The holder proved it was them: by a sign-in, the password again, a passkey or a code. */
function markConfirmed(visit: StaffVisit, at: number) {
  visit.session.set("confirmedAt", at);
  visit.session.set("typedAt", at);
}

/** Until when changes to sign-in are open without the password (ms since 1970), or null if they are not. */
function confirmedUntil(visit: StaffVisit, now: number): number | null {
  const until = (visit.session.get("confirmedAt") ?? 0) + CONFIRMED_FOR_MS;
  return visit.staff !== null && now <= until ? until : null;
}

/**
 * "Keep it": a confirmation still running starts its minutes again, without the password, up to
 * CONFIRMED_AT_MOST_MS after the password was last typed (WCAG 2.2.1). Null when it has ended, or
 * can stretch no further.
 */
function extendConfirmation(visit: StaffVisit, now: number): number | null {
  const current = confirmedUntil(visit, now);
  if (current === null) return null;
  const typedAt = visit.session.get("typedAt") ?? visit.session.get("confirmedAt") ?? 0;
  const until = Math.min(now + CONFIRMED_FOR_MS, typedAt + CONFIRMED_AT_MOST_MS);
  if (until <= current) return null;
  visit.session.set("confirmedAt", until - CONFIRMED_FOR_MS);
  return until;
}

/**
 * Keeps what a form held when it came after the confirmation ended, for its page to show again once
 * confirmed: never a password or a code, and only as much as a cookie has room for.
 */
function keepForm(visit: StaffVisit, path: string, form: FormData) {
  const fields: [string, string][] = [];
  for (const [name, value] of form)
    if (typeof value === "string" && !/csrf|password|code/i.test(name)) fields.push([name, value.slice(0, 500)]);
  if (JSON.stringify(fields).length <= 1500) visit.session.flash("kept", { path, fields });
}

/** What `keepForm` held for this page, once: read, it is gone. */
function keptForm(visit: StaffVisit, path: string): FormData | null {
  const kept = visit.session.get("kept");
  if (!kept || kept.path !== path) return null;
  const form = new FormData();
  for (const [name, value] of kept.fields) form.append(name, value);
  return form;
}

export function createStaffAuth({
  accounts,
  secret,
  sessions,
  passwordCost = DEFAULT_COST,
  now = Date.now,
  passwordChecks = createBound(PASSWORD_CHECKS),
}: {
  accounts: StaffAccounts;
  secret: string;
  sessions: DatabaseStaffSessions;
  /** The cost of new passwords' hashes, and of the check made for an unknown name. Lower only in tests. */
  passwordCost?: ScryptCost;
  now?: () => number;
  /** How many password checks may run and wait at once. */
  passwordChecks?: Bound;
}) {
  const storage = createCookieSessionStorage<SessionData, SessionFlash>({
    cookie: {
      name: SESSION_COOKIE,
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secrets: [secret],
      maxAge: IDLE_LIMIT_MS / 1000,
    },
  });

  // Ties a session to the account's current password: a new password ends every earlier session.
  const credential = (account: StaffAccount) =>
    createHmac("sha256", secret)
      .update(`${account.id}\n`)
      .update(account.passwordHash ?? "")
      .digest("base64url");

  const checks: SessionChecks = { accounts, sessions, credential, now };
  const lanes = { others: createBound(SIGN_IN_ANSWERS), knownBrowsers: createBound(KNOWN_BROWSER_SIGN_INS) };
  const knownDevices = createKnownDevices(secret);
  /**
   * The Set-Cookie value that keeps the session going (and renews its 12 hours).
   * `Secure` whenever the page was served over HTTPS (directly or via a trusted proxy).
   */
  const commit = (visit: StaffVisit, request: Request) =>
    storage.commitSession(visit.session, { secure: new URL(request.url).protocol === "https:" });

  return {
    /** False until the first account is added: the review pages explain how. */
    configured: () => accounts.any(),

    /** The places of the sign-in gate this request takes: a known browser's, or everyone else's. */
    signInLane: async (request: Request) => ((await knownDevices.any(request)) ? lanes.knownBrowsers : lanes.others),

    /** Reads the session from the request. A forged or altered cookie counts as no cookie. */
    async visit(request: Request): Promise<StaffVisit> {
      const session = await storage.getSession(request.headers.get("Cookie"));
      let expired = false;
      let staff: StaffAccount | null = null;
      if (session.get("staffId")) {
        expired = now() - (session.get("seenAt") ?? 0) > IDLE_LIMIT_MS;
        staff = expired ? null : await stillValid(session, checks);
        if (staff) session.set("seenAt", now());
        else forget(session);
      }
      if (!session.get("csrf")) session.set("csrf", newToken());
      return {
        session,
        staff,
        staffName: staff?.name ?? null,
        csrfToken: session.get("csrf") as string,
        expired,
        message: session.get("message"),
      };
    },

    /** Whether a submitted form carries this session's token. */
    csrfMatches(visit: StaffVisit, submitted: FormDataEntryValue | null | undefined): boolean {
      return typeof submitted === "string" && submitted !== "" && sameText(submitted, visit.csrfToken);
    },

    checkCredentials: credentialCheck(accounts, passwordCost, passwordChecks),

    /**
     * Where a sign-in to `login` (a name or address typed, or an account) comes from: the address,
     * and this browser's id when that account signed in on it before (app/staff/known-devices.server.ts).
     */
    async signInSource(request: Request, address: string, login: string | StaffAccount): Promise<SignInSource> {
      if (!(await knownDevices.any(request))) return { address };
      const account = typeof login === "string" ? await accounts.byLogin(login) : login;
      return { address, knownDevice: account ? await knownDevices.idFor(request, account.id) : null };
    },

    /** The server-side session this visit is signed in with: what a lasting change is made under. */
    sessionIdOf: (visit: StaffVisit): string => visit.session.get("sessionId") ?? "",

    /** Whether, and until when, this session may change how anyone signs in (confirmation, below). */
    ...confirmation(now),
    /** The password was right and a code is to come: remembered in the session, not yet signed in. */
    beginSecondStep(visit: StaffVisit, account: StaffAccount) {
      visit.session.set("pendingStaffId", account.id);
      visit.session.set("pendingCredential", credential(account));
      visit.session.set("pendingAt", now());
    },

    /** The account whose password was right in this session a little earlier, still the same and enabled. */
    async pendingAccount({ session }: StaffVisit): Promise<StaffAccount | null> {
      if (now() - (session.get("pendingAt") ?? 0) > SECOND_STEP_LIMIT_MS) return null;
      return heldAccount(checks, session.get("pendingStaffId"), session.get("pendingCredential"));
    },

    /** Signs the account in: a new server-side session and a fresh form token. */
    async signIn(visit: StaffVisit, account: StaffAccount) {
      const at = now();
      for (const key of ["pendingStaffId", "pendingCredential", "pendingAt"] as const) visit.session.unset(key);
      await sessions.purge(new Date(at - ABSOLUTE_LIMIT_MS));
      const previous = visit.session.get("sessionId");
      if (previous) await sessions.end(previous);
      visit.session.set("staffId", account.id);
      visit.session.set("sessionId", await sessions.start(account.id, new Date(at)));
      visit.session.set("credential", credential(account));
      visit.session.set("seenAt", at);
      visit.session.set("signedInAt", at);
      markConfirmed(visit, at);
      visit.session.set("csrf", newToken());
      await accounts.signedIn(account.id, new Date(at));
    },

    /** Ends every session of an account on every instance except, if given, this visit's own. */
    async endSessionsOf(staffId: string, keep?: StaffVisit) {
      await sessions.endAllOf(staffId, keep?.session.get("sessionId"));
    },

    /** Ends the session on the server too, so every copy of the cookie stops working. */
    async signOut(visit: StaffVisit) {
      const sessionId = visit.session.get("sessionId");
      if (sessionId) await sessions.end(sessionId);
      forget(visit.session);
      visit.session.set("csrf", newToken());
    },

    /** A message for the next page the staff member sees. */
    flash: (visit: StaffVisit, message: string) => visit.session.flash("message", message),

    commit,

    /** After a sign-in: the session's cookie, and the one that makes this browser known to the account. */
    async commitSignedIn(visit: StaffVisit, request: Request, account: StaffAccount): Promise<Headers> {
      const headers = new Headers();
      headers.append("Set-Cookie", await commit(visit, request));
      headers.append("Set-Cookie", await knownDevices.remember(request, account.id));
      return headers;
    },
  };
}
