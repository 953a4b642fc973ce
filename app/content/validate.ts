// Checks every content module against its schema, and that every image it names exists under
// public/. The build runs this (scripts/vite-content-validation.ts) and so does a unit test.
// Modules and schemas are found by file name, so a new page is checked without being listed here.
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { z } from "zod";
import { factValues, fillFacts, unknownPlaceholders } from "./facts";
import { builtContent } from "./published/content";

export interface ContentEntry {
  file: string;
  schema: z.ZodType;
  data: unknown;
}

type Modules = Record<string, Record<string, unknown>>;

/** "./schema/core-beliefs.ts" → "core-beliefs.ts". */
const fileName = (key: string) => key.slice(key.lastIndexOf("/") + 1);
/** "pastor-inboxes.server.ts" → "pastor-inboxes": the name of its schema file, without ".ts". */
const baseName = (file: string) => file.replace(/(\.server)?\.ts$/, "");
/** "core-beliefs" → "coreBeliefs": the name a content module exports its data under. */
const exportName = (name: string) => name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
/** Content modules export their data as an object; the helpers beside them export only functions and strings. */
const exportsData = (module: Record<string, unknown>) =>
  Object.values(module).some((value) => typeof value === "object" && value !== null);
const isSchema = (value: unknown): value is z.ZodType =>
  typeof (value as { safeParse?: unknown } | undefined)?.safeParse === "function";

/**
 * Pairs each content module with the schema of the same name (home.ts exports `home`, which
 * schema/home.ts checks with `homeSchema`), and names every module, schema or export that has no
 * partner, so a new page cannot go unchecked. Keys are paths as import.meta.glob gives them.
 */
export function discoverContent(
  contentModules: Modules,
  schemaModules: Modules,
): { entries: ContentEntry[]; problems: string[] } {
  const schemas = new Map(Object.keys(schemaModules).map((key) => [baseName(fileName(key)), key]));
  const paired = new Set<string>();
  const entries: ContentEntry[] = [];
  const problems: string[] = [];
  for (const key of Object.keys(contentModules).sort()) {
    const module = contentModules[key] ?? {};
    const file = fileName(key);
    if (!exportsData(module)) continue;
    const name = baseName(file);
    const dataName = exportName(name);
    const schemaName = `${dataName}Schema`;
    const schemaKey = schemas.get(name);
    if (!schemaKey) {
      problems.push(
        `app/content/${file}: no schema checks it; add app/content/schema/${name}.ts exporting ${schemaName}`,
      );
      continue;
    }
    paired.add(name);
    const schema = schemaModules[schemaKey]?.[schemaName];
    if (!isSchema(schema)) {
      problems.push(`app/content/schema/${name}.ts: must export ${schemaName}, the schema of app/content/${file}`);
    } else if (!(dataName in module)) {
      problems.push(`app/content/${file}: must export ${dataName}, the data ${schemaName} checks`);
    } else {
      entries.push({ file, schema, data: module[dataName] });
    }
  }
  for (const [name, key] of schemas) {
    if (!paired.has(name)) {
      problems.push(
        `app/content/schema/${fileName(key)}: checks no content; add app/content/${name}.ts exporting ${exportName(name)}`,
      );
    }
  }
  return { entries, problems };
}

const discovered = discoverContent(
  import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts", "!./validate.ts", "!./facts.ts"], {
    eager: true,
  }),
  import.meta.glob<Record<string, unknown>>(["./schema/*.ts", "!./schema/blocks.ts"], { eager: true }),
);

/** Every content module in app/content/ with its schema, in file-name order. */
export const contentEntries: ContentEntry[] = discovered.entries;

function fieldPath(path: readonly PropertyKey[]): string {
  return (
    path.map((key, i) => (typeof key === "number" ? `[${key}]` : `${i ? "." : ""}${String(key)}`)).join("") || "(root)"
  );
}

/** Every `src` of an image object anywhere inside the value, with its field path. */
function imagePaths(value: unknown, path: PropertyKey[] = []): Array<{ src: string; path: PropertyKey[] }> {
  if (Array.isArray(value)) return value.flatMap((item, i) => imagePaths(item, [...path, i]));
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    const own =
      typeof record.src === "string" && typeof record.width === "number"
        ? [{ src: record.src, path: [...path, "src"] }]
        : [];
    return [
      ...own,
      ...Object.entries(record).flatMap(([key, child]) => (key === "src" ? [] : imagePaths(child, [...path, key]))),
    ];
  }
  return [];
}

/**
 * Returns one readable message per problem, naming file and field; an empty list means valid.
 * Without `entries` it checks every content module, and also that each has its schema.
 */
export function validateContent(entries?: ContentEntry[], publicDir?: string): string[] {
  const problems = entries ? [] : [...discovered.problems];
  // The words of what pages show name facts in braces ("{worship time}"): each is checked as pages
  // show it, facts filled in. Modules kept in code (the map's tile address) have braces of their own.
  const facts = factValues(builtContent);
  const shown = new Set<unknown>(Object.values(builtContent));
  for (const { file, schema, data } of entries ?? contentEntries) {
    const named = shown.has(data);
    for (const { path, name } of named ? unknownPlaceholders(data) : []) {
      problems.push(
        `app/content/${file}: ${fieldPath(path)}: {${name}} is not a fact the site knows (app/content/facts.ts)`,
      );
    }
    const result = schema.safeParse(named ? fillFacts(data, facts) : data);
    if (!result.success) {
      for (const issue of result.error.issues) {
        problems.push(`app/content/${file}: ${fieldPath(issue.path)}: ${issue.message}`);
      }
    }
    if (publicDir) {
      for (const { src, path } of imagePaths(data)) {
        if (!existsSync(join(publicDir, src))) {
          problems.push(`app/content/${file}: ${fieldPath(path)}: image ${src} does not exist in public/`);
        }
      }
    }
  }
  return problems;
}
