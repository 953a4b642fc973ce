// /staff/content: everything staff may change without a developer, each with when it was last
// published, what needs attention (dates passed, links to no page), the changes waiting for their
// time, the drafts not yet published, and what stays in the site's files and why. Staff with the content role only
// (CONTENT_EDITORS); plain HTML, no JavaScript needed.
import { data, Form, Link } from "react-router";
import { Answer } from "~/components/answer";
import { buttonClasses } from "~/components/ui/button";
import { formatDateTime } from "~/content/church-time";
import { defaultLanguage, type Language, languageCodes, languages } from "~/content/languages";
import { fieldId } from "~/editor/edit-field";
import { findFields, MOST_FOUND, waitingToShow } from "~/editor/find-fields.server";
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
      found: mine(await foundIn(fromEvery, find, (slug) => mayEdit(slug)))
        .slice(0, MOST_FOUND)
        .map((field) => ({
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

function ItemList({
  items,
}: {
  items: Array<{
    href: string;
    slug: string;
    title: string;
    description: string;
    published: { by: string; at: string } | null;
  }>;
}) {
  return (
    <ul className="mt-4 grid gap-4 md:grid-cols-2">
      {items.map((item) => (
        <li key={item.slug} className="rounded-2xl bg-white p-6 shadow-card ring-1 ring-gray-200">
          <h3 className="font-heading text-xl font-extrabold text-navy">
            <Link to={item.href} className="underline underline-offset-4">
              {item.title}
            </Link>
          </h3>
          <p className="mt-2 text-gray-700">{item.description}</p>
          <p className="mt-3 text-sm text-gray-700">
            {item.published
              ? `Last published by ${item.published.by}, ${formatDateTime(item.published.at)}.`
              : "Showing the values the site was built with; no one has published a change."}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** A search of every field of every item, and what it found, each a link to the field. */
function FindField({
  find,
  found,
  most,
}: {
  find: string;
  most: number;
  found: Array<{
    slug: string;
    language: string;
    href: string;
    item: string;
    name: string;
    label: string;
    value: string;
  }>;
}) {
  return (
    <section aria-labelledby="find" className="mt-8">
      <h2 id="find" className="font-heading text-2xl font-extrabold text-navy">
        Find what to change
      </h2>
      <Form method="get" className="mt-3 flex max-w-2xl flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <label htmlFor="find-words" className="font-bold text-gray-900">
            Words in a field's name or in what it says{" "}
            <span className="font-normal text-gray-700">(such as “sign-up link” or “button”)</span>
          </label>
          <input
            id="find-words"
            name="find"
            type="search"
            defaultValue={find}
            maxLength={100}
            className="mt-1 block w-full rounded-lg border border-gray-500 bg-white px-4 py-3 text-base text-gray-900 focus:border-navy"
          />
        </div>
        <button type="submit" className={buttonClasses("outline", "min-h-12 px-5 py-2")}>
          Find
        </button>
      </Form>
      {find && (
        <Answer key={find} role="status" className="mt-4">
          {found.length === 0 ? (
            <p className="text-gray-700">No field's name or words hold “{find}”.</p>
          ) : (
            <>
              <p className="text-gray-700">
                {found.length === most
                  ? `The first ${most} fields that hold “${find}”; more words find fewer:`
                  : `${found.length} ${found.length === 1 ? "field holds" : "fields hold"} “${find}”:`}
              </p>
              <ul className="mt-2 flex flex-col gap-2">
                {found.map((each) => (
                  <li key={`${each.language} ${each.slug} ${each.name}`}>
                    <Link to={each.href} className="font-bold text-navy underline underline-offset-4">
                      {each.item}: {each.label}
                    </Link>
                    {each.value && <span className="break-words text-gray-700"> “{each.value}”</span>}
                  </li>
                ))}
              </ul>
            </>
          )}
        </Answer>
      )}
    </section>
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

      <p className="mt-4">
        <Link to="/staff/photos" className="font-bold text-navy underline underline-offset-4">
          Photos uploaded
        </Link>
        <span className="text-gray-700">: every photo, where it is used, and removing those used nowhere.</span>
      </p>

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

      <section aria-labelledby="across-the-site" className="mt-10">
        <h2 id="across-the-site" className="font-heading text-2xl font-extrabold text-navy">
          Across the site
        </h2>
        <ItemList items={items.filter((item) => item.part === "site")} />
      </section>
      <section aria-labelledby="pages" className="mt-10">
        <h2 id="pages" className="font-heading text-2xl font-extrabold text-navy">
          Pages
        </h2>
        <ItemList items={items.filter((item) => item.part === "page")} />
      </section>

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

/**
 * The fields of every language that hold the words asked for. Words found in the default language
 * are also where each other language writes them: one who may not edit the item in the default
 * language (a translator) finds the field of their language by its English.
 */
async function foundIn(
  fromEvery: <Each>(gather: (each: Publisher) => Promise<Each[]>) => Promise<Each[]>,
  find: string,
  mayEditDefault: (slug: string) => boolean,
) {
  const found = await fromEvery(async (each) =>
    findFields(each.current(), find, { wordsOnly: each.language !== defaultLanguage }).map((field) => ({
      ...field,
      language: each.language,
    })),
  );
  const byEnglish = found.flatMap((field) =>
    field.language === defaultLanguage && field.words && !mayEditDefault(field.slug)
      ? languageCodes.filter((code) => code !== defaultLanguage).map((language) => ({ ...field, language }))
      : [],
  );
  const seen = new Set<string>();
  return [...found, ...byEnglish].filter(({ slug, language, name }) => {
    const key = `${slug} ${language} ${name}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
