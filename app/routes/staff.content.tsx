// /staff/content: everything staff may change without a developer, each with when it was last
// published, what needs attention (dates passed, links to no page), the changes waiting for their
// time, the drafts not yet published, and what stays in the site's files and why. Staff with the content role only
// (CONTENT_EDITORS); plain HTML, no JavaScript needed.
import { data, Link } from "react-router";
import { formatDateTime } from "~/content-model/church-time";
import { defaultLanguage, type Language, languageCodes, languages } from "~/content-model/languages";
import { fieldId } from "~/editor/edit-field";
import { foundIn, MOST_FOUND, waitingToShow } from "~/editor/find-fields.server";
import { FindField, ItemList } from "~/editor/front-page-parts";
import { itemAddress } from "~/editor/item-address";
import { holdsChanges } from "~/editor/on-top.server";
import { attentionIn } from "~/publishing/attention";
import { everyPublisher, publisherOf } from "~/publishing/context.server";
import { editableItem, editableItems, editing, hasWords, keptInCode } from "~/publishing/editable-items";
import type { Publisher } from "~/publishing/publisher";
import { translationAttention } from "~/publishing/translation-status.server";
import { requireStaff } from "~/staff/access.server";
import { can } from "~/staff/roles";
import { StaffHeader, StaffMessage } from "~/staff/staff-header";
import { staffOnly } from "~/staff/staff-only.server";
import type { Route } from "./+types/staff.content";

// Nothing under /staff is cached or indexed, whatever spelling of the path reached it.
export const middleware = [staffOnly];

export const meta = () => [{ title: "Edit the website" }, { name: "robots", content: "noindex, nofollow" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, visit, staffName, account } = await requireStaff(request, context, ["edit", "website"]);
  const publisher = publisherOf(context);
  const revisions = publisher.revisions;
  // Only what this account may edit is listed, found, or said to need attention, in each language.
  const mayEdit = (slug: string, language: Language = defaultLanguage) => {
    const item = editableItem(slug);
    // An item with no words has no other language's form.
    const offered = item !== undefined && (language === defaultLanguage || hasWords(item));
    return offered && can(account, ...editing(slug, language));
  };
  const mine = <Listed extends { slug: string; language?: Language }>(list: Listed[]) =>
    list.filter(({ slug, language }) => mayEdit(slug, language));
  const items = await Promise.all(
    editableItems
      .flatMap((item) => {
        // Each item opens in the first language this account may change it in: a translator's, its words.
        const language = languageCodes.find((code) => mayEdit(item.slug, code));
        return language ? [{ item, language }] : [];
      })
      .map(async ({ item, language }) => {
        const latest = await revisions.latestPublished(item.slug);
        return {
          href: itemAddress(item.slug, language),
          slug: item.slug,
          part: item.part,
          title: item.title,
          description: item.description,
          published: latest?.publishedAt ? { by: latest.author, at: latest.publishedAt } : null,
        };
      }),
  );
  // Every language's publisher, the default language's first; what each holds, gathered in one list.
  const publishers = everyPublisher(context);
  const fromEvery = async <Each,>(gather: (each: Publisher) => Promise<Each[]>) =>
    (await Promise.all(publishers.map(gather))).flat();
  // Every language's, checked as published, with every list item, those shown only later too.
  const attention = mine(
    await fromEvery(async (each) => [
      ...(await attentionIn(each, publisher)),
      ...(each === publisher ? [] : await translationAttention(each, publisher)),
    ]),
  ).map((each) => ({
    ...each,
    // Another language's entry opens that language's words of the item.
    href: itemAddress(each.slug, each.language, { field: fieldId(each.field) }),
    fix:
      each.language && each.language !== defaultLanguage
        ? `the ${languages[each.language].english} of ${each.title}`
        : each.title,
  }));
  // Each opens the item's form in its language.
  const inLanguage = (language: Language, title: string) =>
    language === defaultLanguage ? title : `${title} in ${languages[language].english}`;
  const scheduled = mine(
    await fromEvery(async (each) =>
      (await each.revisions.scheduled()).map((revision) => ({
        id: `${each.language} ${revision.id}`,
        revision: revision.id,
        slug: revision.item,
        language: each.language,
        href: itemAddress(revision.item, each.language),
        title: inLanguage(each.language, editableItem(revision.item)?.title ?? revision.item),
        author: revision.author,
        at: formatDateTime(revision.publishAt ?? ""),
      })),
    ),
  );
  // Drafts whose changes are all on the site by now are no longer drafts of anything.
  const drafts = mine(
    await fromEvery(async (each) =>
      (await each.drafts.list()).flatMap((draft) => {
        const item = editableItem(draft.item);
        if (!item || !holdsChanges(draft, each.current()[item.key])) return [];
        const href = itemAddress(draft.item, each.language, { draft: draft.id });
        const title = inLanguage(each.language, item.title);
        return [
          {
            id: `${each.language} ${draft.id}`,
            slug: draft.item,
            language: each.language,
            href,
            title,
            author: draft.author,
            at: formatDateTime(draft.savedAt),
          },
        ];
      }),
    ),
  );
  // A search of every field, by label or value: a GET form, so it works without JavaScript and can be linked to.
  const find = (new URL(request.url).searchParams.get("find") ?? "").trim().slice(0, 100);
  const content = publisher.current();
  const headers = { "Set-Cookie": await auth.commit(visit, request) };
  return data(
    {
      staffName,
      csrfToken: visit.csrfToken,
      message: visit.message,
      roles: account.roles,
      items,
      // An account that edits only some of the website is told so.
      partial: items.length < editableItems.length,
      attention,
      scheduled,
      drafts,
      waiting: mine(waitingToShow(content)),
      find,
      // Every language's words are searched; a word found opens its language's form at the field.
      found: (await foundIn(fromEvery, find, mayEdit)).map((field) => ({
        ...field,
        item: inLanguage(field.language, field.item),
        href: itemAddress(field.slug, field.language, { field: fieldId(field.name) }),
      })),
      // Said here, not imported by the page: what finds fields reads every content module, which stays on the server.
      mostFound: MOST_FOUND,
      keptInCode,
    },
    { headers },
  );
}

export default function ContentList({ loaderData }: Route.ComponentProps) {
  const {
    staffName,
    roles,
    csrfToken,
    message,
    items,
    partial,
    attention,
    scheduled,
    drafts,
    waiting,
    find,
    found,
    mostFound,
    keptInCode,
  } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 md:px-6 md:py-14">
      <StaffHeader title="Edit the website" staffName={staffName} roles={roles} csrfToken={csrfToken} />
      <StaffMessage message={message} />
      <p className="mt-6 max-w-3xl text-lg text-gray-700">
        {partial
          ? "The parts of the website listed below are yours to change here: their words, pictures, links, times and places."
          : "Every page's words, pictures, links, times and places can be changed here."}{" "}
        Every page that shows one follows within seconds of publishing, a change can be scheduled to go out later, and
        every earlier version can be brought back.
      </p>

      {can({ roles }, "edit", "photos") && (
        <p className="mt-4">
          <Link to="/staff/photos" className="font-bold text-navy underline underline-offset-4">
            Photos uploaded
          </Link>
          <span className="text-gray-700">: every photo, where it is used, and removing those used nowhere.</span>
        </p>
      )}

      <FindField find={find} found={found} most={mostFound} />

      <section aria-labelledby="attention" className="mt-10">
        <h2 id="attention" className="font-heading text-2xl font-extrabold text-navy">
          Needs attention
        </h2>
        {attention.length === 0 ? (
          <p className="mt-3 text-gray-700">
            Nothing: every date is current, every event can be signed up for, and every link goes to a page.
          </p>
        ) : (
          <ul className="mt-4 flex flex-col gap-3">
            {attention.map((each) => (
              <li
                key={`${each.slug} ${each.language} ${each.field} ${each.message}`}
                className="rounded-lg border-l-4 border-yellow bg-white p-4 ring-1 ring-gray-200"
              >
                <p className="text-gray-900">{each.message}.</p>
                <Link to={each.href} className="mt-1 inline-block font-bold text-navy underline underline-offset-4">
                  Fix it in {each.fix}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      {drafts.length > 0 && (
        <section aria-labelledby="drafts" className="mt-10">
          <h2 id="drafts" className="font-heading text-2xl font-extrabold text-navy">
            Drafts not yet published
          </h2>
          <ul className="mt-4 flex flex-col gap-2">
            {drafts.map((each) => (
              <li key={each.id}>
                <Link to={each.href} className="font-bold text-navy underline underline-offset-4">
                  {each.title}: {each.author === staffName ? "your draft" : `${each.author}'s draft`}
                </Link>
                , saved {each.at}.
              </li>
            ))}
          </ul>
        </section>
      )}

      {(scheduled.length > 0 || waiting.length > 0) && (
        <section aria-labelledby="scheduled" className="mt-10">
          <h2 id="scheduled" className="font-heading text-2xl font-extrabold text-navy">
            Waiting for their time
          </h2>
          <ul className="mt-4 flex flex-col gap-2">
            {scheduled.map((each) => (
              <li key={each.id}>
                <Link to={each.href} className="font-bold text-navy underline underline-offset-4">
                  {each.title}
                </Link>
                : revision {each.revision} by {each.author} goes out {each.at}.
              </li>
            ))}
            {waiting.map((each) => (
              <li key={`${each.slug} ${each.name}`}>
                <Link
                  to={`/staff/content/${each.slug}#${fieldId(each.name)}`}
                  className="font-bold text-navy underline underline-offset-4"
                >
                  {each.item}
                </Link>
                : {each.what} shows from {each.at}.
              </li>
            ))}
          </ul>
        </section>
      )}

      {/* Each part is shown only when this account edits something in it (a youth editor, one page). */}
      {(
        [
          ["site", "across-the-site", "Across the site"],
          ["page", "pages", "Pages"],
        ] as const
      ).map(([part, id, heading]) => {
        const mine = items.filter((item) => item.part === part);
        return (
          mine.length > 0 && (
            <section key={part} aria-labelledby={id} className="mt-10">
              <h2 id={id} className="font-heading text-2xl font-extrabold text-navy">
                {heading}
              </h2>
              <ItemList items={mine} />
            </section>
          )
        );
      })}

      <section aria-labelledby="kept-in-code" className="mt-10">
        <h2 id="kept-in-code" className="font-heading text-2xl font-extrabold text-navy">
          Changed by a developer
        </h2>
        <p className="mt-2 text-gray-700">These stay in the site's files, and why:</p>
        <ul className="mt-3 flex flex-col gap-2">
          {keptInCode.map((each) => (
            <li key={each.what}>
              <span className="font-bold text-gray-900">{each.what}.</span>{" "}
              <span className="text-gray-700">{each.why}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
