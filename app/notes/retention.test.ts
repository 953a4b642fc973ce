// Erasing notes, against a real SQLite file: the retention boundary, a reviewer's deletion, what the
// history keeps, and that the erased words are gone from the files on disk, not only from queries.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startRetention } from "./retention.server";
import { SqliteNoteStore } from "./store.server";

const DAY = 24 * 60 * 60 * 1000;
const now = new Date("2026-11-23T12:00:00Z");
const daysAgo = (days: number, extraMs = 0) => new Date(now.getTime() - days * DAY + extraMs);

let dataDir: string;
let store: SqliteNoteStore;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), "retention-"));
  store = new SqliteNoteStore({ dataDir });
});

afterEach(() => {
  store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

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
  store.decide(id, { action: "reject", reviewer: "Dana", reason: `Reason quoting Sender ${id}`, at });
}

async function delivered(id: string, at: Date) {
  await addNote(id);
  store.decide(id, { action: "approve", reviewer: "Dana", at: daysAgo(399) });
  store.markFailed(id, `Mailbox of ${id}@example.org full`, daysAgo(399), daysAgo(398));
  store.markDelivered(id, at);
}

/** A separate connection, as the sqlite3 tool would open the file. */
function query<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(join(dataDir, "notes.sqlite3"), { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** Every byte the database keeps on disk: the file, its write-ahead log and shared memory. */
function bytesOnDisk(): string {
  return readdirSync(dataDir)
    .filter((file) => file.startsWith("notes.sqlite3"))
    .map((file) => readFileSync(join(dataDir, file)).toString("latin1"))
    .join("");
}

describe("erasing notes after the retention period", () => {
  it("erases delivered and rejected notes settled longer ago than the period, and nothing younger", async () => {
    await delivered("old-delivered", daysAgo(365, -1));
    await delivered("young-delivered", daysAgo(365, 1000));
    await rejected("old-rejected", daysAgo(366));
    await rejected("young-rejected", daysAgo(364));

    expect(store.eraseSettledBefore(daysAgo(365), now)).toBe(2);

    const left = query<{ id: string }>("SELECT id FROM notes ORDER BY id").map((row) => row.id);
    expect(left).toEqual(["young-delivered", "young-rejected"]);
  });

  it("runs in the server process from the start, with the period it is given", async () => {
    await rejected("two-days", new Date(Date.now() - 2 * DAY));
    await rejected("today", new Date());
    const lines: string[] = [];
    const retention = startRetention(store, 1, (line) => lines.push(line));
    retention.stop();
    expect(query<{ id: string }>("SELECT id FROM notes").map((row) => row.id)).toEqual(["today"]);
    expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({ event: "notes-erased-after-retention", count: 1, days: 1 });
  });

  it("never erases pending or approved notes, however old", async () => {
    await addNote("pending");
    await addNote("approved");
    store.decide("approved", { action: "approve", reviewer: "Dana", at: daysAgo(1000) });
    expect(store.eraseSettledBefore(now, now)).toBe(0);
    expect(query<{ id: string }>("SELECT id FROM notes ORDER BY id").map((row) => row.id)).toEqual([
      "approved",
      "pending",
    ]);
  });

  it("keeps the history as who did what and when, without the reason or error that quoted a person", async () => {
    await rejected("r", daysAgo(400));
    await delivered("d", daysAgo(398));
    store.eraseSettledBefore(daysAgo(365), now);

    const history = query<{ note_id: string; action: string; actor: string; detail: string | null; at: string }>(
      "SELECT note_id, action, actor, detail, at FROM note_events ORDER BY id",
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

  it("leaves no copy of the erased text, name, e-mail, address hash or reason in the files", async () => {
    await rejected("gone", daysAgo(400));
    await rejected("kept", daysAgo(10));
    store.eraseSettledBefore(daysAgo(365), now);

    const disk = bytesOnDisk();
    for (const trace of ["Private words of note gone", "Sender gone", "gone@example.org", "client-hash-gone"]) {
      expect(disk).not.toContain(trace);
    }
    expect(disk).toContain("Private words of note kept");
  });
});

describe("a reviewer deleting a note", () => {
  it("erases the note at once, records who deleted it, and keeps the earlier history", async () => {
    await rejected("n", daysAgo(2));
    expect(store.erase("n", "Sam", now)).toEqual({ outcome: "erased" });

    expect(query("SELECT id FROM notes")).toEqual([]);
    expect(query("SELECT action, actor, detail FROM note_events WHERE note_id = ? ORDER BY id", "n")).toEqual([
      { action: "rejected", actor: "Dana", detail: null },
      { action: "deleted", actor: "Sam", detail: null },
    ]);
    expect(bytesOnDisk()).not.toContain("Private words of note n");
    expect(store.erase("n", "Sam", now)).toEqual({ outcome: "missing" });
  });

  it("may delete a pending note, but not one the outbox is sending right now", async () => {
    await addNote("pending");
    expect(store.erase("pending", "Sam", now).outcome).toBe("erased");

    await addNote("sending");
    store.decide("sending", { action: "approve", reviewer: "Dana", at: daysAgo(1) });
    const note = store.get("sending");
    if (!note) throw new Error("the note was not stored");
    expect(store.claim(note, new Date(now.getTime() + 60_000), now)).toBe(true);
    expect(store.erase("sending", "Sam", now)).toEqual({ outcome: "sending" });
    expect(store.get("sending")?.noteContent).toBe("Private words of note sending");
  });

  it("cannot rewrite or remove the history by other means", async () => {
    await rejected("h", daysAgo(2));
    const db = new Database(join(dataDir, "notes.sqlite3"));
    try {
      expect(() => db.prepare("UPDATE note_events SET actor = 'someone else'").run()).toThrow(/cannot be changed/);
      expect(() => db.prepare("UPDATE note_events SET detail = 'new words'").run()).toThrow(/cannot be changed/);
      expect(() => db.prepare("DELETE FROM note_events").run()).toThrow(/cannot be changed/);
    } finally {
      db.close();
    }
  });
});
