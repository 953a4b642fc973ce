// The staff area's frame: every page, data request and action under /review passes through this
// middleware, whatever spelling of the path reached it, and nothing it answers is cached or indexed.
import { Outlet } from "react-router";
import type { Route } from "./+types/review-area";

const staffOnly: Route.MiddlewareFunction = async (_args, next) => {
  const response = await next();
  response.headers.set("Cache-Control", "private, no-store");
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  return response;
};

export const middleware: Route.MiddlewareFunction[] = [staffOnly];

export default function ReviewArea() {
  return <Outlet />;
}
