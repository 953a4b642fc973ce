// How much JavaScript a built page loads before anyone interacts with it: the scripts its HTML
// starts (module scripts, modulepreload links, every import its inline scripts make, the behaviours
// whose elements it contains), then every static import and re-export of those, found by
// es-module-lexer (the parser Vite uses), not by pattern matching. Dynamic imports inside those
// files are left out: they load only when needed (the map's library, on approach).
import { existsSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { gzipSync } from "node:zlib";
import { init, parse } from "es-module-lexer";
import { HELD_SCRIPT_TYPE } from "../app/lib/after-load.ts";

await init();

/** `import … from`, `export … from` and `export * from`: loaded with the module, never on demand. */
const isStatic = (entry) => entry.type === "static" || entry.type === "reexport-star";

/** Static import and re-export specifiers of a module's source (never dynamic `import()`). */
export function staticImports(source) {
  const [imports] = parse(source);
  return imports.filter((entry) => isStatic(entry) && entry.specifier).map((entry) => entry.specifier);
}

/**
 * Script URLs a page's HTML starts with. `behaviours` maps each custom element's name to its
 * script (build/client/.vite/behaviours.json): the page starts those of the elements it contains.
 */
export function entryScripts(html, behaviours = {}) {
  const urls = new Set();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    if (/\brel="modulepreload"/.test(m[0])) urls.add(m[0].match(/\bhref="([^"]+)"/)?.[1]);
  }
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const type = m[1].match(/\btype="([^"]+)"/)?.[1];
    // React Router's module script, held until the page has loaded (app/lib/after-load.ts), is one too.
    if (/\bsrc=/.test(m[1]) || (type && type !== "module" && type !== HELD_SCRIPT_TYPE)) continue;
    // An inline script runs as the page starts, so what it imports, now or on load, counts.
    for (const entry of parse(m[2])[0]) {
      if ((isStatic(entry) || (entry.type === "dynamic" && !entry.glob)) && entry.specifier) urls.add(entry.specifier);
    }
  }
  for (const [name, url] of Object.entries(behaviours)) {
    if (new RegExp(`<${name}[\\s>]`).test(html)) urls.add(url);
  }
  return [...urls].filter((url) => url?.startsWith("/"));
}

/** The URLs of `urls` and of everything they import statically, each once. */
export function withStaticImports(clientDir, urls) {
  const seen = new Set();
  const queue = [...urls];
  while (queue.length) {
    const url = queue.pop();
    if (seen.has(url)) continue;
    const file = join(clientDir, url);
    if (!existsSync(file)) throw new Error(`a page refers to ${url}, which is not in the build`);
    seen.add(url);
    for (const specifier of staticImports(readFileSync(file, "utf8"))) {
      if (specifier.startsWith(".")) queue.push(posix.join(posix.dirname(url), specifier));
      else if (specifier.startsWith("/")) queue.push(specifier);
    }
  }
  return [...seen].sort();
}

/** Files and gzip bytes of a page that starts with `scripts`. */
export function measure(clientDir, scripts) {
  const files = withStaticImports(clientDir, scripts);
  const bytes = files.reduce((sum, url) => sum + gzipSync(readFileSync(join(clientDir, url)), { level: 9 }).length, 0);
  return { files, bytes };
}
