// The editor's Publish and Schedule, from the form as sent: every field checked as the build checks
// it; then what its person changed, made on top of what is published now (app/editor/on-top.server.ts),
// so nothing a colleague published meanwhile is undone; both values shown where both changed a field;
// what looks like a mistake asked about; then published, or saved to go out at its time.
import { dateAt, timestampAt } from "~/content-model/church-time";
import { defaultLanguage } from "~/content-model/languages";
import { keptPictures } from "~/editor/editor-photos.server";
import { choicesOf, type OnTop, onTopOfPublished } from "~/editor/on-top.server";
import { publishWarnings } from "~/editor/publish-warnings";
import { photosOf } from "~/media/context.server";
import { factValues } from "~/published/facts";
import { publisherOf } from "~/publishing/context.server";
import { checkContent, type FieldProblem, labelled, scheduleProblem } from "~/publishing/edit-checks";
import { type FieldGroup, SAME_WORDS } from "~/publishing/edit-form";
import type { EditableItem } from "~/publishing/editable-items";
import { sourcesAfter } from "~/publishing/localized";
import type { Publisher } from "~/publishing/publisher";
import { writtenWords } from "~/publishing/translation-status.server";
import { draftOf, publishOutcome, type Step, type StepResult, withItem } from "./steps.server";

/** Times a publish is made again on top of a colleague's that went out while it was being checked. */
const MOST_TRIES = 3;

export async function publishForm(
  step: Step,
  {
    value,
    photoProblems,
    draft,
  }: {
    /** The form as sent, in the item's shape. */
    value: unknown;
    /** The photos sent with it that were refused. */
    photoProblems: FieldProblem[];
    /** The form as sent, to give back with nothing typed lost. */
    draft: () => FieldGroup[];
  },
): Promise<StepResult> {
  const { item, form, intent, content, answer, context, staffName } = step;
  // "Publish anyway" after the warnings: the same, without them.
  const wanted = intent.replace(/-anyway$/, "") as "publish" | "schedule";
  const publishAt = wanted === "schedule" ? scheduledTime(String(form.get("publishAt") ?? "")) : undefined;
  const unknownPictures = await keptPictures(value, photosOf(context));
  const checked = checkContent(item.schema, value, factValues(withItem(content, item, value)), dateAt(new Date()));
  // A refused photo is one problem: what the schema says of the picture missing in its place is not another.
  const refused = photoProblems.map((problem) => problem.name);
  const besides = (problem: FieldProblem) =>
    !refused.some((name) => problem.name === name || problem.name.startsWith(`${name}.`));
  const problems = [
    ...photoProblems,
    ...(checked.ok ? [] : checked.problems).filter(besides),
    ...labelled(item.schema, value, unknownPictures).filter(besides),
    ...(publishAt && "problem" in publishAt ? [publishAt.problem] : []),
  ];
  // The form comes back as it was sent, so nothing typed is lost.
  if (problems.length > 0) return answer(400, { problems, draft: draft() });

  const publishing = step.publisher;
  for (let attempt = 1; ; attempt++) {
    // Another language's words: which it wrote itself, and from what (docs/decisions/0042).
    const wordsFrom = await sourcesOfForm(step, value);
    const wordsMoved =
      wordsFrom !== undefined && JSON.stringify(wordsFrom) !== JSON.stringify(publishing.wordSources(item));
    const sent = await onTopOfPublished(publishing, item, { base: step.base, mine: value, choose: choicesOf(form) });
    // Only marks of "still says the same", or words left to the English: the words shown are saved as they are.
    const made: typeof sent = sent.kind === "unchanged" && wordsMoved ? await asShown(publishing, item) : sent;
    // A form sent as it was opened makes no version: the history lists changes, not presses of Publish.
    if (made.kind === "unchanged") {
      return step.done(
        `Nothing in the form was changed, so nothing was ${wanted === "publish" ? "published" : "scheduled"}.`,
      );
    }
    if (made.kind === "collided") {
      return answer(409, { collisions: { since: made.since, items: made.collisions }, draft: draft() });
    }
    if (made.kind === "unfit") {
      const who = made.since?.author ?? "someone else";
      return answer(409, {
        error: `Nothing was published: with what ${who} published since you began, this would not fit: ${made.problems.join("; ")}. Change the form and publish again.`,
        draft: draft(),
      });
    }
    const kept = !made.since
      ? ""
      : made.chose
        ? ` Where you and ${made.since.author} changed the same field, your choice went out; the rest of their change of ${made.since.at} is kept.`
        : ` ${made.since.author}'s change of ${made.since.at} to other fields is kept.`;
    if (JSON.stringify(made.value) === JSON.stringify(made.current) && !wordsMoved) {
      await publishing.drafts.discard(item.slug, { ids: draftOf(form), authors: [staffName] });
      return step.done(
        made.chose
          ? `Nothing new went out: where you and ${made.since?.author ?? "a colleague"} changed the same field you kept theirs, and nothing else of yours differs from the site.`
          : "Your changes are already on the site, so nothing new went out.",
      );
    }
    // A fact (a name, a time) used elsewhere must still fit where it is used.
    const breaks = publishing.wouldBreak(item, made.value, wordsFrom);
    if (breaks.length > 0) {
      return answer(400, {
        error: `Nothing was published: with this change, other parts of the site would be wrong: ${breaks.join("; ")}. Change it so that they fit.`,
        draft: draft(),
      });
    }
    const warnings =
      wanted === intent ? publishWarnings(item, publishing.current(), made.value, new Date(), publishing.language) : [];
    if (warnings.length > 0) return answer(200, { warnings, warnedFor: wanted, draft: draft() });
    const result =
      publishAt && "at" in publishAt
        ? await publishing.schedule(item, made.value, staffName, publishAt.at, { base: made.current, wordsFrom })
        : await publishing.publish(item, made.value, staffName, {
            onTopOf: made.onTopOf,
            signal: step.request.signal,
            wordsFrom,
          });
    // Another's publish went out while this one was checked: made again on top of it.
    if (!result.ok && "moved" in result && attempt < MOST_TRIES) continue;
    // What went out is no longer a draft: the one the form was opened from, and the person's own.
    if (result.ok) await publishing.drafts.discard(item.slug, { ids: draftOf(form), authors: [staffName] });
    return publishOutcome(step, result, `Published.${kept}`, draft());
  }
}

/** The time a change is to go out, on the church's clocks, or why it cannot be then. */
function scheduledTime(local: string): { at: Date } | { problem: FieldProblem } {
  const stamp = timestampAt(local);
  const at = new Date(stamp ?? Number.NaN);
  const message = scheduleProblem(at, new Date());
  return message ? { problem: { name: "publishAt", label: "Publish at", message } } : { at };
}

/** Which words another language's form leaves written, and from what; undefined for the default language's. */
async function sourcesOfForm(step: Step, value: unknown) {
  const { item, form, context, publisher } = step;
  if (publisher.language === defaultLanguage) return undefined;
  const english = publisherOf(context);
  return sourcesAfter(item.schema, {
    shared: english.current()[item.key],
    before: await writtenWords(publisher, english, item),
    base: step.base,
    value,
    sent: (name) => (form.has(name) ? String(form.get(name)) : undefined),
    checked: new Set(form.getAll(SAME_WORDS).map(String)),
  });
}

/** The item's value as shown, to publish again with nothing but its words' sources changed. */
async function asShown(publisher: Publisher, item: EditableItem): Promise<OnTop> {
  await publisher.refresh();
  const shown = publisher.current()[item.key];
  return {
    kind: "ready",
    value: shown,
    current: shown,
    onTopOf: publisher.shown(item),
    since: undefined,
    chose: false,
  };
}
