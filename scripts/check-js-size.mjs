// Lists the JavaScript each page loads (gzip bytes, following static imports: scripts/js-size.mjs)
// and fails when a page is over its budget in size-budget.json. Run after `npm run build`. Prerendered pages are read from
// their HTML; pages rendered per request (/groups) from React Router's manifest, which lists the
// same scripts their HTML would preload.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { entryScripts, measure } from "./js-size.mjs";

const clientDir = process.argv[2] ?? `${process.env.BUILD_DIR ?? "build"}/client`;
const budget = JSON.parse(readFileSync("size-budget.json", "utf8"));
// Each behaviour's script by its element's name (scripts/vite-behaviours.ts).
const behaviours = JSON.parse(readFileSync(join(clientDir, ".vite/behaviours.json"), "utf8"));

function prerenderedPages(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== "assets") found.push(...prerenderedPages(full));
    else if (entry.name === "index.html") {
      const rel = relative(clientDir, dirname(full)).split(sep).join("/");
      found.push(rel ? `/${rel}` : "/");
    }
  }
  return found;
}

/** Top-level page routes that have no prerendered HTML, with the scripts React Router loads for them. */
function serverRenderedPages(prerendered) {
  // Any page React runs on names the manifest; the others carry no React Router at all.
  const manifestUrl = prerendered
    .map(
      (page) => readFileSync(join(clientDir, page, "index.html"), "utf8").match(/\/assets\/manifest-[\w-]+\.js/)?.[0],
    )
    .find(Boolean);
  if (!manifestUrl) throw new Error("no page names React Router's manifest");
  const source = readFileSync(join(clientDir, manifestUrl), "utf8");
  const manifest = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1));
  const { root } = manifest.routes;
  const scriptsOf = (route) => [route.module, ...(route.imports ?? [])];
  return Object.values(manifest.routes)
    .filter((route) => route.parentId === "root" && route.hasDefaultExport && /^[\w-]+$/.test(route.path ?? ""))
    .map((route) => ({
      page: `/${route.path}`,
      // The page's HTML carries the manifest inline; it preloads these modules.
      scripts: [...scriptsOf(manifest.entry), ...scriptsOf(root), ...scriptsOf(route)],
    }))
    .filter(({ page }) => !prerendered.includes(page));
}

const pages = prerenderedPages(clientDir).sort();
if (pages.length === 0) {
  console.error(`No prerendered pages in ${clientDir}: run npm run build first.`);
  process.exit(1);
}

const measured = [
  ...pages.map((page) => ({
    page,
    scripts: entryScripts(readFileSync(join(clientDir, page, "index.html"), "utf8"), behaviours),
    note: "",
  })),
  ...serverRenderedPages(pages).map((entry) => ({ ...entry, note: "  (rendered per request)" })),
];

let failures = 0;
console.log("page                      JS files   gzip KB   budget KB");
for (const { page, scripts, note } of measured) {
  const { files, bytes } = measure(clientDir, scripts);
  const limit = budget.pages[page] ?? budget.defaultGzipBytes;
  const over = bytes > limit;
  if (over) failures++;
  console.log(
    `${page.padEnd(25)} ${String(files.length).padStart(8)} ${(bytes / 1024).toFixed(1).padStart(9)} ${(limit / 1024).toFixed(0).padStart(11)}${over ? "  OVER BUDGET" : ""}${note}`,
  );
}
if (failures) {
  console.error(`${failures} page(s) load more JavaScript than size-budget.json allows.`);
  process.exit(1);
}
console.log(`All ${measured.length} pages are within their JavaScript budget.`);
