// No fact of the church is built into the site's JavaScript: every page shows what staff published,
// and the pages React runs get it as data, so a published change leaves no script behind showing the
// old one. Every sentence of the content, and every name, address, time and link, is looked for in
// every script the build writes.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import type * as PublishedContentModule from "../../app/published/content";
import { loadAppModule } from "../../scripts/load-app-module";

// Found from the content modules by Vite's import.meta.glob, so read through Vite as the build reads it.
const { builtContent, filledContent } = await loadAppModule<typeof PublishedContentModule>("app/published/content.ts");

const ASSETS = join(process.cwd(), "build", "client", "assets");

/**
 * Every text of the content as pages show it that says something: words long enough to be a fact
 * rather than a label, and the church's addresses for mail and phone. (Ids, icon names and the
 * services' own addresses, which the site's security policy names, are no such fact.)
 */
function facts(value: unknown): string[] {
  if (typeof value === "string") {
    const words = value.length >= 12 && /\s/.test(value);
    const contact = /^[^@\s]+@[^@\s]+$/.test(value) || /^\(\d{3}\) \d{3}-\d{4}$/.test(value);
    return words || contact ? [value] : [];
  }
  if (Array.isArray(value)) return value.flatMap(facts);
  if (value && typeof value === "object") return Object.values(value).flatMap(facts);
  return [];
}

/** Words of the site's own that a content text happens to repeat: not the church's facts. */
const THE_SITES_OWN = new Set([
  // The error page's way home, in code: it shows when a page could not be made at all.
  "Return to Home",
  // The name of an analytics event.
  "Watch Full Experience",
]);

test("no script the build writes holds a fact of the church", () => {
  const scripts = readdirSync(ASSETS)
    .filter((file) => file.endsWith(".js"))
    .map((file) => ({ file, text: readFileSync(join(ASSETS, file), "utf8") }));
  expect(scripts.length).toBeGreaterThan(5);
  const all = [...new Set(facts(filledContent(builtContent)))].filter((fact) => !THE_SITES_OWN.has(fact));
  expect(all.length).toBeGreaterThan(200);
  const found = scripts.flatMap(({ file, text }) =>
    all.filter((fact) => text.includes(JSON.stringify(fact).slice(1, -1))).map((fact) => `${file}: ${fact}`),
  );
  expect(found).toEqual([]);
});
