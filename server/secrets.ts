// The server's keys: from the environment, or else (one instance, SQLite) made once and kept in a
// file beside the data, readable by its owner only, so they survive restarts without anyone having
// to invent one. Several instances must share them, so with DATABASE_URL they must be set
// (server/config.ts refuses to start otherwise).
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { makePrivateDir } from "~/db/private-files.server";

export function keptSecret(dataDir: string, fileName: string, fromEnv?: string): string {
  if (fromEnv) return fromEnv;
  const file = join(dataDir, fileName);
  if (!existsSync(file)) {
    makePrivateDir(dataDir);
    writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600, flag: "wx" });
  }
  return readFileSync(file, "utf8").trim();
}
