// The editor's form, part by part: each group of fields in a fieldset named by its legend, and each
// item of a list folded to its title in a <details> (opened with a tap, with or without JavaScript),
// so a long list is a short page until an item is opened. An item opens by itself when it has a
// problem to correct, was just added, awaits a yes to its removal, or holds a change not yet published.
import { useEffect } from "react";
import { useLocation } from "react-router";
import { EditField, partId } from "./edit-field";
import type { FieldGroup } from "./edit-form";
import { itemMarker, itemName } from "./edit-form";
import { ListControls } from "./edit-list";

/** A list's item with the parts inside it ("events[3]" with "events[3].address"), or a group on its own. */
interface Part {
  head: FieldGroup;
  inside: FieldGroup[];
}

/** Groups gathered into parts: each list item takes the groups within it, so it folds as one. */
function partsOf(groups: readonly FieldGroup[]): Part[] {
  const parts: Part[] = [];
  for (const group of groups) {
    const last = parts.at(-1);
    const within =
      last?.head.item && (group.path.startsWith(`${last.head.path}.`) || group.path.startsWith(`${last.head.path}[`));
    if (last && within) last.inside.push(group);
    else parts.push({ head: group, inside: [] });
  }
  return parts;
}

export interface FormPartsProps {
  groups: readonly FieldGroup[];
  /** The problems of a field, by its name. */
  problemsOf(name: string): string[];
  /** The part to put the keyboard in: a new item, or the list an item left. */
  focus?: string;
  /** The list item whose removal waits for a yes, and what it is called. */
  confirmRemove?: { path: string; what: string };
  /** The form's values as published, by field name: an item whose values differ is kept open. */
  published: ReadonlyMap<string, string>;
}

function Group({ group, props, folded }: { group: FieldGroup; props: FormPartsProps; folded?: boolean }) {
  const { problemsOf, focus, confirmRemove } = props;
  return (
    <fieldset
      id={folded ? undefined : partId(group.path)}
      className={folded ? "mt-2" : "scroll-mt-4 rounded-2xl bg-white p-6 shadow-card ring-1 ring-gray-200"}
    >
      {/* Folded, the item's title is on its summary; the legend still names the group for screen readers. */}
      <legend className={folded ? "sr-only" : "font-heading text-xl font-extrabold text-navy"}>{group.legend}</legend>
      {group.item && (
        <>
          <input type="hidden" name={itemMarker(group.item.list, group.item.index)} value={group.item.id} />
          <ListControls
            item={group.item}
            confirming={confirmRemove?.path === itemName(group.item.list, group.item.index) ? confirmRemove.what : ""}
          />
        </>
      )}
      <div className="mt-2 flex flex-wrap gap-6">
        {group.fields.map((field, index) => (
          <EditField
            key={field.name}
            field={field}
            value={field.value}
            problems={problemsOf(field.name)}
            autoFocus={index === 0 && focus === group.path}
          />
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Opens the folded item that holds the field the address names (#field-…), as the browser does on
 * its own when a page is loaded at it, for a link followed within the page's React navigation.
 */
function useOpenAtHash() {
  const { hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    const folded = target?.closest("details");
    if (!target || !folded || folded.open) return;
    folded.open = true;
    target.scrollIntoView();
  }, [hash]);
}

export function FormParts(props: FormPartsProps) {
  const { groups, problemsOf, focus, confirmRemove, published } = props;
  useOpenAtHash();
  return partsOf(groups).map(({ head, inside }) => {
    if (head.addTo) {
      return <ListControls key={`add ${head.path}`} addTo={head.addTo} focus={focus === head.path} />;
    }
    if (!head.item) return <Group key={head.path} group={head} props={props} />;
    const all = [head, ...inside];
    const fields = all.flatMap((group) => group.fields);
    const open =
      fields.some((field) => problemsOf(field.name).length > 0 || field.value !== published.get(field.name)) ||
      all.some((group) => group.path === focus) ||
      confirmRemove?.path === head.path;
    return (
      <details
        key={head.path}
        id={partId(head.path)}
        open={open}
        className="scroll-mt-4 rounded-2xl bg-white shadow-card ring-1 ring-gray-200"
      >
        {/* The browser's own marker says open or folded; the summary is a button to screen readers. */}
        <summary className="min-h-14 cursor-pointer rounded-2xl px-6 py-3.5 font-heading text-xl font-extrabold text-navy hover:bg-gray-50">
          {head.legend}
        </summary>
        <div className="px-6 pb-6">
          <Group group={head} props={props} folded />
          {inside.map((group) => (
            <Group key={group.path} group={group} props={props} />
          ))}
        </div>
      </details>
    );
  });
}
