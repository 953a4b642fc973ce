// Route middleware of the sign-in page: how many sign-ins are handled at once, answers included.
// Every sign-in that is refused (a wrong password, a lockout, the password checks being busy) is
// answered with the whole sign-in page, rendered by React on the one thread that answers every
// visitor; a hundred sent together queued two seconds of rendering ahead of everyone else's pages.
// Past the bound, a sign-in posted as a page gets a short page saying to come back, with nothing
// rendered; one sent by the page's own script is answered as data, which costs no rendering.
// A flood from one address costs only that address: each address holds at most one place, a post
// turned away uses up one of its address's tries (app/staff/sign-in-limiter.server.ts), and a
// browser that has signed in before has places of its own, which no stranger's posts can take.
import { createContext, type MiddlewareFunction } from "react-router";
import { requestContext } from "~/http/context.server";
import { staffServices } from "./context.server";

/** Set when the sign-in was not let through: the action answers busy without checking anything. */
export const signInTurnedAway = createContext<boolean>(false);

/** Seconds to wait before trying again, long enough for the sign-ins being handled to be done. */
export const SIGN_IN_BUSY_RETRY_SECONDS = 5;

const BUSY_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>Staff sign-in is busy</title><h1>Staff sign-in is busy</h1><p>Many sign-ins are being checked right now. Please try again in a few seconds.</p><p><a href="/staff/login">Back to staff sign-in</a></p></html>`;

export const signInGate: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (request.method !== "POST") return next();
  const { auth, signInLimiter } = staffServices(context);
  const { clientAddress, dataRequest } = context.get(requestContext);
  const handled = await (await auth.signInLane(request)).run(() => next(), clientAddress);
  if (!handled.busy) return handled.value;
  await signInLimiter.turnedAway(clientAddress);
  if (dataRequest) {
    context.set(signInTurnedAway, true);
    return next();
  }
  return new Response(BUSY_PAGE, {
    status: 503,
    headers: { "Content-Type": "text/html; charset=utf-8", "Retry-After": String(SIGN_IN_BUSY_RETRY_SECONDS) },
  });
};
