// The release before this version, built, for the upgrade tests and bench: the newest release in
// releases.json whose commit is on this commit's history, before it (docs/deploy.md, "Upgrading"),
// taken out of git into a folder of its own and built there, once per release and checkout. The list,
// not the tags, because a clone may come without tags; it needs the history, which a shallow clone
// lacks.
import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const git = (...args) => execFileSync("git", args, { cwd: root, encoding: "utf8", stdio: "pipe" }).trim();
const succeeds = (...args) => spawnSync("git", args, { cwd: root, stdio: "ignore" }).status === 0;

/** The release the one being built replaces, as `{ version, commit }`. */
export function previousRelease() {
  const { releases } = JSON.parse(readFileSync(join(root, "releases.json"), "utf8"));
  const head = git("rev-parse", "HEAD");
  for (const release of releases.toReversed()) {
    if (release.commit === head) continue;
    if (!succeeds("cat-file", "-e", `${release.commit}^{commit}`))
      throw new Error(
        `The commit of ${release.version} (${release.commit}) is not in this clone: the upgrade tests build the release before from it (git fetch --unshallow).`,
      );
    if (succeeds("merge-base", "--is-ancestor", release.commit, head)) return release;
  }
  throw new Error("No release in releases.json comes before this commit: the upgrade tests need the release before.");
}

/** Builds `release` (once) and resolves with its folder, whose build/server/main.js runs it. */
export function buildRelease(release = previousRelease()) {
  const { version, commit } = release;
  // Outside this checkout, whose tools would take it for part of this version, and outside any
  // node_modules, where Vite's path aliases do not apply; one per checkout, whose modules it uses.
  const checkout = createHash("sha256").update(root).digest("hex").slice(0, 8);
  const dir = join(tmpdir(), "church-site-releases", `${version}-${checkout}`);
  const done = join(dir, ".built");
  if (existsSync(done)) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execFileSync("sh", ["-c", `git archive ${commit} | tar -x -C "${dir}"`], { cwd: root });
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
      throw new Error(`npm ${args.join(" ")} for ${version} failed:\n${result.stdout}\n${result.stderr}`);
  }
  writeFileSync(done, new Date().toISOString());
  return dir;
}
