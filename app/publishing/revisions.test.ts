// Content revisions in a real database with the site's migrations: the latest published one wins,
// and none can be changed or removed.
import Database from "better-sqlite3";
import { afterEach, beforeEach, expect, it } from "vitest";
import { migrate } from "~/notes/migrations.server";
import { RevisionStore } from "./revisions.server";

let db: Database.Database;
let store: RevisionStore;

beforeEach(() => {
  db = new Database(":memory:");
  migrate(db);
  store = new RevisionStore(db);
});
afterEach(() => db.close());

const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 12, minute));

it("shows the latest published revision, never one that was saved but not published", () => {
  expect(store.latestPublished("key-dates")).toBeUndefined();
  const first = store.save("key-dates", { n: 1 }, "Dana", at(0));
  store.markPublished(first, at(1));
  const failed = store.save("key-dates", { n: 2 }, "Sam", at(2));
  expect(store.latestPublished("key-dates")).toMatchObject({ id: first, data: { n: 1 }, author: "Dana" });

  const restored = store.save("key-dates", { n: 1 }, "Sam", at(3), first);
  store.markPublished(restored, at(4));
  expect(store.latestPublished("key-dates")).toMatchObject({ id: restored, restoredFrom: first });
  expect(store.history("key-dates").map((revision) => [revision.id, revision.publishedAt !== null])).toEqual([
    [restored, true],
    [failed, false],
    [first, true],
  ]);
  expect(store.latestPublished("another-item")).toBeUndefined();
});

it("keeps every revision as it was saved: no change but publishing, once, and no deletion", () => {
  const id = store.save("key-dates", { n: 1 }, "Dana", at(0));
  store.markPublished(id, at(1));
  store.markPublished(id, at(5));
  expect(store.get(id)?.publishedAt).toBe(at(1).toISOString());
  expect(() => db.prepare("UPDATE content_revisions SET data = '{}' WHERE id = ?").run(id)).toThrow(
    /cannot be changed/,
  );
  expect(() => db.prepare("UPDATE content_revisions SET author = 'Eve' WHERE id = ?").run(id)).toThrow(
    /cannot be changed/,
  );
  expect(() => db.prepare("DELETE FROM content_revisions").run()).toThrow(/cannot be deleted/);
  expect(() => store.save("key-dates", undefined, "Dana", at(2))).toThrow();
});
