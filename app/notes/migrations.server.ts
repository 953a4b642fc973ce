// Applies the numbered SQL files of db/migrations/ that a database has not seen yet, in order,
// each in its own transaction, and remembers them in schema_migrations.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type Database from "better-sqlite3";

export function migrate(db: Database.Database, migrationsDir: string): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version TEXT PRIMARY KEY,
    applied_at TEXT NOT NULL
  ) STRICT`);
  const applied = new Set(db.prepare("SELECT version FROM schema_migrations").pluck().all() as string[]);
  const files = readdirSync(migrationsDir)
    .filter((file) => /^\d+_[\w-]+\.sql$/.test(file))
    .sort();
  const ran: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const sql = readFileSync(join(migrationsDir, file), "utf8");
    db.transaction(() => {
      db.exec(sql);
      db.prepare("INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)").run(
        file,
        new Date().toISOString(),
      );
    })();
    ran.push(file);
  }
  return ran;
}
