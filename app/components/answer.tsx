// The answer to what a person just did (published, approved, refused, asked): it takes the keyboard
// as it appears, so it is where the person is looking and a screen reader reads it, and the next Tab
// reaches what follows it (an Undo, the fields to correct). `autoFocus` does that when the page comes
// from the server, without JavaScript; React moves focus only to form controls marked so, so an answer
// that appears in a page already open is focused as it mounts. Key it by the answer, so each new one
// appears anew.
import { type ComponentProps, useEffect, useRef } from "react";

export function Answer({ className = "", ...props }: ComponentProps<"div">) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      // biome-ignore lint/a11y/noAutofocus: the answer to the person's own action, where they are.
      autoFocus
      className={`${className} focus:outline-2 focus:outline-offset-2 focus:outline-navy`}
      {...props}
    />
  );
}
