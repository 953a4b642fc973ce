// @ts-check
// POST /api/submit-note (SPEC §7) and the rate limits shared with the no-JavaScript form post.
import express from "express";
import { rateLimit } from "express-rate-limit";

/** @typedef {{ perMinute: number, perDay: number }} NoteLimits */
/** @typedef {import("../app/notes/service.server").NoteService} NoteService */

const BODY_LIMIT = "16kb";
// A form post of the longest note: 5,000 characters, each up to 9 bytes once URL-encoded.
const FORM_LIMIT_BYTES = 64 * 1024;

/**
 * Two windows per client address. A request over either limit is not refused here: the reason is
 * left in res.locals.noteRateLimit, so the API answers 429 and the form page can explain itself.
 * @param {NoteLimits} limits
 * @returns {import("express").RequestHandler[]}
 */
function noteRateLimits(limits) {
  const windows = [
    { limit: limits.perMinute, windowMs: 60_000 },
    { limit: limits.perDay, windowMs: 24 * 60 * 60_000 },
  ].filter((w) => w.limit > 0);
  return windows.map(({ limit, windowMs }) =>
    rateLimit({
      windowMs,
      limit,
      standardHeaders: false,
      legacyHeaders: false,
      // Without TRUST_PROXY an X-Forwarded-For header is ignored on purpose: anyone can send one.
      validate: { xForwardedForHeader: false },
      // Only what was actually sent counts; a page view or a GET never does.
      skip: (req) => req.method !== "POST",
      handler(req, res, next) {
        const reset = /** @type {any} */ (req).rateLimit?.resetTime;
        const seconds = reset instanceof Date ? Math.max(1, Math.ceil((reset.getTime() - Date.now()) / 1000)) : 60;
        const current = res.locals.noteRateLimit?.retryAfterSeconds ?? 0;
        res.locals.noteRateLimit = { retryAfterSeconds: Math.max(current, seconds) };
        next();
      },
    }),
  );
}

/**
 * @param {{ notes: NoteService, limits: NoteLimits }} options
 */
export function notesApi({ notes, limits }) {
  const router = express.Router();
  const limiters = noteRateLimits(limits);

  /** @type {import("express").RequestHandler} */
  const onlyPost = (req, res, next) => {
    if (req.method === "POST") return next();
    res.setHeader("Allow", "POST");
    res.status(405).json({ error: "Notes are sent with POST." });
  };

  /** @type {import("express").RequestHandler} */
  const onlyJson = (req, res, next) => {
    if (req.is("application/json")) return next();
    res.status(415).json({ error: "Send the note as JSON (Content-Type: application/json)." });
  };

  /** @type {import("express").RequestHandler} */
  const refuseIfLimited = (_req, res, next) => {
    const limited = res.locals.noteRateLimit;
    if (!limited) return next();
    res.setHeader("Retry-After", String(limited.retryAfterSeconds));
    res.status(429).json({ error: "Too many notes from this address. Please try again later." });
  };

  /** @type {import("express").RequestHandler} */
  const submit = async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const body = req.body;
    const honeypot = body && typeof body === "object" ? body.website : undefined;
    const result = await notes.submit(body, { clientAddress: req.ip ?? "", honeypot });
    switch (result.outcome) {
      case "stored":
      case "ignored":
        res.status(201).json({ id: result.id });
        return;
      case "invalid":
        res.status(400).json({ error: "Some fields need attention.", fields: result.fields });
        return;
      default:
        res.status(503).json({ error: "The note could not be saved just now. Please try again." });
    }
  };

  /** @type {import("express").ErrorRequestHandler} */
  const bodyErrors = (error, _req, res, next) => {
    const type = error?.type;
    if (type === "entity.too.large")
      return void res.status(413).json({ error: `A note may be at most ${BODY_LIMIT}.` });
    if (type === "entity.parse.failed")
      return void res.status(400).json({ error: "The request body is not valid JSON." });
    if (type === "encoding.unsupported" || type === "charset.unsupported") {
      return void res.status(415).json({ error: "Send the note as UTF-8 JSON." });
    }
    if (type === "request.aborted") return void res.status(400).end();
    next(error);
  };

  router.all(
    "/api/submit-note",
    onlyPost,
    onlyJson,
    ...limiters,
    refuseIfLimited,
    express.json({ limit: BODY_LIMIT, type: "application/json" }),
    submit,
    bodyErrors,
  );
  // The same limits for the form's own post (without JavaScript); its action reads the result.
  /** @type {import("express").RequestHandler} */
  const smallFormOnly = (req, res, next) => {
    // React Router reads this body itself, so its size is checked from the declared length.
    const length = Number(req.get("content-length"));
    if (Number.isFinite(length) && length > 0 && length <= FORM_LIMIT_BYTES) return next();
    res
      .status(length > FORM_LIMIT_BYTES ? 413 : 411)
      .type("text/plain")
      .send("The note is too long to send.");
  };
  router.post("/share-note", smallFormOnly, ...limiters);
  return router;
}
