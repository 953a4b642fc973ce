// A link to a field of the same form: a line of an error summary, a warning, a question about a
// colleague's change. Without JavaScript the browser follows it, opening any folded part around the
// field and scrolling to it. With JavaScript the click must not change the address: to React Router
// a new #fragment is a navigation, which drops the answer the form came back with and draws the
// form again as the server holds it, so what was typed would be lost. The click is taken here
// instead: the folded parts around the field open, the field is scrolled to (clear of the sticky
// bars, app.css) and takes the keyboard, and the address and the form stay as they are.
import type { ComponentProps } from "react";

export function FieldLink({ fieldId, ...props }: { fieldId: string } & Omit<ComponentProps<"a">, "href">) {
  return (
    <a
      {...props}
      href={`#${fieldId}`}
      onClick={(event) => {
        const field = document.getElementById(fieldId);
        if (!field || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
        event.preventDefault();
        reach(field);
      }}
    />
  );
}

/** Opens the folded parts around a field, scrolls it into view and gives it the keyboard. */
function reach(field: HTMLElement) {
  for (let part = field.closest("details"); part; part = part.parentElement?.closest("details") ?? null) {
    part.open = true;
  }
  field.scrollIntoView({ block: "start" });
  field.focus({ preventScroll: true });
}
