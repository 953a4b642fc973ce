// Builds the appreciation-note service and its outbox for the Express server (server/app.js), which
// runs them and passes them to React Router's actions. React Router's own build does not export them.
import { defineConfig } from "vite";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  logLevel: "warn",
  publicDir: false,
  build: {
    ssr: true,
    outDir: `${process.env.BUILD_DIR ?? "build"}/notes`,
    emptyOutDir: true,
    target: "node20",
    rollupOptions: {
      input: { service: "app/notes/service.server.ts", outbox: "app/notes/outbox.server.ts" },
      output: { entryFileNames: "[name].js" },
    },
  },
});
