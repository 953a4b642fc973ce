// @ts-check
// What the server does for every staff review request before React Router renders it: nothing is
// cached or indexed, and failed sign-ins are limited per client address.
import express from "express";
import { rateLimit } from "express-rate-limit";

export const SIGN_IN_ATTEMPTS = 5;
export const SIGN_IN_WINDOW_MS = 15 * 60_000;

/** /review, /review/…, and React Router's data requests for them (/review.data, /review/login.data). */
export function isReviewPath(/** @type {string} */ path) {
  return path === "/review" || path.startsWith("/review/") || path.startsWith("/review.");
}

const SIGN_IN_PATH = /^\/review\/login(\.data)?$/;

export function reviewArea() {
  const router = express.Router();

  router.use((req, res, next) => {
    if (isReviewPath(req.path)) {
      res.setHeader("Cache-Control", "private, no-store");
      res.setHeader("X-Robots-Tag", "noindex, nofollow");
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
      skip: (req) => !(req.method === "POST" && SIGN_IN_PATH.test(req.path)),
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
