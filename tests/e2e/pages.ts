// The public pages (app/pages.ts), with the heading a visitor should see on each. The list is found
// from the content modules by Vite's import.meta.glob, so it is read through Vite, as the build reads it.
import type * as PagesModule from "../../app/pages";
import { loadAppModule } from "../../scripts/load-app-module";

const { publicPages } = await loadAppModule<typeof PagesModule>("app/pages.ts");
const registry = await loadAppModule<typeof import("../../app/published/registry")>("app/published/registry.ts");

const translations = await loadAppModule<typeof import("../../app/published/translations.server")>(
  "app/published/translations.server.ts",
);

/** Every content module, as built, and their words in each other language. */
export const contentModules = registry.contentModules;
export const builtWords = translations.builtWords;

export const pages = publicPages.map(({ path, heading }) => ({ path, heading }));
