// A scheduled change, applied at its time on top of what is published then: only what it changed
// from the value it was scheduled against goes out, so an edit published in between is kept. A field
// both changed differently is a collision, and the change is held back for staff (publisher.server.ts).
// List items are matched by their id, so an item added, removed or moved on one side does not make
// every other item collide.

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

type Identified = Record<string, unknown> & { id: string };
const isIdentifiedList = (value: unknown): value is Identified[] =>
  Array.isArray(value) && value.every((entry) => isRecord(entry) && typeof entry.id === "string");

export type Merged = { value: unknown } | { collided: string[] };

/**
 * `scheduled`'s changes from `base`, made on `current`. Collisions are named by path
 * ("events.3.title", by the item's place in `current`), for the editor to turn into labels.
 */
export function mergeChanges(base: unknown, current: unknown, scheduled: unknown): Merged {
  const collided: string[] = [];
  const value = merge(base, current, scheduled, "", collided);
  return collided.length > 0 ? { collided } : { value };
}

function merge(base: unknown, current: unknown, scheduled: unknown, path: string, collided: string[]): unknown {
  if (same(scheduled, base) || same(scheduled, current)) return current;
  if (same(current, base)) return scheduled;
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (isRecord(base) && isRecord(current) && isRecord(scheduled)) {
    const result: Record<string, unknown> = { ...current };
    for (const key of new Set([...Object.keys(current), ...Object.keys(scheduled)])) {
      const merged = merge(base[key], current[key], scheduled[key], at(key), collided);
      if (merged === undefined) delete result[key];
      else result[key] = merged;
    }
    return result;
  }
  if (isIdentifiedList(base) && isIdentifiedList(current) && isIdentifiedList(scheduled)) {
    return mergeList(base, current, scheduled, path, collided);
  }
  collided.push(path);
  return current;
}

/** A list of items with ids: each item merged on its own; added ones kept, removed ones gone. */
function mergeList(
  base: Identified[],
  current: Identified[],
  scheduled: Identified[],
  path: string,
  collided: string[],
): Identified[] {
  const byId = (list: Identified[]) => new Map(list.map((entry) => [entry.id, entry]));
  const [was, now, planned] = [byId(base), byId(current), byId(scheduled)];
  // Current's order, unless only the scheduled change reordered the list; then any others.
  const ids = (list: Identified[]) => list.map((entry) => entry.id);
  const lead = same(ids(base), ids(current)) ? scheduled : current;
  const order = [...new Set([...ids(lead), ...ids(current), ...ids(scheduled), ...ids(base)])];
  const result: Identified[] = [];
  for (const id of order) {
    const before = was.get(id);
    const mine = now.get(id);
    const theirs = planned.get(id);
    const name = `${path}.${mine ? current.indexOf(mine) : result.length}`;
    if (!mine && !theirs) continue; // removed on both sides
    if (!mine) {
      // Added by the scheduled change; or removed since, and gone unless the scheduled change edited it.
      if (!before) result.push(theirs as Identified);
      else if (!same(theirs, before)) collided.push(name);
    } else if (!theirs) {
      // Added since it was scheduled; or removed by the scheduled change, unless edited since.
      if (!before) result.push(mine);
      else if (!same(mine, before)) {
        collided.push(name);
        result.push(mine);
      }
    } else result.push(merge(before, mine, theirs, name, collided) as Identified);
  }
  return result;
}
