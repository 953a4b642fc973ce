// The production server is built with the app, in the same server build (React Router's
// node-custom-server shape), so that it and the routes share one copy of every module (a context
// the server provides is the one the routes read). It comes out as build/server/main.js, beside
// React Router's own build/server/index.js. Commands the
// server's operator runs (such as server/staff-add.ts) are built the same way, each its own entry.
import type { Plugin } from "vite";

export function serverEntry(entries: Record<string, string>): Plugin {
  return {
    name: "site:server-entry",
    configEnvironment: {
      // After React Router's plugin, which names the server build's one entry index.js.
      order: "post",
      handler(name) {
        if (name !== "ssr") return;
        return {
          build: {
            rollupOptions: {
              input: { index: "virtual:react-router/server-build", ...entries },
              output: { entryFileNames: "[name].js" },
            },
          },
        };
      },
    },
  };
}
