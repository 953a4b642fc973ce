// The rule that lets a new version start beside the one before it (docs/deploy.md, "Changing the
// database"): from migration 025 on, a release's migrations only add, and what the version before
// still reads is removed by a contract step, once no instance runs that version. Checked over every
// file in db/migrations/, so a new one meets the rule with no edit here.
import { describe, expect, it } from "vitest";
import { migrations, statements } from "./migrate.server";

/** The last migration written before the rule; those up to it are kept as they were released. */
const BEFORE_THE_RULE = "024";

type Engine = "sqlite" | "postgres";

/** What an expand file (one the version before must keep working beside) may not do. */
const NEVER_IN_AN_EXPAND_STEP: [RegExp, string][] = [
  [/\bDROP\s+(TABLE|COLUMN|CONSTRAINT|TRIGGER|FUNCTION|VIEW|TYPE)\b/i, "drops something the version before may read"],
  [/\bRENAME\b/i, "renames something the version before may read"],
  [/\bALTER\s+COLUMN\b[^;]*\b(TYPE|SET\s+NOT\s+NULL|DROP\s+DEFAULT)\b/i, "changes a column the version before writes"],
  [/\bTRUNCATE\b/i, "empties a table"],
];

function problems(engine: Engine, version: string, sql: string): string[] {
  const found: string[] = [];
  const created = new Set(
    [
      ...sql.matchAll(
        /\bCREATE\s+(?:UNIQUE\s+)?(?:INDEX|TABLE)\s+(?:CONCURRENTLY\s+)?(?:IF\s+NOT\s+EXISTS\s+)?(\w+)/gi,
      ),
    ].map((m) => m[1]?.toLowerCase()),
  );
  const newTables = new Set(
    [...sql.matchAll(/\bCREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?(\w+)/gi)].map((m) => m[1]?.toLowerCase()),
  );
  const concurrent = /\bCONCURRENTLY\b/i.test(sql);
  for (const statement of statements(sql)) {
    const say = (why: string) => found.push(`${engine}/${version}: ${why}: ${statement.split("\n")[0]}`);
    for (const [pattern, why] of NEVER_IN_AN_EXPAND_STEP) if (pattern.test(statement)) say(why);
    // Its own index, left invalid by a build that failed half-way, is the one thing it may drop.
    const droppedIndex = statement.match(/\bDROP\s+INDEX\s+(?:CONCURRENTLY\s+)?(IF\s+EXISTS\s+)?(\w+)/i);
    if (droppedIndex && !(droppedIndex[1] && created.has(droppedIndex[2]?.toLowerCase()))) {
      say("drops an index the version before may rely on");
    }
    const column = statement.match(/\bADD\s+COLUMN\b(.*)$/is)?.[1] ?? "";
    if (/\bNOT\s+NULL\b/i.test(column) && !/\bDEFAULT\b/i.test(column)) {
      say("adds a NOT NULL column with no default, which the version before's inserts leave empty");
    }
    const index = statement.match(/\bCREATE\s+(?:UNIQUE\s+)?INDEX\s+(CONCURRENTLY\s+)?.*?\bON\s+(\w+)/is);
    if (engine === "postgres" && index && !index[1] && !newTables.has(index[2]?.toLowerCase() ?? "")) {
      say("builds an index on a table in use without CONCURRENTLY, holding back its writes");
    }
    if (engine === "postgres" && /\bADD\s+CONSTRAINT\b/i.test(statement) && !/\bNOT\s+VALID\b/i.test(statement)) {
      say(
        "adds a constraint that is checked over every row under lock (add it NOT VALID, or a unique index CONCURRENTLY)",
      );
    }
    if (concurrent && !/^\s*(CREATE\s+(UNIQUE\s+)?INDEX|DROP\s+INDEX)\b/i.test(statement)) {
      say("runs outside a transaction beside an index built CONCURRENTLY: keep that index in a file of its own");
    }
  }
  return found;
}

describe("the database's migrations", () => {
  for (const engine of ["sqlite", "postgres"] as const) {
    it(`on ${engine}, only add from ${BEFORE_THE_RULE} on, so the version before keeps working on the new schema`, () => {
      const since = migrations[engine].filter(([version]) => version.slice(0, 3) > BEFORE_THE_RULE);
      expect(since.length).toBeGreaterThan(0);
      expect(since.flatMap(([version, sql]) => problems(engine, version, sql))).toEqual([]);
    });
  }

  it("find what an expand step may not do", () => {
    const bad = [
      "ALTER TABLE notes DROP COLUMN sender_email;",
      "ALTER TABLE notes RENAME COLUMN note_text TO text;",
      "ALTER TABLE notes ADD COLUMN urgent boolean NOT NULL;",
      "CREATE INDEX notes_by_pastor ON notes (pastor_id);",
      "ALTER TABLE notes ADD CONSTRAINT short CHECK (length(note_text) < 9);",
      "DROP INDEX notes_by_status;",
    ];
    for (const sql of bad) expect(problems("postgres", "999_x.sql", sql), sql).toHaveLength(1);
    const good = [
      "ALTER TABLE notes ADD COLUMN urgent boolean NOT NULL DEFAULT false;",
      "DROP INDEX CONCURRENTLY IF EXISTS notes_by_pastor;\nCREATE INDEX CONCURRENTLY notes_by_pastor ON notes (pastor_id);",
      "CREATE TABLE t (id int);\nCREATE INDEX t_by_id ON t (id);",
      "ALTER TABLE notes ADD CONSTRAINT short CHECK (length(note_text) < 9) NOT VALID;",
    ];
    for (const sql of good) expect(problems("postgres", "999_x.sql", sql), sql).toEqual([]);
  });

  it("have contract steps of the same numbers and names on both engines, each for a release's own migration", () => {
    const names = (engine: Engine) => migrations.contract[engine].map(([version]) => version);
    expect(names("postgres")).toEqual(names("sqlite"));
    const expanded = new Set(migrations.postgres.map(([version]) => version.slice(0, 3)));
    for (const version of names("postgres")) expect(expanded).toContain(version.replace("contract/", "").slice(0, 3));
  });
});
