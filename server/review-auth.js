// @ts-check
// Who may use /review: reviewers' sign-in, their signed session cookie (12 hours idle at most) and
// the token that every form on the review pages must send back (CSRF). The review pages reach this
// through React Router's load context (server/app.js).
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { createCookieSessionStorage } from "react-router";
import { DEFAULT_COST, verifyPassword } from "./passwords.js";

export const IDLE_LIMIT_MS = 12 * 60 * 60 * 1000;
export const SESSION_COOKIE = "review_session";

/**
 * @typedef {{ reviewer: string, csrf: string, seenAt: number }} SessionData
 * @typedef {{ message: string }} SessionFlash
 * @typedef {import("react-router").Session<SessionData, SessionFlash>} ReviewSession
 *
 * @typedef {object} ReviewVisit  One request's view of the session.
 * @property {ReviewSession} session
 * @property {string | null} reviewer  Who is signed in, or null.
 * @property {string} csrfToken  To be sent back by every form.
 * @property {boolean} expired  A reviewer was signed in, but idle for longer than the limit.
 * @property {string | undefined} message  A one-time message from the previous request.
 *
 * @typedef {ReturnType<typeof createReviewAuth>} ReviewAuth
 */

/** Compares two strings in time that does not depend on where they differ (or on their lengths). */
export function sameText(/** @type {string} */ a, /** @type {string} */ b) {
  const digest = (/** @type {string} */ value) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * @param {{ reviewers: import("./passwords.js").Reviewer[], secret: string, now?: () => number }} options
 */
export function createReviewAuth({ reviewers, secret, now = Date.now }) {
  /** @type {import("react-router").SessionStorage<SessionData, SessionFlash>} */
  const storage = createCookieSessionStorage({
    cookie: {
      name: SESSION_COOKIE,
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secrets: [secret],
      maxAge: IDLE_LIMIT_MS / 1000,
    },
  });

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

    /**
     * Reads the session from the request. A forged or altered cookie counts as no cookie.
     * @param {Request} request
     * @returns {Promise<ReviewVisit>}
     */
    async visit(request) {
      const session = await storage.getSession(request.headers.get("Cookie"));
      let expired = false;
      if (session.get("reviewer")) {
        if (now() - (session.get("seenAt") ?? 0) > IDLE_LIMIT_MS) {
          session.unset("reviewer");
          expired = true;
        } else {
          session.set("seenAt", now());
        }
      }
      if (!session.get("csrf")) session.set("csrf", randomBytes(32).toString("base64url"));
      const message = session.get("message");
      return {
        session,
        reviewer: session.get("reviewer") ?? null,
        csrfToken: /** @type {string} */ (session.get("csrf")),
        expired,
        message,
      };
    },

    /**
     * Whether a submitted form carries this session's token.
     * @param {ReviewVisit} visit
     * @param {FormDataEntryValue | null} submitted
     */
    csrfMatches(visit, submitted) {
      return typeof submitted === "string" && submitted !== "" && sameText(submitted, visit.csrfToken);
    },

    /**
     * The reviewer's name as configured if name and password match; null otherwise, after the
     * same amount of work either way.
     * @param {string} name
     * @param {string} password
     */
    async checkCredentials(name, password) {
      const wanted = name.trim().toLowerCase();
      let found = null;
      for (const reviewer of reviewers) {
        if (sameText(reviewer.name.toLowerCase(), wanted)) found = reviewer;
      }
      const matches = await verifyPassword(password, found ? found.hash : decoy);
      return found && matches ? found.name : null;
    },

    /**
     * Signs the reviewer in, with a fresh form token.
     * @param {ReviewVisit} visit
     * @param {string} reviewer
     */
    signIn(visit, reviewer) {
      visit.session.set("reviewer", reviewer);
      visit.session.set("seenAt", now());
      visit.session.set("csrf", randomBytes(32).toString("base64url"));
    },

    /** @param {ReviewVisit} visit */
    signOut(visit) {
      visit.session.unset("reviewer");
      visit.session.set("csrf", randomBytes(32).toString("base64url"));
    },

    /**
     * A message for the next page the reviewer sees.
     * @param {ReviewVisit} visit
     * @param {string} message
     */
    flash(visit, message) {
      visit.session.flash("message", message);
    },

    /**
     * The Set-Cookie value that keeps the session going (and renews its 12 hours).
     * `Secure` whenever the page was served over HTTPS (directly or via a trusted proxy).
     * @param {ReviewVisit} visit
     * @param {Request} request
     */
    commit(visit, request) {
      return storage.commitSession(visit.session, { secure: new URL(request.url).protocol === "https:" });
    },
  };
}
