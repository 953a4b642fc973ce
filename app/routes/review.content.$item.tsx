// /review/content/:item: one editable item's form, made from its schema (app/publishing/edit-form.ts),
// with its lists to grow, shrink and reorder, its pictures to replace with photos, a preview of each
// page that shows it, publishing now or at a chosen time, and every earlier revision to restore.
// Plain server forms: it works the same with no JavaScript.
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { dateAt, formatDateTime, timestampAt } from "~/content/church-time";
import { factNames, factValues } from "~/content/facts";
import { builtContent, type PublishedContent } from "~/content/published/content";
import { EDITOR_BODY_LIMIT } from "~/lib/media-paths";
import type { PageHandle } from "~/lib/page-handle";
import { photosOf } from "~/media/context.server";
import { publisherOf } from "~/publishing/context.server";
import { EditField, fieldId } from "~/publishing/edit-field";
import {
  changeList,
  checkContent,
  describeChanges,
  type FieldGroup,
  type FieldProblem,
  fieldGroups,
  itemMarker,
  parseListChange,
  valueFromForm,
} from "~/publishing/edit-form";
import { ListControls } from "~/publishing/edit-list";
import { type EditableItem, editableItem } from "~/publishing/editable-items";
import { takePhotos, unknownPictures } from "~/publishing/editor-photos.server";
import type { PublishResult } from "~/publishing/publisher.server";
import { readReviewForm, requireReviewer } from "~/review/access.server";
import { ReviewHeader, StaffMessage } from "~/review/review-header";
import { staffOnly } from "~/review/staff-only.server";
import type { Route } from "./+types/review.content.$item";

// Nothing under /review is cached or indexed, whatever spelling of the path reached it.
export const middleware = [staffOnly];

// The form may carry a photo besides its words.
export const handle: PageHandle = { bodyLimit: EDITOR_BODY_LIMIT };

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `Edit: ${loaderData?.title ?? "content"}` },
  { name: "robots", content: "noindex, nofollow" },
];

function itemOr404(slug: string | undefined): EditableItem {
  const item = editableItem(slug);
  if (!item) throw data("There is no such item to edit.", { status: 404 });
  return item;
}

const withItem = (content: PublishedContent, item: EditableItem, value: unknown) =>
  ({ ...content, [item.key]: value }) as PublishedContent;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { auth, visit, reviewer } = await requireReviewer(request, context, "content");
  const publisher = publisherOf(context);
  const item = itemOr404(params.item);
  const { revisions } = publisher;
  const [shown, newest, history, scheduled] = await Promise.all([
    revisions.latestPublished(item.slug),
    revisions.latestSaved(item.slug),
    revisions.history(item.slug),
    revisions.scheduled(item.slug),
  ]);
  const content = publisher.current();
  const current = content[item.key];
  const facts = factValues(content);
  // Each revision by what it changed from the one saved before it (the oldest, from the build's values).
  const unwithdrawn = history.filter((revision) => !revision.withdrawnAt);
  return data(
    {
      reviewer,
      csrfToken: visit.csrfToken,
      message: visit.message,
      slug: item.slug,
      title: item.title,
      description: item.description,
      shownOn: item.shownOn,
      groups: fieldGroups(item.schema, current),
      facts: factNames.map((name) => ({ name, value: facts[name] })),
      shownRevision: shown?.id ?? null,
      // Every form here says which revision it was made from, so a save over a newer one is refused.
      basedOn: newest?.id ?? 0,
      scheduled: scheduled.map((revision) => ({
        id: revision.id,
        author: revision.author,
        at: formatDateTime(revision.publishAt ?? ""),
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
  /** A newer revision saved since the form was made, and what it changed. */
  conflict?: { id: number; author: string; savedAt: string; changes: string[] };
  /** The revision a form sent again should say it was made from. */
  basedOn?: number;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { auth, visit, reviewer } = await requireReviewer(request, context, "content");
  const publishing = publisherOf(context);
  const item = itemOr404(params.item);
  const form = await readReviewForm(request, auth, visit, { limit: EDITOR_BODY_LIMIT, files: "keep" });
  const intent = String(form.get("intent") ?? "");
  const basedOn = Number(form.get("basedOn"));
  if (!Number.isInteger(basedOn) || basedOn < 0)
    throw data("This form does not say what it was made from.", { status: 400 });
  const answer = (status: number, fields: Partial<EditAnswer>) =>
    data<EditAnswer>({ problems: [], error: "", ...fields }, { status });
  const content = publishing.current();

  if (intent === "withdraw") {
    const withdrawn = await publishing.withdraw(Number(form.get("revision")));
    auth.flash(
      visit,
      withdrawn ? "The scheduled change is cancelled; it will not go out." : "That change has already gone out.",
    );
    return redirect(`/review/content/${item.slug}`, { headers: { "Set-Cookie": await auth.commit(visit, request) } });
  }

  const publishOutcome = async (result: PublishResult, done: string, draft?: FieldGroup[]) => {
    if (!result.ok && "conflict" in result) {
      const newer = result.conflict;
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
    if (!result.ok) {
      // The site still shows what it showed before; nothing was half published.
      return answer(500, { error: `Nothing was published, and the site is unchanged: ${result.error}`, draft });
    }
    auth.flash(
      visit,
      "scheduled" in result
        ? `Saved. It will be published ${formatDateTime(result.scheduled)}; until then the site shows what it shows now.`
        : `${done} Every page and calendar that shows it follows now.`,
    );
    return redirect(`/review/content/${item.slug}`, { headers: { "Set-Cookie": await auth.commit(visit, request) } });
  };

  if (intent === "restore") {
    const id = Number(form.get("revision"));
    const revision = Number.isInteger(id) ? await publishing.revisions.get(id) : undefined;
    if (!revision || revision.item !== item.slug)
      throw data("There is no such revision of this item.", { status: 400 });
    const checked = checkContent(item.schema, revision.data, factValues(withItem(content, item, revision.data)));
    if (!checked.ok) {
      return answer(400, { problems: checked.problems, error: "That revision no longer fits what the site needs." });
    }
    const result = await publishing.publish(item, revision.data, reviewer, {
      basedOn,
      restoredFrom: revision.id,
      signal: request.signal,
    });
    return publishOutcome(result, `Revision ${revision.id} is back.`);
  }
  if (intent === "restore-built") {
    const result = await publishing.publish(item, builtContent[item.key], reviewer, {
      basedOn,
      signal: request.signal,
    });
    return publishOutcome(result, "The built values are back.");
  }

  // Everything else works on the form as sent: its photos first, then the value it describes.
  const current = content[item.key];
  const sentGroups = fieldGroups(item.schema, valueFromForm(item.schema, form, current));
  const photos = await takePhotos(form, sentGroups, photosOf(context), reviewer);
  let value = valueFromForm(item.schema, form, current, photos.uploaded);
  const draft = () => fieldGroups(item.schema, value);

  if (intent.startsWith("ask-remove:")) {
    const path = intent.slice("ask-remove:".length);
    const group = draft().find((each) => each.item && `${each.item.list}.${each.item.index}` === path);
    if (!group?.item) return answer(400, { error: "That item is not in the list.", draft: draft() });
    const what = group.item.title ? `${group.item.kind} “${group.item.title}”` : group.legend;
    return answer(200, { draft: draft(), confirmRemove: { path, what }, problems: photos.problems, focus: path });
  }
  const change = parseListChange(intent);
  if (change) {
    const changed = changeList(item.schema, value, change);
    if (!changed.ok) return answer(400, { error: changed.message, draft: draft(), problems: photos.problems });
    value = changed.value;
    return answer(200, { draft: draft(), focus: changed.focus, problems: photos.problems });
  }
  if (intent === "keep") return answer(200, { draft: draft(), problems: photos.problems });

  if (intent === "publish" || intent === "schedule") {
    const publishAt = intent === "schedule" ? scheduledTime(String(form.get("publishAt") ?? "")) : undefined;
    const checked = checkContent(item.schema, value, factValues(withItem(content, item, value)), dateAt(new Date()));
    const problems = [
      ...photos.problems,
      ...(checked.ok ? [] : checked.problems),
      ...(await unknownPictures(value, photosOf(context))),
      ...(publishAt && "problem" in publishAt ? [publishAt.problem] : []),
    ];
    // The form comes back as it was sent, so nothing typed is lost.
    if (problems.length > 0) return answer(400, { problems, draft: draft() });
    const result =
      publishAt && "at" in publishAt
        ? await publishing.schedule(item, value, reviewer, publishAt.at, { basedOn })
        : await publishing.publish(item, value, reviewer, { basedOn, signal: request.signal });
    return publishOutcome(result, "Published.", draft());
  }
  throw data("This form asks for nothing the editor does.", { status: 400 });
}

/** The time a change is to go out, on the church's clocks, or why it cannot be then. */
function scheduledTime(local: string): { at: Date } | { problem: FieldProblem } {
  const problem = (message: string) => ({ problem: { name: "publishAt", label: "Publish at", message } });
  const stamp = timestampAt(local);
  if (!stamp) return problem("must be a date and time on the church's clocks");
  const at = new Date(stamp);
  if (at.getTime() <= Date.now()) return problem("must be later than now; to publish now, press Publish");
  return { at };
}

export default function EditItem({ loaderData, actionData }: Route.ComponentProps) {
  const { reviewer, csrfToken, message, slug, title, description, shownOn, facts, shownRevision, history, scheduled } =
    loaderData;
  const groups = actionData?.draft ?? loaderData.groups;
  // A refused save says which revision to build on next; a fresh page, the newest.
  const basedOn = actionData?.basedOn ?? loaderData.basedOn;
  const basedOnField = <input type="hidden" name="basedOn" value={basedOn} />;
  const conflict = actionData?.conflict;
  const allProblems = actionData?.problems ?? [];
  // A field may break more than one rule; each is said beside it.
  const problemsOf = (name: string) =>
    allProblems.filter((problem) => problem.name === name || problem.name.startsWith(`${name}.`));
  // Publishing renders every page before it answers (a few seconds): say so, so nobody presses twice.
  const navigation = useNavigation();
  const intent = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : "";
  const working = intent === "publish" ? "Publishing" : intent.startsWith("restore") ? "Restoring" : "";
  const focus = actionData?.focus;
  const confirmRemove = actionData?.confirmRemove;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 md:px-6 md:py-14">
      <ReviewHeader title={title} reviewer={reviewer} csrfToken={csrfToken} />
      <p className="mt-4">
        <Link to="/review/content" className="font-bold text-navy underline underline-offset-4">
          Everything you can edit
        </Link>
      </p>
      <StaffMessage message={message} />
      {scheduled.length > 0 && (
        <div className="mt-6 rounded-lg border-2 border-teal bg-teal-pale p-4 text-gray-900">
          <p className="font-bold">Changes to this item waiting for their time:</p>
          <ul className="mt-2 flex flex-col gap-2">
            {scheduled.map((each) => (
              <li key={each.id} className="flex flex-wrap items-center gap-3">
                <span>
                  Revision {each.id}, by {each.author}, goes out {each.at}. It replaces what the site shows then,
                  including anything published meanwhile.
                </span>
                <Form method="post">
                  <input type="hidden" name="csrf" value={csrfToken} />
                  {basedOnField}
                  <input type="hidden" name="revision" value={each.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="withdraw"
                    className={buttonClasses("outline", "min-h-10 px-4 py-1.5")}
                  >
                    Cancel revision {each.id}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </div>
      )}
      {actionData && (actionData.error || allProblems.length > 0) && (
        <div role="alert" className="mt-6 rounded-lg border-2 border-red bg-red-pale p-4 text-gray-900">
          <p className="font-bold">{actionData.error || "Nothing was published. Please correct:"}</p>
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
                Your values are still in the form below. Publish again to put yours in place of theirs, or reload the
                page to start from theirs.
              </p>
            </>
          )}
          {allProblems.length > 0 && (
            <ul className="mt-2 list-disc pl-6">
              {allProblems.map((problem) => (
                <li key={`${problem.name} ${problem.message}`}>
                  <a href={`#${fieldId(problem.name)}`} className="underline">
                    {problem.label} ({problem.name})
                  </a>
                  : {problem.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <p className="mt-6 max-w-3xl text-lg text-gray-700">{description}</p>
      <details className="mt-4 max-w-3xl rounded-lg border border-gray-200 bg-white p-4">
        <summary className="cursor-pointer font-bold text-navy">
          Facts you can name in any text, in braces, such as {"{worship time}"}
        </summary>
        <p className="mt-2 text-gray-700">
          Each is filled in where the words are shown, so a sentence that names one follows it when it changes.
        </p>
        <dl className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
          {facts.map((fact) => (
            <div key={fact.name} className="contents">
              <dt className="font-mono text-sm font-bold text-gray-900">{`{${fact.name}}`}</dt>
              <dd className="text-gray-700">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </details>

      {/* Keyed by each answer, so the fields show the form as it now stands. */}
      <Form
        key={
          actionData ? JSON.stringify([focus, groups.length, actionData.problems.length, confirmRemove?.path]) : "page"
        }
        method="post"
        encType="multipart/form-data"
        className="mt-8 flex flex-col gap-8"
      >
        <input type="hidden" name="csrf" value={csrfToken} />
        {basedOnField}
        {groups.length > 3 && (
          <nav aria-label="Parts of this form">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {groups
                .filter((group) => (group.fields.length > 0 && !group.path.includes(".")) || group.item)
                .map((group) => (
                  <li key={group.path}>
                    <a
                      href={`#part-${group.path || "top"}`}
                      className="font-semibold text-navy underline underline-offset-4"
                    >
                      {group.legend}
                    </a>
                  </li>
                ))}
            </ul>
          </nav>
        )}
        {groups.map((group) =>
          group.addTo ? (
            <ListControls key={`add ${group.path}`} addTo={group.addTo} focus={focus === group.path} />
          ) : (
            <fieldset
              key={group.path}
              id={`part-${group.path || "top"}`}
              className="scroll-mt-24 rounded-2xl bg-white p-6 shadow-card ring-1 ring-gray-200"
            >
              <legend className="font-heading text-xl font-extrabold text-navy">{group.legend}</legend>
              {group.item && (
                <input type="hidden" name={itemMarker(group.item.list, group.item.index)} value={group.item.id} />
              )}
              {group.item && (
                <ListControls
                  item={group.item}
                  confirming={
                    confirmRemove?.path === `${group.item.list}.${group.item.index}` ? confirmRemove.what : ""
                  }
                />
              )}
              <div className="mt-2 flex flex-wrap gap-6">
                {group.fields.map((field, index) => (
                  <EditField
                    key={field.name}
                    field={field}
                    value={field.value}
                    problems={problemsOf(field.name).map((problem) => problem.message)}
                    autoFocus={index === 0 && focus === group.path}
                  />
                ))}
              </div>
            </fieldset>
          ),
        )}
        <div className="flex flex-col gap-4 rounded-2xl bg-gray-50 p-6 ring-1 ring-gray-200">
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" name="intent" value="publish" className={buttonClasses("primary")}>
              {intent === "publish" ? "Publishing…" : "Publish"}
            </button>
            {shownOn.map((page) => (
              <button
                key={page.path}
                type="submit"
                name="page"
                value={page.path}
                formAction={`/review/content/${slug}/preview`}
                formTarget="_blank"
                className={buttonClasses("outline", "min-h-11 px-4 py-2")}
              >
                Preview {page.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </button>
            ))}
            {/* Not role="status": that is the answer's, said once it comes. */}
            <p aria-live="polite" className="font-semibold text-gray-700">
              {working && `${working}: every page and calendar that shows this is being updated…`}
            </p>
          </div>
          <div className="flex flex-wrap items-end gap-3">
            <EditField
              field={{
                name: "publishAt",
                label: "Or publish at",
                input: "timestamp",
                value: "",
                required: false,
                seconds: true,
              }}
              value=""
              problems={problemsOf("publishAt").map((problem) => problem.message)}
            />
            <button
              type="submit"
              name="intent"
              value="schedule"
              className={buttonClasses("outline", "min-h-11 px-4 py-2")}
            >
              Schedule
            </button>
          </div>
        </div>
      </Form>

      <section aria-labelledby="history" className="mt-12">
        <h2 id="history" className="font-heading text-2xl font-extrabold text-navy">
          Earlier versions
        </h2>
        <ol className="mt-4 flex flex-col gap-3">
          {history.map((revision) => (
            <li key={revision.id} className="rounded-lg border border-gray-200 bg-white p-4">
              <p className="font-bold text-gray-900">
                Revision {revision.id}, saved by {revision.author}, {revision.savedAt}
                {revision.restoredFrom !== null && ` (brings back revision ${revision.restoredFrom})`}
                {revision.id === shownRevision && <span className="ml-2 text-teal">· on the site now</span>}
                {revision.publishAt && <span className="ml-2 text-teal">· goes out {revision.publishAt}</span>}
                {!revision.publishedAt && !revision.publishAt && <span className="ml-2 text-red">· not published</span>}
              </p>
              {revision.changes.length > 0 ? (
                <ul className="mt-1 list-disc pl-6 text-gray-700">
                  {revision.changes.map((change) => (
                    <li key={change}>{change}</li>
                  ))}
                </ul>
              ) : (
                <p className="mt-1 text-gray-700">No change from the version before it.</p>
              )}
              {revision.id !== shownRevision && !revision.publishAt && (
                <Form method="post" className="mt-2">
                  <input type="hidden" name="csrf" value={csrfToken} />
                  {basedOnField}
                  <input type="hidden" name="revision" value={revision.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="restore"
                    className={buttonClasses("outline", "min-h-10 px-4 py-1.5")}
                  >
                    {intent === "restore" && navigation.formData?.get("revision") === String(revision.id)
                      ? "Restoring…"
                      : `Restore revision ${revision.id}`}
                  </button>
                </Form>
              )}
            </li>
          ))}
          <li className="rounded-lg border border-gray-200 bg-white p-4">
            <p className="font-bold text-gray-900">
              As built, from the site's files
              {shownRevision === null && <span className="ml-2 text-teal">· on the site now</span>}
            </p>
            <p className="mt-1 text-gray-700">The values in the site's files, before any change made here.</p>
            {shownRevision !== null && (
              <Form method="post" className="mt-2">
                <input type="hidden" name="csrf" value={csrfToken} />
                {basedOnField}
                <button
                  type="submit"
                  name="intent"
                  value="restore-built"
                  className={buttonClasses("outline", "min-h-10 px-4 py-1.5")}
                >
                  {intent === "restore-built" ? "Restoring…" : "Restore the built values"}
                </button>
              </Form>
            )}
          </li>
        </ol>
      </section>
    </div>
  );
}
