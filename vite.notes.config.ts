// Builds the appreciation-note service for the Express server (server/app.js), which runs it and
// passes it to React Router's actions. React Router's own build does not export it.
import { defineConfig } from "vite";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  logLevel: "warn",
  publicDir: false,
  build: {
    ssr: "app/notes/service.server.ts",
    outDir: `${process.env.BUILD_DIR ?? "build"}/notes`,
    emptyOutDir: true,
    target: "node20",
    rollupOptions: { output: { entryFileNames: "service.js" } },
  },
});
