// The site as it will be at a moment ahead, for a preview: the changes scheduled to go out by then,
// each made on top of what is published then as it will be at its time (merge-changes.ts; one that
// would be held back is left out), and the list items shown then, with no others.
import { visibleAt } from "~/lib/shown-between";
import type { PublishedContent } from "~/published/content";
import { editableItem } from "./editable-items";
import { mergeChanges } from "./merge-changes";
import type { DueRevision } from "./revisions.server";

/** A value with each list item's "Show from" and "Show until" taken off: it shows, whatever the time. */
function withoutShowTimes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutShowTimes);
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "showFrom" && key !== "showUntil")
      .map(([key, child]) => [key, withoutShowTimes(child)]),
  );
}

/**
 * `content` as it will be at `at`, once `due` (the revisions scheduled by then, in order) has gone
 * out: only the items shown at that moment are kept, and they are kept whenever it is rendered.
 */
export function contentAt(content: PublishedContent, due: readonly DueRevision[], at: number): PublishedContent {
  let values = content;
  for (const revision of due) {
    const item = editableItem(revision.item);
    if (!item) continue;
    const merged =
      revision.base === null ? { value: revision.data } : mergeChanges(revision.base, values[item.key], revision.data);
    if ("value" in merged) values = { ...values, [item.key]: merged.value } as PublishedContent;
  }
  return withoutShowTimes(visibleAt(values, at)) as PublishedContent;
}
