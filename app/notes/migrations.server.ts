// Applies the numbered SQL files of db/migrations/ that a database has not seen yet, in order,
// each in its own transaction, and remembers them in schema_migrations. The files are bundled into
// the server build, so the running server never looks for them on disk.
import type Database from "better-sqlite3";

const bundled = import.meta.glob<string>("/db/migrations/*.sql", { query: "?raw", import: "default", eager: true });

/** Migration files by name (`001_create_notes.sql`), in the order they apply. */
export const migrations: [string, string][] = Object.entries(bundled)
  .map(([path, sql]): [string, string] => [path.slice(path.lastIndexOf("/") + 1), sql])
  .filter(([file]) => /^\d+_[\w-]+\.sql$/.test(file))
  .sort(([a], [b]) => a.localeCompare(b));

export function migrate(db: Database.Database): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version TEXT PRIMARY KEY,
    applied_at TEXT NOT NULL
  ) STRICT`);
  const applied = new Set(db.prepare("SELECT version FROM schema_migrations").pluck().all() as string[]);
  const ran: string[] = [];
  for (const [file, sql] of migrations) {
    if (applied.has(file)) continue;
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
