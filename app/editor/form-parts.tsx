// The editor's form, part by part: each group of fields in a fieldset named by its legend. On a long
// form every part (each list item, and each part of the page with the groups inside it) is folded to
// its title in a <details>, opened with a tap with or without JavaScript, so the form is a short page
// of titles until a part is opened; the browser opens one by itself for a link or a find that reaches
// a field inside. A part opens by itself when it has a problem to correct, was just added, awaits a
// yes to its removal, or holds a change not yet published; list items are told apart by their id, so
// removing or moving one leaves every other as it was. With JavaScript, a part opened by hand stays
// open after the form comes back.
import { useEffect } from "react";
import { useLocation } from "react-router";
import { type FieldGroup, itemMarker, itemName, stableKeys } from "~/publishing/edit-form";
import { EditField, partId } from "./edit-field";
import { ListControls } from "./edit-list";

/** A part and the groups inside it ("events[3]" with "events[3].address"; "filters" with "filters.day"). */
interface Part {
  head: FieldGroup;
  inside: FieldGroup[];
}

/** Groups gathered into parts: each list item, and each part of the page with a title, takes the groups within it. */
function partsOf(groups: readonly FieldGroup[], folding: boolean): Part[] {
  const parts: Part[] = [];
  for (const group of groups) {
    const last = parts.at(-1);
    const container = last && !last.head.addTo && (last.head.item || (folding && last.head.legend !== ""));
    const within =
      container && (group.path.startsWith(`${last.head.path}.`) || group.path.startsWith(`${last.head.path}[`));
    if (last && within) last.inside.push(group);
    else parts.push({ head: group, inside: [] });
  }
  return parts;
}

/** More parts than this and the form folds every part to its title. */
const FOLD_FROM = 3;

export interface FormPartsProps {
  groups: readonly FieldGroup[];
  /** The problems of a field, by its name. */
  problemsOf(name: string): string[];
  /** The part to put the keyboard in: a new item, or the list an item left. */
  focus?: string;
  /** The list item whose removal waits for a yes, and what it is called. */
  confirmRemove?: { path: string; what: string };
  /** The form's values as published, by each field's stable key: a part whose values differ is kept open. */
  published: ReadonlyMap<string, string>;
  /** The parts opened by hand, by their stable key, and what to do when one is opened or folded. */
  opened: ReadonlySet<string>;
  onToggle(part: string, open: boolean): void;
}

function Group({ group, props, folded }: { group: FieldGroup; props: FormPartsProps; folded?: boolean }) {
  const { problemsOf, focus, confirmRemove } = props;
  return (
    <fieldset
      id={folded ? undefined : partId(group.path)}
      className={
        folded ? "mt-2 min-w-0" : "min-w-0 scroll-mt-4 rounded-2xl bg-white p-4 shadow-card ring-1 ring-gray-200 sm:p-6"
      }
    >
      {/* Folded, the part's title is on its summary; the legend still names the group for screen readers. */}
      <legend className={folded ? "sr-only" : "font-heading text-xl font-extrabold text-navy"}>{group.legend}</legend>
      {group.item && (
        <>
          <input type="hidden" name={itemMarker(group.item.list, group.item.index)} value={group.item.id} />
          {/* Another language's words follow the default language's list: nothing to add, remove or move. */}
          {!group.item.fixed && (
            <ListControls
              item={group.item}
              confirming={confirmRemove?.path === itemName(group.item.list, group.item.index) ? confirmRemove.what : ""}
            />
          )}
        </>
      )}
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-4">
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
 * Opens the folded part that holds the field the address names (#field-…), as the browser does on
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
  useOpenAtHash();
  const folding = props.groups.filter((group) => !group.addTo).length > FOLD_FROM;
  return <Parts groups={props.groups} fold={folding} keys={stableKeys(props.groups)} props={props} />;
}

/**
 * Groups as parts: a list item (inside any part) folds to its title; a titled part of the page folds
 * too when `fold` says the form is long. What is inside a part is laid out the same way, a level down.
 */
function Parts({
  groups,
  fold,
  keys,
  props,
}: {
  groups: readonly FieldGroup[];
  fold: boolean;
  keys: ReadonlyMap<string, string>;
  props: FormPartsProps;
}) {
  const { problemsOf, focus, confirmRemove, published, opened, onToggle } = props;
  return partsOf(groups, fold).map(({ head, inside }) => {
    if (head.addTo) {
      return <ListControls key={`add ${head.path}`} addTo={head.addTo} focus={focus === head.path} />;
    }
    if (!head.item && (!fold || head.legend === "")) {
      return <Group key={head.path} group={head} props={props} />;
    }
    const all = [head, ...inside];
    const key = keys.get(head.path) ?? head.path;
    const changed = (name: string, value: string) => value !== published.get(keys.get(name) ?? name);
    const open =
      all.some((group) =>
        group.fields.some((field) => problemsOf(field.name).length > 0 || changed(field.name, field.value)),
      ) ||
      all.some((group) => group.path === focus) ||
      all.some((group) => confirmRemove?.path === group.path) ||
      opened.has(key);
    return (
      <details
        key={key}
        id={partId(head.path)}
        open={open}
        onToggle={(event) => onToggle(key, event.currentTarget.open)}
        className="scroll-mt-4 rounded-2xl bg-white shadow-card ring-1 ring-gray-200"
      >
        {/* The browser's own marker says open or folded; the summary is a button to screen readers. */}
        <summary className="min-h-12 cursor-pointer rounded-2xl px-4 py-3 font-heading text-lg font-extrabold text-navy hover:bg-gray-50 sm:px-6 sm:text-xl">
          {head.legend}
        </summary>
        <div className="flex flex-col gap-4 px-4 pb-4 sm:px-6 sm:pb-6">
          <Group group={head} props={props} folded />
          <Parts groups={inside} fold={false} keys={keys} props={props} />
        </div>
      </details>
    );
  });
}
