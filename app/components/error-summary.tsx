// What was refused, at the top of the form it belongs to: one line per field, each a link to it, and
// the keyboard on the summary (app/components/answer.tsx), as the GOV.UK error summary does.
import { Answer } from "./answer";
import { FieldLink } from "./field-link";

export function ErrorSummary({
  title,
  problems,
}: {
  title: string;
  /** Each field refused: the id of its input, its label and what is wrong. */
  problems: ReadonlyArray<{ id: string; label: string; message: string }>;
}) {
  return (
    <Answer role="alert" className="mt-4 rounded-lg border-2 border-red bg-red-pale p-4 text-gray-900">
      <p className="font-bold">{title}</p>
      <ProblemLinks problems={problems} />
    </Answer>
  );
}

/** One line per field refused, each a link to its input; nothing when there is none. */
export function ProblemLinks({
  problems,
}: {
  problems: ReadonlyArray<{ id: string; label: string; message: string }>;
}) {
  if (problems.length === 0) return null;
  return (
    <ul className="mt-2 list-disc pl-6">
      {problems.map((problem) => (
        // A field may break more than one rule.
        <li key={`${problem.id} ${problem.message}`}>
          <FieldLink fieldId={problem.id} className="underline">
            {problem.label}
          </FieldLink>
          : {problem.message}
        </li>
      ))}
    </ul>
  );
}
