// A person keeps one draft of an item (per language), written from wherever they work on it: a tab
// on the office computer, the phone, a second tab. Each form says which version of its person's
// draft it last knew (`DRAFT_SEEN`: when that draft was saved; "" for none), so a form that did not
// see the newest never saves or publishes over it. Its changes and the newer draft's are brought
// together, each from the value the form was begun from (merge-changes.ts); where both changed a
// field differently the person sees both values and chooses (`DRAFT_CHOICE`), as with a colleague's.
import { formatDateTime } from "~/content-model/church-time";
import { type CollisionInWords, collisionsInWords } from "~/publishing/describe-changes";
import type { Draft } from "~/publishing/drafts.server";
import { DRAFT_CHOICE, DRAFT_SEEN } from "~/publishing/edit-form";
import type { EditableItem } from "~/publishing/editable-items";
import { mergeChanges } from "~/publishing/merge-changes";
import type { Publisher } from "~/publishing/publisher";
import { choicesOf } from "./on-top.server";

/** A draft's version, as a form says it saw it: when it was saved, the same whichever database read it. */
export const draftVersion = (draft: Pick<Draft, "savedAt">) => new Date(draft.savedAt).toISOString();

/** The form's person's own draft of the item, if it was saved since the form last knew it. */
export async function newerOwnDraft(
  publisher: Publisher,
  item: EditableItem,
  author: string,
  form: FormData,
): Promise<Draft | undefined> {
  const seen = form.get(DRAFT_SEEN);
  // A form drawn before forms said what they saw: it is kept as it always was.
  if (typeof seen !== "string") return undefined;
  const own = (await publisher.drafts.list(item.slug)).find((draft) => draft.author === author);
  return own && draftVersion(own) !== seen ? own : undefined;
}

export type Together =
  | { kind: "together"; value: unknown; at: string; version: string }
  | { kind: "choose"; at: string; items: Array<CollisionInWords & { chosen: "theirs" | "mine" | undefined }> };

/**
 * The form's value (`mine`, begun from `base`) and the newer draft's, brought together: what either
 * changed is kept, and where both changed a field the person's choice, once every one is made.
 */
export function bringTogether(
  item: EditableItem,
  newer: Draft,
  base: unknown,
  mine: unknown,
  form: FormData,
): Together {
  const at = formatDateTime(newer.savedAt);
  const choose = choicesOf(form, DRAFT_CHOICE);
  const unchosen = mergeChanges(base, newer.data, mine);
  const merged = "collided" in unchosen ? mergeChanges(base, newer.data, mine, choose) : unchosen;
  if ("value" in merged) return { kind: "together", value: merged.value, at, version: draftVersion(newer) };
  const collided = "collided" in unchosen ? unchosen.collided : merged.collided;
  const items = collisionsInWords(item.schema, newer.data, mine, collided).map((each) => ({
    ...each,
    chosen: choose(each.key),
  }));
  return { kind: "choose", at, items };
}
