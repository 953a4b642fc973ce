// @ts-check
// What the server does for every staff review request before React Router renders it: nothing is
// cached or indexed, and failed sign-ins are limited per client address.
import express from "express";
import { rateLimit } from "express-rate-limit";

export const SIGN_IN_ATTEMPTS = 5;
export const SIGN_IN_WINDOW_MS = 15 * 60_000;

/**
 * A path as React Router matches it: decoded, in lower case, without repeated or trailing slashes,
 * so `/Review/Login/` or `/review/%6Cogin` cannot slip past the checks below.
 * @param {string} path
 */
export function routePath(path) {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Malformed escapes: React Router answers 400 or 404; checking the raw path is enough.
  }
  return decoded
    .toLowerCase()
    .replace(/\/{2,}/g, "/")
    .replace(/(.)\/+$/, "$1");
}

/** /review, /review/…, and React Router's data requests for them (/review.data, /review/login.data). */
export function isReviewPath(/** @type {string} */ path) {
  const p = routePath(path);
  return p === "/review" || p.startsWith("/review/") || p.startsWith("/review.");
}

const isSignInPath = (/** @type {string} */ path) => routePath(path).startsWith("/review/login");

// Review forms are a few short fields; anything larger is refused before it is read.
const MAX_FORM_BYTES = 16 * 1024;

export function reviewArea() {
  const router = express.Router();

  router.use((req, res, next) => {
    if (!isReviewPath(req.path)) return next();
    res.setHeader("Cache-Control", "private, no-store");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    const length = Number(req.headers["content-length"] ?? 0);
    if (req.method === "POST" && (length > MAX_FORM_BYTES || req.headers["transfer-encoding"])) {
      res.status(413).type("text/plain").send("This form is larger than a review form can be.");
      return;
    }
    next();
  });

  // Only failed sign-ins count: the sign-in page reports one through the load context
  // (signInFailed), and any other answer is taken back when the response is sent. Over the limit,
  // the page is told (res.locals.signInLimit) and answers 429 without checking the password.
  router.use(
    rateLimit({
      windowMs: SIGN_IN_WINDOW_MS,
      limit: SIGN_IN_ATTEMPTS,
      standardHeaders: false,
      legacyHeaders: false,
      // Without TRUST_PROXY an X-Forwarded-For header is ignored on purpose: anyone can send one.
      validate: { xForwardedForHeader: false },
      skip: (req) => !(req.method === "POST" && isSignInPath(req.path)),
      skipSuccessfulRequests: true,
      requestWasSuccessful: (_req, res) => res.locals.signInFailed !== true,
      handler(req, res, next) {
        const reset = /** @type {any} */ (req).rateLimit?.resetTime;
        const seconds = reset instanceof Date ? Math.max(1, Math.ceil((reset.getTime() - Date.now()) / 1000)) : 900;
        res.locals.signInLimit = { retryAfterSeconds: seconds };
        next();
      },
    }),
  );

  return router;
}
