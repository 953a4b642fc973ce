// Checks every content module against its schema, and that every image it names exists under
// public/. The build runs this (scripts/vite-content-validation.ts) and so does a unit test.
// Modules are found by their declarations (define.ts), so a new one is checked without being
// listed here; a file that exports data without declaring it is named.
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { z } from "zod";
import { type ContentModule, isContentModule } from "~/content-model/define";
import { factValues, fillFacts, unknownPlaceholders } from "~/published/facts";
import { builtContent } from "./content";

export interface ContentEntry {
  file: string;
  schema: z.ZodType;
  data: unknown;
}

type Modules = Record<string, Record<string, unknown>>;

/** "../content/core-beliefs.ts" → "core-beliefs.ts". */
const fileName = (key: string) => key.slice(key.lastIndexOf("/") + 1);
const isSchema = (value: unknown) => typeof (value as { safeParse?: unknown } | undefined)?.safeParse === "function";
/** Data a page could show: an object or a list that is neither a declaration nor a schema. */
const isData = (value: unknown) => typeof value === "object" && value !== null && !isSchema(value);

/**
 * Every content module's declaration, with the file it is in; and every file that exports data but
 * declares none, so content cannot go unchecked. Keys are paths as import.meta.glob gives them.
 */
export function discoverContent(modules: Modules): { entries: ContentEntry[]; problems: string[] } {
  const entries: ContentEntry[] = [];
  const problems: string[] = [];
  for (const key of Object.keys(modules).sort()) {
    const file = fileName(key);
    const exports = Object.values(modules[key] ?? {});
    const declared = exports.filter(isContentModule) as ContentModule[];
    for (const { schema, built } of declared) entries.push({ file, schema, data: built });
    if (declared.length === 0 && exports.some(isData)) {
      problems.push(
        `app/content/${file}: exports data but declares no content module; add defineContent({ key, schema, built }) (app/content-model/define.ts)`,
      );
    }
  }
  return { entries, problems };
}

const discovered = discoverContent(
  import.meta.glob<Record<string, unknown>>(["../content/*.ts", "!../content/*.test.ts"], {
    eager: true,
  }),
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
        `app/content/${file}: ${fieldPath(path)}: {${name}} is not a fact the site knows (app/published/facts.ts)`,
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
