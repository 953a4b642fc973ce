// What /review/content/:item does on the server: its loader, which makes the form from the item's
// schema and lists its history, and its action, which sends each intent of the form to its own step
// (`intents` below). The page is review.content.$item.tsx.
import { isDeepStrictEqual } from "node:util";
import { data, redirect } from "react-router";
import { dateAt, formatDateTime, timestampAt } from "~/content/church-time";
import { factNames, factValues } from "~/content/facts";
import { builtContent, type PublishedContent } from "~/content/published/content";
import { FORM_BODY_LIMIT } from "~/http/request-body.server";
import { EDITOR_BODY_LIMIT } from "~/lib/media-paths";
import { photosOf } from "~/media/context.server";
import { BUSY_MESSAGE } from "~/media/photos.server";
import { publisherOf } from "~/publishing/context.server";
import { describeChanges } from "~/publishing/describe-changes";
import { checkContent, type FieldProblem, labelled, overfullLists, scheduleProblem } from "~/publishing/edit-checks";
import { type FieldGroup, fieldGroups, itemName } from "~/publishing/edit-form";
import { type EditableItem, editableItem } from "~/publishing/editable-items";
import { keptPictures, takePhotos } from "~/publishing/editor-photos.server";
import { checkListChange, listChangeOf, withoutListChange } from "~/publishing/list-changes";
import { photoLibrary } from "~/publishing/photo-library.server";
import { publishWarnings, type Warning } from "~/publishing/publish-warnings";
import type { PublishResult } from "~/publishing/publisher.server";
import { readSent, valueFromForm, withTypedPictures } from "~/publishing/read-form";
import { readReviewForm, requireReviewer } from "~/review/access.server";
import { reviewServices } from "~/review/context.server";
import type { Route } from "./+types/review.content.$item";

function itemOr404(slug: string | undefined): EditableItem {
  const item = editableItem(slug);
  if (!item) throw data("There is no such item to edit.", { status: 404 });
  return item;
}

const withItem = (content: PublishedContent, item: EditableItem, value: unknown) =>
  ({ ...content, [item.key]: value }) as PublishedContent;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { auth, visit, reviewer, account } = await requireReviewer(request, context, "content");
  const publisher = publisherOf(context);
  const item = itemOr404(params.item);
  const { revisions } = publisher;
  const draftId = Number(new URL(request.url).searchParams.get("draft") ?? Number.NaN);
  const [shown, newest, history, scheduled, held, drafts, draft] = await Promise.all([
    revisions.latestPublished(item.slug),
    revisions.latestSaved(item.slug),
    revisions.history(item.slug),
    revisions.scheduled(item.slug),
    revisions.held(item.slug),
    publisher.drafts.list(item.slug),
    Number.isSafeInteger(draftId) ? publisher.drafts.get(draftId) : undefined,
  ]);
  const opened = draft?.item === item.slug ? draft : undefined;
  const content = publisher.current();
  const current = content[item.key];
  const groups = fieldGroups(item.schema, current);
  const hasPictures = groups.some((group) => group.fields.some((field) => field.input === "image"));
  const library = hasPictures ? await photoLibrary(publisher, photosOf(context)) : [];
  const facts = factValues(content);
  // Each revision by what it changed from the one saved before it (the oldest, from the build's values).
  const unwithdrawn = history.filter((revision) => !revision.withdrawnAt);
  return data(
    {
      reviewer,
      roles: account.roles,
      csrfToken: visit.csrfToken,
      message: visit.message,
      slug: item.slug,
      title: item.title,
      description: item.description,
      shownOn: item.shownOn,
      groups,
      // A draft asked for by its address: the form shows it, made from the revision it was begun from.
      draft: opened && {
        id: opened.id,
        author: opened.author,
        savedAt: formatDateTime(opened.savedAt),
        groups: fieldGroups(item.schema, opened.data),
      },
      draftGone: Number.isSafeInteger(draftId) && !opened,
      drafts: drafts.map((each) => ({ id: each.id, author: each.author, savedAt: formatDateTime(each.savedAt) })),
      // The photos a picture field can choose again.
      library: library.map(({ id, thumb, description }) => ({ id, thumb, description })),
      facts: factNames.map((name) => ({ name, value: facts[name] })),
      shownRevision: shown?.id ?? null,
      // Every form here says which revision it was made from, so a save over a newer one is refused.
      basedOn: opened ? opened.basedOn : (newest?.id ?? 0),
      scheduled: scheduled.map((revision) => ({
        id: revision.id,
        author: revision.author,
        at: formatDateTime(revision.publishAt ?? ""),
      })),
      held: held.map((revision) => ({
        id: revision.id,
        author: revision.author,
        at: formatDateTime(revision.publishAt ?? ""),
        because: revision.heldBecause,
      })),
      history: unwithdrawn.map((revision, index) => ({
        id: revision.id,
        author: revision.author,
        savedAt: formatDateTime(revision.savedAt),
        publishedAt: revision.publishedAt && formatDateTime(revision.publishedAt),
        publishAt: revision.publishAt && !revision.publishedAt ? formatDateTime(revision.publishAt) : null,
        restoredFrom: revision.restoredFrom,
        changes: describeChanges(item.schema, unwithdrawn[index + 1]?.data ?? builtContent[item.key], revision.data),
      })),
    },
    { headers: { "Set-Cookie": await auth.commit(visit, request) } },
  );
}

/** What an action answers that is not a new page: the form as it now stands, and what to say of it. */
interface EditAnswer {
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
  /** A newer revision saved since the form was made, and what it changed. */
  conflict?: { id: number; author: string; savedAt: string; changes: string[] };
  /** The revision a form sent again should say it was made from. */
  basedOn?: number;
  /** What looks like a mistake in a form about to go out, and what it was about to do: it goes only on a second yes. */
  warnings?: Warning[];
  warnedFor?: "publish" | "schedule";
  /** When the form asked to publish, as typed. */
  publishAt?: string;
  /** When the form was last kept as a draft by itself, on the church's clocks. */
  autosaved?: string;
}

/** What one step of the action has to work with. */
interface Step {
  request: Request;
  context: Route.ActionArgs["context"];
  item: EditableItem;
  form: FormData;
  intent: string;
  basedOn: number;
  reviewer: string;
  content: PublishedContent;
  /** Answers with the form as it stands and what to say of it. */
  answer(status: number, fields: Partial<EditAnswer>): ReturnType<typeof data<EditAnswer>>;
  /** Goes back to the item's page (or its draft `draft`), saying `message`. */
  done(message: string, draft?: number): Promise<Response>;
}

type StepResult = ReturnType<Step["answer"]> | Response;

/** Says what became of a publish: back to the page, or the form again with why not. */
async function publishOutcome(step: Step, result: PublishResult, done: string, draft?: FieldGroup[]) {
  const { item, basedOn, answer } = step;
  if (!result.ok && "conflict" in result) {
    const newer = result.conflict;
    const publishing = publisherOf(step.context);
    const base = basedOn > 0 ? (await publishing.revisions.get(basedOn))?.data : builtContent[item.key];
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
  if (!result.ok)
    return answer(500, { error: `Nothing was published, and the site is unchanged: ${result.error}`, draft });
  await reviewServices(step.context).staff.activity.record({
    actor: step.reviewer,
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

async function withdraw(step: Step): Promise<StepResult> {
  const publishing = publisherOf(step.context);
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

async function restore(step: Step): Promise<StepResult> {
  const { item, form, content } = step;
  const publishing = publisherOf(step.context);
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
  const result = await publishing.publish(item, revision.data, step.reviewer, {
    basedOn: step.basedOn,
    restoredFrom: revision.id,
    signal: step.request.signal,
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

async function restoreBuilt(step: Step): Promise<StepResult> {
  if (step.form.get("confirmed") !== "yes") {
    return askFirst(
      step,
      { intent: "restore-built", what: "the values the site was built with" },
      builtContent[step.item.key],
    );
  }
  const result = await publisherOf(step.context).publish(step.item, builtContent[step.item.key], step.reviewer, {
    basedOn: step.basedOn,
    signal: step.request.signal,
  });
  return publishOutcome(step, result, "The built values are back.");
}

/**
 * Everything else works on the form as sent: its photos first, then the value it describes; then
 * asks before removing a list item, changes a list, keeps the form, or publishes it now or later.
 */
async function fromTheForm(step: Step): Promise<StepResult> {
  const { item, form, intent, content, answer, context } = step;
  const current = content[item.key];
  // A list button's change is checked against the form as it was, and made as Conform reads it.
  const change = listChangeOf(form);
  if (change === "unknown") throw data("This form asks for nothing the editor does.", { status: 400 });
  const before = change && readSent(withoutListChange(form));
  const changed = change && before && checkListChange(item.schema, before, change);
  const sent = changed && !changed.ok ? before : readSent(form);
  if (!sent) throw data("This form has more items than any list holds.", { status: 400 });
  const asSent = valueFromForm(item.schema, sent, current);
  const overfull = overfullLists(item.schema, asSent);
  if (overfull.length > 0)
    return answer(400, { problems: overfull, draft: withTypedPictures(fieldGroups(item.schema, asSent), sent) });
  const sentGroups = fieldGroups(item.schema, asSent);
  // A photo chosen from the library comes with the words it was described with.
  let library: ReturnType<typeof photoLibrary> | undefined;
  const descriptionOf = async (id: string) => {
    library ??= photoLibrary(publisherOf(context), photosOf(context));
    return (await library).find((photo) => photo.id === id)?.description;
  };
  const photos = await takePhotos(sent, sentGroups, photosOf(context), step.reviewer, descriptionOf);
  const value = valueFromForm(item.schema, sent, current, photos.uploaded);
  const draft = () => withTypedPictures(fieldGroups(item.schema, value), sent);

  if (changed) {
    if (!changed.ok) return answer(400, { error: changed.message, draft: draft(), problems: photos.problems });
    return answer(200, { draft: draft(), focus: changed.focus, problems: photos.problems });
  }
  if (intent.startsWith("ask-remove:")) {
    const path = intent.slice("ask-remove:".length);
    const group = draft().find((each) => each.item && itemName(each.item.list, each.item.index) === path);
    if (!group?.item) return answer(400, { error: "That item is not in the list.", draft: draft() });
    const what = group.item.title ? `${group.item.kind} “${group.item.title}”` : group.legend;
    return answer(200, { draft: draft(), confirmRemove: { path, what }, problems: photos.problems, focus: path });
  }
  if (intent === "keep") return answer(200, { draft: draft(), problems: photos.problems });
  // Half-done work is kept as it is, checked only when it is published.
  if (intent === "draft" || intent === "autosave") {
    const kept = await publisherOf(context).drafts.save(item.slug, step.reviewer, value, step.basedOn, new Date());
    const at = formatDateTime(kept.savedAt);
    if (intent === "autosave") return answer(200, { autosaved: at, problems: photos.problems });
    return step.done(
      `Draft saved, ${at}. It is not on the site: any editor can open it from “Edit the website”, preview it, and publish it when it is ready.`,
      kept.id,
    );
  }
  // "Publish anyway" after the warnings: the same, without them.
  const wanted = intent.replace(/-anyway$/, "");
  if (wanted !== "publish" && wanted !== "schedule") {
    throw data("This form asks for nothing the editor does.", { status: 400 });
  }

  const publishAt = wanted === "schedule" ? scheduledTime(String(form.get("publishAt") ?? "")) : undefined;
  const unknownPictures = await keptPictures(value, photosOf(context));
  const checked = checkContent(item.schema, value, factValues(withItem(content, item, value)), dateAt(new Date()));
  // A refused photo is one problem: what the schema says of the picture missing in its place is not another.
  const refused = photos.problems.map((problem) => problem.name);
  const besides = (problem: FieldProblem) =>
    !refused.some((name) => problem.name === name || problem.name.startsWith(`${name}.`));
  const problems = [
    ...photos.problems,
    ...(checked.ok ? [] : checked.problems).filter(besides),
    ...labelled(item.schema, value, unknownPictures).filter(besides),
    ...(publishAt && "problem" in publishAt ? [publishAt.problem] : []),
  ];
  // The form comes back as it was sent, so nothing typed is lost.
  if (problems.length > 0) return answer(400, { problems, draft: draft() });
  // A form sent as it was opened makes no version: the history lists changes, not presses of Publish.
  if (isDeepStrictEqual(asJson(value), asJson(current))) {
    return step.done(
      `Nothing in the form was changed, so nothing was ${wanted === "publish" ? "published" : "scheduled"}.`,
    );
  }
  const warnings = wanted === intent ? publishWarnings(item, content, value) : [];
  if (warnings.length > 0) return answer(200, { warnings, warnedFor: wanted, draft: draft() });
  const publishing = publisherOf(context);
  const { basedOn, reviewer } = step;
  const result =
    publishAt && "at" in publishAt
      ? await publishing.schedule(item, value, reviewer, publishAt.at, { basedOn })
      : await publishing.publish(item, value, reviewer, { basedOn, signal: step.request.signal });
  // What went out is no longer a draft: the one the form was opened from, and the person's own.
  if (result.ok) await publishing.drafts.discard(item.slug, { ids: draftOf(form), authors: [reviewer] });
  return publishOutcome(step, result, "Published.", draft());
}

/** The draft the form was opened from, if any. */
function draftOf(form: FormData): number[] {
  const id = Number(form.get("draft") || Number.NaN);
  return Number.isSafeInteger(id) ? [id] : [];
}

async function discardDraft(step: Step): Promise<StepResult> {
  const [id] = draftOf(step.form);
  const draft = id === undefined ? undefined : await publisherOf(step.context).drafts.get(id);
  if (!draft || draft.item !== step.item.slug)
    return step.done("That draft is no longer kept: it was published or discarded.");
  await publisherOf(step.context).drafts.discard(step.item.slug, { ids: [draft.id] });
  return step.done(
    `${draft.author === step.reviewer ? "Your" : `${draft.author}'s`} draft is discarded. The site is unchanged.`,
  );
}

/** A value as it is stored: parts left undefined are no parts. */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null));

/** The steps the form's buttons ask for by their `intent`; any other is a change of the form itself. */
const intents: Record<string, (step: Step) => Promise<StepResult>> = {
  withdraw,
  "discard-draft": discardDraft,
  restore,
  "restore-built": restoreBuilt,
};

/** A form larger than any without a photo, or of unknown length, may carry one. */
function mayCarryPhoto(request: Request): boolean {
  const length = Number(request.headers.get("Content-Length") ?? Number.NaN);
  return !(length <= FORM_BODY_LIMIT);
}

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const visit = await requireReviewer(request, context, "content");
  itemOr404(args.params.item);
  if (!mayCarryPhoto(request)) return answerForm(args, visit);
  // Its place is taken before its body is read: a crowd of uploads is turned away unread.
  const answered = await photosOf(context).receive(() => answerForm(args, visit));
  if (answered.busy) {
    throw data(BUSY_MESSAGE, { status: 503, headers: { "Retry-After": "5", Connection: "close" } });
  }
  return answered.value;
}

async function answerForm(
  { request, context, params }: Route.ActionArgs,
  { auth, visit, reviewer }: Awaited<ReturnType<typeof requireReviewer>>,
) {
  const item = itemOr404(params.item);
  const form = await readReviewForm(request, auth, visit, { limit: EDITOR_BODY_LIMIT, files: "keep" });
  const intent = String(form.get("intent") ?? "");
  const basedOn = Number(form.get("basedOn"));
  if (!Number.isInteger(basedOn) || basedOn < 0)
    throw data("This form does not say what it was made from.", { status: 400 });
  const step: Step = {
    request,
    context,
    item,
    form,
    intent,
    basedOn,
    reviewer,
    content: publisherOf(context).current(),
    answer: (status, fields) =>
      data<EditAnswer>(
        { problems: [], error: "", publishAt: String(form.get("publishAt") ?? ""), ...fields },
        { status },
      ),
    async done(message, draft) {
      auth.flash(visit, message);
      const to = `/review/content/${item.slug}${draft ? `?draft=${draft}` : ""}`;
      return redirect(to, { headers: { "Set-Cookie": await auth.commit(visit, request) } });
    },
  };
  return (intents[intent] ?? fromTheForm)(step);
}

/** The time a change is to go out, on the church's clocks, or why it cannot be then. */
function scheduledTime(local: string): { at: Date } | { problem: FieldProblem } {
  const stamp = timestampAt(local);
  const at = new Date(stamp ?? Number.NaN);
  const message = scheduleProblem(at, new Date());
  return message ? { problem: { name: "publishAt", label: "Publish at", message } } : { at };
}
