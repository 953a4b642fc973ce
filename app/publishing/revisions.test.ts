// Content revisions in a real database of each engine with the site's migrations: the latest
// published one wins, none can be changed or removed, and a save over a newer one is refused.
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { engines, openAnother, openTestDatabase, type TestDatabase } from "../../tests/databases";
import { RevisionStore, type SaveResult } from "./revisions.server";

const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 12, minute));
const id = (result: SaveResult) => {
  if (!("saved" in result)) throw new Error("not saved");
  return result.saved;
};

describe.each(engines)("content revisions (%s)", (engine) => {
  let test: TestDatabase;
  let store: RevisionStore;
  beforeEach(async () => {
    test = await openTestDatabase(engine);
    store = new RevisionStore(test.database);
  });
  afterEach(() => test.close());

  it("shows the latest published revision, never one that was saved but not published", async () => {
    expect(await store.latestPublished("key-dates")).toBeUndefined();
    const first = id(await store.save("key-dates", { n: 1 }, "Dana", at(0)));
    await store.markPublished([first], at(1));
    const failed = id(await store.save("key-dates", { n: 2 }, "Sam", at(2)));
    expect(await store.latestPublished("key-dates")).toMatchObject({ id: first, data: { n: 1 }, author: "Dana" });

    const restored = id(await store.save("key-dates", { n: 1 }, "Sam", at(3), { restoredFrom: first }));
    await store.markPublished([restored], at(4));
    expect(await store.latestPublished("key-dates")).toMatchObject({ id: restored, restoredFrom: first });
    expect((await store.history("key-dates")).map((revision) => [revision.id, revision.publishedAt !== null])).toEqual([
      [restored, true],
      [failed, false],
      [first, true],
    ]);
    expect(await store.latestPublished("another-item")).toBeUndefined();
  });

  it("keeps each value as written, its keys in their order", async () => {
    const value = { zebra: 1, apple: { b: 2, a: 1 }, list: [3, 1, 2] };
    const saved = id(await store.save("key-dates", value, "Dana", at(0)));
    expect(JSON.stringify((await store.get(saved))?.data)).toBe(JSON.stringify(value));
  });

  it("keeps every revision as it was saved: no change but publishing, once, and no deletion", async () => {
    const saved = id(await store.save("key-dates", { n: 1 }, "Dana", at(0)));
    await store.markPublished([saved], at(1));
    await store.markPublished([saved], at(5));
    expect((await store.get(saved))?.publishedAt).toBe(at(1).toISOString());
    const { db } = test.database;
    await expect(sql`UPDATE content_revisions SET data = '{}' WHERE id = ${saved}`.execute(db)).rejects.toThrow(
      /cannot be changed/,
    );
    await expect(sql`UPDATE content_revisions SET author = 'Eve' WHERE id = ${saved}`.execute(db)).rejects.toThrow(
      /cannot be changed/,
    );
    await expect(sql`DELETE FROM content_revisions`.execute(db)).rejects.toThrow(/cannot be deleted/);
    await expect(store.save("key-dates", undefined, "Dana", at(2))).rejects.toThrow();
  });

  it("refuses a save made from a form older than the newest revision, and saves one made from it", async () => {
    const first = id(await store.save("pastors", { n: 1 }, "Dana", at(0), { basedOn: 0 }));
    const stale = await store.save("pastors", { n: 2 }, "Lee", at(1), { basedOn: 0 });
    expect(stale).toMatchObject({ newer: { id: first, author: "Dana", data: { n: 1 } } });
    expect(await store.save("pastors", { n: 2 }, "Lee", at(1), { basedOn: first })).toMatchObject({
      saved: expect.any(Number),
    });
  });

  it("lets one of several saves from the same form through when they arrive together on three instances", async () => {
    const others = await Promise.all([openAnother(test), openAnother(test)]);
    try {
      const stores = [store, ...others.map((other) => new RevisionStore(other))];
      const results = await Promise.all(
        stores.flatMap((each, i) =>
          ["Dana", "Lee"].map((author, n) => each.save("groups", { i, n }, author, at(n), { basedOn: 0 })),
        ),
      );
      expect(results.filter((result) => "saved" in result)).toHaveLength(1);
      expect(await store.history("groups")).toHaveLength(1);
    } finally {
      for (const other of others) await other.close();
    }
  });
});
