import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/pages";

export default {
  ssr: true,
  // Every public page is plain HTML at build time; only /api, /staff/notes, /groups and unknown paths run per request.
  prerender: prerenderedPaths,
} satisfies Config;
