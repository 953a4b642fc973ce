// A button that acts on the item's revisions (restore one, cancel one, bring back the built values):
// a small form of its own, with the page's token and the revision the page was made from, so it
// works without JavaScript.
import type { ReactNode } from "react";
import { Form } from "react-router";
import { buttonClasses } from "~/components/ui/button";

export function RevisionButton({
  intent,
  revision,
  csrfToken,
  basedOnField,
  className,
  confirmed = false,
  look = "outline",
  children,
}: {
  intent: "restore" | "restore-built" | "withdraw";
  /** The revision it acts on; none for the built values. */
  revision?: number;
  csrfToken: string;
  /** The hidden field that says which revision the page was made from. */
  basedOnField: ReactNode;
  className?: string;
  /** The yes to a restore the page asked about. */
  confirmed?: boolean;
  look?: "outline" | "primary";
  children: ReactNode;
}) {
  return (
    <Form method="post" className={className}>
      <input type="hidden" name="csrf" value={csrfToken} />
      {basedOnField}
      {revision !== undefined && <input type="hidden" name="revision" value={revision} />}
      {confirmed && <input type="hidden" name="confirmed" value="yes" />}
      <button type="submit" name="intent" value={intent} className={buttonClasses(look, "min-h-10 px-4 py-1.5")}>
        {children}
      </button>
    </Form>
  );
}
