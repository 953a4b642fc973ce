// `npm run backup [-- <folder>]`: a consistent copy of the site's data, taken while the server runs.
// With SQLite (the default), the database is copied with SQLite's online backup (a snapshot that a
// write in progress cannot tear), and the two keys the server keeps beside it are copied as they are.
// With DATABASE_URL, PostgreSQL's own pg_dump takes the copy (its keys are in the environment).
// Each backup is a folder of its own: <folder>/<UTC date and time>/, default folder ./backups.
// README and docs/deploy.md say how to restore one.
import { spawnSync } from "node:child_process";
import { chmodSync, copyFileSync, existsSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import Database from "better-sqlite3";

const DATABASE = "notes.sqlite3";
// Made by the server in DATA_DIR when not set in the environment (server/secrets.ts).
const KEYS = ["address-hash.secret", "session.secret"];

const dataDir = resolve(process.env.DATA_DIR || "./data");
const source = join(dataDir, DATABASE);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl && !existsSync(source)) {
  console.error(`No database to back up at ${source}. Set DATA_DIR to the folder the server uses.`);
  process.exit(1);
}

const stamp = new Date()
  .toISOString()
  .replace(/[-:]/g, "")
  .replace(/\.\d+Z$/, "Z");
const target = resolve(process.argv[2] || "./backups", stamp);
// Only the owner may read it: it holds the notes and the keys.
mkdirSync(target, { recursive: true, mode: 0o700 });

if (databaseUrl) {
  // One consistent snapshot of the whole database, in pg_dump's own format (pg_restore reads it).
  const file = join(target, "site.pgdump");
  const dumped = spawnSync("pg_dump", ["--format=custom", "--no-owner", "--file", file, databaseUrl], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (dumped.error || dumped.status !== 0) {
    console.error(
      `pg_dump could not back up DATABASE_URL${dumped.error ? ` (${dumped.error.message}; install postgresql-client)` : ""}.`,
    );
    process.exit(1);
  }
  chmodSync(file, 0o600);
  console.log(`Backed up the PostgreSQL database to ${file}`);
  process.exit(0);
}

const db = new Database(source, { readonly: true, fileMustExist: true });
try {
  await db.backup(join(target, DATABASE));
} finally {
  db.close();
}
chmodSync(join(target, DATABASE), 0o600);
for (const key of KEYS) {
  if (existsSync(join(dataDir, key))) {
    copyFileSync(join(dataDir, key), join(target, key));
    chmodSync(join(target, key), 0o600);
  }
}
console.log(`Backed up ${dataDir} to ${target}`);
