// The two migration histories build the same database: the same tables with the same columns, and
// matching numbers, so a store written once works on both engines.
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/databases";
import { migrations } from "./migrate.server";

async function columns(engine: "sqlite" | "postgres"): Promise<string[]> {
  const test = await openTestDatabase(engine);
  try {
    const { db } = test.database;
    if (engine === "sqlite") {
      const { rows } = await sql<{ table: string; column: string }>`
        SELECT m.name AS "table", p.name AS "column"
        FROM sqlite_master m JOIN pragma_table_info(m.name) p
        WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%'`.execute(db);
      return rows.map((row) => `${row.table}.${row.column}`).sort();
    }
    const { rows } = await sql<{ table: string; column: string }>`
      SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
      WHERE table_schema = 'public'`.execute(db);
    return rows.map((row) => `${row.table}.${row.column}`).sort();
  } finally {
    await test.close();
  }
}

describe("the SQLite and PostgreSQL schemas", () => {
  it("have one migration each for the same numbers and names", () => {
    expect(migrations.sqlite.map(([file]) => file)).toEqual(migrations.postgres.map(([file]) => file));
  });

  it("hold the same tables and columns", async () => {
    const [sqlite, postgres] = await Promise.all([columns("sqlite"), columns("postgres")]);
    expect(postgres).toEqual(sqlite);
    expect(sqlite).toContain("notes.note_text");
    expect(sqlite).toContain("content_revisions.published_seq");
    expect(sqlite).not.toContain("site_files.body");
  });
});
