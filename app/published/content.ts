// The content every page shows, one entry per content module that staff can change in the staff
// area (found by app/published/registry.ts), as the build has it. Once staff publish a change
// (app/publishing/publisher.server.ts), the server renders pages with the published values instead:
// it hands them to each render in React Router's context (context.server.ts here), and
// entry.server.tsx passes them to the components (use-published-content.ts here). Every layer above
// content reads them from here. What staff publish is stored as they wrote it; pages are given it
// with the facts named in braces filled in and the list items not on the site at that moment left
// out (shownContent below).

import type { EditableContent } from "~/content-model/define";
import { defaultLanguage, type Language } from "~/content-model/languages";
import { lastChangeBy, nextChangeAfter, visibleAt } from "~/lib/shown-between";
import { titledName } from "~/lib/titled-name";
import { factValues, fillFacts } from "~/published/facts";
import { editableModules as registered } from "~/published/registry";

/** Every content module staff may change, site-wide ones first, each part by its title as the staff area lists them. */
export const editableModules = registered.toSorted(
  (a, b) =>
    (a.staff.part === b.staff.part ? 0 : a.staff.part === "site" ? -1 : 1) ||
    a.staff.title.localeCompare(b.staff.title),
);

/** The content of every page, by each module's key (`content.keyDates`): each module declares its own. */
export type PublishedContent = EditableContent;

/** The content as built: what every page shows until staff publish a change. */
export const builtContent = Object.fromEntries(
  editableModules.map((module) => [module.key, module.built]),
) as unknown as PublishedContent;

/** A pastor's title and name as staff last published them ("Pastor David Kim"); the id for one no longer listed. */
export function pastorName(published: PublishedContent, id: string): string {
  const pastor = published.pastors.pastors.find((each) => each.id === id);
  return pastor ? titledName(pastor) : id;
}

interface Shown {
  /** The moments between which it holds: no list item appears or leaves between them. */
  from: number;
  until: number;
  value: PublishedContent;
}

// Worked out once per published content, language and stretch of time, not for every page of a render.
const shown = new Map<Language, WeakMap<PublishedContent, Shown>>();
function shownIn(language: Language): WeakMap<PublishedContent, Shown> {
  let ofLanguage = shown.get(language);
  if (!ofLanguage) {
    ofLanguage = new WeakMap();
    shown.set(language, ofLanguage);
  }
  return ofLanguage;
}

/**
 * The content as pages show it at `now`: each fact named in braces filled in, as the language says
 * it ("{worship time}" is "Sundays at 10:30 AM"), and the list items that are not on the site then
 * (`showFrom`, `showUntil`) left out.
 */
export function shownContent(
  published: PublishedContent,
  now: number = Date.now(),
  language: Language = defaultLanguage,
): PublishedContent {
  const ofLanguage = shownIn(language);
  const cached = ofLanguage.get(published);
  if (cached && cached.from <= now && now < cached.until) return cached.value;
  const value = fillFacts(visibleAt(published, now), factValues(published, language));
  ofLanguage.set(published, {
    from: lastChangeBy(published, now) ?? Number.NEGATIVE_INFINITY,
    until: nextChangeAfter(published, now) ?? Number.POSITIVE_INFINITY,
    value,
  });
  return value;
}

/** The content with its facts filled in and every list item kept, those shown only at other times too. */
export function filledContent(published: PublishedContent, language: Language = defaultLanguage): PublishedContent {
  return fillFacts(published, factValues(published, language));
}
