// What the code and the docs say of themselves stays true: comments, README.md and every document
// under docs/ point at files in this repository (a moved file leaves no dangling pointer behind),
// and comments at no document outside it. A record that tells of a file since removed says so where
// it names it ("(gone: …)").
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

/** The repository's paths a text names: not inside a longer path or an address (build/server/main.js, https://…/app/…). */
function pathsIn(text: string): Array<{ path: string; after: string }> {
  return (
    [...text.matchAll(/(?<![\w./-])((?:app|server|scripts|tests|docs|db|public)\/[\w./+$-]*\w)/g)]
      .map((match) => ({
        path: match[1] ?? "",
        after: text.slice(
          (match.index ?? 0) + (match[1] ?? "").length,
          (match.index ?? 0) + (match[1] ?? "").length + 40,
        ),
      }))
      // A pattern or a placeholder names no one file.
      .filter(({ path }) => !/[<*{]|\.\.\./.test(path))
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
        pathsIn(comment)
          .filter(({ path }) => !exists(path))
          .map(({ path }) => `${file}: ${path}`),
      ),
    );
    expect(missing).toEqual([]);
  });
});

function documents(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return documents(path);
    return entry.name.endsWith(".md") ? [path] : [];
  });
}

describe("README.md and the documents in docs/", () => {
  it("point only at files that exist, or say that one is gone", () => {
    const missing = ["README.md", ...documents("docs")].flatMap((file) =>
      pathsIn(readFileSync(join(root, file), "utf8"))
        .filter(({ path, after }) => !exists(path) && !/^[^;()]*\(?gone:/.test(after))
        .map(({ path }) => `${file}: ${path}`),
    );
    expect(missing).toEqual([]);
  });
});
