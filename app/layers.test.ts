// The app's folders depend on each other one way: content at the bottom with the pure helpers and
// the model it is written in, then what is read from it, request facts and the database, then the domain modules in their order, then
// components and behaviours, then routes. A file may import
// from its own layer or a lower one, never a higher one, so a change at the top never reaches down.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";

const app = join(import.meta.dirname);

/** Lower numbers sit lower. Files at app/'s top level are the app's entry points. */
const layers: Record<string, number> = {
  lib: 0,
  // How content is written: the languages, the schema's blocks, a module's declaration, the
  // church's clocks; app/content/ holds the content itself, written in them.
  "content-model": 1,
  content: 2,
  // What the site shows (the content as built, found and checked, or what staff published) and the
  // pages it has; request facts and the database: they know no domain.
  "pages.ts": 3,
  published: 3,
  http: 3,
  db: 3,
  // The domains, in the order they build on each other: events are described once, search
  // engines and the notes build on them, and the staff area, on the database and
  // beside publishing, signs staff in, reviews notes and keeps their accounts.
  analytics: 4,
  events: 4,
  media: 4,
  notes: 5,
  seo: 5,
  publishing: 6,
  staff: 6,
  // The staff editor: its form, screens and workflow (open, preview, save a draft, publish), on top
  // of publishing and the staff area, with the components it is drawn with; the routes adapt it.
  editor: 7,
  components: 7,
  behaviours: 7,
  routes: 8,
};
const topLevel = 9;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith("+") ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")
      ? [full]
      : [];
  });
}

const folderOf = (file: string) => relative(app, file).split(sep)[0] ?? "";

/**
 * The layer of a file (relative to app/): its folder's, except that a domain folder's own page
 * parts (note-form.tsx, note-card.tsx) sit with the components they are built from. Server-only
 * ones (the note's e-mail) stay in the domain.
 */
function layerOf(file: string): number {
  const folder = file.split("/")[0] ?? "";
  const layer = layers[folder] ?? topLevel;
  const pagePart = file.endsWith(".tsx") && !file.endsWith(".server.tsx");
  const domain = layer >= (layers.analytics ?? 0) && layer < (layers.components ?? topLevel);
  return domain && pagePart ? (layers.components ?? topLevel) : layer;
}

/** The file an import of the app points at, relative to app/, or undefined for a package. */
function targetFile(from: string, target: string): string | undefined {
  const base = target.startsWith("~/")
    ? join(app, target.slice(2))
    : target.startsWith(".")
      ? join(app, from, "..", target)
      : undefined;
  if (!base) return undefined;
  const found = [".ts", ".tsx", "/index.ts", ""].map((ending) => base + ending).find((path) => existsSync(path));
  return relative(app, found ?? base)
    .split(sep)
    .join("/");
}

interface Import {
  file: string;
  target: string;
  typeOnly: boolean;
}

function importsOf(file: string): Import[] {
  const source = readFileSync(file, "utf8");
  return [...source.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?from\s+"([^"]+)";/gms)].map(([, type, target]) => ({
    file: relative(app, file),
    target: target ?? "",
    typeOnly: Boolean(type),
  }));
}

/** The app folder (or top-level file) an import points at, or undefined for a package. */
function targetFolder(from: string, target: string): string | undefined {
  if (target.startsWith("~/")) return target.slice(2).split("/")[0];
  if (target.startsWith(".")) return folderOf(join(app, from, "..", target));
  return undefined;
}

const all = sourceFiles(app).flatMap(importsOf);

describe("the app's layers", () => {
  it("are found: every folder of app/ has a layer", () => {
    const folders = new Set(all.map((entry) => entry.file.split("/")[0] ?? ""));
    const unplaced = [...folders].filter((folder) => !folder.includes(".") && layers[folder] === undefined);
    expect(unplaced).toEqual([]);
  });

  it("import only from their own layer or lower ones", () => {
    const upward = all.flatMap(({ file, target, typeOnly }) => {
      const to = targetFile(file, target);
      if (to === undefined || typeOnly) return [];
      return layerOf(to) > layerOf(file) ? [`${file} imports ${target}`] : [];
    });
    expect(upward).toEqual([]);
  });

  it("keep lib/ pure: its helpers import no other part of the app", () => {
    const impure = all.flatMap(({ file, target }) => {
      const to = targetFolder(file, target);
      if (!file.startsWith("lib/") || to === undefined || to === "lib") return [];
      return [`${file} imports ${target}`];
    });
    expect(impure).toEqual([]);
  });

  it("name another folder with ~/, except where React Router's config loads them without the alias", () => {
    const relativeAcross = all.flatMap(({ file, target }) => {
      const to = targetFolder(file, target);
      const from = file.split("/")[0] ?? "";
      // React Router's generated route types sit beside the routes.
      if (!target.startsWith(".") || target.startsWith("./+types/") || to === from) return [];
      // content/, its model, pages.ts and routes.ts are also loaded by React Router's config, which has no alias.
      if (["content", "content-model", "pages.ts", "routes.ts"].includes(from)) return [];
      // So is what pages.ts reads of the published content: its modules and facts.
      if (file === "published/registry.ts" || file === "published/facts.ts") return [];
      return [`${file} imports ${target}`];
    });
    expect(relativeAcross).toEqual([]);
  });
});
