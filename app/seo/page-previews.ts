// Each public page's link-preview card: the words the build draws on it (scripts/vite-seo.ts),
// read from the page's own title and description in app/content/. Build time only.

import { weeklyTime } from "~/lib/dates";
import { publicPages } from "~/pages";
import { builtContent, shownContent } from "~/published/content";

/** Written at build time, from the built content with its facts filled in. */
const { site } = shownContent(builtContent);

/**
 * Printed at the foot of every card: when and where the church meets. Read by the build
 * (scripts/vite-seo.ts).
 * @public
 */
export function previewFootnote(): string {
  const { worship } = site;
  return `${weeklyTime(worship)} · ${worship.venue.city}, ${worship.venue.state}`;
}

interface PreviewCard {
  path: string;
  /** Drawn large. */
  heading: string;
  /** Drawn below the heading, a few lines at most. */
  text: string;
}

/**
 * The card of each page. A title that already names the church (the home page's) gives way to the
 * church's tagline, since every card shows the name above the heading.
 *
 * Read by the build (scripts/vite-seo.ts).
 * @public
 */
export function previewCards(): PreviewCard[] {
  return publicPages.map(({ path, meta }) => ({
    path,
    heading: meta.title.includes(site.name) ? site.tagline : meta.title,
    text: meta.description,
  }));
}
