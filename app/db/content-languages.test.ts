// A database made before content had a language is brought forward on both engines with every
// revision (published, restored, scheduled, withdrawn, held back) and every draft as it was, each
// now English; from then on each language keeps its own revisions and drafts, and a revision keeps
// its language.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { describe, expect, it } from "vitest";
import type { Language } from "~/content-model/languages";
import { DraftStore } from "~/publishing/drafts.server";
import { RevisionStore } from "~/publishing/revisions.server";
import { freshPostgresDatabase } from "../../tests/databases";
import { openPostgres, openSqlite, type SiteDatabase } from "./database.server";
import { migratePostgres, migrateSqlite } from "./migrate.server";
import { privateDatabaseFile } from "./private-files.server";

const MIGRATION = "021_content_languages.sql";

// As today's stores write them: [id, item, data, author, saved_at, restored_from, published_at,
// published_seq, publish_at, withdrawn_at, base_data, held_at, held_because].
const REVISIONS = [
  [
    1,
    "about",
    '{"title":"First"}',
    "Dana",
    "2026-11-01T10:00:00.000Z",
    null,
    "2026-11-01T10:00:01.000Z",
    1,
    null,
    null,
    null,
    null,
    null,
  ],
  [
    2,
    "about",
    '{"title":"Second"}',
    "Sam",
    "2026-11-02T10:00:00.000Z",
    1,
    "2026-11-02T10:00:01.000Z",
    2,
    null,
    null,
    null,
    null,
    null,
  ],
  [
    3,
    "home",
    '{"slides":[]}',
    "Dana",
    "2026-11-03T10:00:00.000Z",
    null,
    null,
    null,
    "2027-01-01T15:00:00.000Z",
    null,
    '{"slides":[1]}',
    null,
    null,
  ],
  [
    4,
    "home",
    '{"slides":[2]}',
    "Sam",
    "2026-11-04T10:00:00.000Z",
    null,
    null,
    null,
    "2027-02-01T15:00:00.000Z",
    "2026-11-05T10:00:00.000Z",
    null,
    null,
    null,
  ],
  [
    5,
    "events",
    '{"hero":1}',
    "Dana",
    "2026-11-06T10:00:00.000Z",
    null,
    null,
    null,
    "2026-11-07T15:00:00.000Z",
    null,
    '{"hero":0}',
    "2026-11-07T15:00:00.000Z",
    '["Hero: changed since"]',
  ],
] as const;
// Inserted in this order into a new database, they take ids 1 to 5 as the stores would give them.
const REVISION_COLUMNS =
  "item, data, author, saved_at, restored_from, published_at, published_seq, publish_at, withdrawn_at, base_data, held_at, held_because";
// [id, item, author, data, based_on, saved_at, base_data]
const DRAFTS = [
  [1, "about", "Dana", '{"title":"Half done"}', 2, "2026-11-08T10:00:00.000Z", '{"title":"Second"}'],
  [2, "home", "Sam", '{"slides":[3]}', 0, "2026-11-09T10:00:00.000Z", null],
] as const;
const DRAFT_COLUMNS = "item, author, data, based_on, saved_at, base_data";

const placeholders = (count: number, numbered: boolean) =>
  Array.from({ length: count }, (_, index) => (numbered ? `$${index + 1}` : "?")).join(", ");

/** The database as today's main leaves it: every migration before this one, and its rows. */
const engines = {
  async sqlite() {
    const dataDir = mkdtempSync(join(tmpdir(), "church-languages-"));
    const file = privateDatabaseFile(join(dataDir, "notes.sqlite3"));
    const before = new Database(file);
    before.exec("CREATE TABLE schema_migrations (version TEXT PRIMARY KEY, applied_at TEXT NOT NULL) STRICT");
    before.prepare("INSERT INTO schema_migrations VALUES (?, '2026-11-01T00:00:00.000Z')").run(MIGRATION);
    migrateSqlite(before);
    const revision = before.prepare(
      `INSERT INTO content_revisions (${REVISION_COLUMNS}) VALUES (${placeholders(12, false)})`,
    );
    for (const [, ...row] of REVISIONS) revision.run(...row);
    const draft = before.prepare(`INSERT INTO content_drafts (${DRAFT_COLUMNS}) VALUES (${placeholders(6, false)})`);
    for (const [, ...row] of DRAFTS) draft.run(...row);
    before.prepare("DELETE FROM schema_migrations WHERE version = ?").run(MIGRATION);
    before.close();
    const database = openSqlite({ dataDir });
    // Brought up to date as an upgrade does it: the contract steps once the old release has stopped.
    if (database.sqlite) migrateSqlite(database.sqlite, true);
    return { database, done: async () => rmSync(dataDir, { recursive: true, force: true }) };
  },
  async postgres() {
    const fresh = await freshPostgresDatabase();
    const before = new pg.Pool({ connectionString: fresh.url, max: 1 });
    await before.query("CREATE TABLE schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL)");
    await before.query("INSERT INTO schema_migrations VALUES ($1, now())", [MIGRATION]);
    await migratePostgres(before);
    for (const [, ...row] of REVISIONS) {
      await before.query(`INSERT INTO content_revisions (${REVISION_COLUMNS}) VALUES (${placeholders(12, true)})`, [
        ...row,
      ]);
    }
    for (const [, ...row] of DRAFTS) {
      await before.query(`INSERT INTO content_drafts (${DRAFT_COLUMNS}) VALUES (${placeholders(6, true)})`, [...row]);
    }
    await before.query("DELETE FROM schema_migrations WHERE version = $1", [MIGRATION]);
    await before.end();
    const database = await openPostgres({ dataDir: tmpdir(), databaseUrl: fresh.url });
    if (database.pool) await migratePostgres(database.pool, true);
    return { database, done: () => fresh.drop() };
  },
} satisfies Record<string, () => Promise<{ database: SiteDatabase; done(): Promise<void> }>>;

const SPANISH = "es" as Language;
const time = (value: string | null) => (value === null ? null : new Date(value).toISOString());

describe.each(Object.entries(engines))("content in languages, on %s", (_engine, open) => {
  it("keeps every revision and draft made before, each English, and keeps each language's apart", async () => {
    const { database, done } = await open();
    try {
      const revisions = await database.db.selectFrom("content_revisions").selectAll().orderBy("id").execute();
      expect(
        revisions.map((row) => [
          row.id,
          row.item,
          JSON.stringify(typeof row.data === "string" ? JSON.parse(row.data) : row.data),
          row.author,
          time(row.saved_at),
          row.restored_from,
          time(row.published_at),
          row.published_seq,
          time(row.publish_at),
          time(row.withdrawn_at),
          row.base_data === null
            ? null
            : JSON.stringify(typeof row.base_data === "string" ? JSON.parse(row.base_data) : row.base_data),
          time(row.held_at),
          row.held_because,
        ]),
      ).toEqual(REVISIONS);
      expect(revisions.map((row) => row.language)).toEqual(["en", "en", "en", "en", "en"]);
      const drafts = await database.db.selectFrom("content_drafts").selectAll().orderBy("id").execute();
      expect(drafts.map((row) => [row.id, row.item, row.author, row.language, row.based_on])).toEqual([
        [1, "about", "Dana", "en", 2],
        [2, "home", "Sam", "en", 0],
      ]);

      // English, as the site reads it: what is shown, the history, the schedule and what was held back.
      const english = new RevisionStore(database);
      expect((await english.published()).latest.map((each) => [each.item, each.id])).toEqual([["about", 2]]);
      expect((await english.history("about")).map((each) => each.id)).toEqual([2, 1]);
      expect((await english.scheduled()).map((each) => each.id)).toEqual([3]);
      expect((await english.held()).map((each) => each.id)).toEqual([5]);
      expect((await new DraftStore(database).list()).map((each) => each.id)).toEqual([2, 1]);

      // Another language's revisions and drafts are its own; the English ones are untouched.
      const spanish = new RevisionStore(database, SPANISH);
      const saved = await spanish.save("about", { title: "Quiénes somos" }, "Dana", new Date(), { basedOn: 0 });
      expect(saved).toHaveProperty("saved");
      const id = "saved" in saved ? saved.saved : 0;
      expect(await spanish.markPublished([id], new Date())).toEqual([id]);
      expect((await spanish.published()).latest.map((each) => each.data)).toEqual([{ title: "Quiénes somos" }]);
      expect((await english.published()).latest.map((each) => each.id)).toEqual([2]);
      expect((await english.history("about")).map((each) => each.id)).toEqual([2, 1]);
      await new DraftStore(database, SPANISH).save(
        "about",
        "Dana",
        { data: { title: "A medias" }, base: undefined, basedOn: id },
        new Date(),
      );
      expect((await new DraftStore(database).list("about")).map((each) => each.data)).toEqual([{ title: "Half done" }]);
      expect((await new DraftStore(database, SPANISH).list("about")).map((each) => each.data)).toEqual([
        { title: "A medias" },
      ]);

      // A revision stays in the language it was written in.
      await expect(
        database.db.updateTable("content_revisions").set({ language: "en" }).where("id", "=", id).execute(),
      ).rejects.toThrow(/cannot be changed/);
    } finally {
      await database.close();
      await done();
    }
  });
});
