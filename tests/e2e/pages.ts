// The public pages built so far, with the heading a visitor should see on each.
export const pages = [
  { path: "/", heading: "The Bridge Church" },
  { path: "/about-us", heading: "About Us" },
  { path: "/core-beliefs", heading: "Core Beliefs" },
  { path: "/core-values", heading: "Core Values" },
  { path: "/connect", heading: "Get Connected" },
  { path: "/contact", heading: "Contact Us" },
  { path: "/leadership", heading: "Our Leadership" },
  { path: "/watch", heading: "Don't Serve Alone" },
  { path: "/events", heading: "Upcoming Events" },
  { path: "/give", heading: "Give" },
  { path: "/jesus", heading: "Following Jesus" },
  { path: "/bridge-app", heading: "DOWNLOAD OUR APP" },
  { path: "/guest", heading: "We Saved You a Seat" },
  { path: "/share-note", heading: "Send a Note of Appreciation" },
] as const;
