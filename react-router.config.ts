import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/prerendered-paths";

export default {
  ssr: true,
  // Every public page is plain HTML at build time; only /api, /review and unknown paths run per request.
  prerender: prerenderedPaths,
  // The server reads the same variable (server/config.js), so a second build can live beside the first.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
