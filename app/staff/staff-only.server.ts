// Route middleware for every page, data request, redirect and action of the staff area: its answers
// are private to one staff member and never cached or indexed, and nothing is changed by a request
// another site's page sent. Being route middleware, it runs for whatever spelling of the path
// reached the route (see docs/decisions/0007), resource routes (sign-out, passkeys, photos) included.
import type { MiddlewareFunction } from "react-router";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a request that changes something came from another site: its `Origin` names another
 * one, or, when a browser sent none, it says the request is cross-site. A request with neither
 * (a script outside any browser) still needs the session's form token.
 */
function fromAnotherSite(request: Request): boolean {
  if (READS.has(request.method)) return false;
  const origin = request.headers.get("Origin");
  if (origin !== null) return origin !== new URL(request.url).origin;
  return request.headers.get("Sec-Fetch-Site") === "cross-site";
}

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

export const staffOnly: MiddlewareFunction<Response> = async ({ request }, next) => {
  if (fromAnotherSite(request)) {
    return new Response("This form was sent from another site, so nothing was changed.", {
      status: 403,
      headers: { ...PRIVATE, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const response = await next();
  for (const [name, value] of Object.entries(PRIVATE)) response.headers.set(name, value);
  return response;
};
