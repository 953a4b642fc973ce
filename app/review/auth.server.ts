// Who may use /review: reviewers' sign-in, their session (a signed cookie naming a session kept on
// the server; 12 hours idle and a week at most) and the token every form on the review pages must
// send back (CSRF). The review routes reach this through the server's context (app/http/context.server.ts).
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { createCookieSessionStorage, type Session } from "react-router";
import { type Bound, createBound } from "~/lib/bounded";
import { DEFAULT_COST, type Reviewer, verifyPassword } from "./passwords.server";
import type { ReviewSessionStore } from "./sessions.server";

export const IDLE_LIMIT_MS = 12 * 60 * 60 * 1000;
/** However active, a reviewer signs in again after a week. */
const ABSOLUTE_LIMIT_MS = 7 * 24 * 60 * 60 * 1000;
const SESSION_COOKIE = "review_session";

interface SessionData {
  reviewer: string;
  /** The server-side session (review_sessions.id); sign-out deletes it. */
  sessionId: string;
  credential: string;
  csrf: string;
  seenAt: number;
  signedInAt: number;
}
interface SessionFlash {
  message: string;
}
type ReviewSession = Session<SessionData, SessionFlash>;

/** One request's view of the session. */
export interface ReviewVisit {
  session: ReviewSession;
  /** Who is signed in, or null. */
  reviewer: string | null;
  /** To be sent back by every form. */
  csrfToken: string;
  /** A reviewer was signed in, but idle for longer than the limit. */
  expired: boolean;
  /** A one-time message from the previous request. */
  message: string | undefined;
}

export type ReviewAuth = ReturnType<typeof createReviewAuth>;

/**
 * Password checks at once, and waiting. Each is scrypt with 128 MiB, on a thread of lower priority
 * (passwords.server.ts): one at a time leaves a core and the memory to visitors; three waiting
 * covers a few staff signing in together (docs/decisions/0017).
 */
const PASSWORD_CHECKS = { running: 1, waiting: 3 };
/** Sign-in requests handled at once, answer and all, and waiting (app/review/sign-in-gate.server.ts). */
const SIGN_IN_ANSWERS = { running: 2, waiting: 4 };

/** What a sign-in's name and password came to: a reviewer, no match, or no place to check them now. */
export type CredentialCheck = { outcome: "match"; reviewer: string } | { outcome: "no-match" } | { outcome: "busy" };

/** Compares two strings in time that does not depend on where they differ (or on their lengths). */
function sameText(a: string, b: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}

export function createReviewAuth({
  reviewers,
  secret,
  sessions,
  now = Date.now,
  passwordChecks = createBound(PASSWORD_CHECKS),
}: {
  reviewers: Reviewer[];
  secret: string;
  sessions: ReviewSessionStore;
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

  // Ties a session to the reviewer's current password: removing a reviewer from REVIEWERS or
  // changing their password ends their sessions at the next request.
  const credential = (reviewer: Reviewer) =>
    createHmac("sha256", secret).update(`${reviewer.name}\n`).update(reviewer.hash.key).digest("base64url");

  async function stillValid(session: ReviewSession) {
    const name = session.get("reviewer");
    const reviewer = reviewers.find((r) => r.name === name);
    const held = session.get("credential");
    const sessionId = session.get("sessionId");
    return (
      reviewer !== undefined &&
      typeof held === "string" &&
      sameText(held, credential(reviewer)) &&
      now() - (session.get("signedInAt") ?? 0) <= ABSOLUTE_LIMIT_MS &&
      typeof sessionId === "string" &&
      (await sessions.isActive(sessionId, reviewer.name))
    );
  }

  function forget(session: ReviewSession) {
    session.unset("reviewer");
    session.unset("credential");
    session.unset("sessionId");
  }

  // An unknown name is checked against this, at the same cost as a real hash, so the answer takes
  // as long as for a wrong password and says nothing about which names exist.
  const decoy = {
    cost: reviewers[0]?.hash.cost ?? DEFAULT_COST,
    salt: randomBytes(16),
    key: randomBytes(32),
  };

  return {
    /** False when REVIEWERS is empty: the review pages explain how to set it up. */
    configured: reviewers.length > 0,

    /** How many sign-ins are handled at once, answer included. */
    signInAnswers: createBound(SIGN_IN_ANSWERS),

    /** Reads the session from the request. A forged or altered cookie counts as no cookie. */
    async visit(request: Request): Promise<ReviewVisit> {
      const session = await storage.getSession(request.headers.get("Cookie"));
      let expired = false;
      if (session.get("reviewer")) {
        expired = now() - (session.get("seenAt") ?? 0) > IDLE_LIMIT_MS;
        if (expired || !(await stillValid(session))) forget(session);
        else session.set("seenAt", now());
      }
      if (!session.get("csrf")) session.set("csrf", randomBytes(32).toString("base64url"));
      return {
        session,
        reviewer: session.get("reviewer") ?? null,
        csrfToken: session.get("csrf") as string,
        expired,
        message: session.get("message"),
      };
    },

    /** Whether a submitted form carries this session's token. */
    csrfMatches(visit: ReviewVisit, submitted: FormDataEntryValue | null | undefined): boolean {
      return typeof submitted === "string" && submitted !== "" && sameText(submitted, visit.csrfToken);
    },

    /**
     * The reviewer's name as configured if name and password match, after the same amount of work
     * whether the name exists or not; busy when too many checks are running and waiting already.
     */
    async checkCredentials(name: string, password: string): Promise<CredentialCheck> {
      // Longer than any password manager makes; not worth 128 MiB of scrypt to find out.
      if (password.length > 1024) return { outcome: "no-match" };
      const wanted = name.trim().toLowerCase();
      let found: Reviewer | null = null;
      for (const reviewer of reviewers) {
        if (sameText(reviewer.name.toLowerCase(), wanted)) found = reviewer;
      }
      const checked = await passwordChecks.run(() => verifyPassword(password, found ? found.hash : decoy));
      if (checked.busy) return { outcome: "busy" };
      return found && checked.value ? { outcome: "match", reviewer: found.name } : { outcome: "no-match" };
    },

    /** Signs the reviewer in: a new server-side session and a fresh form token. */
    async signIn(visit: ReviewVisit, reviewer: string) {
      const configured = reviewers.find((r) => r.name === reviewer);
      if (!configured) throw new Error(`${reviewer} is not a reviewer`);
      const at = now();
      await sessions.purge(new Date(at - ABSOLUTE_LIMIT_MS));
      const previous = visit.session.get("sessionId");
      if (previous) await sessions.end(previous);
      visit.session.set("reviewer", reviewer);
      visit.session.set("sessionId", await sessions.start(reviewer, new Date(at)));
      visit.session.set("credential", credential(configured));
      visit.session.set("seenAt", at);
      visit.session.set("signedInAt", at);
      visit.session.set("csrf", randomBytes(32).toString("base64url"));
    },

    /** Ends the session on the server too, so every copy of the cookie stops working. */
    async signOut(visit: ReviewVisit) {
      const sessionId = visit.session.get("sessionId");
      if (sessionId) await sessions.end(sessionId);
      forget(visit.session);
      visit.session.set("csrf", randomBytes(32).toString("base64url"));
    },

    /** A message for the next page the reviewer sees. */
    flash(visit: ReviewVisit, message: string) {
      visit.session.flash("message", message);
    },

    /**
     * The Set-Cookie value that keeps the session going (and renews its 12 hours).
     * `Secure` whenever the page was served over HTTPS (directly or via a trusted proxy).
     */
    commit(visit: ReviewVisit, request: Request) {
      return storage.commitSession(visit.session, { secure: new URL(request.url).protocol === "https:" });
    },
  };
}
