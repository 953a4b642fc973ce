import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { runnerImport } from "vite";
import { startBuiltServer } from "./built-server.mjs";
import { entryScripts, measure } from "./js-size.mjs";

const clientDir = process.argv[2] ?? `${process.env.BUILD_DIR ?? "build"}/client`;
const budget = JSON.parse(readFileSync("size-budget.json", "utf8"));
/** A page's budget, by its address. */
let budgetOf = (page) => budget.pages[page] ?? budget.defaultGzipBytes;
// Each behaviour's script by its element's name (scripts/vite-behaviours.ts).
const behaviours = JSON.parse(readFileSync(join(clientDir, ".vite/behaviours.json"), "utf8"));

/**
 * The HTML of every public page (app/pages.ts) and of the staff sign-in page, which stands for the
 * staff area, as the built server answers a visitor: it is started here on a free port with an
 * empty data folder.
 */
async function renderedPages() {
  const config = { configFile: false, logLevel: "error", resolve: { tsconfigPaths: true } };
  const { module: paths } = await runnerImport(join(process.cwd(), "app/pages.ts"), config);
  const { module: languages } = await runnerImport(join(process.cwd(), "app/content-model/languages.ts"), config);
  // Every page in every language it is in: a page in another language has its default-language page's budget.
  const inEveryLanguage = (path) => languages.languagesOf(path).map((code) => languages.pathIn(path, code));
  budgetOf = (page) => budget.pages[languages.defaultPathOf(page)] ?? budget.defaultGzipBytes;
  const { origin, stop } = await startBuiltServer(join(dirname(clientDir), "server"));
  try {
    const pages = [];
    for (const page of [...paths.publicPages.flatMap(({ path }) => inEveryLanguage(path)), "/staff/login"]) {
      const response = await fetch(`${origin}${page}`);
      if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
      pages.push({ page, html: await response.text() });
    }
    return pages;
  } finally {
    await stop();
  }
}

const measured = (await renderedPages()).map(({ page, html }) => ({ page, scripts: entryScripts(html, behaviours) }));

let failures = 0;
console.log("page                      JS files   gzip KB   budget KB");
for (const { page, scripts } of measured) {
  const { files, bytes } = measure(clientDir, scripts);
  const limit = budgetOf(page);
  const over = bytes > limit;
  if (over) failures++;
  console.log(
    `${page.padEnd(25)} ${String(files.length).padStart(8)} ${(bytes / 1024).toFixed(1).padStart(9)} ${(limit / 1024).toFixed(0).padStart(11)}${over ? "  OVER BUDGET" : ""}`,
  );
}
if (failures) {
  console.error(`${failures} page(s) load more JavaScript than size-budget.json allows.`);
  process.exit(1);
}
console.log(`All ${measured.length} pages are within their JavaScript budget.`);
