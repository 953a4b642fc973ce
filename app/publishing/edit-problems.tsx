// What the editor says when it refused a form: why, what someone else changed meanwhile, and each
// field to correct, with a link to it.

import type { FieldProblem } from "./edit-checks";
import { fieldId } from "./edit-field";

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
    <div role="alert" className="mt-6 rounded-lg border-2 border-red bg-red-pale p-4 text-gray-900">
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
      {allProblems.length > 0 && (
        <ul className="mt-2 list-disc pl-6">
          {allProblems.map((problem) => (
            <li key={`${problem.name} ${problem.message}`}>
              <a href={`#${fieldId(problem.name)}`} className="underline">
                {problem.label}
              </a>
              : {problem.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
