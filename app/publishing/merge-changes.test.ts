import { describe, expect, it } from "vitest";
import { type Choice, changesNothing, type Merged, mergeChanges } from "./merge-changes";

/** Where a merge collided, by path; none when it merged. */
const paths = (merged: Merged) => ("collided" in merged ? merged.collided.map((each) => each.path) : []);

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
    expect(paths(mergeChanges(page, published, scheduled))).toEqual(["title"]);
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
    expect(paths(mergeChanges(page, { ...page, events: [choir] }, scheduled))).toEqual(["events.1"]);
    // The scheduled change's new order goes out when the published list kept the old one.
    expect(mergeChanges(page, page, { ...page, events: [choir, picnic] })).toEqual({
      value: { ...page, events: [choir, picnic] },
    });
  });
});

describe("a form published after a colleague's change", () => {
  const [picnic, choir] = page.events as [(typeof page.events)[0], (typeof page.events)[0]];

  it("says each part both changed, with both values, by a key that stays when the list moves", () => {
    const theirs = { ...page, title: "Hello", events: [choir, { ...picnic, when: "June 3" }] };
    const mine = { ...page, title: "Welcome home", events: [{ ...picnic, when: "June 2" }, choir] };
    const merged = mergeChanges(page, theirs, mine);
    expect("collided" in merged && merged.collided).toEqual([
      { path: "title", key: "title", theirs: "Hello", mine: "Welcome home" },
      { path: "events.1.when", key: "events.#a.when", theirs: "June 3", mine: "June 2" },
    ]);
  });

  it("takes the side chosen for each collision, and keeps the rest of both", () => {
    const theirs = { ...page, title: "Hello", intro: "Sundays at 10:30." };
    const mine = { ...page, title: "Welcome home", events: [{ ...picnic, when: "June 2" }, choir] };
    const choose = (side: Choice) => (key: string) => (key === "title" ? side : undefined);
    expect(mergeChanges(page, theirs, mine, choose("mine"))).toEqual({
      value: { ...theirs, title: "Welcome home", events: mine.events },
    });
    expect(mergeChanges(page, theirs, mine, choose("theirs"))).toEqual({ value: { ...theirs, events: mine.events } });
  });

  it("asks about an item one side removed and the other edited, and does as chosen", () => {
    const removed = { ...page, events: [choir] };
    const edited = { ...page, events: [{ ...picnic, title: "Parish picnic" }, choir] };
    const merged = mergeChanges(page, removed, edited);
    expect("collided" in merged && merged.collided.map(({ key, theirs }) => [key, theirs])).toEqual([
      ["events.#a", undefined],
    ]);
    const keep = (side: Choice) => () => side;
    // Kept, after the items the colleague kept.
    expect(mergeChanges(page, removed, edited, keep("mine"))).toEqual({
      value: { ...page, events: [choir, edited.events[0]] },
    });
    expect(mergeChanges(page, removed, edited, keep("theirs"))).toEqual({ value: removed });
    // The other way about: removed in the form, edited by the colleague.
    expect(mergeChanges(page, edited, removed, keep("mine"))).toEqual({ value: removed });
    expect(mergeChanges(page, edited, removed, keep("theirs"))).toEqual({
      value: { ...page, events: [choir, edited.events[0]] },
    });
  });

  it("sees no change where only the order of a value's keys differs", () => {
    const reordered = { events: page.events, intro: page.intro, title: "Hello" };
    const mine = { ...page, intro: "Sundays." };
    expect(mergeChanges(page, reordered, mine)).toEqual({ value: { ...reordered, intro: "Sundays." } });
    expect(changesNothing(page, { events: page.events, intro: page.intro, title: page.title })).toBe(true);
  });
});

describe("a picture", () => {
  const picture = { src: "/media/a", width: 800, height: 500, alt: "Neighbors at breakfast" };
  const withPicture = (image: typeof picture) => ({ ...page, image });

  it("is one thing: a new photo on one side and new words for the old one on the other are asked about", () => {
    const theirs = withPicture({ ...picture, src: "/media/b", alt: "A red poster" });
    const mine = withPicture({ ...picture, alt: "Better words for the breakfast" });
    const merged = mergeChanges(withPicture(picture), theirs, mine);
    expect(paths(merged)).toEqual(["image"]);
    // Either side whole: never one side's photo with the other's words.
    expect(mergeChanges(withPicture(picture), theirs, mine, () => "mine")).toEqual({ value: mine });
    expect(mergeChanges(withPicture(picture), theirs, mine, () => "theirs")).toEqual({ value: theirs });
  });

  it("changed on one side only is taken whole", () => {
    const theirs = withPicture({ ...picture, src: "/media/b", alt: "A red poster" });
    expect(mergeChanges(withPicture(picture), theirs, { ...withPicture(picture), title: "Hello" })).toEqual({
      value: { ...theirs, title: "Hello" },
    });
  });
});
