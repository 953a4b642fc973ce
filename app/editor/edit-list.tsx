// The controls of a list in the staff editor's form: move an item up or down, remove it (after a
// yes), and add another. Each is a button of the form itself, so what was typed goes with it and
// comes back in place; nothing is saved until Publish. The page's limits come from the schema, and
// the changes are Conform's (list-changes.ts).
import { useEffect, useRef } from "react";
import { buttonClasses } from "~/components/ui/button";
import { type FieldGroup, itemName, type ListItem } from "~/publishing/edit-form";
import { partId } from "./edit-field";
import { LIST_CHANGE, listButton } from "./list-changes";

const small = buttonClasses("outline", "min-h-10 px-3 py-1.5 text-sm");

/** The buttons of one item of a list, and the question before it is removed. */
function ItemControls({ item, confirming }: { item: ListItem; confirming: string }) {
  const path = itemName(item.list, item.index);
  // Without JavaScript, `autoFocus` puts the keyboard on the answer; with it, this does.
  const yes = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) yes.current?.focus();
  }, [confirming]);
  const name = `${item.kind} ${item.index + 1}${item.title ? `, ${item.title}` : ""}`;
  if (confirming) {
    return (
      <fieldset className="mt-3 rounded-lg border-2 border-red bg-red-pale p-4 text-gray-900">
        <legend className="sr-only">Remove?</legend>
        <p className="font-bold">
          Remove {confirming}? It leaves the site when you publish, and an earlier version brings it back.
        </p>
        <div className="mt-3 flex flex-wrap gap-3">
          <button
            ref={yes}
            type="submit"
            name={LIST_CHANGE}
            value={listButton.remove(item.list, item.index)}
            formNoValidate
            // biome-ignore lint/a11y/noAutofocus: the question needs an answer before anything else.
            autoFocus
            className={buttonClasses("primary", "min-h-10 px-4 py-1.5")}
          >
            Yes, remove it
          </button>
          <button type="submit" name="intent" value={`keep:${path}`} formNoValidate className={small}>
            Keep it
          </button>
        </div>
      </fieldset>
    );
  }
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      {item.index > 0 && (
        <button
          type="submit"
          name={LIST_CHANGE}
          value={listButton.move(item.list, item.index, item.index - 1)}
          formNoValidate
          // A name of its own, not a hidden span: browsers set a hidden block apart ("Move up : …").
          aria-label={`Move up: ${name}`}
          className={small}
        >
          Move up
        </button>
      )}
      {item.index < item.count - 1 && (
        <button
          type="submit"
          name={LIST_CHANGE}
          value={listButton.move(item.list, item.index, item.index + 1)}
          formNoValidate
          // A name of its own, not a hidden span: browsers set a hidden block apart ("Move down : …").
          aria-label={`Move down: ${name}`}
          className={small}
        >
          Move down
        </button>
      )}
      {item.count > item.min && (
        <button type="submit" name="intent" value={`ask-remove:${path}`} formNoValidate className={small}>
          Remove…<span className="sr-only"> {name}</span>
        </button>
      )}
    </div>
  );
}

/** The end of a list: another item, while there is room. */
function AddControl({ addTo, focus }: { addTo: NonNullable<FieldGroup["addTo"]>; focus: boolean }) {
  const kind = addTo.kind.toLowerCase();
  const full = addTo.max !== undefined && addTo.count >= addTo.max;
  return (
    <div id={partId(addTo.list)} className="-mt-4 flex flex-wrap items-center gap-3">
      {full ? (
        <p className="text-gray-700">
          {addTo.legend} has room for {addTo.max} at most; remove one to add another.
        </p>
      ) : (
        <button
          type="submit"
          name={LIST_CHANGE}
          value={listButton.add(addTo.list)}
          formNoValidate
          // biome-ignore lint/a11y/noAutofocus: after an item is removed, the keyboard stays with its list.
          autoFocus={focus}
          className={buttonClasses("secondary", "min-h-11 px-4 py-2")}
        >
          {addTo.count === 0 ? `Add a ${kind}` : `Add another ${kind}`}
          <span className="sr-only"> to {addTo.legend}</span>
        </button>
      )}
    </div>
  );
}

export function ListControls(
  props: { item: ListItem; confirming: string } | { addTo: NonNullable<FieldGroup["addTo"]>; focus: boolean },
) {
  return "item" in props ? <ItemControls {...props} /> : <AddControl {...props} />;
}
