// The public pages, written out as HTML at build time. Each must also be a route in routes.ts.
export const prerenderedPaths = [
  "/",
  "/about-us",
  "/core-beliefs",
  "/core-values",
  "/connect",
  "/contact",
  "/leadership",
  "/watch",
  "/events",
  "/give",
  "/jesus",
  "/bridge-app",
  "/guest",
  "/kids",
  "/youth",
  "/baptism",
  "/next",
  "/serve",
  "/outreach",
  "/impact-week",
  "/outreach-events",
  "/share-note",
];

/**
 * Public pages rendered on each request instead, because what they show depends on the query
 * string: /groups filters by ?day=&format=&category= even without JavaScript (docs/decisions/0006).
 */
export const serverRenderedPaths = ["/groups"];
