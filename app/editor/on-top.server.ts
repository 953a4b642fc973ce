// A form, or a draft, goes out as what its person changed: the fields that differ from the item's
// value the form was begun from, made on top of what is published now (merge-changes.ts), so a
// colleague's change published meanwhile is never undone. Where both changed the same field, the
// person is shown both values and chooses, field by field; the form says what it was begun from in
// a hidden field (`FORM_BASE`), and each choice in a radio group (`CHOICE`).
import { formatDateTime } from "~/content-model/church-time";
import type { PublishedContent } from "~/published/content";
import { factValues } from "~/published/facts";
import { type CollisionInWords, collisionsInWords, describeChanges } from "~/publishing/describe-changes";
import type { Draft } from "~/publishing/drafts.server";
import { checkContent } from "~/publishing/edit-checks";
import { CHOICE, FORM_BASE } from "~/publishing/edit-form";
import type { EditableItem } from "~/publishing/editable-items";
import { type Choice, changesNothing, mergeChanges } from "~/publishing/merge-changes";
import type { Publisher } from "~/publishing/publisher";

/** A part both changed, and the side its person chose so far, if any. */
export interface ChoiceToMake extends CollisionInWords {
  chosen: Choice | undefined;
}

/** Who published what since the form was begun. */
export interface Since {
  author: string;
  at: string;
  changes: string[];
}

export type OnTop =
  /** The form holds nothing its person changed. */
  | { kind: "unchanged" }
  /** Both changed these: nothing goes out until the person chooses for each. */
  | { kind: "collided"; collisions: ChoiceToMake[]; since: Since | undefined }
  /** What the two make together does not pass the checks. */
  | { kind: "unfit"; problems: string[]; since: Since | undefined }
  /** What to publish, made on top of revision `onTopOf` (0: the built values), whose value is `current`. */
  | {
      kind: "ready";
      value: unknown;
      current: unknown;
      onTopOf: number;
      since: Since | undefined;
      /** Whether a choice between the two was made. */
      chose: boolean;
    };

/** The value a form was begun from, as its hidden field says; undefined if it says none, or not as JSON. */
export function formBase(form: FormData): unknown {
  const sent = form.get(FORM_BASE);
  if (typeof sent !== "string" || sent === "") return undefined;
  try {
    return JSON.parse(sent);
  } catch {
    return undefined;
  }
}

/** The person's choice for each collision, by its key: with a colleague's change, or (`DRAFT_CHOICE`) their own draft's. */
export function choicesOf(form: FormData, prefix: string = CHOICE): (key: string) => Choice | undefined {
  const chosen = new Map<string, Choice>();
  for (const [name, value] of form) {
    if (!name.startsWith(prefix) || typeof value !== "string") continue;
    const [side, ...key] = value.split(":");
    if (side === "theirs" || side === "mine") chosen.set(key.join(":"), side);
  }
  return (key) => chosen.get(key);
}

/**
 * The value a form began from when it does not say (a page opened before forms said it): the
 * revision it was made from, or the built values.
 */
export async function guessedBase(publisher: Publisher, item: EditableItem, basedOn: number): Promise<unknown> {
  const revision = basedOn > 0 ? await publisher.revisions.get(basedOn) : undefined;
  return revision?.item === item.slug ? revision.data : publisher.built[item.key];
}

/** Who published the value the site shows now of an item, and what it changed from `base`; undefined if nothing. */
export async function changedSince(publisher: Publisher, item: EditableItem, base: unknown, current: unknown) {
  if (changesNothing(base, current)) return undefined;
  const shown = await publisher.revisions.get(publisher.shown(item));
  return {
    author: shown?.author ?? "Someone",
    at: shown?.publishedAt ? formatDateTime(shown.publishedAt) : "",
    changes: describeChanges(item.schema, base, current),
  };
}

/** `mine`, begun from `base`, made on top of what the site shows now of the item. */
export async function onTopOfPublished(
  publisher: Publisher,
  item: EditableItem,
  { base, mine, choose }: { base: unknown; mine: unknown; choose: (key: string) => Choice | undefined },
): Promise<OnTop> {
  if (changesNothing(base, mine)) return { kind: "unchanged" };
  await publisher.refresh();
  const content: PublishedContent = publisher.current();
  const current = content[item.key];
  const onTopOf = publisher.shown(item);
  // Where nothing collides, there is nothing to choose.
  const unchosen = mergeChanges(base, current, mine);
  const merged = "collided" in unchosen ? mergeChanges(base, current, mine, choose) : unchosen;
  const since = await changedSince(publisher, item, base, current);
  if ("collided" in merged) {
    // Every part both changed is shown again, with the side already chosen for it, until all are chosen.
    const collided = "collided" in unchosen ? unchosen.collided : merged.collided;
    const collisions = collisionsInWords(item.schema, current, mine, collided).map((collision) => ({
      ...collision,
      chosen: choose(collision.key),
    }));
    return { kind: "collided", collisions, since };
  }
  const checked = checkContent(item.schema, merged.value, factValues({ ...content, [item.key]: merged.value }));
  if (!checked.ok) {
    const problems = checked.problems.map((problem) => `${problem.label}: ${problem.message}`);
    return { kind: "unfit", problems, since };
  }
  return { kind: "ready", value: merged.value, current, onTopOf, since, chose: "collided" in unchosen };
}

/**
 * Whether a draft still holds something the site does not show: what it changed from the value it was
 * begun from, made on what is published now. One whose changes are all on the site is not listed.
 */
export function holdsChanges(draft: Pick<Draft, "data" | "base">, current: unknown): boolean {
  if (draft.base === undefined) return !changesNothing(current, draft.data);
  const merged = mergeChanges(draft.base, current, draft.data, () => "mine");
  return "value" in merged && !changesNothing(current, merged.value);
}
