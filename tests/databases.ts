// The site's database for tests, on either engine: SQLite in a temporary folder, or a database of
// its own in the PostgreSQL server the run provides (TEST_DATABASE_URL, or the one Vitest's global
// setup starts when a suite first needs it). Store, outbox, retention, session, revision and limit
// tests run on both.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { openPostgres, openSqlite, type SiteDatabase } from "../app/db/database.server";

export const engines = ["sqlite", "postgres"] as const;
export type TestEngine = (typeof engines)[number];

/** The PostgreSQL server of this run. */
async function testServerUrl(): Promise<string> {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  // In Vitest, its global setup provides it, or starts it when first asked (vitest.global-setup.ts).
  const { inject } = await import("vitest");
  if (inject("databaseUrl")) return inject("databaseUrl");
  const answer = await fetch(inject("databaseOnRequest"));
  if (!answer.ok) throw new Error(`PostgreSQL for the tests did not start: ${await answer.text()}`);
  return answer.text();
}

/** A new, empty PostgreSQL database on the run's server, and how to drop it. */
export async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const server = await testServerUrl();
  const name = `church_test_${process.pid}_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export interface TestDatabase {
  engine: TestEngine;
  database: SiteDatabase;
  /** SQLite's folder; a temporary folder for keys with PostgreSQL. */
  dataDir: string;
  /** PostgreSQL's address, to open more connections (another instance) to the same database. */
  url?: string;
  close(): Promise<void>;
}

export async function openTestDatabase(engine: TestEngine): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), "church-db-"));
  // `database` may be replaced by a test that reopens it (a restart): closing closes the one in place.
  if (engine === "sqlite") {
    const opened: TestDatabase = {
      engine,
      database: openSqlite({ dataDir }),
      dataDir,
      async close() {
        await opened.database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
    return opened;
  }
  const fresh = await freshPostgresDatabase();
  const opened: TestDatabase = {
    engine,
    database: await openPostgres({ dataDir, databaseUrl: fresh.url }),
    dataDir,
    url: fresh.url,
    async close() {
      await opened.database.close();
      await fresh.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return opened;
}

/**
 * The database as a second instance of the site reaches it: another pool of connections to the
 * same PostgreSQL database. SQLite serves one instance, whose requests share its one connection
 * (a second connection in the same thread would wait on the first with the thread itself blocked).
 */
export async function openAnother(test: TestDatabase): Promise<SiteDatabase> {
  if (!test.url) return { ...test.database, close: async () => {} };
  return openPostgres({ dataDir: test.dataDir, databaseUrl: test.url });
}

/** The same database opened again, as a restarted server opens it (close the first one before, for SQLite). */
export async function reopen(test: TestDatabase): Promise<SiteDatabase> {
  return test.url
    ? openPostgres({ dataDir: test.dataDir, databaseUrl: test.url })
    : openSqlite({ dataDir: test.dataDir });
}
