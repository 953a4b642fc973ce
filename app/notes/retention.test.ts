// Erasing notes, against a real database of each engine: the retention boundary, a reviewer's
// deletion, what the history keeps, two instances erasing at once, and that the erased words are
// gone from SQLite's files on disk and from a PostgreSQL backup taken afterwards (docs/decisions/0018).
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { engines, openAnother, openTestDatabase, type TestDatabase } from "../../tests/databases";
import { startRetention } from "./retention.server";
import { DatabaseNoteStore } from "./store.server";

const DAY = 24 * 60 * 60 * 1000;
const now = new Date("2026-11-23T12:00:00Z");
const daysAgo = (days: number, extraMs = 0) => new Date(now.getTime() - days * DAY + extraMs);

let test: TestDatabase;
let store: DatabaseNoteStore;

async function addNote(id: string) {
  await store.add({
    id,
    createdAt: daysAgo(400).toISOString(),
    clientHash: `client-hash-${id}`,
    pastor: "pastor1",
    noteContent: `Private words of note ${id}`,
    senderName: `Sender ${id}`,
    senderEmail: `${id}@example.org`,
  });
}

async function rejected(id: string, at: Date) {
  await addNote(id);
  await store.decide(id, { action: "reject", reviewer: "Dana", reason: `Reason quoting Sender ${id}`, at });
}

async function delivered(id: string, at: Date) {
  await addNote(id);
  await store.decide(id, { action: "approve", reviewer: "Dana", at: daysAgo(399) });
  await store.markFailed(id, `Mailbox of ${id}@example.org full`, daysAgo(399), daysAgo(398));
  await store.markDelivered(id, at);
}

/** Rows as any client of the database would read them. */
async function query<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  return (await statement.execute(test.database.db)).rows as T[];
}
const ids = async () => (await query<{ id: string }>(sql`SELECT id FROM notes ORDER BY id`)).map((row) => row.id);

/** SQLite: every byte the database keeps on disk, the file, its write-ahead log and shared memory. */
function bytesOnDisk(): string {
  return readdirSync(test.dataDir)
    .filter((file) => file.startsWith("notes.sqlite3"))
    .map((file) => readFileSync(join(test.dataDir, file)).toString("latin1"))
    .join("");
}

/** PostgreSQL: a backup as `pg_dump` takes it, which docs/deploy.md recommends. */
function backupNow(): string {
  const bin = readdirSync("/usr/lib/postgresql").sort().reverse()[0];
  return execFileSync(`/usr/lib/postgresql/${bin}/bin/pg_dump`, ["--no-owner", test.url ?? ""], { encoding: "utf8" });
}

/** What is left of the erased notes where this engine keeps data: files on disk, or a backup taken now. */
const whatRemains = () => (test.engine === "sqlite" ? bytesOnDisk() : backupNow());

describe.each(engines)("erasing notes (%s)", (engine) => {
  beforeEach(async () => {
    test = await openTestDatabase(engine);
    store = new DatabaseNoteStore(test.database);
  });
  afterEach(() => test.close());

  it("erases delivered and rejected notes settled longer ago than the period, and nothing younger", async () => {
    await delivered("old-delivered", daysAgo(365, -1));
    await delivered("young-delivered", daysAgo(365, 1000));
    await rejected("old-rejected", daysAgo(366));
    await rejected("young-rejected", daysAgo(364));

    expect(await store.eraseSettledBefore(daysAgo(365), now)).toBe(2);
    expect(await ids()).toEqual(["young-delivered", "young-rejected"]);
  });

  it("runs in the server process from the start, with the period it is given", async () => {
    await rejected("two-days", new Date(Date.now() - 2 * DAY));
    await rejected("today", new Date());
    const lines: string[] = [];
    const retention = startRetention(store, 1, (line) => lines.push(line));
    retention.stop();
    await expect.poll(ids).toEqual(["today"]);
    await expect.poll(() => lines.length).toBe(1);
    expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({ event: "notes-erased-after-retention", count: 1, days: 1 });
  });

  it("never erases pending or approved notes, however old", async () => {
    await addNote("pending");
    await addNote("approved");
    await store.decide("approved", { action: "approve", reviewer: "Dana", at: daysAgo(1000) });
    expect(await store.eraseSettledBefore(now, now)).toBe(0);
    expect(await ids()).toEqual(["approved", "pending"]);
  });

  it("keeps the history as who did what and when, without the reason or error that quoted a person", async () => {
    await rejected("r", daysAgo(400));
    await delivered("d", daysAgo(398));
    await store.eraseSettledBefore(daysAgo(365), now);

    const history = await query<{ note_id: string; action: string; actor: string; detail: string | null; at: string }>(
      sql`SELECT note_id, action, actor, detail, at FROM note_events ORDER BY id`,
    );
    expect(history).toEqual([
      { note_id: "r", action: "rejected", actor: "Dana", detail: null, at: daysAgo(400).toISOString() },
      { note_id: "d", action: "approved", actor: "Dana", detail: null, at: daysAgo(399).toISOString() },
      { note_id: "d", action: "delivery-failed", actor: "outbox", detail: null, at: daysAgo(399).toISOString() },
      { note_id: "d", action: "delivered", actor: "outbox", detail: null, at: daysAgo(398).toISOString() },
      { note_id: "d", action: "erased-after-retention", actor: "retention", detail: null, at: now.toISOString() },
      { note_id: "r", action: "erased-after-retention", actor: "retention", detail: null, at: now.toISOString() },
    ]);
  });

  it("leaves no copy of the erased text, name, e-mail, address hash or reason on disk (SQLite) or in a backup (PostgreSQL)", async () => {
    await rejected("gone", daysAgo(400));
    await rejected("kept", daysAgo(10));
    await store.eraseSettledBefore(daysAgo(365), now);

    const remains = whatRemains();
    for (const trace of ["Private words of note gone", "Sender gone", "gone@example.org", "client-hash-gone"]) {
      expect(remains).not.toContain(trace);
    }
    expect(remains).toContain("Private words of note kept");
  });

  it("erases thousands of notes due at once, more than one statement could name", async () => {
    const at = daysAgo(400).toISOString();
    await Promise.all(
      Array.from({ length: 7000 }, (_, i) =>
        store.add({
          id: `bulk-${i}`,
          createdAt: at,
          clientHash: "h",
          pastor: "pastor1",
          noteContent: "Old",
          senderName: "",
          senderEmail: "",
        }),
      ),
    );
    await sql`UPDATE notes SET status = 'rejected', decided_by = 'Dana', decided_at = ${at}`.execute(test.database.db);
    expect(await store.eraseSettledBefore(daysAgo(365), now)).toBe(7000);
    expect(await ids()).toEqual([]);
  });

  it("erases each note once when every instance runs the retention at the same moment", async () => {
    for (let i = 0; i < 20; i++) await rejected(`old-${i}`, daysAgo(400));
    const others = await Promise.all([openAnother(test), openAnother(test)]);
    try {
      const stores = [store, ...others.map((other) => new DatabaseNoteStore(other))];
      const erased = await Promise.all(stores.map((each) => each.eraseSettledBefore(daysAgo(365), now)));
      expect(erased.reduce((sum, count) => sum + count, 0)).toBe(20);
      expect(await ids()).toEqual([]);
      const records = await query<{ n: number | string }>(
        sql`SELECT count(*) AS n FROM note_events WHERE action = 'erased-after-retention'`,
      );
      expect(Number(records[0]?.n)).toBe(20);
    } finally {
      for (const other of others) await other.close();
    }
  });

  it("erases the note at once, records who deleted it, and keeps the earlier history", async () => {
    await rejected("n", daysAgo(2));
    expect(await store.erase("n", "Sam", now)).toEqual({ outcome: "erased" });

    expect(await ids()).toEqual([]);
    expect(await query(sql`SELECT action, actor, detail FROM note_events WHERE note_id = ${"n"} ORDER BY id`)).toEqual([
      { action: "rejected", actor: "Dana", detail: null },
      { action: "deleted", actor: "Sam", detail: null },
    ]);
    expect(whatRemains()).not.toContain("Private words of note n");
    expect(await store.erase("n", "Sam", now)).toEqual({ outcome: "missing" });
  });

  it("may delete a pending note, but not one the outbox is sending right now", async () => {
    await addNote("pending");
    expect((await store.erase("pending", "Sam", now)).outcome).toBe("erased");

    await addNote("sending");
    await store.decide("sending", { action: "approve", reviewer: "Dana", at: daysAgo(1) });
    expect((await store.claimNext(now, new Date(now.getTime() + 60_000)))?.id).toBe("sending");
    expect(await store.erase("sending", "Sam", now)).toEqual({ outcome: "sending" });
    expect((await store.get("sending"))?.noteContent).toBe("Private words of note sending");
  });

  it("cannot rewrite or remove the history by other means", async () => {
    await rejected("h", daysAgo(2));
    const { db } = test.database;
    await expect(sql`UPDATE note_events SET actor = 'someone else'`.execute(db)).rejects.toThrow(/cannot be changed/);
    await expect(sql`UPDATE note_events SET detail = 'new words'`.execute(db)).rejects.toThrow(/cannot be changed/);
    await expect(sql`DELETE FROM note_events`.execute(db)).rejects.toThrow(/cannot be changed/);
  });
});
