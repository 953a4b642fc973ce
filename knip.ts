// Unused files, exports and dependencies fail `npm test` (scripts/test-all.mjs): what nothing uses
// goes, so what is left is what the site runs on.
import type { KnipConfig } from "knip";

const config: KnipConfig = {
  entry: [
    // The server and the operator's commands, further entries of the server build (scripts/vite-server-entry.ts).
    "server/main.ts",
    "server/staff-add.ts",
    "server/migrate.ts",
    // One script per custom element, found by the build (scripts/vite-behaviours.ts).
    "app/behaviours/*.ts",
    // The project's commands and the tests' helpers run by name.
    "scripts/*.{mjs,ts}",
    "tests/outbox-worker.mjs",
    "tests/e2e/**/*.ts",
    // React Router's and Vite's own entries, named here rather than found by running their configs:
    // the routes come from the content modules, found by Vite's import.meta.glob, which knip's
    // loader does not have (app/published/registry.ts).
    "react-router.config.ts",
    "vite.config.ts",
    "app/root.tsx",
    "app/entry.{client,server}.tsx",
    "app/routes.ts",
    "app/routes/*.{ts,tsx}",
    // Every content module, found by that glob, and each one's words in another language
    // (app/published/translations.server.ts).
    "app/content/*.ts",
    "app/content/*/*.ts",
  ],
  "react-router": false,
  vite: false,
  project: ["app/**/*.{ts,tsx,css}", "server/**/*.ts", "scripts/**/*.{mjs,ts}", "tests/**/*.{ts,mjs}"],
  // The database's backup tool, from PostgreSQL's client (docs/deploy.md), and util-linux's unshare (a network namespace for the handover drill).
  ignoreBinaries: ["ip", "pg_dump", "unshare"],
  // Read by file path: the link previews' typeface (scripts/preview-card.ts).
  ignoreDependencies: ["@fontsource/nunito-sans"],
  compilers: {
    // The stylesheet's imports (Tailwind) and the files it names from packages (the typeface's).
    css: (text: string) =>
      [...text.matchAll(/@import\s+("[^"]+")|url\(("[^"./][^"]*")\)/g)]
        .map((match) => `import ${match[1] ?? match[2]};`)
        .join("\n"),
  },
};

export default config;
