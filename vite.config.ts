import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentValidation } from "./scripts/vite-content-validation.ts";
import { datedContent } from "./scripts/vite-dated-content.ts";
import { seo } from "./scripts/vite-seo.ts";

export default defineConfig({
  plugins: [contentValidation(), datedContent(), seo(), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
});
