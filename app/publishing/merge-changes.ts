// One person's changes to an item, made on top of what is published now: only what they changed from
// the value they began from goes out, so an edit published in between is kept. A scheduled change at
// its time, a form or a draft published after a colleague's change all go out this way. A field both
// changed differently is a collision: a scheduled change is held back for staff (publisher.server.ts);
// a form asks its person which to keep, field by field (`choose`). List items are matched by their
// id, so an item added, removed or moved on one side does not make every other item collide.

/** The same value, whatever order its keys were written in. */
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

const canonical = (value: unknown): string =>
  JSON.stringify(value, (_, part: unknown) =>
    isRecord(part) ? Object.fromEntries(Object.entries(part).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : part,
  ) ?? "undefined";

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

type Identified = Record<string, unknown> & { id: string };
const isIdentifiedList = (value: unknown): value is Identified[] =>
  Array.isArray(value) && value.every((entry) => isRecord(entry) && typeof entry.id === "string");

/** A part both sides changed differently. */
export interface Collision {
  /** Where it is in the published value ("events.3.title"), for the editor to turn into a label. */
  path: string;
  /** Where it is by list items' ids ("events.#serve-dinner.title"): the same whatever moved. */
  key: string;
  /** The published value there (undefined: removed). */
  theirs: unknown;
  /** The incoming value there (undefined: removed). */
  mine: unknown;
}

/** Which side a collision takes, when its person has said. */
export type Choice = "theirs" | "mine";

export type Merged = { value: unknown } | { collided: Collision[] };

/**
 * `incoming`'s changes from `base`, made on `current`. A collision takes the side `choose` names
 * for its key; any it names none for are returned, and nothing is merged.
 */
export function mergeChanges(
  base: unknown,
  current: unknown,
  incoming: unknown,
  choose: (key: string) => Choice | undefined = () => undefined,
): Merged {
  const collided: Collision[] = [];
  const value = merge(base, current, incoming, { path: "", key: "" }, { choose, collided });
  return collided.length > 0 ? { collided } : { value };
}

/** Whether `incoming` changes anything of `base`: the same in every part, key order aside. */
export const changesNothing = (base: unknown, incoming: unknown) => same(base, incoming);

type Where = Pick<Collision, "path" | "key">;

interface Merging {
  choose: (key: string) => Choice | undefined;
  collided: Collision[];
}

const under = (where: Where, path: string | number, key: string | number = path): Where => ({
  path: where.path ? `${where.path}.${path}` : String(path),
  key: where.key ? `${where.key}.${key}` : String(key),
});

/** At a collision: the chosen side, or the current one while nobody has chosen. */
function collide(where: Where, current: unknown, incoming: unknown, merging: Merging): unknown {
  const choice = merging.choose(where.key);
  if (choice === "mine") return incoming;
  if (choice !== "theirs") merging.collided.push({ ...where, theirs: current, mine: incoming });
  return current;
}

function merge(base: unknown, current: unknown, incoming: unknown, where: Where, merging: Merging): unknown {
  if (same(incoming, base) || same(incoming, current)) return current;
  if (same(current, base)) return incoming;
  // A picture is one thing: its photo and the words describing it go together, never one side's
  // photo with the other's words.
  if ([base, current, incoming].some(isPicture)) return collide(where, current, incoming, merging);
  if (isRecord(base) && isRecord(current) && isRecord(incoming)) {
    const result: Record<string, unknown> = { ...current };
    for (const key of new Set([...Object.keys(current), ...Object.keys(incoming)])) {
      const merged = merge(base[key], current[key], incoming[key], under(where, key), merging);
      if (merged === undefined) delete result[key];
      else result[key] = merged;
    }
    return result;
  }
  if (isIdentifiedList(base) && isIdentifiedList(current) && isIdentifiedList(incoming)) {
    return mergeList(base, current, incoming, where, merging);
  }
  // Items with no ids (a gallery's photos), none added or removed on either side: each by its place,
  // so one photo's description both changed is that description, not the whole list.
  if (samePlaces(base, current, incoming)) {
    const [before, coming] = [base as unknown[], incoming as unknown[]];
    return current.map((entry, index) =>
      merge(
        before[index],
        entry,
        coming[index],
        { path: under(where, index).path, key: `${where.key}[${index}]` },
        merging,
      ),
    );
  }
  return collide(where, current, incoming, merging);
}

const isPicture = (value: unknown) =>
  isRecord(value) && typeof value.src === "string" && typeof value.width === "number";

const isRecordList = (value: unknown): value is Record<string, unknown>[] =>
  Array.isArray(value) && value.every(isRecord);

/** Three lists of items, each as long as the others. */
function samePlaces(base: unknown, current: unknown, incoming: unknown): current is Record<string, unknown>[] {
  const lists = [base, current, incoming];
  return lists.every(isRecordList) && new Set(lists.map((list) => (list as unknown[]).length)).size === 1;
}

/** A list of items with ids: each item merged on its own; added ones kept, removed ones gone. */
function mergeList(base: Identified[], current: Identified[], incoming: Identified[], where: Where, merging: Merging) {
  const byId = (list: Identified[]) => new Map(list.map((entry) => [entry.id, entry]));
  const [was, now, coming] = [byId(base), byId(current), byId(incoming)];
  // Current's order, unless only the incoming change reordered the list; then any others.
  const ids = (list: Identified[]) => list.map((entry) => entry.id);
  const lead = same(ids(base), ids(current)) ? incoming : current;
  const order = [...new Set([...ids(lead), ...ids(current), ...ids(incoming), ...ids(base)])];
  const result: Identified[] = [];
  for (const id of order) {
    const [before, published, wanted] = [was.get(id), now.get(id), coming.get(id)];
    const at = under(where, published ? current.indexOf(published) : result.length, `#${id}`);
    if (!published && !wanted) continue; // removed on both sides
    if (!published) {
      // Added by the incoming change; or removed since, and gone unless the incoming change edited it.
      if (!before || (!same(wanted, before) && collide(at, undefined, wanted, merging) !== undefined)) {
        result.push(wanted as Identified);
      }
    } else if (!wanted) {
      // Added since; or removed by the incoming change, unless edited since.
      if (!before || (!same(published, before) && collide(at, published, undefined, merging) !== undefined)) {
        result.push(published);
      }
    } else result.push(merge(before, published, wanted, at, merging) as Identified);
  }
  return result;
}
