// Review decisions and their history against a real database, on both engines, including two
// reviewers deciding on the same note at once (on PostgreSQL, through two instances' connections).
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { SiteDatabase } from "~/db/database.server";
import { engines, openAnother, openTestDatabase, type TestDatabase } from "../../tests/databases";
import { DatabaseNoteStore } from "./store.server";

async function addNote(store: DatabaseNoteStore, id: string, createdAt = new Date().toISOString()) {
  await store.add({
    id,
    createdAt,
    clientHash: "h",
    pastor: "pastor1",
    noteContent: `Note ${id}`,
    senderName: "",
    senderEmail: "",
  });
}

describe.each(engines)("review decisions (%s)", (engine) => {
  let test: TestDatabase;
  const others: SiteDatabase[] = [];
  const open = async () => {
    test = await openTestDatabase(engine);
    return new DatabaseNoteStore(test.database);
  };
  afterEach(async () => {
    for (const other of others.splice(0)) await other.close();
    await test?.close();
  });

  it("approves a note, records who and when, and puts it in the outbox", async () => {
    const store = await open();
    await addNote(store, "a");
    const at = new Date("2026-11-21T15:00:00Z");
    const result = await store.decide("a", { action: "approve", reviewer: "Dana", at });
    expect(result.outcome).toBe("done");
    expect(await store.get("a")).toMatchObject({
      status: "approved",
      decidedBy: "Dana",
      decidedAt: at.toISOString(),
      nextAttemptAt: at.toISOString(),
    });
    expect((await store.history(["a"])).get("a")).toEqual([
      { action: "approved", actor: "Dana", detail: null, at: at.toISOString() },
    ]);
    expect((await store.claimNext(at, new Date(at.getTime() + 60_000)))?.id).toBe("a");
  });

  it("rejects a note with its reason, and never sends it", async () => {
    const store = await open();
    await addNote(store, "r");
    const at = new Date("2026-11-21T15:00:00Z");
    await store.decide("r", { action: "reject", reviewer: "Lee", reason: "Not a note for a pastor", at });
    expect(await store.get("r")).toMatchObject({
      status: "rejected",
      decidedBy: "Lee",
      rejectReason: "Not a note for a pastor",
    });
    expect(await store.claimNext(new Date("2030-01-01"), new Date("2030-01-02"))).toBeUndefined();
    expect((await store.history(["r"])).get("r")?.[0]).toMatchObject({
      action: "rejected",
      detail: "Not a note for a pastor",
    });
  });

  it("holds an approval back until its wait ends, and takes it back until the outbox takes the note", async () => {
    const store = await open();
    await addNote(store, "u");
    const at = new Date("2030-01-01T12:00:00Z");
    const sendAfter = new Date("2030-01-01T12:00:30Z");
    await store.decide("u", { action: "approve", reviewer: "Dana", at, sendAfter });
    // Not due before its wait ends.
    expect(await store.claimNext(new Date("2030-01-01T12:00:29Z"), new Date("2030-01-01T13:00:00Z"))).toBeUndefined();
    expect(await store.undo("u", "Dana", new Date("2030-01-01T12:00:10Z"))).toMatchObject({
      outcome: "done",
      note: { status: "pending", decidedBy: null, decidedAt: null, nextAttemptAt: null },
    });
    expect(await store.claimNext(new Date("2030-01-02"), new Date("2030-01-03"))).toBeUndefined();
    expect((await store.history(["u"])).get("u")?.map((event) => [event.action, event.actor])).toEqual([
      ["approved", "Dana"],
      ["undone", "Dana"],
    ]);

    // Approved again, and taken by the outbox: too late to take back.
    await store.decide("u", { action: "approve", reviewer: "Lee", at, sendAfter });
    expect(await store.claimNext(new Date("2030-01-01T12:00:31Z"), new Date("2030-01-01T13:00:00Z"))).toMatchObject({
      id: "u",
    });
    expect(await store.undo("u", "Lee", new Date("2030-01-01T12:00:32Z"))).toMatchObject({
      outcome: "already",
      note: { status: "approved" },
    });

    // A rejection can be taken back, its reason with it; a note waiting for review has nothing to undo.
    await addNote(store, "r");
    await store.decide("r", { action: "reject", reviewer: "Dana", reason: "Sent twice", at });
    expect(await store.undo("r", "Dana", at)).toMatchObject({ outcome: "done", note: { rejectReason: null } });
    expect(await store.undo("r", "Dana", at)).toMatchObject({ outcome: "already", note: { status: "pending" } });
  });

  it("takes the first decision only: a second click or a later reviewer changes nothing", async () => {
    const store = await open();
    await addNote(store, "x");
    await store.decide("x", { action: "approve", reviewer: "Dana", at: new Date() });
    const again = await store.decide("x", { action: "approve", reviewer: "Dana", at: new Date() });
    const reject = await store.decide("x", { action: "reject", reviewer: "Lee", at: new Date() });
    expect(again).toMatchObject({ outcome: "already", note: { status: "approved", decidedBy: "Dana" } });
    expect(reject).toMatchObject({ outcome: "already", note: { status: "approved", decidedBy: "Dana" } });
    expect((await store.history(["x"])).get("x")).toHaveLength(1);
    expect(await store.decide("missing", { action: "approve", reviewer: "Dana", at: new Date() })).toEqual({
      outcome: "missing",
    });
  });

  it("lets exactly one of two reviewers approving at the same moment win, on two instances", async () => {
    const first = await open();
    const other = await openAnother(test);
    others.push(other);
    const second = new DatabaseNoteStore(other);
    await addNote(first, "c");
    const at = new Date();
    const outcomes = await Promise.all([
      first.decide("c", { action: "approve", reviewer: "Dana", at }),
      second.decide("c", { action: "approve", reviewer: "Lee", at }),
    ]);
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(["already", "done"]);
    expect((await first.history(["c"])).get("c")).toHaveLength(1);
    expect(await first.count("approved")).toBe(1);
  });

  it("keeps the history read-only, even for code that tries to change it", async () => {
    const store = await open();
    await addNote(store, "h");
    await store.decide("h", { action: "approve", reviewer: "Dana", at: new Date() });
    const { db } = test.database;
    await expect(sql`UPDATE note_events SET actor = 'Mallory'`.execute(db)).rejects.toThrow(/cannot be changed/);
    await expect(sql`DELETE FROM note_events`.execute(db)).rejects.toThrow(/cannot be changed/);
    expect((await store.history(["h"])).get("h")?.[0]?.actor).toBe("Dana");
  });

  it("lists pending notes oldest first, in pages, with counts per status", async () => {
    const store = await open();
    for (let i = 0; i < 5; i++) await addNote(store, `n${i}`, new Date(Date.UTC(2026, 10, 1 + (4 - i))).toISOString());
    await store.decide("n0", { action: "reject", reviewer: "Dana", at: new Date() });
    expect(await store.countByStatus()).toEqual({ pending: 4, approved: 0, rejected: 1, delivered: 0 });
    expect((await store.list("pending", { offset: 0, limit: 2 })).map((n) => n.id)).toEqual(["n4", "n3"]);
    expect((await store.list("pending", { offset: 2, limit: 2 })).map((n) => n.id)).toEqual(["n2", "n1"]);
  });

  it("marks an approved note delivered by hand once, by the reviewer who did it", async () => {
    const store = await open();
    await addNote(store, "p");
    await store.decide("p", { action: "approve", reviewer: "Dana", at: new Date() });
    expect((await store.deliverByHand("p", "Lee", new Date())).outcome).toBe("done");
    expect((await store.deliverByHand("p", "Lee", new Date())).outcome).toBe("already");
    expect(await store.get("p")).toMatchObject({ status: "delivered", deliveredBy: "Lee", nextAttemptAt: null });
  });

  it("stores every note of a crowd sent at once, each acknowledged only once it is committed", async () => {
    const store = await open();
    await Promise.all(Array.from({ length: 300 }, (_, i) => addNote(store, `crowd-${i}`)));
    expect(await store.count("pending")).toBe(300);
  });
});

describe("durability (SQLite)", () => {
  it("opens the database in WAL mode with full sync, so an acknowledged note survives a power cut", async () => {
    const test = await openTestDatabase("sqlite");
    try {
      const sqlite = test.database.sqlite;
      expect(sqlite?.pragma("journal_mode", { simple: true })).toBe("wal");
      // 2 is FULL: each commit waits for the disk, not only for the operating system's cache.
      expect(sqlite?.pragma("synchronous", { simple: true })).toBe(2);
      expect(sqlite?.pragma("foreign_keys", { simple: true })).toBe(1);
    } finally {
      await test.close();
    }
  });
});
