// Drafts in a real database of each engine with the site's migrations: one per person and item,
// kept whole across a reopening, seen by another instance, and gone once discarded.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { engines, openAnother, openTestDatabase, type TestDatabase } from "../../tests/databases";
import { DraftStore } from "./drafts.server";

const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 12, minute));

describe.each(engines)("content drafts (%s)", (engine) => {
  let test: TestDatabase;
  let store: DraftStore;
  beforeEach(async () => {
    test = await openTestDatabase(engine);
    store = new DraftStore(test.database);
  });
  afterEach(() => test.close());

  it("keeps one draft per person and item with the value it was begun from, the latest saved first, and another instance sees it", async () => {
    const begun = { hero: { title: "Sundays" } };
    const dana = await store.save("youth", "Dana", { data: { hero: { title: "" } }, base: begun, basedOn: 0 }, at(0));
    const again = await store.save(
      "youth",
      "Dana",
      { data: { hero: { title: "Fridays" } }, base: begun, basedOn: 3 },
      at(5),
    );
    const sam = await store.save(
      "youth",
      "Sam",
      { data: { hero: { title: "Saturdays" } }, base: begun, basedOn: 3 },
      at(2),
    );
    await store.save("home", "Dana", { data: { n: 1 }, base: undefined, basedOn: 0 }, at(1));
    expect(again.id).toBe(dana.id);
    expect(await store.get(dana.id)).toEqual({
      id: dana.id,
      item: "youth",
      author: "Dana",
      data: { hero: { title: "Fridays" } },
      basedOn: 3,
      savedAt: at(5).toISOString(),
      base: begun,
    });
    // A draft kept before drafts kept their beginning says it has none.
    expect((await store.list("home"))[0]?.base).toBeUndefined();
    expect((await store.list("youth")).map((draft) => draft.author)).toEqual(["Dana", "Sam"]);
    expect((await store.all()).map((draft) => draft.data)).toEqual([
      { hero: { title: "Fridays" } },
      { hero: { title: "Saturdays" } },
      { n: 1 },
    ]);

    const other = await openAnother(test);
    try {
      expect((await new DraftStore(other).list()).map((draft) => [draft.item, draft.author])).toEqual([
        ["youth", "Dana"],
        ["youth", "Sam"],
        ["home", "Dana"],
      ]);
    } finally {
      await other.close();
    }

    expect(await store.discard("youth", { ids: [sam.id] })).toBe(1);
    expect(await store.discard("youth", { ids: [sam.id] })).toBe(0);
    expect(await store.discard("home", { ids: [dana.id] })).toBe(0);
    expect(await store.discard("youth", { authors: ["Dana"] })).toBe(1);
    // A person's drafts of every item go with their account.
    expect(await store.discardAllBy("Dana")).toBe(1);
    expect(await store.list()).toEqual([]);
  });
});
