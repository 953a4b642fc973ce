// What the editor says when it refused a form (why, what someone else changed meanwhile, and each
// field to correct, with a link to it), and what it asks about before a form goes out.

import { Answer } from "~/components/answer";
import { ProblemLinks } from "~/components/error-summary";
import { FieldLink } from "~/components/field-link";
import { buttonClasses } from "~/components/ui/button";
import type { FieldProblem } from "~/publishing/edit-checks";
import { fieldId } from "./edit-field";
import type { Warning } from "./publish-warnings";

export function EditProblems({
  error,
  problems: allProblems,
  conflict,
}: {
  error: string;
  problems: FieldProblem[];
  /** A newer revision saved since the form was made, and what it changed. */
  conflict?: { author: string; savedAt: string; changes: string[] };
}) {
  if (!error && allProblems.length === 0) return null;
  return (
    <Answer role="alert" className="mt-6 rounded-lg border-2 border-red bg-red-pale p-4 text-gray-900">
      <p className="font-bold">{error || "Nothing was published. Please correct:"}</p>
      {conflict && (
        <>
          <p className="mt-2">
            What {conflict.author} changed ({conflict.savedAt})
            {conflict.changes.length === 0 ? ": nothing you can see in this form." : ":"}
          </p>
          {conflict.changes.length > 0 && (
            <ul className="mt-1 list-disc pl-6">
              {conflict.changes.map((change) => (
                <li key={change}>{change}</li>
              ))}
            </ul>
          )}
          <p className="mt-2">
            Your values are still in the form below. Publish again to put yours in place of theirs, or reload the page
            to start from theirs.
          </p>
        </>
      )}
      <ProblemLinks problems={allProblems.map(({ name, label, message }) => ({ id: fieldId(name), label, message }))} />
    </Answer>
  );
}

/**
 * What looks like a mistake in a form about to go out, each linked to its field, and the button that
 * sends it anyway: never refused, never silent. Inside the form, so "anyway" sends what is typed.
 */
export function EditWarnings({ warnings, warnedFor }: { warnings: Warning[]; warnedFor: "publish" | "schedule" }) {
  if (warnings.length === 0) return null;
  return (
    <Answer
      id="publish-warnings"
      role="alert"
      className="rounded-lg border-2 border-yellow bg-yellow-pale p-4 text-gray-900"
    >
      <p className="font-bold">
        Nothing is {warnedFor === "publish" ? "published" : "scheduled"} yet. Please check{" "}
        {warnings.length === 1 ? "this" : `these ${warnings.length} things`}:
      </p>
      <ul className="mt-2 list-disc pl-6">
        {warnings.map((warning) => (
          <li key={`${warning.name} ${warning.message}`}>
            {warning.name ? (
              <FieldLink fieldId={fieldId(warning.name)} className="underline">
                {warning.message}
              </FieldLink>
            ) : (
              warning.message
            )}
          </li>
        ))}
      </ul>
      <p className="mt-2">
        Correct them in the form and press {warnedFor === "publish" ? "Publish" : "Schedule"} again, or:
      </p>
      <button type="submit" name="intent" value={`${warnedFor}-anyway`} className={`${buttonClasses("primary")} mt-3`}>
        {warnedFor === "publish" ? "Publish anyway" : "Schedule anyway"}
      </button>
    </Answer>
  );
}
