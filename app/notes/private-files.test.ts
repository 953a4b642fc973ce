// The notes database holds senders' names, addresses and notes: no other user of the machine may read it.
import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openNoteService } from "./service.server";

const mode = (path: string) => statSync(path).mode & 0o777;
let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the data folder and the database files", () => {
  it("are made readable by the server's own user only, the live -wal and -shm files too", async () => {
    root = mkdtempSync(join(tmpdir(), "church-private-"));
    const dataDir = join(root, "data", "site");
    const service = openNoteService({ dataDir, secret: "test-secret-0123456789" });
    try {
      const stored = await service.submit({ pastor: "pastor1", noteContent: "Thank you" }, { clientAddress: "::1" });
      expect(stored.outcome).toBe("stored");
      expect(mode(join(root, "data"))).toBe(0o700);
      expect(mode(dataDir)).toBe(0o700);
      for (const file of ["notes.sqlite3", "notes.sqlite3-wal", "notes.sqlite3-shm"]) {
        expect(mode(join(dataDir, file)), file).toBe(0o600);
      }
    } finally {
      service.close();
    }
  });

  it("are made private when an earlier version left them readable by all", () => {
    root = mkdtempSync(join(tmpdir(), "church-private-"));
    openNoteService({ dataDir: root, secret: "test-secret-0123456789" }).close();
    const file = join(root, "notes.sqlite3");
    chmodSync(file, 0o644);
    writeFileSync(`${file}-wal`, "", { mode: 0o644 });
    const service = openNoteService({ dataDir: root, secret: "test-secret-0123456789" });
    try {
      expect(mode(file)).toBe(0o600);
      expect(mode(`${file}-wal`)).toBe(0o600);
    } finally {
      service.close();
    }
  });
});
