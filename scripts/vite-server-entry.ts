// The production server is built with the app, in the same server build (React Router's
// node-custom-server shape), so that it and the routes share one copy of every module (a context
// the server provides is the one the routes read). It comes out as build/server/main.js, beside
// React Router's own build/server/index.js, which prerendering imports by that name.
import type { Plugin } from "vite";

export function serverEntry(path: string): Plugin {
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
              input: { index: "virtual:react-router/server-build", main: path },
              output: { entryFileNames: "[name].js" },
            },
          },
        };
      },
    },
  };
}
