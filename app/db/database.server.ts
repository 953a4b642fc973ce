// Opens the site's database: SQLite in DATA_DIR by default, one file for one server; PostgreSQL when
// DATABASE_URL is set, for several instances that must agree on everything they share. Both are
// migrated before anything else runs, and both are reached through one Kysely instance, so each
// store is written once (docs/decisions/0018).
import { join } from "node:path";
import Database from "better-sqlite3";
import {
  CompiledQuery,
  type DatabaseConnection,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from "kysely";
import pg from "pg";
import { AnsweredClient } from "./answered-client.server";
import { migratePostgres, migrateSqlite } from "./migrate.server";
import { primaryFollowingClient, serversOf } from "./primary.server";
import { makePrivateDir, privateDatabaseFile } from "./private-files.server";
import type { Tables } from "./tables";

type Engine = "sqlite" | "postgres";

export interface SiteDatabase {
  engine: Engine;
  db: Kysely<Tables>;
  /** PostgreSQL's pool: for LISTEN, the rate limiter's store and locks. */
  pool?: pg.Pool;
  /** The SQLite connection: for its online backup, checkpoints and the rate limiter's store. */
  sqlite?: Database.Database;
  /**
   * Runs `task` while no other holder of the lock `name` runs, in this process or (PostgreSQL) in
   * any instance: publishing, and rendering a new build's pages once.
   */
  withLock<T>(name: string, task: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseSettings {
  /** Where the SQLite file lives when there is no databaseUrl. */
  dataDir: string;
  /** postgres://…: PostgreSQL instead of SQLite. */
  databaseUrl?: string;
  /** The SQLite file's name in dataDir. */
  fileName?: string;
}

export const SQLITE_FILE = "notes.sqlite3";

/** One lock per name within this process: all SQLite needs, and the first half of PostgreSQL's. */
function processLocks() {
  const tails = new Map<string, Promise<unknown>>();
  return <T>(name: string, task: () => Promise<T>): Promise<T> => {
    const run = (tails.get(name) ?? Promise.resolve()).then(task, task);
    tails.set(
      name,
      run.catch(() => undefined),
    );
    return run;
  };
}

/**
 * SQLite transactions that take the write lock when they begin. Kysely's plain BEGIN takes it at the
 * first write, and two connections (the server and `npm run backup`, or a second process in a test)
 * that both read first would then deadlock instead of waiting their turn.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }
  override createDriver() {
    return new ImmediateSqliteDriver(this.settings);
  }
}

export function openSqlite({ dataDir, fileName = SQLITE_FILE }: DatabaseSettings): SiteDatabase {
  makePrivateDir(dataDir);
  const sqlite = new Database(privateDatabaseFile(join(dataDir, fileName)));
  // A note acknowledged is a note on disk, even if the machine loses power.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  // Erased notes leave no trace in the file: freed space is overwritten with zeros.
  sqlite.pragma("secure_delete = ON");
  migrateSqlite(sqlite);
  const db = new Kysely<Tables>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) });
  return {
    engine: "sqlite",
    db,
    sqlite,
    withLock: processLocks(),
    async close() {
      await db.destroy();
    },
  };
}

// How values come back from PostgreSQL: times as ISO 8601 strings in UTC, as SQLite keeps them (the
// stores compare and show them as text), and 64-bit ids as numbers (they stay far below 2^53).
const TIMESTAMPTZ = 1184;
const INT8 = 20;
const postgresTypes = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (oid === TIMESTAMPTZ) {
      const toDate = pg.types.getTypeParser(TIMESTAMPTZ, "text") as (value: string) => Date;
      return (value: string) => toDate(value).toISOString();
    }
    if (oid === INT8) return (value: string) => Number(value);
    return format === "binary" ? pg.types.getTypeParser(oid, "binary") : pg.types.getTypeParser(oid, "text");
  },
} as pg.CustomTypesConfig;

export async function openPostgres({ databaseUrl = "" }: DatabaseSettings): Promise<SiteDatabase> {
  // A primary and its standbys, when the address names several servers (app/db/primary.server.ts).
  const servers = serversOf(databaseUrl);
  const pool = new pg.Pool({
    connectionString: servers[0]?.address ?? databaseUrl,
    // Each query answered within a bound (app/db/answered-client.server.ts); with several servers,
    // each connection made to the primary.
    Client: servers.length > 1 ? primaryFollowingClient(servers) : AnsweredClient,
    types: postgresTypes,
    max: 10,
    // A request waits this long for a connection, then fails (and is answered 503), instead of
    // queueing for as long as PostgreSQL is away.
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
    // A connection that died without a word (a failover, a cable) is noticed by the operating system.
    keepAlive: true,
    application_name: "church-website",
  });
  // An idle connection cut by PostgreSQL (a restart, a failover) is dropped from the pool and made
  // again on the next query; without a listener the process would stop.
  pool.on("error", (error) => console.error(`A PostgreSQL connection was lost: ${error.message}`));
  // The same for a connection in use: its query fails (and its request is answered 503), the pool
  // drops it when it is given back, and the process goes on.
  pool.on("connect", (client) => {
    client.on("error", (error) => console.error(`A PostgreSQL connection in use was lost: ${error.message}`));
  });
  try {
    await pool.query("SELECT 1");
  } catch (error) {
    await pool.end();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`DATABASE_URL: could not connect to PostgreSQL (${reason})`);
  }
  await migratePostgres(pool);
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  const inProcess = processLocks();
  return {
    engine: "postgres",
    db,
    pool,
    withLock: (name, task) =>
      // One waiter per process holds a connection; the others queue here without one.
      inProcess(name, async () => {
        const client = await pool.connect();
        const failed = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));
        try {
          // Taken by trying, so that no statement waits longer than a query may (answered-client).
          while (
            !(await client.query("SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS got", [name])).rows[0]?.got
          ) {
            await new Promise((next) => setTimeout(next, 50));
          }
        } catch (error) {
          client.release(failed(error));
          throw error;
        }
        let unlockFailed: Error | undefined;
        try {
          return await task();
        } finally {
          // A connection that could not unlock is not given back to the pool: ended, it takes its
          // lock with it, instead of holding it for whoever borrows it next.
          await client.query("SELECT pg_advisory_unlock(hashtextextended($1, 0))", [name]).catch((error) => {
            unlockFailed = failed(error);
          });
          client.release(unlockFailed);
        }
      }),
    async close() {
      await db.destroy();
    },
  };
}

/** The site's database: PostgreSQL when a URL is given, SQLite in dataDir otherwise. */
export function openDatabase(settings: DatabaseSettings): Promise<SiteDatabase> {
  return settings.databaseUrl ? openPostgres(settings) : Promise.resolve(openSqlite(settings));
}
