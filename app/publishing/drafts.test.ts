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

  it("keeps one draft per person and item, the latest saved first, and another instance sees it", async () => {
    const dana = await store.save("youth", "Dana", { hero: { title: "" } }, 0, at(0));
    const again = await store.save("youth", "Dana", { hero: { title: "Fridays" } }, 3, at(5));
    const sam = await store.save("youth", "Sam", { hero: { title: "Saturdays" } }, 3, at(2));
    await store.save("home", "Dana", { n: 1 }, 0, at(1));
    expect(again.id).toBe(dana.id);
    expect(await store.get(dana.id)).toEqual({
      id: dana.id,
      item: "youth",
      author: "Dana",
      data: { hero: { title: "Fridays" } },
      basedOn: 3,
      savedAt: at(5).toISOString(),
    });
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
    expect((await store.list()).map((draft) => draft.item)).toEqual(["home"]);
  });
});
