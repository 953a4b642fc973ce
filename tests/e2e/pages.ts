// The public pages (app/pages.ts), with the heading a visitor should see on each. The list is found
// from the content modules by Vite's import.meta.glob, so it is read through Vite, as the build reads it.
import type * as PagesModule from "../../app/pages";
import { loadAppModule } from "../../scripts/load-app-module";

const { publicPages } = await loadAppModule<typeof PagesModule>("app/pages.ts");
const registry = await loadAppModule<typeof import("../../app/content/registry")>("app/content/registry.ts");

/** Every content module, as built. */
export const contentModules = registry.contentModules;

export const pages = publicPages.map(({ path, heading }) => ({ path, heading }));
