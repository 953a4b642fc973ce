// What the code says of itself stays true: comments point at files in this repository (a moved file
// leaves no dangling pointer behind), and at no document outside it.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = process.cwd();
const SOURCE_DIRS = ["app", "server", "scripts", "tests"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name.startsWith("+") || entry.name === "node_modules" ? [] : sourceFiles(full);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [full] : [];
  });
}

const files = SOURCE_DIRS.flatMap((dir) => sourceFiles(join(root, dir))).map((file) => ({
  file: relative(root, file),
  text: readFileSync(file, "utf8"),
}));

/** A file or folder of the repository; a decision record may be named by its number (docs/decisions/0013). */
function exists(path: string): boolean {
  if (existsSync(join(root, path))) return true;
  const record = path.match(/^docs\/decisions\/(\d{4})$/)?.[1];
  return (
    record !== undefined && readdirSync(join(root, "docs/decisions")).some((name) => name.startsWith(`${record}-`))
  );
}

/** The comments of a source file: line comments and block comments, as text. */
function comments(text: string): string[] {
  return [...text.matchAll(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g)].map((match) => match[0]);
}

describe("the source's comments", () => {
  it("name no section of a document outside the repository", () => {
    const cited = files.flatMap(({ file, text }) =>
      comments(text)
        .filter((comment) => /SPEC(\.md)? §|§\d/.test(comment))
        .map((comment) => `${file}: ${comment.trim().slice(0, 80)}`),
    );
    expect(cited).toEqual([]);
  });

  it("point only at files that exist", () => {
    const missing = files.flatMap(({ file, text }) =>
      comments(text).flatMap((comment) =>
        // Not inside a longer path or an address (build/server/main.js, https://…/app/…).
        [...comment.matchAll(/(?<![\w./-])((?:app|server|scripts|tests|docs|db|public)\/[\w./+$-]*\w)/g)]
          .map((match) => match[1] ?? "")
          // A pattern or a placeholder names no one file.
          .filter((path) => !/[<*{]|\.\.\./.test(path) && !exists(path))
          .map((path) => `${file}: ${path}`),
      ),
    );
    expect(missing).toEqual([]);
  });
});
