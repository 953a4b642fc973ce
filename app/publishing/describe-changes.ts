// What changed from one value of an item to the next, field by field, in staff's words: the
// history's lines and what a newer revision changed.
import type { z } from "zod";
import { fieldGroups, itemName } from "./edit-form";

/** Each field's shown value by its label ("Event 3: Serve Dinner: Starts"), for comparing two values. */
function shownFields(schema: z.ZodType, value: unknown): Map<string, { label: string; value: string }> {
  const groups = fieldGroups(schema, value);
  // A list's items are compared by id where they have one, so a moved item is not "changed".
  const byId = groups.flatMap(({ item }) =>
    item?.id ? [{ at: itemName(item.list, item.index), as: `${item.list}#${item.id}` }] : [],
  );
  const key = (name: string) => {
    const owner = byId
      .filter(({ at }) => name === at || name.startsWith(`${at}.`))
      .sort((a, b) => b.at.length - a.at.length)[0];
    return owner ? owner.as + name.slice(owner.at.length) : name;
  };
  return new Map(
    groups.flatMap((group) =>
      group.fields.map((field) => [
        key(field.name),
        {
          label: [group.legend, field.label].filter(Boolean).join(": "),
          value:
            field.input === "image"
              ? field.image?.current
                ? `${field.image.current.src} (${field.image.current.alt})`
                : ""
              : field.value,
        },
      ]),
    ),
  );
}

/** What changed from one value to the next, field by field, as staff read it in the history. */
export function describeChanges(schema: z.ZodType, before: unknown, after: unknown): string[] {
  const old = shownFields(schema, before);
  const now = shownFields(schema, after);
  const shown = (value: string | undefined) =>
    value ? `“${value.replace(/^(\d{4}-\d{2}-\d{2})T/, "$1 ").replace(/\n/g, " / ")}”` : "empty";
  const changed = [...now]
    .filter(([name, field]) => old.get(name)?.value !== field.value)
    .map(([name, field]) => `${field.label}: ${shown(old.get(name)?.value)} → ${shown(field.value)}`);
  // Items no longer there, by the legend of their first field's group.
  const removed = new Set(
    [...old]
      .filter(([name]) => !now.has(name) && name.includes("#"))
      .map(([, field]) => field.label.slice(0, field.label.lastIndexOf(":"))),
  );
  return [...changed, ...[...removed].map((legend) => `${legend}: removed`)];
}
