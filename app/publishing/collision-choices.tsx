// What the editor asks, beside Publish, when a colleague published a change to the same item after
// the form was begun and both changed the same fields: both values side by side, and a choice for
// each. What the colleague changed elsewhere is kept whatever is chosen (app/publishing/on-top.server.ts).
import { Answer } from "~/components/answer";
import { fieldId } from "./edit-field";
import { CHOICE } from "./edit-form";
import type { ChoiceToMake, Since } from "./on-top.server";

export function CollisionChoices({ since, items }: { since: Since | undefined; items: ReadonlyArray<ChoiceToMake> }) {
  const who = since?.author ?? "Someone else";
  return (
    <Answer
      role="group"
      aria-labelledby="collisions-heading"
      className="rounded-lg border-2 border-yellow bg-yellow-pale p-4 text-gray-900"
    >
      <h2 id="collisions-heading" className="font-heading text-xl font-extrabold text-navy">
        Nothing is published yet: {who} changed {items.length === 1 ? "a field" : `${items.length} fields`} you changed
      </h2>
      <p className="mt-2">
        {who} published a change to this item{since?.at ? ` (${since.at})` : ""} after you began. What they changed
        elsewhere is kept. For {items.length === 1 ? "this field" : "each field"}, choose which value to keep, then
        press Publish again.
      </p>
      {items.map((item, index) => (
        <fieldset key={item.key} className="mt-4 rounded-lg bg-white p-4 ring-1 ring-gray-300">
          <legend className="px-1 font-bold">
            {item.field ? (
              <a href={`#${fieldId(item.field)}`} className="text-navy underline underline-offset-4">
                {item.label}
              </a>
            ) : (
              item.label
            )}
          </legend>
          <div className="grid gap-2 md:grid-cols-2">
            <Side name={`${CHOICE}${index}`} value={`theirs:${item.key}`} checked={item.chosen === "theirs"}>
              Keep {who}'s: <span className="font-semibold break-words">{item.theirs}</span>
            </Side>
            <Side name={`${CHOICE}${index}`} value={`mine:${item.key}`} checked={item.chosen === "mine"}>
              Use yours: <span className="font-semibold break-words">{item.mine}</span>
            </Side>
          </div>
        </fieldset>
      ))}
    </Answer>
  );
}

function Side({
  name,
  value,
  checked,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  children: React.ReactNode;
}) {
  return (
    <label className="flex min-h-11 min-w-0 items-start gap-3 rounded-md p-2 hover:bg-gray-50">
      <input type="radio" name={name} value={value} defaultChecked={checked} className="mt-1 size-5 shrink-0" />
      <span className="min-w-0">{children}</span>
    </label>
  );
}
