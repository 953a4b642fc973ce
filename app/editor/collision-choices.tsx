// What the editor asks, beside Publish, when a field of the form was also changed elsewhere since
// the form was begun: by a colleague who published (what else they changed is kept whatever is
// chosen, app/editor/on-top.server.ts), or by the person themself, in their draft kept on another
// device or tab (own-draft.server.ts). Both values side by side, and a choice for each field.
import type { ReactNode } from "react";
import { Answer } from "~/components/answer";
import { FieldLink } from "~/components/field-link";
import { isUploaded, mediaPreviewFile } from "~/lib/media-paths";
import { CHOICE, DRAFT_CHOICE } from "~/publishing/edit-form";
import { fieldId } from "./edit-field";
import type { ChoiceToMake, Since } from "./on-top.server";

/** A colleague published a change to the same fields after the form was begun. */
export function ColleagueChoices({ since, items }: { since: Since | undefined; items: ReadonlyArray<ChoiceToMake> }) {
  const who = since?.author ?? "Someone else";
  return (
    <Choices
      heading={`Nothing is published yet: ${who} changed ${items.length === 1 ? "a field" : `${items.length} fields`} you changed`}
      keepTheirs={`Keep ${who}'s`}
      useMine="Use yours"
      prefix={CHOICE}
      items={items}
    >
      {who} published a change to this item{since?.at ? ` (${since.at})` : ""} after you began. What they changed
      elsewhere is kept. For {items.length === 1 ? "this field" : "each field"}, choose which value to keep, then press
      Publish again.
    </Choices>
  );
}

/** The person's own draft was kept on another device or tab after this form last saw it. */
export function OwnDraftChoices({
  at,
  items,
  pressed,
}: {
  at: string;
  items: ReadonlyArray<ChoiceToMake>;
  /** The button the answer is to: nothing was done of what it asked. */
  pressed: "publish" | "schedule" | "draft";
}) {
  const undone = { publish: "published", schedule: "scheduled", draft: "kept" }[pressed];
  return (
    <Choices
      heading={`Nothing is ${undone} yet: your draft was changed on another device or tab`}
      keepTheirs="Keep the other device's"
      useMine="Use this page's"
      prefix={DRAFT_CHOICE}
      items={items}
    >
      You kept a draft of this item on another device or tab ({at}) after this page last saved it. What only one of them
      changed is kept. For {items.length === 1 ? "the field" : "each field"} both changed, choose which value to keep,
      then press the button again.
    </Choices>
  );
}

function Choices({
  heading,
  children,
  keepTheirs,
  useMine,
  prefix,
  items,
}: {
  heading: string;
  children: ReactNode;
  keepTheirs: string;
  useMine: string;
  prefix: string;
  items: ReadonlyArray<ChoiceToMake>;
}) {
  return (
    <Answer
      role="group"
      aria-labelledby={`${prefix}heading`}
      className="rounded-lg border-2 border-yellow bg-yellow-pale p-4 text-gray-900"
    >
      <h2 id={`${prefix}heading`} className="font-heading text-xl font-extrabold text-navy">
        {heading}
      </h2>
      <p className="mt-2">{children}</p>
      {items.map((item, index) => (
        <fieldset key={item.key} className="mt-4 rounded-lg bg-white p-4 ring-1 ring-gray-300">
          <legend className="px-1 font-bold">
            {item.field ? (
              <FieldLink fieldId={fieldId(item.field)} className="text-navy underline underline-offset-4">
                {item.label}
              </FieldLink>
            ) : (
              item.label
            )}
          </legend>
          <div className="grid gap-2 md:grid-cols-2">
            <Side name={`${prefix}${index}`} value={`theirs:${item.key}`} checked={item.chosen === "theirs"}>
              {keepTheirs}: <span className="font-semibold break-words">{item.theirs}</span>
              <Thumbnail src={item.pictures?.theirs} />
            </Side>
            <Side name={`${prefix}${index}`} value={`mine:${item.key}`} checked={item.chosen === "mine"}>
              {useMine}: <span className="font-semibold break-words">{item.mine}</span>
              <Thumbnail src={item.pictures?.mine} />
            </Side>
          </div>
        </fieldset>
      ))}
    </Answer>
  );
}

/** A side's photo, small: two pictures described alike are told apart by sight. */
function Thumbnail({ src }: { src: string | undefined }) {
  if (!src) return null;
  const shown = isUploaded(src) ? mediaPreviewFile(src) : src;
  return <img src={shown} alt="" className="mt-2 block aspect-[4/3] w-32 rounded bg-gray-100 object-cover" />;
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
  children: ReactNode;
}) {
  return (
    <label className="flex min-h-11 min-w-0 items-start gap-3 rounded-md p-2 hover:bg-gray-50">
      <input type="radio" name={name} value={value} defaultChecked={checked} className="mt-1 size-5 shrink-0" />
      <span className="min-w-0">{children}</span>
    </label>
  );
}
