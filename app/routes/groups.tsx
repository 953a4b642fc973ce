// Small Groups. Rendered per request, not prerendered, so that the filters in the address
// (?day=&format=&category=) work without JavaScript too: see docs/decisions/0006-group-filters.md.
import { type FormEvent, type MouseEvent, useEffect, useRef } from "react";
import { redirect, useLocation, useNavigate } from "react-router";
import { GroupCard } from "~/components/group-card";
import { ButtonLink, buttonClasses } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { groups } from "~/content/groups";
import { pageMeta } from "~/lib/meta";
import type { PageHandle } from "~/lib/page-handle";
import {
  type FilterKey,
  filterGroups,
  filterKeys,
  filterOptions,
  filterSlug,
  filtersToSearch,
  type GroupFilters,
  groupSections,
  hasFilters,
  parseGroupFilters,
} from "~/lib/small-groups";
import type { Route } from "./+types/groups";

// React runs in the browser here: this page's behaviour is React state (docs/decisions/0013).
export const handle: PageHandle = { hydrate: true };

export const meta: Route.MetaFunction = ({ location }) => pageMeta(groups.meta, location);

/** One address per page, as for the prerendered ones: /groups/ and /Groups move to /groups. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (url.pathname !== "/groups") throw redirect(`/groups${url.search}`, 301);
  return null;
}

// In the browser nothing needs loading: filtering never waits for the server.
export function clientLoader() {
  return null;
}

// The same caching as the prerendered pages' HTML: always checked, so a new release shows at once.
export const headers = () => ({ "Cache-Control": "public, max-age=0, must-revalidate" });

const options = filterOptions(groups.groups);

/** Back to every group, keeping the place on the page; focus goes to the first filter. */
function useClearFilters() {
  const navigate = useNavigate();
  return async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    await navigate({ search: "" }, { preventScrollReset: true });
    document.getElementById(`group-filter-${filterKeys[0]}`)?.focus();
  };
}

function FilterForm({ filters }: { filters: GroupFilters }) {
  const { find, filters: text } = groups;
  const formRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const clear = useClearFilters();
  const active = hasFilters(filters);
  const { day, format, category } = filters;

  // The selects are left to the browser (so a choice shows at once); when the address changes by
  // other means (Back, Clear filters), they follow it.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const current: GroupFilters = { day, format, category };
    for (const key of filterKeys) {
      const select = form.elements.namedItem(key);
      const value = current[key];
      if (select instanceof HTMLSelectElement) select.value = value ? filterSlug(value) : "";
    }
  }, [day, format, category]);

  // With JavaScript, a choice applies at once, in place, and the address keeps only what is chosen.
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const params = new URLSearchParams();
    for (const key of filterKeys) params.set(key, String(data.get(key) ?? ""));
    navigate({ search: filtersToSearch(parseGroupFilters(params, options)) }, { preventScrollReset: true });
  };

  const labels: Record<FilterKey, { label: string; any: string }> = text;
  return (
    <form
      ref={formRef}
      method="get"
      // Without JavaScript the browser submits here and comes back to the filters, not the page top.
      action={`/groups#${find.id}`}
      aria-label={text.label}
      onSubmit={apply}
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
            onChange={(event) => event.currentTarget.form?.requestSubmit()}
            className="min-h-11 w-full rounded-lg border border-gray-400 bg-white px-3 text-base text-gray-900"
          >
            <option value="">{labels[key].any}</option>
            {options[key].map((value) => (
              <option key={value} value={filterSlug(value)}>
                {value}
              </option>
            ))}
          </select>
        </div>
      ))}
      {/* Shown only when it holds something: the no-JavaScript button, or Clear filters. */}
      <div className="hidden min-h-11 flex-wrap items-center gap-4 has-[a,button]:flex md:col-span-3 lg:col-span-1">
        <noscript>
          <button type="submit" className={buttonClasses("secondary")}>
            {text.submitLabel}
          </button>
        </noscript>
        {active && (
          <a
            href={`/groups#${find.id}`}
            onClick={clear}
            className="font-semibold text-navy underline underline-offset-4 hover:text-teal"
          >
            {text.clearLabel}
          </a>
        )}
      </div>
    </form>
  );
}

export default function Groups() {
  const { hero, find, filters: text, sections, join, startGroup } = groups;
  const { search } = useLocation();
  const filters = parseGroupFilters(new URLSearchParams(search), options);
  const shown = filterGroups(groups.groups, filters);
  const visibleSections = groupSections(shown, sections);
  const total = groups.groups.length;
  const clear = useClearFilters();

  return (
    <>
      <PageHero title={hero.title} subtitle={hero.subtitle} image={hero.image} eyebrow={hero.eyebrow} />

      <Section id={find.id} title={find.title} intro={find.intro} tone="light" className="scroll-mt-4">
        <FilterForm filters={filters} />
        <div>
          <p role="status" className="mt-6 text-center font-semibold text-gray-800">
            {hasFilters(filters) ? `Showing ${shown.length} of ${total} groups` : `Showing all ${total} groups`}
          </p>
          {visibleSections.length === 0 ? (
            <div className="mx-auto mt-8 flex max-w-xl flex-col items-center gap-4 rounded-2xl bg-white p-8 text-center ring-1 ring-gray-200">
              <h3 className="font-heading text-2xl font-extrabold text-navy">{text.noMatches.title}</h3>
              <p className="text-gray-700">{text.noMatches.body}</p>
              <a href={`/groups#${find.id}`} onClick={clear} className={buttonClasses("outline")}>
                {text.clearLabel}
              </a>
            </div>
          ) : (
            visibleSections.map((section) => (
              <section
                key={section.studyType}
                aria-labelledby={`groups-${filterSlug(section.studyType).replace(/\W+/g, "-")}`}
                className="mt-10"
              >
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b-2 border-navy/15 pb-3">
                  <h3
                    id={`groups-${filterSlug(section.studyType).replace(/\W+/g, "-")}`}
                    className="font-heading text-2xl font-extrabold text-navy md:text-3xl"
                  >
                    {section.title}
                  </h3>
                  <p className="text-sm font-bold uppercase tracking-widest text-teal">{section.countLabel}</p>
                </div>
                <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                  {section.groups.map((group) => (
                    <li key={group.id}>
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
            ))
          )}
        </div>
      </Section>

      <Section title={startGroup.title} intro={startGroup.body} tone="navy">
        <div className="flex justify-center">
          <ButtonLink href={startGroup.link.href}>{startGroup.link.label}</ButtonLink>
        </div>
      </Section>
    </>
  );
}
