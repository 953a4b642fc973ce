import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("about-us", "routes/about-us.tsx"),
  route("core-beliefs", "routes/core-beliefs.tsx"),
  route("core-values", "routes/core-values.tsx"),
  route("youre-welcome-here", "routes/youre-welcome-here.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
