// `npm run backup` against a real data folder while its database is open and being written, then a
// restore as README describes it: the copied files into an empty DATA_DIR, opened by the store.
import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { openSqlite, type SiteDatabase } from "../app/db/database.server";
import { DatabaseNoteStore } from "../app/notes/store.server";

let root: string;
let dataDir: string;
let database: SiteDatabase;
let store: DatabaseNoteStore;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "backup-"));
  dataDir = join(root, "data");
  database = openSqlite({ dataDir });
  store = new DatabaseNoteStore(database);
});

afterEach(async () => {
  await database.close();
  rmSync(root, { recursive: true, force: true });
});

const backup = (env: Record<string, string>) =>
  spawnSync(process.execPath, ["scripts/backup.mjs", join(root, "backups")], {
    env: { ...process.env, ...env },
    encoding: "utf8",
  });

async function addNote(id: string) {
  await store.add({
    id,
    createdAt: "2026-11-20T12:00:00.000Z",
    clientHash: `client-${id}`,
    pastor: "pastor1",
    noteContent: `Thank you for the sermon, from ${id}`,
    senderName: `Sender ${id}`,
    senderEmail: `${id}@example.org`,
  });
}

it("copies the notes and the keys while the server has the database open, and the copy restores", async () => {
  await addNote("kept");
  await store.decide("kept", { action: "approve", reviewer: "Dana", at: new Date("2026-11-21T09:00:00Z") });
  writeFileSync(join(dataDir, "address-hash.secret"), "the-address-key");

  const result = backup({ DATA_DIR: dataDir });
  expect(result.status, result.stderr).toBe(0);
  // Written after the backup: not in it.
  await addNote("later");

  const [taken] = readdirSync(join(root, "backups"));
  const copy = join(root, "backups", taken ?? "");
  expect(readdirSync(copy).sort()).toEqual(["address-hash.secret", "notes.sqlite3"]);
  expect(statSync(join(copy, "notes.sqlite3")).mode & 0o077).toBe(0);

  // Restore: the server stopped, the files copied into its (here new) DATA_DIR, the server started.
  const restored = join(root, "restored");
  mkdirSync(restored);
  for (const file of readdirSync(copy)) copyFileSync(join(copy, file), join(restored, file));
  const reopenedDatabase = openSqlite({ dataDir: restored });
  const reopened = new DatabaseNoteStore(reopenedDatabase);
  try {
    expect(await reopened.get("kept")).toMatchObject({
      status: "approved",
      noteContent: "Thank you for the sermon, from kept",
    });
    expect(await reopened.get("later")).toBeUndefined();
    expect((await reopened.history(["kept"])).get("kept")?.map((event) => event.action)).toContain("approved");
  } finally {
    await reopenedDatabase.close();
  }
  expect(readFileSync(join(restored, "address-hash.secret"), "utf8")).toBe("the-address-key");
});

it("says where it looked when there is no database, and writes nothing", () => {
  const result = backup({ DATA_DIR: join(root, "nowhere") });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain(join(root, "nowhere", "notes.sqlite3"));
  expect(readdirSync(root)).not.toContain("backups");
});
