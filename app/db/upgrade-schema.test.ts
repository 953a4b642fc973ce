// A database kept by the release before the language axis (up to migration 020), brought up to
// date as an upgrade does it: this release's additions first, while instances of the release before
// still run on it, then its contract step once none does. That release saved drafts on the key
// (item, author) and notes without a language or a form key; both keep working until the end.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { freshPostgresDatabase } from "../../tests/databases";
import { migratePostgres, migrateSqlite, migrations } from "./migrate.server";

const LAST_OLD = "020";

/** How the release before saved a draft: on the key it had, (item, author). */
const OLD_DRAFT_SAVE = `INSERT INTO content_drafts (item, author, data, based_on, saved_at)
  VALUES ('key-dates', 'Dana', '{}', 0, '2026-11-20T10:00:00Z')
  ON CONFLICT (item, author) DO UPDATE SET data = excluded.data, saved_at = excluded.saved_at`;
/** How it kept a note: without the columns added since. */
const OLD_NOTE = (
  id: string,
) => `INSERT INTO notes (id, pastor_id, note_text, sender_name, sender_email, created_at, status, client_hash)
  VALUES ('${id}', 'pastor1', 'Thank you', '', '', '2026-11-20T10:00:00Z', 'pending', 'h')`;
/** How this release saves drafts: one per person, item and language. */
const NEW_DRAFT_SAVE = (
  language: string,
) => `INSERT INTO content_drafts (item, language, author, data, based_on, saved_at)
  VALUES ('key-dates', '${language}', 'Dana', '{}', 0, '2026-11-29T10:00:00Z')
  ON CONFLICT (item, language, author) DO UPDATE SET data = excluded.data`;

interface Opened {
  run(sql: string): Promise<void>;
  count(table: string): Promise<number>;
  migrate(contract: boolean | "if-new"): Promise<string[]>;
  close(): Promise<void>;
}

async function atRelease020(engine: "sqlite" | "postgres"): Promise<Opened> {
  const old = migrations[engine].filter(([version]) => version.slice(0, 3) <= LAST_OLD);
  if (engine === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), "church-upgrade-"));
    const db = new Database(join(dir, "site.db"));
    db.exec("CREATE TABLE schema_migrations (version TEXT PRIMARY KEY, applied_at TEXT NOT NULL) STRICT");
    for (const [version, sql] of old) {
      db.exec(sql);
      db.prepare("INSERT INTO schema_migrations VALUES (?, ?)").run(version, new Date().toISOString());
    }
    return {
      run: async (sql) => void db.exec(sql),
      count: async (table) => db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number,
      migrate: async (contract) => migrateSqlite(db, contract),
      close: async () => {
        db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const fresh = await freshPostgresDatabase();
  const pool = new pg.Pool({ connectionString: fresh.url, max: 2 });
  await pool.query("CREATE TABLE schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL)");
  for (const [version, sql] of old) {
    await pool.query(sql);
    await pool.query("INSERT INTO schema_migrations VALUES ($1, now())", [version]);
  }
  return {
    run: async (sql) => void (await pool.query(sql)),
    count: async (table) => Number((await pool.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n),
    migrate: (contract) => migratePostgres(pool, contract),
    close: async () => {
      await pool.end();
      await fresh.drop();
    },
  };
}

let open: Opened | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

describe.each(["sqlite", "postgres"] as const)("an upgrade of a database on %s", (engine) => {
  it("keeps the release before working through this release's additions, and contracts only when asked", async () => {
    open = await atRelease020(engine);
    await open.run(OLD_DRAFT_SAVE);
    // A new instance starts: this release's additions, not its contract step.
    const added = await open.migrate("if-new");
    expect(added).toContain("021_content_languages.sql");
    expect(added.some((version) => version.startsWith("contract/"))).toBe(false);
    // The instances of the release before, still running, save drafts and keep notes as they did.
    await open.run(OLD_DRAFT_SAVE);
    await open.run(OLD_NOTE("a1"));
    await open.run(NEW_DRAFT_SAVE("en"));
    expect(await open.count("content_drafts")).toBe(1);
    // Once none runs, the contract step: a person keeps a draft in each language.
    expect(await open.migrate(true)).toEqual(migrations.contract[engine].map(([version]) => version));
    await open.run(NEW_DRAFT_SAVE("es"));
    expect(await open.count("content_drafts")).toBe(2);
    // Which is why it waited: the release before's save no longer finds its key.
    await expect(open.run(OLD_DRAFT_SAVE)).rejects.toThrow();
    await open.run(OLD_NOTE("a2"));
    expect(await open.count("notes")).toBe(2);
    expect(await open.migrate(true)).toEqual([]);
  });

  it("takes every step at once on a database made from nothing, where no older release runs", async () => {
    const fresh = engine === "sqlite" ? new Database(":memory:") : undefined;
    if (fresh) {
      const ran = migrateSqlite(fresh, "if-new");
      expect(ran.filter((version) => version.startsWith("contract/"))).toHaveLength(migrations.contract.sqlite.length);
      fresh.close();
    } else {
      const db = await freshPostgresDatabase();
      const pool = new pg.Pool({ connectionString: db.url, max: 1 });
      const ran = await migratePostgres(pool, "if-new");
      expect(ran.filter((version) => version.startsWith("contract/"))).toHaveLength(
        migrations.contract.postgres.length,
      );
      await pool.end();
      await db.drop();
    }
  });
});
