// A revision published under an earlier shape of its item reaches the site in today's shape, or is
// named with what does not fit; never changed in a way staff did not write.

import { describe, expect, it } from "vitest";
import { z } from "zod";
import { builtContent } from "~/published/content";
import { bringForward } from "./bring-forward";
import type { EditableItem } from "./editable-items";

const schema = z.object({
  title: z.string().min(1),
  when: z.object({ day: z.string(), time: z.string() }),
  note: z.string().optional(),
  cards: z.array(z.object({ title: z.string(), link: z.string() })),
});
const built = { title: "Welcome", when: { day: "Sunday", time: "10:30 AM" }, note: "Parking at the back", cards: [] };
const item: EditableItem = {
  slug: "welcome",
  key: "home",
  part: "page",
  title: "Welcome",
  description: "",
  schema,
  shownOn: [],
  built,
};

describe("bringing a stored revision forward", () => {
  it("keeps a revision that fits as it was published, an optional part left out staying out", () => {
    const stored = { title: "Hello", when: { day: "Saturday", time: "6:00 PM" }, cards: [] };
    expect(bringForward(item, "welcome", stored, builtContent)).toEqual({ ok: true, value: stored });
  });

  it("gives a field added since the revision was published its built value, and nothing else", () => {
    const stored = { title: "Hello", cards: [{ title: "Groups", link: "/groups" }] };
    expect(bringForward(item, "welcome", stored, builtContent)).toEqual({
      ok: true,
      value: { ...stored, when: built.when },
    });
  });

  it("runs the module's written step for a change of shape", () => {
    const upgraded: EditableItem = {
      ...item,
      // "time" was once "hour".
      upgrade: (stored) => {
        const { when, ...rest } = stored as { when: { day: string; hour: string } };
        return { ...rest, when: { day: when.day, time: when.hour } };
      },
    };
    const stored = { title: "Hello", when: { day: "Friday", hour: "7:00 PM" }, cards: [] };
    expect(bringForward(upgraded, "welcome", stored, builtContent)).toEqual({
      ok: true,
      value: { title: "Hello", when: { day: "Friday", time: "7:00 PM" }, cards: [] },
    });
  });

  it("names what does not fit, and fills nothing inside a list", () => {
    const stored = { title: "", when: built.when, cards: [{ title: "Groups" }] };
    const result = bringForward(item, "welcome", stored, builtContent);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems.map((problem) => problem.split(":")[0])).toEqual(["title", "cards[0].link"]);
  });
});
