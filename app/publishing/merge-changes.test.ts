import { describe, expect, it } from "vitest";
import { mergeChanges } from "./merge-changes";

const page = {
  title: "Welcome",
  intro: "We meet on Sundays.",
  events: [
    { id: "a", title: "Picnic", when: "June 1" },
    { id: "b", title: "Choir", when: "June 8" },
  ],
};

describe("a scheduled change applied at its time", () => {
  it("brings only what it changed, keeping what was published since", () => {
    const published = { ...page, intro: "We meet on Sundays at 10:30." };
    const scheduled = { ...page, title: "Welcome home" };
    expect(mergeChanges(page, published, scheduled)).toEqual({ value: { ...published, title: "Welcome home" } });
  });

  it("holds back a field both changed differently, naming it", () => {
    const published = { ...page, title: "Hello" };
    const scheduled = { ...page, title: "Welcome home" };
    expect(mergeChanges(page, published, scheduled)).toEqual({ collided: ["title"] });
    // The same change on both sides is no collision.
    expect(mergeChanges(page, scheduled, scheduled)).toEqual({ value: scheduled });
  });

  it("matches list items by id: an item added on one side and another edited on the other both stay", () => {
    const [picnic, choir] = page.events as [(typeof page.events)[0], (typeof page.events)[0]];
    const published = { ...page, events: [...page.events, { id: "c", title: "Retreat", when: "July 4" }] };
    const scheduled = { ...page, events: [{ ...picnic, when: "June 2" }, choir] };
    expect(mergeChanges(page, published, scheduled)).toEqual({
      value: { ...page, events: [{ ...picnic, when: "June 2" }, choir, published.events[2]] },
    });
    // Removed by the scheduled change, untouched since: removed.
    expect(mergeChanges(page, published, { ...page, events: [choir] })).toEqual({
      value: { ...page, events: [choir, published.events[2]] },
    });
    // Removed since, but edited by the scheduled change: a collision at that item.
    expect(mergeChanges(page, { ...page, events: [choir] }, scheduled)).toEqual({ collided: ["events.1"] });
    // The scheduled change's new order goes out when the published list kept the old one.
    expect(mergeChanges(page, page, { ...page, events: [choir, picnic] })).toEqual({
      value: { ...page, events: [choir, picnic] },
    });
  });
});
