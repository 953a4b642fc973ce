import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentValidation } from "./scripts/vite-content-validation.ts";

export default defineConfig({
  plugins: [contentValidation(), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
});
