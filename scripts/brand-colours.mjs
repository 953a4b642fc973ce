// @ts-check
// The brand's colours, read from the tokens in app/app.css, so that what the build draws (link
// previews, icons, the web app manifest) has the same colours as the pages.
import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Every `--color-*` token with a hex value: "navy" → "#1d3868".
 * @param {string} [root] the project folder
 * @returns {Record<string, string>}
 */
export function readBrandColours(root = process.cwd()) {
  const css = readFileSync(join(root, "app/app.css"), "utf8");
  return Object.fromEntries(
    [...css.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{3,8})\s*;/gi)].map(([, name, hex]) => [
      name,
      String(hex).toLowerCase(),
    ]),
  );
}

/**
 * @param {Record<string, string>} colours from readBrandColours
 * @param {string} name a token without its prefix: "navy" for --color-navy
 */
export function brandColour(colours, name) {
  const colour = colours[name];
  if (!colour) throw new Error(`app/app.css has no --color-${name} token`);
  return colour;
}
