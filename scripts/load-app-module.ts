// Loads a module of the app from a build plugin, through Vite, so it resolves the `~/` imports as
// the app's own build does. Each plugin that needs content, events or SEO data at build time uses it.
import { join } from "node:path";
import { runnerImport } from "vite";
import { brandColours } from "./vite-brand-colours.ts";

export async function loadAppModule<T>(file: string): Promise<T> {
  const { module } = await runnerImport<T>(join(process.cwd(), file), {
    resolve: { tsconfigPaths: true },
    plugins: [brandColours()],
    logLevel: "warn",
  });
  return module;
}
