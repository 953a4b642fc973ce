// Small Groups. Rendered for each visit, not kept, so that the filters in the address
// (?day=&format=&category=) work without JavaScript: see docs/decisions/0006-group-filters.md.
// Every group is in the HTML, those the filters leave out `hidden`, so <group-filter>
// (app/behaviours/group-filter.ts) can apply a new choice at once, in place, without the server.
import { GroupCard } from "~/components/group-card";
import { usePageLanguage } from "~/components/interface-words";
import { type PageWords, usePageWords } from "~/components/page-words";
import { ButtonLink, buttonClasses } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { pathIn } from "~/content-model/languages";
import { redirectToCanonical } from "~/content-model/site-url";
import { dayName } from "~/lib/dates";
import { shownIn } from "~/published/context.server";
import {
  countLabel,
  type FilterKey,
  filterGroups,
  filterKeys,
  filterOptions,
  filterSlug,
  type GroupFilters,
  groupSections,
  hasFilters,
  parseGroupFilters,
  showingSentence,
} from "~/published/small-groups";
import { usePublishedContent } from "~/published/use-published-content";
import { pageHead, pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/groups";

export const meta: Route.MetaFunction = ({ loaderData, location }) => pageMeta(loaderData?.head, location);

/** One address per page, as for the kept ones: /groups/ and /Groups move to /groups. */
export function loader({ request, context }: Route.LoaderArgs) {
  redirectToCanonical(request, "/groups");
  // The groups as staff last published them: a filter names only what some group has.
  const content = shownIn(context);
  const options = filterOptions(content.groups.groups);
  return {
    head: pageHead(content, "groups"),
    filters: parseGroupFilters(new URL(request.url).searchParams, options),
  };
}

// The same caching as the kept pages: always checked, so a new release shows at once.
export const headers = () => ({ "Cache-Control": "public, max-age=0, must-revalidate" });

/** Back to the filters with none chosen, on the page in its language. */
const useClearHref = (findId: string) => `${pathIn("/groups", usePageLanguage().language)}#${findId}`;

/** How a choice reads in the page's language; the address keeps the value itself ("?day=monday"). */
function optionLabel(key: FilterKey, value: string, words: PageWords, locale: string): string {
  if (key === "day") {
    const day = dayName(value, locale);
    // A choice in a list starts with a capital, though Spanish writes its days in lower case.
    return day.charAt(0).toLocaleUpperCase(locale) + day.slice(1);
  }
  if (key === "format") return words.groupFormat[value as keyof PageWords["groupFormat"]] ?? value;
  return words.groupCategory[value as keyof PageWords["groupCategory"]] ?? value;
}

function FilterForm({ filters, options }: { filters: GroupFilters; options: ReturnType<typeof filterOptions> }) {
  const { filters: text, find } = usePublishedContent().groups;
  const labels: Record<FilterKey, { label: string; any: string }> = text;
  const words = usePageWords();
  const { locale } = usePageLanguage();
  const clearHref = useClearHref(find.id);
  return (
    <form
      method="get"
      // Without JavaScript the browser submits here and comes back to the filters, not the page top.
      action={clearHref}
      aria-label={text.label}
      className="grid gap-4 rounded-2xl bg-white p-4 shadow-card ring-1 ring-gray-200 md:grid-cols-3 md:p-6 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end"
    >
      {filterKeys.map((key) => (
        <div key={key} className="flex flex-col gap-1.5">
          <label htmlFor={`group-filter-${key}`} className="text-sm font-bold text-navy">
            {labels[key].label}
          </label>
          <select
            id={`group-filter-${key}`}
            name={key}
            defaultValue={filters[key] ? filterSlug(filters[key]) : ""}
            className="min-h-11 w-full rounded-lg border border-gray-500 bg-white px-3 text-base text-gray-900"
          >
            <option value="">{labels[key].any}</option>
            {options[key].map((value) => (
              <option key={value} value={filterSlug(value)}>
                {optionLabel(key, value, words, locale)}
              </option>
            ))}
          </select>
        </div>
      ))}
      {/* Shown only when it holds something: the no-JavaScript button, or Clear filters. */}
      <div className="hidden min-h-11 flex-wrap items-center gap-4 has-[a:not([hidden]),button]:flex md:col-span-3 lg:col-span-1">
        <noscript>
          <button type="submit" className={buttonClasses("secondary")}>
            {text.submitLabel}
          </button>
        </noscript>
        <a
          href={clearHref}
          data-clear-filters
          hidden={!hasFilters(filters)}
          className="font-semibold text-navy underline underline-offset-4 hover:text-teal"
        >
          {text.clearLabel}
        </a>
      </div>
    </form>
  );
}

const sectionId = (studyType: string) => `groups-${filterSlug(studyType).replace(/\W+/g, "-")}`;

export default function Groups({ loaderData }: Route.ComponentProps) {
  const { hero, find, filters: text, sections, join, startGroup, groups: list } = usePublishedContent().groups;
  const { filters } = loaderData;
  const shown = new Set(filterGroups(list, filters).map((group) => group.id));
  const total = list.length;
  const words = usePageWords();
  const clearHref = useClearHref(find.id);

  return (
    <>
      <PageHero title={hero.title} subtitle={hero.subtitle} image={hero.image} eyebrow={hero.eyebrow} />

      <Section id={find.id} title={find.title} intro={find.intro} tone="light" className="scroll-mt-4">
        <group-filter
          data-showing-all={text.showingAll}
          data-showing-some={text.showingSome}
          data-showing-one={text.showingOne}
          data-count-one={words.groupCount.one}
          data-count-other={words.groupCount.other}
          className="block"
        >
          <FilterForm filters={filters} options={filterOptions(list)} />
          <p role="status" data-group-status className="mt-6 text-center font-semibold text-gray-800">
            {showingSentence(text, hasFilters(filters), shown.size, total)}
          </p>
          <div
            data-no-matches
            hidden={shown.size > 0}
            className="mx-auto mt-8 flex max-w-xl flex-col items-center gap-4 rounded-2xl bg-white p-8 text-center ring-1 ring-gray-200"
          >
            <h3 className="font-heading text-2xl font-extrabold text-navy">{text.noMatches.title}</h3>
            <p className="text-gray-700">{text.noMatches.body}</p>
            <a href={clearHref} data-clear-filters className={buttonClasses("outline")}>
              {text.clearLabel}
            </a>
          </div>
          {groupSections(list, sections).map((section) => {
            const count = section.groups.filter((group) => shown.has(group.id)).length;
            return (
              <section
                key={section.studyType}
                data-group-section
                hidden={count === 0}
                aria-labelledby={sectionId(section.studyType)}
                className="mt-10"
              >
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b-2 border-navy/15 pb-3">
                  <h3
                    id={sectionId(section.studyType)}
                    className="font-heading text-2xl font-extrabold text-navy md:text-3xl"
                  >
                    {section.title}
                  </h3>
                  <p data-group-count className="text-sm font-bold uppercase tracking-widest text-teal">
                    {countLabel(count, words.groupCount)}
                  </p>
                </div>
                <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                  {section.groups.map((group) => (
                    <li
                      key={group.id}
                      data-day={filterSlug(group.meeting.day)}
                      data-format={filterSlug(group.meeting.format)}
                      data-category={filterSlug(group.category)}
                      hidden={!shown.has(group.id)}
                    >
                      <GroupCard
                        group={group}
                        section={section.title}
                        joinLabel={join.label}
                        sameWindow={join.sameWindow}
                      />
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </group-filter>
      </Section>

      <Section title={startGroup.title} intro={startGroup.body} tone="navy">
        <div className="flex justify-center">
          <ButtonLink href={startGroup.link.href}>{startGroup.link.label}</ButtonLink>
        </div>
      </Section>
    </>
  );
}
