import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { runnerImport } from "vite";
import { startBuiltServer } from "./built-server.mjs";
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

/**
 * The HTML of the pages rendered per request (app/pages.ts, and the staff sign-in
 * page, which stands for the staff area), as the built server answers a visitor: it is started
 * here on a free port with an empty data folder.
 */
async function serverRenderedPages() {
  const config = { configFile: false, logLevel: "error", resolve: { tsconfigPaths: true } };
  const { module: paths } = await runnerImport(join(process.cwd(), "app/pages.ts"), config);
  const { origin, stop } = await startBuiltServer(join(dirname(clientDir), "server"));
  try {
    const pages = [];
    for (const page of [...paths.serverRenderedPaths, "/staff/login"]) {
      const response = await fetch(`${origin}${page}`);
      if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
      pages.push({ page, html: await response.text() });
    }
    return pages;
  } finally {
    await stop();
  }
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
  ...(await serverRenderedPages()).map(({ page, html }) => ({
    page,
    scripts: entryScripts(html, behaviours),
    note: "  (rendered per request)",
  })),
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
