// The notes database holds senders' names, addresses and notes: no other user of the machine may read it.
import { chmodSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DatabaseNoteStore } from "~/notes/store.server";
import { openSqlite } from "./database.server";

const mode = (path: string) => statSync(path).mode & 0o777;
let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the data folder and the database files", () => {
  it("are made readable by the server's own user only, the live -wal and -shm files too", async () => {
    root = mkdtempSync(join(tmpdir(), "church-private-"));
    const dataDir = join(root, "data", "site");
    const database = openSqlite({ dataDir });
    try {
      await new DatabaseNoteStore(database).add({
        id: "n1",
        createdAt: new Date().toISOString(),
        clientHash: "h",
        pastor: "pastor1",
        noteContent: "Thank you",
        senderName: "",
        senderEmail: "",
      });
      expect(mode(join(root, "data"))).toBe(0o700);
      expect(mode(dataDir)).toBe(0o700);
      for (const file of ["notes.sqlite3", "notes.sqlite3-wal", "notes.sqlite3-shm"]) {
        expect(mode(join(dataDir, file)), file).toBe(0o600);
      }
    } finally {
      await database.close();
    }
  });

  it("are made private when an earlier version left them readable by all", async () => {
    root = mkdtempSync(join(tmpdir(), "church-private-"));
    await openSqlite({ dataDir: root }).close();
    const file = join(root, "notes.sqlite3");
    chmodSync(file, 0o644);
    const database = openSqlite({ dataDir: root });
    try {
      expect(mode(file)).toBe(0o600);
      // SQLite makes the write-ahead log with the file's permissions, as they are now.
      expect(mode(`${file}-wal`)).toBe(0o600);
    } finally {
      await database.close();
    }
  });
});
