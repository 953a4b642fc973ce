// Route middleware for every page, data request, redirect and action of the staff area: its answers
// are private to one reviewer and never cached or indexed. Being route middleware, it runs for
// whatever spelling of the path reached the route (see docs/decisions/0007).
import type { MiddlewareFunction } from "react-router";

export const staffOnly: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next();
  response.headers.set("Cache-Control", "private, no-store");
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  return response;
};
