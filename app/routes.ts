import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("about-us", "routes/about-us.tsx"),
  route("core-beliefs", "routes/core-beliefs.tsx"),
  route("core-values", "routes/core-values.tsx"),
  route("connect", "routes/connect.tsx"),
  route("contact", "routes/contact.tsx"),
  route("leadership", "routes/leadership.tsx"),
  route("watch", "routes/watch.tsx"),
  route("events", "routes/events.tsx"),
  route("give", "routes/give.tsx"),
  route("jesus", "routes/jesus.tsx"),
  route("bridge-app", "routes/bridge-app.tsx"),
  route("guest", "routes/guest.tsx"),
  route("share-note", "routes/share-note.tsx"),
  route("youre-welcome-here", "routes/youre-welcome-here.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
