// The steps of the editor's action that work on revisions and drafts rather than on the form as
// sent: what became of a publish, cancelling a scheduled change, restoring an earlier revision or
// the built values after a yes, and discarding a draft; with what every step has to work with and
// what it answers. The form's own step and the dispatch are in staff.content.$item.server.ts.

import { data, type RouterContextProvider } from "react-router";
import { formatDateTime } from "~/content-model/church-time";
import { defaultLanguage } from "~/content-model/languages";
import { keptPictures } from "~/editor/editor-photos.server";
import type { ChoiceToMake, Since } from "~/editor/on-top.server";
import { bringTogether } from "~/editor/own-draft.server";
import type { Warning } from "~/editor/publish-warnings";
import { type SentForm, withTypedPictures } from "~/editor/read-form";
import { photosOf } from "~/media/context.server";
import type { PublishedContent } from "~/published/content";
import { factValues } from "~/published/facts";
import { describeChanges } from "~/publishing/describe-changes";
import type { Draft } from "~/publishing/drafts.server";
import { checkContent, type FieldProblem } from "~/publishing/edit-checks";
import { DRAFT_CHOICE, type FieldGroup, fieldGroups } from "~/publishing/edit-form";
import type { EditableItem } from "~/publishing/editable-items";
import { builtSourcesIn } from "~/publishing/in-language.server";
import type { Publisher, PublishResult } from "~/publishing/publisher";
import { staffServices } from "~/staff/context.server";

export const withItem = (content: PublishedContent, item: EditableItem, value: unknown) =>
  ({ ...content, [item.key]: value }) as PublishedContent;

/** What an action answers that is not a new page: the form as it now stands, and what to say of it. */
export interface EditAnswer {
  problems: FieldProblem[];
  error: string;
  /** The form as sent, with any list change made: nothing typed is lost, nothing is saved. */
  draft?: FieldGroup[];
  /** The field to put the keyboard in: a new item's first field, or the list an item left. */
  focus?: string;
  /** The list item whose removal waits for a yes. */
  confirmRemove?: { path: string; what: string };
  /** A restore that waits for a yes, with what it would change on the site. */
  confirmRestore?: { intent: "restore" | "restore-built"; revision?: number; what: string; changes: string[] };
  /** A newer revision saved since the form was made, and what it changed (a restore's). */
  conflict?: { id: number; author: string; savedAt: string; changes: string[] };
  /** The fields both the form and a colleague's change published since changed: the person chooses for each. */
  collisions?: { since: Since | undefined; items: ChoiceToMake[] };
  /** The item's value the form was begun from, as JSON, for the form to send again. */
  base?: string;
  /** Which answer this is: each new one takes the keyboard. */
  answered?: number;
  /** The revision a form sent again should say it was made from. */
  basedOn?: number;
  /** What looks like a mistake in a form about to go out, and what it was about to do: it goes only on a second yes. */
  warnings?: Warning[];
  warnedFor?: "publish" | "schedule";
  /** When the form asked to publish, as typed. */
  publishAt?: string;
  /** When the form was last kept as a draft by itself, on the church's clocks. */
  autosaved?: string;
  /** Which version of its person's draft the form now stands on (own-draft.server.ts). */
  draftSeen?: string;
  /** When the person's draft was kept on another device or tab, which the form did not see: it is not kept by itself. */
  elsewhere?: string;
  /** The fields both the form and the person's newer draft changed: they choose for each, then press the button again. */
  draftCollisions?: { at: string; items: ChoiceToMake[]; pressed: "publish" | "schedule" | "draft" };
}

/** What one step of the action has to work with. */
export interface Step {
  request: Request;
  context: Readonly<RouterContextProvider>;
  item: EditableItem;
  form: FormData;
  intent: string;
  basedOn: number;
  /** The item's value the form was begun from. */
  base: unknown;
  staffName: string;
  /** The publisher of the language the form edits (`?language=`), and what it shows now. */
  publisher: Publisher;
  content: PublishedContent;
  /** Answers with the form as it stands and what to say of it. */
  answer(status: number, fields: Partial<EditAnswer>): ReturnType<typeof data<EditAnswer>>;
  /** Goes back to the item's page (or its draft `draft`), saying `message`. */
  done(message: string, draft?: number): Promise<Response>;
}

export type StepResult = ReturnType<Step["answer"]> | Response;

/** Says what became of a publish: back to the page, or the form again with why not. */
export async function publishOutcome(step: Step, result: PublishResult, done: string, draft?: FieldGroup[]) {
  const { item, basedOn, answer } = step;
  if (!result.ok && "conflict" in result) {
    const newer = result.conflict;
    const publishing = step.publisher;
    const base = basedOn > 0 ? (await publishing.revisions.get(basedOn))?.data : step.publisher.built[item.key];
    return answer(409, {
      error: `Nothing was saved: ${newer.author} saved a change to this item (revision ${newer.id}) after this form was opened.`,
      conflict: {
        id: newer.id,
        author: newer.author,
        savedAt: formatDateTime(newer.savedAt),
        changes: describeChanges(item.schema, base, newer.data),
      },
      draft,
      basedOn: newer.id,
    });
  }
  // The site still shows what it showed before; nothing was half published.
  if (!result.ok) {
    const why =
      "moved" in result
        ? "others published changes to this item while yours was checked. Press Publish again to put yours on top."
        : result.error;
    return answer(500, { error: `Nothing was published, and the site is unchanged: ${why}`, draft });
  }
  await staffServices(step.context).staff.activity.record({
    actor: step.staffName,
    action: "scheduled" in result ? "scheduled" : "published",
    subject: item.title,
    detail: null,
  });
  return step.done(
    "scheduled" in result
      ? `Saved. It will be published ${formatDateTime(result.scheduled)}; until then the site shows what it shows now.`
      : `${done} Every page and calendar that shows it follows now.`,
  );
}

export async function withdraw(step: Step): Promise<StepResult> {
  const publishing = step.publisher;
  const id = Number(step.form.get("revision"));
  const revision = Number.isInteger(id) ? await publishing.revisions.get(id) : undefined;
  if (!revision || revision.item !== step.item.slug) {
    throw data("There is no such revision of this item.", { status: 400 });
  }
  const withdrawn = await publishing.withdraw(step.item, revision.id);
  const words = revision.heldAt
    ? "The held change is dismissed."
    : "The scheduled change is cancelled; it will not go out.";
  return step.done(withdrawn ? words : "That change has already gone out.");
}

export async function restore(step: Step): Promise<StepResult> {
  const { item, form, content } = step;
  const publishing = step.publisher;
  const id = Number(form.get("revision"));
  const revision = Number.isInteger(id) ? await publishing.revisions.get(id) : undefined;
  if (!revision || revision.item !== item.slug) throw data("There is no such revision of this item.", { status: 400 });
  const checked = checkContent(item.schema, revision.data, factValues(withItem(content, item, revision.data)));
  if (!checked.ok) {
    return step.answer(400, { problems: checked.problems, error: "That revision no longer fits what the site needs." });
  }
  // A photo it showed may have been removed from the library since.
  const gone = await keptPictures(structuredClone(revision.data), photosOf(step.context));
  if (gone.length > 0) {
    return step.answer(400, {
      error: `Revision ${revision.id} shows a photo that has been removed since, so it cannot be brought back. Publish the form with another photo instead.`,
    });
  }
  if (form.get("confirmed") !== "yes") {
    return askFirst(step, { intent: "restore", revision: revision.id, what: `revision ${revision.id}` }, revision.data);
  }
  const result = await publishing.publish(item, revision.data, step.staffName, {
    basedOn: step.basedOn,
    restoredFrom: revision.id,
    signal: step.request.signal,
    // Another language's words come back as they were written then, each from what it was then.
    wordsFrom: revision.wordsFrom ?? undefined,
  });
  return publishOutcome(step, result, `Revision ${revision.id} is back.`);
}

/** A restore changes the whole item: it is made only after a yes, once the person has seen what it undoes. */
function askFirst(
  step: Step,
  about: { intent: "restore" | "restore-built"; revision?: number; what: string },
  value: unknown,
) {
  const changes = describeChanges(step.item.schema, step.content[step.item.key], value);
  return step.answer(200, { confirmRestore: { ...about, changes } });
}

export async function restoreBuilt(step: Step): Promise<StepResult> {
  if (step.form.get("confirmed") !== "yes") {
    return askFirst(
      step,
      { intent: "restore-built", what: "the values the site was built with" },
      step.publisher.built[step.item.key],
    );
  }
  const { language } = step.publisher;
  const result = await step.publisher.publish(step.item, step.publisher.built[step.item.key], step.staffName, {
    basedOn: step.basedOn,
    signal: step.request.signal,
    wordsFrom: language === defaultLanguage ? undefined : builtSourcesIn(language).get(step.item.key),
  });
  return publishOutcome(step, result, "The built values are back.");
}

/** The draft the form was opened from, if any. */
export function draftOf(form: FormData): number[] {
  const id = Number(form.get("draft") || Number.NaN);
  return Number.isSafeInteger(id) ? [id] : [];
}

export async function discardDraft(step: Step): Promise<StepResult> {
  const [id] = draftOf(step.form);
  const draft = id === undefined ? undefined : await step.publisher.drafts.get(id);
  if (!draft || draft.item !== step.item.slug)
    return step.done("That draft is no longer kept: it was published or discarded.");
  await step.publisher.drafts.discard(step.item.slug, { ids: [draft.id] });
  return step.done(
    `${draft.author === step.staffName ? "Your" : `${draft.author}'s`} draft is discarded. The site is unchanged.`,
  );
}

/**
 * A form whose person's draft was kept since on another device or tab: it goes over nothing. An
 * autosave keeps nothing and says so; Save draft keeps the two brought together; Publish shows them
 * together in the form to look at first. Where both changed a field, the person chooses first, and
 * once they have, Publish goes out with the two together (`publishWith`).
 */
export async function withNewerDraft(
  step: Step,
  {
    newer,
    value,
    sent,
    problems,
  }: {
    newer: Draft;
    value: unknown;
    sent: SentForm;
    problems: FieldProblem[];
  },
): Promise<StepResult | { publishWith: unknown }> {
  const { item, intent, answer } = step;
  const together = bringTogether(item, newer, step.base, value, step.form);
  if (intent === "autosave") return answer(409, { elsewhere: together.at, problems });
  const groups = (shown: unknown) => withTypedPictures(fieldGroups(item.schema, shown), sent);
  const pressed = intent.startsWith("publish") ? "publish" : intent.startsWith("schedule") ? "schedule" : "draft";
  if (together.kind === "choose") {
    const draftCollisions = { at: together.at, items: together.items, pressed } as const;
    return answer(409, { draftCollisions, draft: groups(value), problems });
  }
  const chose = [...step.form.keys()].some((name) => name.startsWith(DRAFT_CHOICE));
  if (pressed !== "draft" && chose) return { publishWith: together.value };
  if (intent === "draft") {
    const kept = await step.publisher.drafts.save(
      item.slug,
      step.staffName,
      { data: together.value, base: step.base, basedOn: step.basedOn },
      new Date(),
    );
    return step.done(
      `Draft saved, ${formatDateTime(kept.savedAt)}, with what you kept on another device or tab (${together.at}) brought in. It is not on the site.`,
      kept.id,
    );
  }
  return answer(409, {
    error: `Nothing was published: your draft was changed on another device or tab (${together.at}). Its changes are now in the form with yours. Check them, then press the button again.`,
    draft: groups(together.value),
    draftSeen: together.version,
    problems,
  });
}
