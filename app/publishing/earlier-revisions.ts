// Revisions saved before every page became editable, when three items held only part of their page:
// the outreach events and the small groups (a list each) and the home page's slides. Their values
// are read into the whole page's shape, so what staff published then still shows.
import type { PublishedContent } from "~/content/published/content";

/** What each slide said before its words after the date were its own: the date came from the key dates. */
const SLIDE_DATES: Record<string, string> = {
  "impact-week": "{impact week dates} · ",
  baptism: "{baptism day} at {baptism time} · ",
};

/** The item a revision of an earlier item now belongs to. */
export const EARLIER_ITEMS: Record<string, string> = { "home-slides": "home" };

/** A revision's value in the shape its item has now, given the value it is part of. */
export function asItemNow(item: string, data: unknown, current: PublishedContent): unknown {
  if (item === "outreach-events" && Array.isArray(data)) return { ...current.outreachEvents, events: data };
  if (item === "groups" && Array.isArray(data)) return { ...current.groups, groups: data };
  if (item === "home-slides" && Array.isArray(data)) {
    const heroSlides = data.map((slide: Record<string, unknown>) => {
      const { tagline, ...rest } = slide;
      return { ...rest, subtitle: `${SLIDE_DATES[String(rest.id)] ?? ""}${String(tagline ?? "")}` };
    });
    return { ...current.home, heroSlides };
  }
  return data;
}
