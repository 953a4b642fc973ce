// The release before this version, built, for the upgrade tests and bench: the newest tag `v*` on
// main's history before this commit (docs/deploy.md, "Releases"), taken out of git into a folder of
// its own and built there, once per tag and checkout.
import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const git = (...args) => execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();

/** The release the one being built replaces: the newest tag before HEAD. */
export function previousReleaseTag() {
  try {
    return git("describe", "--tags", "--abbrev=0", "--match", "v*", "HEAD^");
  } catch {
    throw new Error(
      "No release tag (v*) before this commit: the upgrade tests need the release before (git fetch --tags).",
    );
  }
}

/** Builds the release `tag` (once) and resolves with its folder, whose build/server/main.js runs it. */
export function buildRelease(tag = previousReleaseTag()) {
  // Outside this checkout, whose tools would take it for part of this version, and outside any
  // node_modules, where Vite's path aliases do not apply; one per checkout, whose modules it uses.
  const checkout = createHash("sha256").update(root).digest("hex").slice(0, 8);
  const dir = join(tmpdir(), "church-site-releases", `${tag}-${checkout}`);
  const done = join(dir, ".built");
  if (existsSync(done)) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execFileSync("sh", ["-c", `git archive ${tag} | tar -x -C "${dir}"`], { cwd: root });
  // The same dependencies as this version's, or its own from the registry.
  const sameLock =
    readFileSync(join(dir, "package-lock.json"), "utf8") === readFileSync(join(root, "package-lock.json"), "utf8");
  if (sameLock) symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir");
  const steps = sameLock
    ? [["run", "build"]]
    : [
        ["ci", "--no-audit", "--no-fund"],
        ["run", "build"],
      ];
  for (const args of steps) {
    const result = spawnSync("npm", args, { cwd: dir, stdio: ["ignore", "pipe", "pipe"], encoding: "utf8" });
    if (result.status !== 0)
      throw new Error(`npm ${args.join(" ")} for ${tag} failed:\n${result.stdout}\n${result.stderr}`);
  }
  writeFileSync(done, new Date().toISOString());
  return dir;
}
