// /review/content/:item: one editable item's form, made from its schema (app/publishing/edit-form.ts),
// with a preview of each page that shows it, publishing, and every earlier revision to restore.
// Plain server forms: it works the same with no JavaScript.
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { dateAt, formatDateTime } from "~/content/church-time";
import { builtContent } from "~/content/published/content";
import { publisherOf } from "~/publishing/context.server";
import { EditField, fieldId } from "~/publishing/edit-field";
import {
  checkEdit,
  checkValue,
  describeChanges,
  type FieldProblem,
  fieldGroups,
  valueFromForm,
} from "~/publishing/edit-form";
import { type EditableItem, editableItem } from "~/publishing/editable-items";
import { readReviewForm, requireReviewer } from "~/review/access.server";
import { ReviewHeader, StaffMessage } from "~/review/review-header";
import { staffOnly } from "~/review/staff-only.server";
import type { Route } from "./+types/review.content.$item";

// Nothing under /review is cached or indexed, whatever spelling of the path reached it.
export const middleware = [staffOnly];

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `Edit: ${loaderData?.title ?? "content"}` },
  { name: "robots", content: "noindex, nofollow" },
];

function itemOr404(slug: string | undefined): EditableItem {
  const item = editableItem(slug);
  if (!item) throw data("There is no such item to edit.", { status: 404 });
  return item;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { auth, visit, reviewer } = await requireReviewer(request, context, "content");
  const publisher = publisherOf(context);
  const item = itemOr404(params.item);
  const { revisions } = publisher;
  const [shown, newest, history] = await Promise.all([
    revisions.latestPublished(item.slug),
    revisions.latestSaved(item.slug),
    revisions.history(item.slug),
  ]);
  const current = publisher.current()[item.key];
  const status = publisher.status();
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
      shownRevision: shown?.id ?? null,
      // Every form here says which revision it was made from, so a save over a newer one is refused.
      basedOn: newest?.id ?? 0,
      publishing: status.running && {
        items: status.running.items,
        authors: status.running.authors,
        since: formatDateTime(status.running.since),
      },
      // Each revision by what it changed from the one saved before it (the oldest, from the build's values).
      history: history.map((revision, index) => ({
        id: revision.id,
        author: revision.author,
        savedAt: formatDateTime(revision.savedAt),
        publishedAt: revision.publishedAt && formatDateTime(revision.publishedAt),
        restoredFrom: revision.restoredFrom,
        changes: describeChanges(item.schema, history[index + 1]?.data ?? builtContent[item.key], revision.data),
      })),
    },
    { headers: { "Set-Cookie": await auth.commit(visit, request) } },
  );
}

/** What a refused or failed action answers with; the form shows it above the fields. */
interface EditAnswer {
  problems: FieldProblem[];
  error: string;
  /** The fields as sent, shown again so nothing typed is lost. */
  sent: Record<string, string> | undefined;
  /** A newer revision saved since the form was made, and what it changed. */
  conflict?: { id: number; author: string; savedAt: string; changes: string[] };
  /** The revision a form sent again should say it was made from. */
  basedOn?: number;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { auth, visit, reviewer } = await requireReviewer(request, context, "content");
  const publishing = publisherOf(context);
  const item = itemOr404(params.item);
  const form = await readReviewForm(request, auth, visit);
  const intent = form.get("intent");
  const basedOn = Number(form.get("basedOn"));
  if (!Number.isInteger(basedOn) || basedOn < 0)
    throw data("This form does not say what it was made from.", { status: 400 });
  const answer = (status: number, fields: Partial<EditAnswer>) =>
    data<EditAnswer>({ problems: [], error: "", sent: undefined, ...fields }, { status });
  // What staff typed, to show again in the form.
  const sentFields = () =>
    Object.fromEntries(
      fieldGroups(item.schema, undefined).flatMap((group) =>
        group.fields.map((field) => [field.name, String(form.get(field.name) ?? "").slice(0, 2000)]),
      ),
    );

  const publish = async (value: unknown, done: string, restoredFrom?: number, sent?: Record<string, string>) => {
    const result = await publishing.publish(item, value, reviewer, { basedOn, restoredFrom, signal: request.signal });
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
        sent,
        basedOn: newer.id,
      });
    }
    if (!result.ok) {
      // The site still shows what it showed before; nothing was half published.
      return answer(500, { error: `Nothing was published, and the site is unchanged: ${result.error}`, sent });
    }
    auth.flash(
      visit,
      `${done} ${result.files} pages and calendar files were updated in ${(result.ms / 1000).toFixed(1)} s.`,
    );
    return redirect(`/review/content/${item.slug}`, { headers: { "Set-Cookie": await auth.commit(visit, request) } });
  };

  if (intent === "publish") {
    const value = valueFromForm(item.schema, form, publishing.current()[item.key]);
    const checked = checkEdit(item.schema, value, dateAt(new Date()));
    // The form comes back as it was sent, so nothing typed is lost.
    if (!checked.ok) return answer(400, { problems: checked.problems, sent: sentFields() });
    return publish(checked.data, "Published.", undefined, sentFields());
  }
  if (intent === "restore") {
    const id = Number(form.get("revision"));
    const revision = Number.isInteger(id) ? await publishing.revisions.get(id) : undefined;
    if (!revision || revision.item !== item.slug)
      throw data("There is no such revision of this item.", { status: 400 });
    const checked = checkValue(item.schema, revision.data);
    if (!checked.ok) {
      return answer(400, { problems: checked.problems, error: "That revision no longer fits what the site needs." });
    }
    return publish(checked.data, `Revision ${revision.id} is back.`, revision.id);
  }
  if (intent === "restore-built") {
    return publish(builtContent[item.key], "The built values are back.");
  }
  throw data("This form asks for nothing the editor does.", { status: 400 });
}

export default function EditItem({ loaderData, actionData }: Route.ComponentProps) {
  const {
    reviewer,
    csrfToken,
    message,
    slug,
    title,
    description,
    shownOn,
    groups,
    shownRevision,
    history,
    publishing,
  } = loaderData;
  // A refused save says which revision to build on next; a fresh page, the newest.
  const basedOn = actionData?.basedOn ?? loaderData.basedOn;
  const basedOnField = <input type="hidden" name="basedOn" value={basedOn} />;
  const conflict = actionData?.conflict;
  const allProblems = actionData?.problems ?? [];
  // A field may break more than one rule; each is said beside it.
  const problemsOf = (name: string) => allProblems.filter((problem) => problem.name === name);
  // Publishing renders every page before it answers (a few seconds): say so, so nobody presses twice.
  const navigation = useNavigation();
  const intent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const working = intent === "publish" ? "Publishing" : intent ? "Restoring" : "";
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 md:px-6 md:py-14">
      <ReviewHeader title={title} reviewer={reviewer} csrfToken={csrfToken} />
      <p className="mt-4">
        <Link to="/review/content" className="font-bold text-navy underline underline-offset-4">
          Everything you can edit
        </Link>
      </p>
      <StaffMessage message={message} />
      {publishing && (
        <p className="mt-6 rounded-lg border-2 border-yellow bg-yellow-pale p-4 font-semibold text-gray-900">
          A publish is running now ({publishing.items.join(", ")}, asked for by {publishing.authors.join(" and ")}{" "}
          {publishing.since}). A change you publish goes out right after it.
        </p>
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

      <Form method="post" className="mt-8 flex flex-col gap-8">
        <input type="hidden" name="csrf" value={csrfToken} />
        {basedOnField}
        {groups.length > 3 && (
          <nav aria-label="Parts of this form">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {groups.map((group, index) => (
                <li key={group.legend}>
                  <a href={`#part-${index}`} className="font-semibold text-navy underline underline-offset-4">
                    {group.legend}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {groups.map((group, index) => (
          <fieldset
            key={group.legend}
            id={`part-${index}`}
            className="scroll-mt-24 rounded-2xl bg-white p-6 shadow-card ring-1 ring-gray-200"
          >
            <legend className="font-heading text-xl font-extrabold text-navy">{group.legend}</legend>
            <div className="mt-2 flex flex-wrap gap-6">
              {group.fields.map((field) => (
                <EditField
                  key={field.name}
                  field={field}
                  value={actionData?.sent?.[field.name] ?? field.value}
                  problems={problemsOf(field.name).map((problem) => problem.message)}
                />
              ))}
            </div>
          </fieldset>
        ))}
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
                {!revision.publishedAt && <span className="ml-2 text-red">· not published</span>}
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
              {revision.id !== shownRevision && (
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
