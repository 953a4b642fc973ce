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
  "/accessibility",
];

/**
 * Public pages rendered on each request instead: /groups because what it shows depends on the
 * query string (it filters by ?day=&format=&category= even without JavaScript, docs/decisions/0006);
 * /privacy because it states the notes' retention period from the running server's setting.
 */
export const serverRenderedPaths = ["/groups", "/privacy"];
