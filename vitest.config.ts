import { defineConfig } from "vitest/config";
import { site } from "./app/content/site.ts";
import { behaviours } from "./scripts/vite-behaviours.ts";
import { brandColours } from "./scripts/vite-brand-colours.ts";

export default defineConfig({
  plugins: [behaviours(), brandColours()],
  resolve: { tsconfigPaths: true },
  // The site's address, as the build gives it without SITE_URL (scripts/vite-seo.ts).
  define: { "import.meta.env.SITE_URL": JSON.stringify(site.url) },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.{js,ts}", "scripts/**/*.test.{ts,mjs}"],
    environment: "node",
    // Room for a machine busy with other work (the browser tests run beside these in CI).
    testTimeout: 30_000,
    hookTimeout: 30_000,
    setupFiles: ["./vitest.setup.ts"],
    globalSetup: ["./tests/vitest.global-setup.ts"],
    // A focused test (`it.only`) fails the run instead of quietly skipping every other test.
    allowOnly: false,
  },
});
