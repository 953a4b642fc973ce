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
  "/share-note",
];
