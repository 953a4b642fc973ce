// The editor's page of one item (/staff/content/<item>, app/routes/staff.content.$item.tsx): what
// opening it shows (the form in its language, the person's draft, what changed since, the photo
// library) and what each of its buttons does (save a draft, preview, publish or schedule, restore,
// discard), the steps themselves in steps.server.ts and publish.server.ts beside it.
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { formatDateTime } from "~/content-model/church-time";
import { defaultLanguage, languageCodes, languages } from "~/content-model/languages";
import { takePhotos } from "~/editor/editor-photos.server";
import { itemAddress } from "~/editor/item-address";
import { checkListChange, listChangeOf, withoutListChange } from "~/editor/list-changes";
import { changedSince, formBase, guessedBase, holdsChanges } from "~/editor/on-top.server";
import { draftVersion, newerOwnDraft } from "~/editor/own-draft.server";
import { readSent, valueFromForm, withTypedPictures } from "~/editor/read-form";
import { FORM_BODY_LIMIT } from "~/http/request-body.server";
import { EDITOR_BODY_LIMIT } from "~/lib/media-paths";
import { photosOf } from "~/media/context.server";
import { BUSY_MESSAGE } from "~/media/photos.server";
import { factNames, factValues } from "~/published/facts";
import { editedLanguage, publisherOf } from "~/publishing/context.server";
import { overfullLists } from "~/publishing/edit-checks";
import { DRAFT_SEEN, fieldGroups, imageParts, itemName, labelledFields } from "~/publishing/edit-form";
import { type EditableItem, editableItemOr404, editing, hasWords } from "~/publishing/editable-items";
import { revisionChanges } from "~/publishing/in-language.server";
import { leftEmpty, wordStates, wordsOf } from "~/publishing/localized";
import { changesNothing } from "~/publishing/merge-changes";
import { libraryDescription, photoLibrary } from "~/publishing/photo-library.server";
import { writtenWords } from "~/publishing/translation-status.server";
import { readStaffForm, requireStaff } from "~/staff/access.server";
import { can } from "~/staff/roles";
import { publishForm } from "./publish.server";
import {
  discardDraft,
  type EditAnswer,
  restore,
  restoreBuilt,
  type Step,
  type StepResult,
  withdraw,
  withNewerDraft,
} from "./steps.server";

/** A number no earlier answer had: the page moves the keyboard to each new answer, even one like the last. */
let answers = 0;
const answerNumber = () => Date.now() * 1000 + (answers++ % 1000);

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  // Signed in and allowed first, so a stranger learns nothing of which items exist; then the item.
  const language = editedLanguage(request);
  const { auth, visit, staffName, account } = await requireStaff(request, context, editing(params.item, language));
  const item = editableItemOr404(params.item, language);
  const publisher = publisherOf(context, language);
  const { revisions } = publisher;
  const asked = new URL(request.url).searchParams.get("draft");
  const draftId = Number(asked ?? Number.NaN);
  const [shown, newest, history, scheduled, held, drafts, draft] = await Promise.all([
    revisions.latestPublished(item.slug),
    revisions.latestSaved(item.slug),
    revisions.history(item.slug),
    revisions.scheduled(item.slug),
    revisions.held(item.slug),
    publisher.drafts.list(item.slug),
    Number.isSafeInteger(draftId) ? publisher.drafts.get(draftId) : undefined,
  ]);
  const content = publisher.current();
  const current = content[item.key];
  // Drafts whose changes are all on the site by now are no longer drafts of anything.
  const open = drafts.filter((each) => holdsChanges(each, current));
  // Opening an item where one's own draft waits opens the draft, unless the published values were asked for.
  const own = asked === null ? open.find((each) => each.author === staffName) : undefined;
  const opened = draft?.item === item.slug ? draft : own;
  // The person's own draft, which the form saves over only when it opened it, or when it holds nothing new.
  const ownDraft = drafts.find((each) => each.author === staffName);
  const draftSeen = ownDraft && (opened?.id === ownDraft.id || !open.includes(ownDraft)) ? draftVersion(ownDraft) : "";
  const base = opened ? (opened.base ?? (await guessedBase(publisher, item, opened.basedOn))) : current;
  // Another language's form: its words, each beside the default language's (docs/decisions/0040);
  // a word it has none of its own for is empty, never the English (0042).
  const english = publisherOf(context).current()[item.key];
  const states =
    language === defaultLanguage
      ? { missing: [], behind: [] }
      : wordStates(item.schema, english, await writtenWords(publisher, publisherOf(context), item));
  const asWritten = (value: unknown) =>
    language === defaultLanguage ? value : leftEmpty(item.schema, value, english, states.missing);
  const groups = fieldGroups(item.schema, asWritten(current));
  const translating = language !== defaultLanguage && {
    code: language,
    name: languages[language].english,
    words: wordsOf(item.schema, current).map(({ name }) => name),
    missing: states.missing,
    behind: states.behind,
    // Each field's English as the form shows it; a picture's, its description.
    english: Object.fromEntries(
      labelledFields(fieldGroups(item.schema, english)).map((field) =>
        field.input === "image"
          ? [imageParts(field.name).alt, field.image?.current?.alt ?? ""]
          : [field.name, field.value],
      ),
    ),
  };
  const hasPictures = groups.some((group) => group.fields.some((field) => field.input === "image"));
  const library = hasPictures ? await photoLibrary(publisher, photosOf(context)) : [];
  const facts = factValues(content);
  // Each revision by what it changed from the one saved before it (the oldest, from the build's values).
  const unwithdrawn = history.filter((revision) => !revision.withdrawnAt);
  const changes = revisionChanges(item, language, unwithdrawn, publisher.built[item.key]);
  return data(
    {
      staffName,
      roles: account.roles,
      csrfToken: visit.csrfToken,
      message: visit.message,
      slug: item.slug,
      translating,
      // The item in the other languages this account may edit it in: a translator is offered no English.
      mayEditDefault: can(account, ...editing(item.slug, defaultLanguage)),
      otherLanguages: languageCodes
        .filter((code) => code !== defaultLanguage && hasWords(item) && can(account, ...editing(item.slug, code)))
        .map((code) => ({ code, name: languages[code].english })),
      title: item.title,
      description: item.description,
      shownOn: item.shownOn,
      groups,
      // A draft asked for by its address: the form shows it, made from the revision it was begun from.
      draft: opened && {
        id: opened.id,
        author: opened.author,
        savedAt: formatDateTime(opened.savedAt),
        groups: fieldGroups(item.schema, asWritten(opened.data)),
        // What others published since it was begun: publishing it keeps theirs.
        since: await changedSince(publisher, item, base, current),
      },
      draftGone: Number.isSafeInteger(draftId) && !opened,
      draftSeen,
      drafts: open.map((each) => ({ id: each.id, author: each.author, savedAt: formatDateTime(each.savedAt) })),
      // The item's value the form begins from: only what is changed from it goes out.
      base: JSON.stringify(base),
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
        changes: changes[index] ?? [],
        id: revision.id,
        author: revision.author,
        savedAt: formatDateTime(revision.savedAt),
        publishedAt: revision.publishedAt && formatDateTime(revision.publishedAt),
        publishAt: revision.publishAt && !revision.publishedAt ? formatDateTime(revision.publishAt) : null,
        restoredFrom: revision.restoredFrom,
      })),
    },
    { headers: { "Set-Cookie": await auth.commit(visit, request) } },
  );
}

/**
 * Everything else works on the form as sent: its photos first, then the value it describes; then
 * asks before removing a list item, changes a list, keeps the form, or publishes it now or later.
 */
async function fromTheForm(step: Step): Promise<StepResult> {
  const { item, form, intent, answer, context } = step;
  // The parts staff do not edit, and each list item by its id, come from the value the form was begun from.
  const current = step.base;
  // A list button's change is checked against the form as it was, and made as Conform reads it.
  const change = listChangeOf(form);
  if (change === "unknown") throw data("This form asks for nothing the editor does.", { status: 400 });
  const before = change && readSent(withoutListChange(form));
  const changed = change && before && checkListChange(item.schema, before, change);
  const sent = changed && !changed.ok ? before : readSent(form);
  if (!sent) throw data("This form has more items than any list holds.", { status: 400 });
  const wordsOnly = step.publisher.language !== defaultLanguage;
  const asSent = valueFromForm(item.schema, sent, current, undefined, wordsOnly);
  const overfull = overfullLists(item.schema, asSent);
  if (overfull.length > 0)
    return answer(400, { problems: overfull, draft: withTypedPictures(fieldGroups(item.schema, asSent), sent) });
  const sentGroups = fieldGroups(item.schema, asSent);
  // A photo chosen from the library comes with the words it was described with.
  const descriptionOf = (upload: string) => libraryDescription(step.publisher, photosOf(context), upload);
  const photos = await takePhotos(sent, sentGroups, photosOf(context), step.staffName, descriptionOf);
  const value = valueFromForm(item.schema, sent, current, photos.uploaded, wordsOnly);
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
  // "Keep it", to the question before a removal: the keyboard goes back to the item kept.
  if (intent.startsWith("keep:")) {
    return answer(200, { draft: draft(), problems: photos.problems, focus: intent.slice("keep:".length) });
  }
  if (intent === "autosave" && changesNothing(step.base, value)) return answer(200, { problems: photos.problems });
  // A form that did not see its person's newest draft (kept on another device or tab) never goes over it.
  const newer = await newerOwnDraft(step.publisher, item, step.staffName, form);
  if (newer) {
    const answered = await withNewerDraft(step, { newer, value, sent, problems: photos.problems });
    if (!("publishWith" in answered)) return answered;
    return publishForm(step, { value: answered.publishWith, photoProblems: photos.problems, draft });
  }
  // A draft of nothing would hide what is on the site behind a banner: none is kept, and one that was is let go.
  if (intent === "draft" && changesNothing(step.base, value)) {
    await step.publisher.drafts.discard(item.slug, { authors: [step.staffName] });
    return step.done("Nothing in the form differs from what it began from, so no draft was kept.");
  }
  // An autosave the editor dropped (a button was pressed meanwhile, autosave.ts) keeps nothing: it
  // could otherwise land after the publish that followed it, which lets the person's draft go.
  if (intent === "autosave" && step.request.signal.aborted) return answer(200, { problems: photos.problems });
  // Half-done work is kept as it is, checked only when it is published.
  if (intent === "draft" || intent === "autosave") {
    const kept = await step.publisher.drafts.save(
      item.slug,
      step.staffName,
      { data: value, base: step.base, basedOn: step.basedOn },
      new Date(),
    );
    const at = formatDateTime(kept.savedAt);
    if (intent === "autosave") {
      return answer(200, { autosaved: at, draftSeen: draftVersion(kept), problems: photos.problems });
    }
    return step.done(
      `Draft saved, ${at}. It is not on the site: any editor can open it from “Edit the website”, preview it, and publish it when it is ready.`,
      kept.id,
    );
  }
  if (intent.replace(/-anyway$/, "") !== "publish" && intent.replace(/-anyway$/, "") !== "schedule") {
    throw data("This form asks for nothing the editor does.", { status: 400 });
  }
  return publishForm(step, { value, photoProblems: photos.problems, draft });
}

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

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  const visit = await requireStaff(request, context, editing(args.params.item, editedLanguage(request)));
  editableItemOr404(args.params.item, editedLanguage(request));
  if (!mayCarryPhoto(request)) return answerForm(args, visit);
  // Its place is taken before its body is read: a crowd of uploads is turned away unread.
  const answered = await photosOf(context).receive(() => answerForm(args, visit));
  if (answered.busy) {
    throw data(BUSY_MESSAGE, { status: 503, headers: { "Retry-After": "5", Connection: "close" } });
  }
  return answered.value;
}

async function answerForm(
  { request, context, params }: ActionFunctionArgs,
  { auth, visit, staffName, account }: Awaited<ReturnType<typeof requireStaff>>,
) {
  const item = editableItemOr404(params.item);
  const form = await readStaffForm(request, auth, visit, { limit: EDITOR_BODY_LIMIT, files: "keep" });
  const intent = String(form.get("intent") ?? "");
  const basedOn = Number(form.get("basedOn"));
  if (!Number.isInteger(basedOn) || basedOn < 0)
    throw data("This form does not say what it was made from.", { status: 400 });
  // The item's value the form was begun from goes back with every answer, however much later it is sent.
  // The language the form edits: its address says it, and so does the form itself.
  const language = languageCodes.find((code) => code === form.get("language")) ?? editedLanguage(request);
  // A translator's gate was for the address's language: the form's must be one they may change too.
  if (!can(account, ...editing(item.slug, language))) {
    throw data("Your account does not let you change this item in that language.", { status: 403 });
  }
  const publisher = publisherOf(context, language);
  const base = formBase(form) ?? (await guessedBase(publisher, item, basedOn));
  const baseSent = JSON.stringify(base);
  const step: Step = {
    request,
    context,
    item,
    form,
    intent,
    basedOn,
    base,
    staffName,
    publisher,
    content: publisher.current(),
    answer: (status, fields) =>
      data<EditAnswer>(
        {
          problems: [],
          error: "",
          publishAt: String(form.get("publishAt") ?? ""),
          base: baseSent,
          answered: answerNumber(),
          // What the form stood on goes back with it, unless the answer moved it on.
          ...(form.has(DRAFT_SEEN) && { draftSeen: String(form.get(DRAFT_SEEN)) }),
          ...fields,
        },
        { status },
      ),
    async done(message, draft) {
      auth.flash(visit, message);
      return redirect(itemAddress(item.slug, language, { draft }), {
        headers: { "Set-Cookie": await auth.commit(visit, request) },
      });
    },
  };
  try {
    return await (intents[intent] ?? fromTheForm)(step);
  } catch (error) {
    // A refusal already made (a 4xx said on purpose, a redirect) stands.
    if (error instanceof Response || isDataAnswer(error)) throw error;
    // Anything else is the server's fault, never the person's to lose their typing over.
    console.error(error);
    return step.answer(500, {
      error:
        "Nothing was published or kept: something went wrong on the website's side while reading this form. What you typed is still below: press the button again, or Save draft, and tell whoever looks after the website if it happens again.",
      draft: typedForm(item, form, base),
    });
  }
}

/** What data() throws: an answer the action gives on purpose. */
const isDataAnswer = (thrown: unknown) =>
  typeof thrown === "object" && thrown !== null && "type" in thrown && thrown.type === "DataWithResponseInit";

/** The form as typed, to give back after the server failed; undefined if even that cannot be read. */
function typedForm(item: EditableItem, form: FormData, base: unknown) {
  try {
    const sent = readSent(form);
    return sent && withTypedPictures(fieldGroups(item.schema, valueFromForm(item.schema, sent, base)), sent);
  } catch {
    return undefined;
  }
}
