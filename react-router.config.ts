import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/pages";

export default {
  ssr: true,
  // Every public page is plain HTML at build time; only /api, /review, /groups and unknown paths run per request.
  prerender: prerenderedPaths,
  // Protections run as route middleware (the staff area) or inside actions, beside the code they protect.
  future: { v8_middleware: true },
} satisfies Config;
