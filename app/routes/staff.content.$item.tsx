// /staff/content/:item: one editable item's form, made from its schema (app/publishing/edit-form.ts),
// with its lists to grow, shrink and reorder, its pictures to replace with photos, a preview of each
// page that shows it, publishing now or at a chosen time, and every earlier revision to restore.
// Plain server forms: it works the same with no JavaScript.
import { type ReactNode, useState } from "react";
import { Form, Link, type ShouldRevalidateFunctionArgs, useNavigation } from "react-router";
import { Answer } from "~/components/answer";
import { buttonClasses } from "~/components/ui/button";
import { defaultLanguage, type Language } from "~/content-model/languages";
import { AUTOSAVE, useAutosave } from "~/editor/autosave";
import { DraftNotices } from "~/editor/draft-notices";
import { EditProblems } from "~/editor/edit-problems";
import { FactList } from "~/editor/fact-list";
import { onlyWords } from "~/editor/form-entries";
import { FormParts } from "~/editor/form-parts";
import { itemAddress } from "~/editor/item-address";
import { useLeaveChangedForm } from "~/editor/leave-changed-form";
import { PhotoLibraryContext } from "~/editor/photo-picker";
import { PublishPanel } from "~/editor/publish-panel";
import { RevisionButton } from "~/editor/revision-button";
import { RevisionHistory } from "~/editor/revision-history";
import { ScheduledChanges } from "~/editor/scheduled-changes";
import { editorSubmit } from "~/lib/editor-submit";
import { EDITOR_BODY_LIMIT } from "~/lib/media-paths";
import type { PageHandle } from "~/lib/page-handle";
import { DRAFT_SEEN, type FieldGroup, FORM_BASE, valuesByKey } from "~/publishing/edit-form";
import { StaffHeader, StaffMessage } from "~/staff/staff-header";
import { staffOnly } from "~/staff/staff-only.server";
import type { Route } from "./+types/staff.content.$item";

// Its loader and action, with a step for each intent of the form.
export { action, loader } from "~/editor/edit-item.server";

// Nothing under /staff is cached or indexed, whatever spelling of the path reached it.
export const middleware = [staffOnly];

// The form may carry a photo besides its words. React runs here however the page was reached, so the
// form keeps itself as a draft and a photo's part to keep in view can be clicked (docs/decisions/0031).
export const handle: PageHandle = { bodyLimit: EDITOR_BODY_LIMIT, hydrate: true };

// A draft kept by itself changes nothing the page shows but the time it was kept.
// A question about a change made elsewhere loads the page's history again, which that change is in.
export const shouldRevalidate = ({ formData, actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  formData?.get("intent") === AUTOSAVE ? false : actionStatus === 409 || defaultShouldRevalidate;

export const meta = ({ loaderData }: Route.MetaArgs) => [
  // Another language's form is another page, and its tab says so.
  {
    title: `Edit: ${loaderData?.title ?? "content"}${loaderData?.translating ? ` in ${loaderData.translating.name}` : ""}`,
  },
  { name: "robots", content: "noindex, nofollow" },
];

export default function EditItem({ loaderData, actionData }: Route.ComponentProps) {
  const {
    staffName,
    roles,
    csrfToken,
    message,
    slug,
    title,
    description,
    shownOn,
    facts,
    shownRevision,
    history,
    scheduled,
    held,
    draft,
  } = loaderData;
  const { translating } = loaderData;
  const language = translating ? translating.code : defaultLanguage;
  const form = itemAddress(slug, language);
  const sentGroups = actionData?.draft ?? draft?.groups ?? loaderData.groups;
  // Another language's form holds its words only, each beside the English (docs/decisions/0040).
  const groups = translating ? wordsForm(sentGroups, translating) : sentGroups;
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
  useLeaveChangedForm();
  const { autosaved, draftSeen } = useKeeping(loaderData, actionData);
  const intent = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : "";
  const working = intent === "publish" ? "Publishing" : intent.startsWith("restore") ? "Restoring" : "";
  const focus = actionData?.focus;
  const confirmRemove = actionData?.confirmRemove;
  const confirmRestore = actionData?.confirmRestore;
  // What the form held when it was opened: a list item that differs from it stays unfolded.
  const published = valuesByKey(loaderData.groups);
  const { opened, onToggle } = useOpenedParts();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 md:px-6 md:py-14">
      <StaffHeader
        title={translating ? `${title}: ${translating.name}` : title}
        staffName={staffName}
        roles={roles}
        csrfToken={csrfToken}
      />
      <ItemLinks {...loaderData} />
      {/* A newer answer replaces what the last page said (a refused form does not load the page again). */}
      <StaffMessage message={actionData ? null : message} />
      <DraftNotices
        address={(draft) => itemAddress(slug, language, { draft })}
        staffName={staffName}
        draft={draft}
        drafts={loaderData.drafts}
        draftGone={loaderData.draftGone}
        csrfToken={csrfToken}
        basedOn={basedOn}
      />
      <ScheduledChanges scheduled={scheduled} held={held} csrfToken={csrfToken} basedOnField={basedOnField} />
      {actionData && (
        <EditProblems key={actionData.answered} error={actionData.error} problems={allProblems} conflict={conflict} />
      )}
      {confirmRestore && (
        <RestoreQuestion confirm={confirmRestore} csrfToken={csrfToken} basedOnField={basedOnField} address={form} />
      )}
      <p className="mt-6 max-w-3xl text-lg text-gray-700">{description}</p>
      {translating && (
        <p className="mt-3 max-w-3xl text-gray-700">
          Its {translating.name} words, each with the English it says. Dates, links, photos and the order of lists are
          the same in every language: change them in English, and the {translating.name} pages follow.
        </p>
      )}
      <FactList facts={facts} />

      {/* Keyed by the item and language, and by each answer, so the fields show the form as it now
          stands: the same item in another language is another form, not this one's fields left as
          typed; so does another device's draft brought into it. Leaving it changed asks first. */}
      <unsaved-changes className="contents" data-unsent={actionData?.draft ? "" : undefined}>
        <Form
          key={
            actionData
              ? JSON.stringify([
                  slug,
                  language,
                  focus,
                  groups.length,
                  actionData.problems.length,
                  actionData.warnings?.length,
                  confirmRemove?.path,
                  actionData.draftSeen,
                ])
              : `page ${slug} ${language} ${basedOn} ${draft?.id ?? ""}`
          }
          id="edit-form"
          method="post"
          encType="multipart/form-data"
          // Preview opens its own tab and leaves this one as it is.
          onSubmit={editorSubmit}
          // What is wrong is said by the server, in one list that links to each field, never in a bubble.
          noValidate
          className="mt-8 flex flex-col gap-4 sm:gap-6"
        >
          {/* Enter in a field presses the form's first button: this one, which only keeps what is typed. */}
          <button type="submit" name="intent" value="keep" hidden tabIndex={-1}>
            Keep what is typed
          </button>
          <input type="hidden" name="csrf" value={csrfToken} />
          {basedOnField}
          <input type="hidden" name={FORM_BASE} value={actionData?.base ?? loaderData.base} />
          {draft && <input type="hidden" name="draft" value={draft.id} />}
          <input type="hidden" name={DRAFT_SEEN} value={draftSeen} />
          {translating && <input type="hidden" name="language" value={translating.code} />}
          <PhotoLibraryContext value={loaderData.library}>
            <FormParts
              groups={groups}
              problemsOf={(name) => problemsOf(name).map((problem) => problem.message)}
              focus={focus}
              confirmRemove={confirmRemove}
              published={published}
              opened={opened}
              onToggle={onToggle}
            />
          </PhotoLibraryContext>
          <PublishPanel
            slug={slug}
            language={translating ? translating.code : undefined}
            shownOn={shownOn}
            scheduled={scheduled}
            warnings={actionData?.warnings}
            warnedFor={actionData?.warnedFor}
            collisions={actionData?.collisions}
            draftCollisions={actionData?.draftCollisions}
            answered={actionData?.answered}
            publishAt={actionData?.publishAt ?? ""}
            publishAtProblems={problemsOf("publishAt").map((problem) => problem.message)}
            intent={intent}
            working={working}
            autosaved={autosaved}
          />
        </Form>
      </unsaved-changes>

      <RevisionHistory
        history={history}
        shownRevision={shownRevision}
        csrfToken={csrfToken}
        basedOnField={basedOnField}
        restoring={
          intent === "restore"
            ? String(navigation.formData?.get("revision"))
            : intent === "restore-built"
              ? "built"
              : ""
        }
      />
    </div>
  );
}

/** Another language's form: its words only, each beside the English, with where it stands (0042). */
function wordsForm(
  groups: FieldGroup[],
  translating: { code: string; words: string[]; english: Record<string, string>; missing: string[]; behind: string[] },
) {
  return onlyWords(groups, new Set(translating.words), new Map(Object.entries(translating.english)), {
    language: translating.code,
    states: new Map([
      ...translating.missing.map((name) => [name, "missing"] as const),
      ...translating.behind.map((name) => [name, "behind"] as const),
    ]),
  });
}

/**
 * The form keeping itself as a draft, and which version of the person's draft the form stands on:
 * whichever of the page, the last answer and the last autosave said so most recently (an autosave
 * does not load the page again). What the last autosave said holds until the page or an answer
 * moves on. Worked out as the page is drawn, so the form never sends an older version than the one
 * its fields show.
 */
function useKeeping(page: { draftSeen: string }, answer: { draftSeen?: string } | undefined) {
  const autosaved = useAutosave("edit-form", answer ? null : page);
  const [last, setLast] = useState({ page, answer, autosaved, draftSeen: page.draftSeen, said: autosaved });
  if (page === last.page && answer === last.answer && autosaved === last.autosaved) {
    return { autosaved: last.said, draftSeen: last.draftSeen };
  }
  const autosavedNow = autosaved !== last.autosaved && autosaved ? autosaved : undefined;
  const answeredNow = answer !== last.answer && answer ? answer : undefined;
  const draftSeen =
    autosavedNow?.draftSeen ?? answeredNow?.draftSeen ?? (page !== last.page ? page.draftSeen : last.draftSeen);
  const said = autosavedNow ?? (answeredNow || page !== last.page ? undefined : last.said);
  setLast({ page, answer, autosaved, draftSeen, said });
  return { autosaved: said, draftSeen };
}

/** Parts opened by hand, which stay open when the form comes back (with JavaScript). */
function useOpenedParts() {
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const onToggle = (part: string, open: boolean) =>
    setOpened((was) =>
      open === was.has(part) ? was : new Set(open ? [...was, part] : [...was].filter((each) => each !== part)),
    );
  return { opened, onToggle };
}

/** Back to the editor's front page, and to the item in its other languages. */
function ItemLinks({
  slug,
  title,
  translating,
  otherLanguages,
  mayEditDefault,
}: {
  slug: string;
  title: string;
  translating: { name: string } | false;
  mayEditDefault: boolean;
  otherLanguages: Array<{ code: Language; name: string }>;
}) {
  // Each a target of at least 24 px, also when the two wrap onto lines of their own on a phone.
  const linkClasses = "inline-block py-1 font-bold text-navy underline underline-offset-4";
  return (
    <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
      <Link to="/staff/content" className={linkClasses}>
        Everything you can edit
      </Link>
      {translating
        ? mayEditDefault && (
            <Link to={itemAddress(slug)} className={linkClasses}>
              {title} in English
            </Link>
          )
        : otherLanguages.map((other) => (
            <Link key={other.code} to={itemAddress(slug, other.code)} className={linkClasses}>
              {title} in {other.name}
            </Link>
          ))}
    </p>
  );
}

/** The question a restore asks before it is made: what it would change on the site, and yes or no. */
function RestoreQuestion({
  confirm,
  csrfToken,
  basedOnField,
  address,
}: {
  confirm: { intent: "restore" | "restore-built"; revision?: number; what: string; changes: string[] };
  csrfToken: string;
  basedOnField: ReactNode;
  /** The item's form, in the language it edits. */
  address: string;
}) {
  return (
    <Answer
      role="region"
      aria-labelledby="restore-question"
      className="mt-6 rounded-lg border-2 border-yellow bg-yellow-pale p-4 text-gray-900"
    >
      <h2 id="restore-question" className="font-heading text-xl font-extrabold text-navy">
        Bring back {confirm.what}?
      </h2>
      {confirm.changes.length === 0 ? (
        <p className="mt-2">It is the same as what the site shows now: nothing would change.</p>
      ) : (
        <>
          <p className="mt-2">It replaces the whole item. What the site shows now would change like this:</p>
          <ul className="mt-2 list-disc pl-6">
            {confirm.changes.map((change) => (
              <li key={change} className="break-words">
                {change}
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <RevisionButton
          intent={confirm.intent}
          revision={confirm.revision}
          csrfToken={csrfToken}
          basedOnField={basedOnField}
          confirmed
          look="primary"
        >
          Yes, bring back {confirm.what}
        </RevisionButton>
        <Link to={address} className={buttonClasses("outline", "min-h-10 px-4 py-1.5")}>
          No, keep what is published
        </Link>
      </div>
    </Answer>
  );
}
