// The sign-in route's posts, let in a few at a time, answers included. A refused sign-in is answered
// with the whole sign-in page, rendered on the one thread that answers every visitor, and each post
// that reaches React Router costs that thread a few milliseconds before anything is checked: a hundred
// sent together held a visitor's page for over half a second on a busy machine. Past the bound a
// post is turned away here, before static files, compression or React Router: a short page (503,
// `Retry-After`), nothing read, checked or counted (docs/decisions/0017).
import type { Request, RequestHandler } from "express";
import type { Bound } from "~/lib/bounded";
import { SIGN_IN_BUSY_RETRY_SECONDS } from "~/review/auth.server";

const BUSY_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>Staff sign-in is busy</title><h1>Staff sign-in is busy</h1><p>Many sign-ins are being checked right now. Please try again in a few seconds.</p><p><a href="/review/login">Back to staff sign-in</a></p></html>`;

/**
 * @param answers How many sign-ins are handled at once and may wait (the staff area's bound).
 * @param isSignIn Whether the request goes to the route that checks passwords, in any spelling.
 */
export function signInGate(answers: Bound, isSignIn: (req: Request) => Promise<boolean>): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== "POST" || !(await isSignIn(req))) return next();
    // The place is held until the answer is sent or the client has gone, even while waiting for it.
    let gone = false;
    const closed = new Promise<void>((resolve) =>
      res.once("close", () => {
        gone = true;
        resolve();
      }),
    );
    const handled = await answers.run(() => {
      if (!gone) next();
      return closed;
    });
    if (!handled.busy) return;
    res
      .status(503)
      .set({ "Retry-After": String(SIGN_IN_BUSY_RETRY_SECONDS), "Cache-Control": "no-store" })
      .type("html")
      .send(BUSY_PAGE);
  };
}
