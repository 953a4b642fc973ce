// Unused files, exports and dependencies fail `npm test` (scripts/test-all.mjs): what nothing uses
// goes, so what is left is what the site runs on.
import type { KnipConfig } from "knip";

const config: KnipConfig = {
  entry: [
    // The server and the operator's commands, further entries of the server build (scripts/vite-server-entry.ts).
    "server/main.ts",
    "server/staff-add.ts",
    // One script per custom element, found by the build (scripts/vite-behaviours.ts).
    "app/behaviours/*.ts",
    // The project's commands and the tests' helpers run by name.
    "scripts/*.{mjs,ts}",
    "tests/outbox-worker.mjs",
    "tests/e2e/**/*.ts",
  ],
  project: ["app/**/*.{ts,tsx,css}", "server/**/*.ts", "scripts/**/*.{mjs,ts}", "tests/**/*.{ts,mjs}"],
  // The database's backup tool, from PostgreSQL's client (docs/deploy.md).
  ignoreBinaries: ["pg_dump"],
  // Read by file path: the link previews' typeface (scripts/preview-card.ts).
  ignoreDependencies: ["@fontsource/nunito-sans"],
  compilers: {
    // The stylesheet's imports: Tailwind and the typeface.
    css: (text: string) => [...text.matchAll(/@import\s+("[^"]+")/g)].map((match) => `import ${match[1]};`).join("\n"),
  },
};

export default config;
