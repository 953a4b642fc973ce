// Small groups as /groups shows them: filtered by the query string (?day=&format=&category=), then
// sorted into one section per study type, each with its count.

import type { GroupCategory, GroupFormat, SmallGroup, StudyType } from "~/content/groups";
import type { Weekday } from "~/content-model/blocks";

export interface GroupFilters {
  day?: Weekday;
  format?: GroupFormat;
  category?: GroupCategory;
}

export type FilterKey = keyof GroupFilters;
export const filterKeys: FilterKey[] = ["day", "format", "category"];

export interface FilterOptions {
  day: Weekday[];
  format: GroupFormat[];
  category: GroupCategory[];
}

// The orders a person expects to read them in; the schema's enums list the same values.
export const weekdayOrder: Weekday[] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
export const formatOrder: GroupFormat[] = ["In-person", "Online", "Hybrid"];
export const categoryOrder: GroupCategory[] = ["Everyone", "Women", "Men"];

/** The noun a count of groups takes in a language: the page's are in app/components/interface-words.ts. */
export interface GroupCountWords {
  one: string;
  other: string;
}

/** "1 group", "3 groups" ("1 grupo", "3 grupos" with Spanish words). */
export function countLabel(count: number, words: GroupCountWords = { one: "group", other: "groups" }): string {
  return `${count} ${count === 1 ? words.one : words.other}`;
}

/** "Showing 2 of 9 groups": the content's sentence with its counts filled in. */
function showingLabel(template: string, shown: number, total: number): string {
  return template.replaceAll("{shown}", String(shown)).replaceAll("{total}", String(total));
}

/** The content's sentences of how many groups are shown (groups.ts `filters`). */
interface ShowingSentences {
  showingAll: string;
  showingSome: string;
  showingOne: string;
}

/**
 * The sentence for what is shown, counts filled in: every group when no filter is chosen, else
 * "Showing 2 of 9 groups", or the sentence for one ("Se muestra 1 de 9 grupos", not "Se muestran").
 */
export function showingSentence(sentences: ShowingSentences, filtered: boolean, shown: number, total: number): string {
  const template = !filtered ? sentences.showingAll : shown === 1 ? sentences.showingOne : sentences.showingSome;
  return showingLabel(template, shown, total);
}

/** How a value appears in the address: "in-person", "tuesday". */
export const filterSlug = (value: string) => value.toLowerCase();

/** Only the choices some group actually has, so no single choice can come up empty. */
export function filterOptions(groups: SmallGroup[]): FilterOptions {
  const present = <T extends string>(order: T[], values: T[]) => order.filter((value) => values.includes(value));
  return {
    day: present(
      weekdayOrder,
      groups.map((group) => group.meeting.day),
    ),
    format: present(
      formatOrder,
      groups.map((group) => group.meeting.format),
    ),
    category: present(
      categoryOrder,
      groups.map((group) => group.category),
    ),
  };
}

/** Reads ?day=tuesday&format=online&category=women; unknown or empty values mean "any". */
export function parseGroupFilters(params: URLSearchParams, options: FilterOptions): GroupFilters {
  const pick = <T extends string>(key: FilterKey, values: T[]) => {
    const wanted = params.get(key)?.trim().toLowerCase();
    return wanted ? values.find((value) => filterSlug(value) === wanted) : undefined;
  };
  const filters: GroupFilters = {};
  const day = pick("day", options.day);
  const format = pick("format", options.format);
  const category = pick("category", options.category);
  if (day) filters.day = day;
  if (format) filters.format = format;
  if (category) filters.category = category;
  return filters;
}

/** "?day=tuesday&format=online", or "" when nothing is chosen, for a short address to share. */
export function filtersToSearch(filters: GroupFilters): string {
  const params = new URLSearchParams();
  for (const key of filterKeys) {
    const value = filters[key];
    if (value) params.set(key, filterSlug(value));
  }
  const search = params.toString();
  return search ? `?${search}` : "";
}

export function hasFilters(filters: GroupFilters): boolean {
  return filterKeys.some((key) => filters[key] !== undefined);
}

export function filterGroups(groups: SmallGroup[], filters: GroupFilters): SmallGroup[] {
  return groups.filter(
    (group) =>
      (!filters.day || group.meeting.day === filters.day) &&
      (!filters.format || group.meeting.format === filters.format) &&
      (!filters.category || group.category === filters.category),
  );
}

export interface GroupSection {
  studyType: StudyType;
  title: string;
  groups: SmallGroup[];
  countLabel: string;
}

/** One section per study type, in the page's order, leaving out those with no groups. */
export function groupSections(
  groups: SmallGroup[],
  sections: Array<{ studyType: StudyType; title: string }>,
): GroupSection[] {
  return sections
    .map(({ studyType, title }) => {
      const members = groups.filter((group) => group.studyType === studyType);
      return { studyType, title, groups: members, countLabel: countLabel(members.length) };
    })
    .filter((section) => section.groups.length > 0);
}
