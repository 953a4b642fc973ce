// Applies the numbered SQL files of db/migrations/<engine>/ that a database has not seen yet, in
// order, and remembers them in schema_migrations. The two engines have one history each, with
// matching numbers. The files are bundled into the server build, so the running server never looks
// for them on disk.
//
// A release's migrations only add (docs/deploy.md, "Changing the database"): the version before it
// keeps working on the new schema while instances are upgraded one by one. What removes something
// the version before still reads is a contract step, in db/migrations/<engine>/contract/: it runs
// once no instance runs that version (`npm run migrate -- --contract`, which `npm run upgrade` runs
// last), or at once on a database made from nothing, where no older version can be running.
import type Database from "better-sqlite3";
import type pg from "pg";
import { withoutAnswerBound } from "./answered-client.server";

const sqliteFiles = import.meta.glob<string>("/db/migrations/sqlite/**/*.sql", {
  query: "?raw",
  import: "default",
  eager: true,
});
const postgresFiles = import.meta.glob<string>("/db/migrations/postgres/**/*.sql", {
  query: "?raw",
  import: "default",
  eager: true,
});

type Migration = [version: string, sql: string];

/** Migration files by version (`001_create_notes.sql`, `contract/021_….sql`), in the order they apply. */
function inOrder(files: Record<string, string>, folder: "" | "contract/"): Migration[] {
  return Object.entries(files)
    .map(([path, sql]): Migration => [path.replace(/^\/db\/migrations\/\w+\//, ""), sql])
    .filter(([version]) => new RegExp(`^${folder}\\d+_[\\w-]+\\.sql$`).test(version))
    .sort(([a], [b]) => a.localeCompare(b));
}

export const migrations = {
  sqlite: inOrder(sqliteFiles, ""),
  postgres: inOrder(postgresFiles, ""),
  contract: { sqlite: inOrder(sqliteFiles, "contract/"), postgres: inOrder(postgresFiles, "contract/") },
};

/**
 * Which steps run: the release's additions always; its contract steps when asked, or on a database
 * that had none of this history yet ("if-new", what the server does as it starts).
 */
export type ContractSteps = boolean | "if-new";

export function migrateSqlite(db: Database.Database, contract: ContractSteps = "if-new"): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version TEXT PRIMARY KEY,
    applied_at TEXT NOT NULL
  ) STRICT`);
  // Instances started together on one data folder (a new process beside the old one during an
  // upgrade) take turns: what has been applied is read under the write lock, so none runs twice.
  const migrate = db.transaction(() => {
    const applied = new Set(db.prepare("SELECT version FROM schema_migrations").pluck().all() as string[]);
    const steps = [...migrations.sqlite];
    if (contract === true || (contract === "if-new" && applied.size === 0)) steps.push(...migrations.contract.sqlite);
    const ran: string[] = [];
    for (const [version, sql] of steps) {
      if (applied.has(version)) continue;
      db.exec(sql);
      db.prepare("INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)").run(
        version,
        new Date().toISOString(),
      );
      ran.push(version);
    }
    return ran;
  });
  return migrate.immediate();
}

/** Any number, the same in every instance: instances starting together migrate one at a time. */
const MIGRATION_LOCK = 7_325_001;
/**
 * A migration waits at most this long for a table's lock (held by a long query of a running
 * instance), then fails and the new version does not start, rather than queueing every visitor's
 * query on that table behind it.
 */
const LOCK_TIMEOUT = "5s";

export async function migratePostgres(pool: pg.Pool, contract: ContractSteps = "if-new"): Promise<string[]> {
  const client = await pool.connect();
  const ran: string[] = [];
  try {
    // Taken by trying, not by waiting inside a statement: an index built CONCURRENTLY waits for every
    // statement in flight, and one waiting on this lock would wait for it in turn (a deadlock).
    while (!(await client.query("SELECT pg_try_advisory_lock($1) AS got", [MIGRATION_LOCK])).rows[0]?.got) {
      await new Promise((next) => setTimeout(next, 100));
    }
    await client.query(`SET lock_timeout = '${LOCK_TIMEOUT}'`);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      applied_at timestamptz NOT NULL
    )`);
    const { rows } = await client.query<{ version: string }>("SELECT version FROM schema_migrations");
    const applied = new Set(rows.map((row) => row.version));
    const steps = [...migrations.postgres];
    if (contract === true || (contract === "if-new" && applied.size === 0)) steps.push(...migrations.contract.postgres);
    for (const [version, sql] of steps) {
      if (applied.has(version)) continue;
      try {
        // An index built on a large table may rightly take longer than a query may while serving.
        await withoutAnswerBound(client, () => applyPostgres(client, version, sql));
      } catch (error) {
        throw new Error(`Migration ${version} failed: ${error instanceof Error ? error.message : error}`);
      }
      ran.push(version);
    }
  } finally {
    await client.query("RESET lock_timeout").catch(() => undefined);
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
  return ran;
}

/**
 * One file in one transaction; a file that builds an index CONCURRENTLY (which no transaction may
 * hold) statement by statement, each written so that running the file again after a failure
 * finishes it (`DROP INDEX CONCURRENTLY IF EXISTS` of the index it builds, first).
 */
async function applyPostgres(client: pg.PoolClient, version: string, sql: string) {
  const record = () =>
    client.query("INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)", [version, new Date()]);
  if (/\bCONCURRENTLY\b/i.test(sql)) {
    for (const statement of statements(sql)) await client.query(statement);
    await record();
    return;
  }
  await client.query("BEGIN");
  try {
    await client.query(sql);
    await record();
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  }
}

/** A file's statements: comments dropped, split at each semicolon that ends a line. */
export function statements(sql: string): string[] {
  return sql
    .split("\n")
    .filter((line) => !line.trimStart().startsWith("--"))
    .join("\n")
    .split(/;\s*$/m)
    .map((statement) => statement.trim())
    .filter((statement) => statement !== "");
}
