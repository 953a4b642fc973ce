import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { behaviours } from "./scripts/vite-behaviours.ts";
import { brandColours } from "./scripts/vite-brand-colours.ts";
import { contentValidation } from "./scripts/vite-content-validation.ts";
import { datedContent } from "./scripts/vite-dated-content.ts";
import { seo } from "./scripts/vite-seo.ts";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [contentValidation(), datedContent(), seo(), behaviours(), brandColours(), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // The production server is part of the server build (React Router's node-custom-server shape):
  // build/server/index.js starts it, with the app's routes imported as one chunk beside it.
  build: isSsrBuild ? { rollupOptions: { input: "./server/main.ts" } } : undefined,
}));
