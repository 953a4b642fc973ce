// Review decisions and their history against a real SQLite file, including two reviewers (two
// connections, as two server processes would have) deciding on the same note at once.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SqliteNoteStore } from "./store.server";

let dataDir: string;
let stores: SqliteNoteStore[];

function open() {
  const store = new SqliteNoteStore({ dataDir });
  stores.push(store);
  return store;
}

async function addNote(store: SqliteNoteStore, id: string, createdAt = new Date().toISOString()) {
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

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), "review-store-"));
  stores = [];
});

afterEach(() => {
  for (const store of stores) store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("review decisions", () => {
  it("approves a note, records who and when, and puts it in the outbox", async () => {
    const store = open();
    await addNote(store, "a");
    const at = new Date("2026-11-21T15:00:00Z");
    const result = store.decide("a", { action: "approve", reviewer: "Dana", at });
    expect(result.outcome).toBe("done");
    expect(store.get("a")).toMatchObject({
      status: "approved",
      decidedBy: "Dana",
      decidedAt: at.toISOString(),
      nextAttemptAt: at.toISOString(),
    });
    expect(store.due(at, 10).map((note) => note.id)).toEqual(["a"]);
    expect(store.history(["a"]).get("a")).toEqual([
      { action: "approved", actor: "Dana", detail: null, at: at.toISOString() },
    ]);
  });

  it("rejects a note with its reason, and never sends it", async () => {
    const store = open();
    await addNote(store, "r");
    const at = new Date("2026-11-21T15:00:00Z");
    store.decide("r", { action: "reject", reviewer: "Lee", reason: "Not a note for a pastor", at });
    expect(store.get("r")).toMatchObject({
      status: "rejected",
      decidedBy: "Lee",
      rejectReason: "Not a note for a pastor",
    });
    expect(store.due(new Date("2030-01-01"), 10)).toEqual([]);
    expect(store.history(["r"]).get("r")?.[0]).toMatchObject({ action: "rejected", detail: "Not a note for a pastor" });
  });

  it("takes the first decision only: a second click or a later reviewer changes nothing", async () => {
    const store = open();
    await addNote(store, "x");
    store.decide("x", { action: "approve", reviewer: "Dana", at: new Date() });
    const again = store.decide("x", { action: "approve", reviewer: "Dana", at: new Date() });
    const reject = store.decide("x", { action: "reject", reviewer: "Lee", at: new Date() });
    expect(again).toMatchObject({ outcome: "already", note: { status: "approved", decidedBy: "Dana" } });
    expect(reject).toMatchObject({ outcome: "already", note: { status: "approved", decidedBy: "Dana" } });
    expect(store.history(["x"]).get("x")).toHaveLength(1);
    expect(store.decide("missing", { action: "approve", reviewer: "Dana", at: new Date() })).toEqual({
      outcome: "missing",
    });
  });

  it("lets exactly one of two reviewers approving at the same moment win", async () => {
    const [first, second] = [open(), open()];
    await addNote(first, "c");
    const at = new Date();
    const outcomes = await Promise.all([
      Promise.resolve().then(() => first.decide("c", { action: "approve", reviewer: "Dana", at })),
      Promise.resolve().then(() => second.decide("c", { action: "approve", reviewer: "Lee", at })),
    ]);
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(["already", "done"]);
    expect(first.history(["c"]).get("c")).toHaveLength(1);
    expect(first.due(at, 10)).toHaveLength(1);
  });

  it("keeps the history read-only, even for code that tries to change it", async () => {
    const store = open();
    await addNote(store, "h");
    store.decide("h", { action: "approve", reviewer: "Dana", at: new Date() });
    expect(() => store.db.prepare("UPDATE note_events SET actor = 'Mallory'").run()).toThrow(/cannot be changed/);
    expect(() => store.db.prepare("DELETE FROM note_events").run()).toThrow(/cannot be changed/);
    expect(store.history(["h"]).get("h")?.[0]?.actor).toBe("Dana");
  });

  it("lists pending notes oldest first, in pages, with counts per status", async () => {
    const store = open();
    for (let i = 0; i < 5; i++) await addNote(store, `n${i}`, new Date(Date.UTC(2026, 10, 1 + (4 - i))).toISOString());
    store.decide("n0", { action: "reject", reviewer: "Dana", at: new Date() });
    expect(store.countByStatus()).toEqual({ pending: 4, approved: 0, rejected: 1, delivered: 0 });
    expect(store.list("pending", { offset: 0, limit: 2 }).map((n) => n.id)).toEqual(["n4", "n3"]);
    expect(store.list("pending", { offset: 2, limit: 2 }).map((n) => n.id)).toEqual(["n2", "n1"]);
  });

  it("marks an approved note delivered by hand once, by the reviewer who did it", async () => {
    const store = open();
    await addNote(store, "p");
    store.decide("p", { action: "approve", reviewer: "Dana", at: new Date() });
    expect(store.deliverByHand("p", "Lee", new Date()).outcome).toBe("done");
    expect(store.deliverByHand("p", "Lee", new Date()).outcome).toBe("already");
    expect(store.get("p")).toMatchObject({ status: "delivered", deliveredBy: "Lee", nextAttemptAt: null });
  });
});

describe("durability", () => {
  it("opens every store in WAL mode with full sync, so an acknowledged note survives a power cut", () => {
    const store = open();
    expect(store.db.pragma("journal_mode", { simple: true })).toBe("wal");
    // 2 is FULL: each commit waits for the disk, not only for the operating system's cache.
    expect(store.db.pragma("synchronous", { simple: true })).toBe(2);
    expect(store.db.pragma("foreign_keys", { simple: true })).toBe(1);
  });
});
