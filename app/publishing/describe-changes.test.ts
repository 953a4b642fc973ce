// Where two people both changed one part of an item, the question names that part by its label and
// shows the two values: never a whole list, never a field's code.
import { describe, expect, it } from "vitest";
import { builtContent } from "~/published/content";
import { collisionsInWords } from "./describe-changes";
import { editableItems } from "./editable-items";
import { mergeChanges } from "./merge-changes";

/** Each item whose value holds a list of pictures or records with a description: the first such description's path. */
function describedParts(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((entry, index) => describedParts(entry, [...path, index]));
  if (typeof value !== "object" || value === null) return [];
  const record = value as Record<string, unknown>;
  if (typeof record.alt === "string" && typeof record.src === "string") return [[...path, "alt"]];
  return Object.entries(record).flatMap(([key, part]) => describedParts(part, [...path, key]));
}

function withAt(value: unknown, path: (string | number)[], to: string): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path.at(-1) as string | number] = to;
  return copy;
}

// Every picture in a list, in every item: its description changed by both is asked about as itself.
const cases = editableItems.flatMap((item) => {
  const value = builtContent[item.key];
  return describedParts(value)
    .filter((path) => path.some((key) => typeof key === "number"))
    .slice(0, 1)
    .map((path) => [item.slug, item, value, path] as const);
});

describe("a picture's description both changed", () => {
  it("exists in more than one item, lists with ids and without", () => expect(cases.length).toBeGreaterThan(2));

  it.each(cases)("%s: is asked about as that picture, with the two descriptions", (_slug, item, value, path) => {
    const theirs = withAt(value, path, "Described by a colleague");
    const mine = withAt(value, path, "Described by me");
    const merged = mergeChanges(value, theirs, mine);
    expect("collided" in merged && merged.collided).toHaveLength(1);
    const [asked] = collisionsInWords(item.schema, theirs, mine, "collided" in merged ? merged.collided : []);
    // That picture's description on each side, and nothing of the rest of its list.
    expect(asked?.theirs).toBe("a photo of “Described by a colleague”");
    expect(asked?.mine).toBe("a photo of “Described by me”");
    expect(asked?.label).toMatch(/\S/);
    expect(asked?.label).not.toMatch(/[.[#]|\balt\b/);
    expect(asked?.field).toBeTruthy();
  });
});
