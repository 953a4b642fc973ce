import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { behaviours } from "./scripts/vite-behaviours.ts";
import { brandColours } from "./scripts/vite-brand-colours.ts";
import { contentValidation } from "./scripts/vite-content-validation.ts";
import { datedContent } from "./scripts/vite-dated-content.ts";
import { seo } from "./scripts/vite-seo.ts";
import { serverEntry } from "./scripts/vite-server-entry.ts";

export default defineConfig({
  plugins: [
    contentValidation(),
    datedContent(),
    seo(),
    behaviours(),
    brandColours(),
    tailwindcss(),
    reactRouter(),
    serverEntry({ main: "./server/main.ts", "staff-add": "./server/staff-add.ts", migrate: "./server/migrate.ts" }),
  ],
  resolve: { tsconfigPaths: true },
});
