// Applies the numbered SQL files of db/migrations/<engine>/ that a database has not seen yet, in
// order, each in its own transaction, and remembers them in schema_migrations. The two engines have
// one history each, with matching numbers. The files are bundled into the server build, so the
// running server never looks for them on disk.
import type Database from "better-sqlite3";
import type pg from "pg";

const sqliteFiles = import.meta.glob<string>("/db/migrations/sqlite/*.sql", {
  query: "?raw",
  import: "default",
  eager: true,
});
const postgresFiles = import.meta.glob<string>("/db/migrations/postgres/*.sql", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** Migration files by name (`001_create_notes.sql`), in the order they apply. */
function inOrder(files: Record<string, string>): [string, string][] {
  return Object.entries(files)
    .map(([path, sql]): [string, string] => [path.slice(path.lastIndexOf("/") + 1), sql])
    .filter(([file]) => /^\d+_[\w-]+\.sql$/.test(file))
    .sort(([a], [b]) => a.localeCompare(b));
}

export const migrations = { sqlite: inOrder(sqliteFiles), postgres: inOrder(postgresFiles) };

export function migrateSqlite(db: Database.Database): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version TEXT PRIMARY KEY,
    applied_at TEXT NOT NULL
  ) STRICT`);
  // Instances started together on one data folder (a restart that overlaps the old process) take
  // turns: what has been applied is read under the write lock, so no migration runs twice.
  const migrate = db.transaction(() => {
    const applied = new Set(db.prepare("SELECT version FROM schema_migrations").pluck().all() as string[]);
    const ran: string[] = [];
    for (const [file, sql] of migrations.sqlite) {
      if (applied.has(file)) continue;
      db.exec(sql);
      db.prepare("INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)").run(
        file,
        new Date().toISOString(),
      );
      ran.push(file);
    }
    return ran;
  });
  return migrate.immediate();
}

/** Any number, the same in every instance: instances starting together migrate one at a time. */
const MIGRATION_LOCK = 7_325_001;

export async function migratePostgres(pool: pg.Pool): Promise<string[]> {
  const client = await pool.connect();
  const ran: string[] = [];
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      applied_at timestamptz NOT NULL
    )`);
    const { rows } = await client.query<{ version: string }>("SELECT version FROM schema_migrations");
    const applied = new Set(rows.map((row) => row.version));
    for (const [file, sql] of migrations.postgres) {
      if (applied.has(file)) continue;
      await client.query("BEGIN");
      try {
        await client.query(sql);
        await client.query("INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)", [file, new Date()]);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw new Error(`Migration ${file} failed: ${error instanceof Error ? error.message : error}`);
      }
      ran.push(file);
    }
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
  return ran;
}
