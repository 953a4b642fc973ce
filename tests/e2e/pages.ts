// The public pages built so far, with the heading a visitor should see on each.
export const pages = [
  { path: "/", heading: "The Bridge Church" },
  { path: "/about-us", heading: "About Us" },
  { path: "/core-beliefs", heading: "Core Beliefs" },
  { path: "/core-values", heading: "Core Values" },
] as const;
