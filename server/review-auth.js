// @ts-check
// Who may use /review: reviewers' sign-in, their signed session cookie (12 hours idle at most) and
// the token that every form on the review pages must send back (CSRF). The review pages reach this
// through React Router's load context (server/app.js).
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { createCookieSessionStorage } from "react-router";
import { DEFAULT_COST, verifyPassword } from "./passwords.js";

export const IDLE_LIMIT_MS = 12 * 60 * 60 * 1000;
/** However active, a reviewer signs in again after a week. */
export const ABSOLUTE_LIMIT_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_COOKIE = "review_session";

/**
 * @typedef {{ reviewer: string, credential: string, csrf: string, seenAt: number, signedInAt: number }} SessionData
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

  // Ties a session to the reviewer's current password: removing a reviewer from REVIEWERS or
  // changing their password ends their sessions at the next request.
  const credential = (/** @type {import("./passwords.js").Reviewer} */ reviewer) =>
    createHmac("sha256", secret).update(`${reviewer.name}\n`).update(reviewer.hash.key).digest("base64url");

  /** @param {ReviewSession} session */
  function stillValid(session) {
    const reviewer = reviewers.find((r) => r.name === session.get("reviewer"));
    const held = session.get("credential");
    return (
      reviewer !== undefined &&
      typeof held === "string" &&
      sameText(held, credential(reviewer)) &&
      now() - (session.get("signedInAt") ?? 0) <= ABSOLUTE_LIMIT_MS
    );
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

    /**
     * Reads the session from the request. A forged or altered cookie counts as no cookie.
     * @param {Request} request
     * @returns {Promise<ReviewVisit>}
     */
    async visit(request) {
      const session = await storage.getSession(request.headers.get("Cookie"));
      let expired = false;
      if (session.get("reviewer")) {
        expired = now() - (session.get("seenAt") ?? 0) > IDLE_LIMIT_MS;
        if (expired || !stillValid(session)) {
          session.unset("reviewer");
          session.unset("credential");
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
      // Longer than any password manager makes; not worth 128 MiB of scrypt to find out.
      if (password.length > 1024) return null;
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
      const configured = reviewers.find((r) => r.name === reviewer);
      if (!configured) throw new Error(`${reviewer} is not a reviewer`);
      visit.session.set("reviewer", reviewer);
      visit.session.set("credential", credential(configured));
      visit.session.set("seenAt", now());
      visit.session.set("signedInAt", now());
      visit.session.set("csrf", randomBytes(32).toString("base64url"));
    },

    /** @param {ReviewVisit} visit */
    signOut(visit) {
      visit.session.unset("reviewer");
      visit.session.unset("credential");
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
