// A change scheduled beyond the year 9999, before "Publish at" was bounded, is cancelled when the
// database is brought up to date, on both engines; one scheduled within the years ahead stays waiting.
import Database from "better-sqlite3";
import pg from "pg";
import { expect, it } from "vitest";
import { freshPostgresDatabase } from "../../tests/databases";
import { migratePostgres, migrateSqlite } from "./migrate.server";

const MIGRATION = "011_far_schedules_cancelled.sql";
const NEAR = "2027-03-01T15:00:00.000Z";
// As Date#toISOString wrote a time in the year 10000, and SQLite kept it.
const FAR = "+010000-01-01T04:59:00.000Z";

it("cancels a change scheduled beyond the year 9999 on SQLite, and keeps one within the years ahead", () => {
  const db = new Database(":memory:");
  // The database as it was before the migration: every other one applied.
  db.exec("CREATE TABLE schema_migrations (version TEXT PRIMARY KEY, applied_at TEXT NOT NULL) STRICT");
  db.prepare("INSERT INTO schema_migrations VALUES (?, '2026-11-01T00:00:00.000Z')").run(MIGRATION);
  migrateSqlite(db);
  const insert = db.prepare(
    "INSERT INTO content_revisions (item, data, author, saved_at, publish_at) VALUES (?, '{}', 'Dana', '2026-11-20T00:00:00.000Z', ?)",
  );
  insert.run("home", FAR);
  insert.run("about", NEAR);
  db.prepare("DELETE FROM schema_migrations WHERE version = ?").run(MIGRATION);

  expect(migrateSqlite(db)).toEqual([MIGRATION]);
  const waiting = db
    .prepare("SELECT item FROM content_revisions WHERE withdrawn_at IS NULL AND published_at IS NULL")
    .pluck()
    .all();
  expect(waiting).toEqual(["about"]);
  db.close();
});

it("cancels a change scheduled beyond the year 9999 on PostgreSQL, and keeps one within the years ahead", async () => {
  const fresh = await freshPostgresDatabase();
  const pool = new pg.Pool({ connectionString: fresh.url, max: 1 });
  try {
    await pool.query("CREATE TABLE schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL)");
    await pool.query("INSERT INTO schema_migrations VALUES ($1, now())", [MIGRATION]);
    await migratePostgres(pool);
    for (const [item, at] of [
      ["home", "10000-01-01T04:59:00Z"],
      ["about", NEAR],
    ]) {
      await pool.query(
        "INSERT INTO content_revisions (item, data, author, saved_at, publish_at) VALUES ($1, '{}', 'Dana', now(), $2)",
        [item, at],
      );
    }
    await pool.query("DELETE FROM schema_migrations WHERE version = $1", [MIGRATION]);

    expect(await migratePostgres(pool)).toEqual([MIGRATION]);
    const { rows } = await pool.query(
      "SELECT item FROM content_revisions WHERE withdrawn_at IS NULL AND published_at IS NULL",
    );
    expect(rows).toEqual([{ item: "about" }]);
  } finally {
    await pool.end();
    await fresh.drop();
  }
});
