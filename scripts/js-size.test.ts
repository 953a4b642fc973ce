// The size check on a build whose imports are known: every way a page can start or pull in a
// script is counted once, and what loads only on demand is not.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { entryScripts, measure, staticImports } from "./js-size.mjs";

let clientDir: string;
beforeEach(() => {
  clientDir = mkdtempSync(join(tmpdir(), "js-size-"));
});
afterEach(() => rmSync(clientDir, { recursive: true, force: true }));

function write(url: string, text: string) {
  const file = join(clientDir, url);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

describe("the JavaScript a page loads", () => {
  it("finds static imports and re-exports in minified code, and leaves dynamic imports out", () => {
    const source = `import{a as b}from"./a.js";import"./b.js";export*from"./c.js";export{d}from"./d.js";
      const later=()=>import("./lazy.js");const m=import.meta.url;import
      e from '/assets/e.js'`;
    expect(staticImports(source).sort()).toEqual(["./a.js", "./b.js", "./c.js", "./d.js", "/assets/e.js"]);
  });

  it("starts from the page's scripts, preloads, inline imports and behaviours, not from data or other hosts", () => {
    const html = `<link rel="modulepreload" href="/assets/preloaded.js"/>
      <link href="/assets/other-order.js" rel="modulepreload"/>
      <link rel="stylesheet" href="/assets/app.css"/>
      <script type="module" src="/assets/entry.js"></script>
      <script src="https://analytics.example/script.js"></script>
      <script type="application/ld+json">{"import":"/assets/not-a-script.js"}</script>
      <script type="module">import "/assets/inline-static.js"; addEventListener("load", () => import("/assets/on-load.js"));</script>
      <script type="text/x-after-load" async>import * as route from "/assets/held.js";</script>
      <site-menu class="contents"><button>Menu</button></site-menu><hero-video hidden></hero-video>`;
    const behaviours = {
      "site-menu": "/assets/behaviour-site-menu.js",
      "hero-video": "/assets/behaviour-hero-video.js",
      "venue-map": "/assets/behaviour-venue-map.js",
      site: "/assets/not-an-element.js",
    };
    expect(entryScripts(html, behaviours).sort()).toEqual([
      "/assets/behaviour-hero-video.js",
      "/assets/behaviour-site-menu.js",
      "/assets/entry.js",
      "/assets/held.js",
      "/assets/inline-static.js",
      "/assets/on-load.js",
      "/assets/other-order.js",
      "/assets/preloaded.js",
    ]);
  });

  it("counts each file of the static import graph once, with its gzip size", () => {
    const files: Record<string, string> = {
      "/assets/entry.js": `import{x}from"./shared.js";export*from"./reexported.js";import("./map.js");`,
      "/assets/shared.js": `import"./deep/leaf.js";export const x=1;`,
      "/assets/reexported.js": `import{x}from"./shared.js";export const y=x;`,
      "/assets/deep/leaf.js": `export const leaf="${"leaf ".repeat(50)}";`,
      "/assets/map.js": `export const map="${"big ".repeat(5000)}";`,
    };
    for (const [url, text] of Object.entries(files)) write(url, text);
    const { files: loaded, bytes } = measure(clientDir, ["/assets/entry.js"]);
    expect(loaded).toEqual(["/assets/deep/leaf.js", "/assets/entry.js", "/assets/reexported.js", "/assets/shared.js"]);
    const expected = loaded.reduce((sum, url) => sum + gzipSync(files[url] ?? "", { level: 9 }).length, 0);
    expect(bytes).toBe(expected);
  });

  it("fails loudly when a page refers to a script that is not in the build", () => {
    write("/assets/entry.js", `import"./missing.js";`);
    expect(() => measure(clientDir, ["/assets/entry.js"])).toThrow(/\/assets\/missing\.js/);
  });
});
