// What staff published stays on the site when the code changes under it. A revision stored under an
// earlier shape of its item is brought forward to today's before it is shown:
// 1. revisions of the three items that once held only part of their page (the outreach events and
//    the small groups, a list each, and the home page's slides) are read into the whole page's shape;
// 2. the module's own written step, if a change of its schema needed one (`upgrade` in its
//    declaration, app/content-model/define.ts), rewrites it;
// 3. a field the schema now requires and the revision never had (a field added since) takes the
//    value the site is built with.
// A revision that still does not fit is not shown, and the editor's front page lists it with what is
// wrong (app/publishing/attention.ts), so staff can publish it again, fixed: never dropped in silence.

import type { PublishedContent } from "~/published/content";
import { factValues, fillFacts } from "~/published/facts";
import { nameOf } from "./edit-form";
import type { EditableItem } from "./editable-items";
import { isRecord } from "./merge-changes";

/** What each slide said before its words after the date were its own: the date came from the key dates. */
const SLIDE_DATES: Record<string, string> = {
  "impact-week": "{impact week dates} · ",
  baptism: "{baptism day} at {baptism time} · ",
};

/** The item a revision of an earlier item now belongs to. */
export const EARLIER_ITEMS: Record<string, string> = { "home-slides": "home" };

/** A revision's value in the shape its item has now, given the value it is part of. */
function asItemNow(item: string, data: unknown, current: PublishedContent): unknown {
  if (item === "outreach-events" && Array.isArray(data)) return { ...current.outreachEvents, events: data };
  if (item === "groups" && Array.isArray(data)) return { ...current.groups, groups: data };
  if (item === "home-slides" && Array.isArray(data)) {
    const heroSlides = data.map((slide: Record<string, unknown>) => {
      const { tagline, ...rest } = slide;
      return { ...rest, subtitle: `${SLIDE_DATES[String(rest.id)] ?? ""}${String(tagline ?? "")}` };
    });
    return { ...current.home, heroSlides };
  }
  return data;
}

/** The value at `path`, or undefined. */
function at(value: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((node, key) => (isRecord(node) ? node[String(key)] : undefined), value);
}

/** `value` with `replacement` at `path` (objects only, copied on the way down). */
function withAt(value: unknown, path: readonly PropertyKey[], replacement: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return replacement;
  const record = isRecord(value) ? value : {};
  return { ...record, [String(key)]: withAt(record[String(key)], rest, replacement) };
}

export type BroughtForward = { ok: true; value: unknown } | { ok: false; problems: string[] };

/**
 * A stored revision of `storedItem` (its item's name when it was saved) as `item` has it now, checked
 * by its schema with the facts of `current` filled in.
 */
export function bringForward(
  item: EditableItem,
  storedItem: string,
  data: unknown,
  current: PublishedContent,
): BroughtForward {
  let value = asItemNow(storedItem, data, current);
  if (item.upgrade) value = item.upgrade(value);
  const check = (candidate: unknown) =>
    item.schema.safeParse(fillFacts(candidate, factValues({ ...current, [item.key]: candidate } as PublishedContent)));
  let result = check(value);
  if (!result.success) {
    // Fields the schema requires that the revision never had, outside lists: the built value.
    for (const { path } of result.error.issues) {
      if (path.some((key) => typeof key === "number") || at(value, path) !== undefined) continue;
      const built = at(item.built, path);
      if (built !== undefined) value = withAt(value, path, built);
    }
    result = check(value);
  }
  if (result.success) return { ok: true, value };
  return { ok: false, problems: result.error.issues.map((issue) => `${nameOf(issue.path)}: ${issue.message}`) };
}
