// The server's keys: from the environment, or else (one instance, SQLite) made once and kept in a
// file beside the data, readable by its owner only, so they survive restarts without anyone having
// to invent one. Several instances must share them, so with DATABASE_URL they must be set
// (server/config.ts refuses to start otherwise).
import { randomBytes } from "node:crypto";
import { existsSync, linkSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { makePrivateDir } from "~/db/private-files.server";

export function keptSecret(dataDir: string, fileName: string, fromEnv?: string): string {
  if (fromEnv) return fromEnv;
  const file = join(dataDir, fileName);
  if (!existsSync(file)) {
    makePrivateDir(dataDir);
    // Two processes starting together on a new folder (a restart that overlaps the old one) both
    // find no file. Each writes its key whole under a name of its own and links it into place; the
    // link fails for all but the first, and they read the first one's key. Writing the file in
    // place instead would let the second read it empty, or fail on finding it made.
    const draft = `${file}.${process.pid}-${randomBytes(6).toString("hex")}`;
    writeFileSync(draft, randomBytes(32).toString("hex"), { mode: 0o600, flag: "wx" });
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      rmSync(draft, { force: true });
    }
  }
  return readFileSync(file, "utf8").trim();
}
