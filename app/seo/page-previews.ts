// Each public page's link-preview card in every language: the words the build draws on it
// (scripts/vite-seo.ts), read from the page's own title and description in app/content/ and, in
// another language, its words there (app/content/<language>/). Build time only.

import type { PageMeta } from "~/content-model/blocks";
import type { ContentModule } from "~/content-model/define";
import { type Language, languageCodes, languages, languagesOf, pathIn } from "~/content-model/languages";
import { weeklyTime } from "~/lib/dates";
import { publicPages } from "~/pages";
import type { PublishedContent } from "~/published/content";
import { factValues, fillFacts } from "~/published/facts";

interface PreviewCard {
  path: string;
  /** Drawn large. */
  heading: string;
  /** Drawn below the heading, a few lines at most. */
  text: string;
  /** Printed at the foot: when and where the church meets. */
  footnote: string;
}

/** The content as built in a language, and a module's value in it (publishing/in-language.server.ts). */
interface BuiltIn {
  content(language: Language): PublishedContent;
  value(module: ContentModule, language: Language): unknown;
}

/**
 * The cards of each page, one per language it is in. A title that already names the church (the home
 * page's) gives way to the church's tagline, since every card shows the name above the heading.
 *
 * Read by the build (scripts/vite-seo.ts), which hands over the content in each language.
 * @public
 */
export function previewCards(built: BuiltIn): PreviewCard[] {
  return languageCodes.flatMap((language) => cardsIn(language, built));
}

function cardsIn(language: Language, built: BuiltIn): PreviewCard[] {
  const content = built.content(language);
  const facts = factValues(content, language);
  const site = fillFacts(content.site, facts);
  const { worship } = site;
  const footnote = `${weeklyTime(worship, languages[language].locale)} · ${worship.venue.city}, ${worship.venue.state}`;
  return publicPages
    .filter(({ path }) => languagesOf(path).includes(language))
    .map(({ path, content: module }) => {
      const meta = fillFacts((built.value(module, language) as { meta: PageMeta }).meta, facts);
      return {
        path: pathIn(path, language),
        heading: meta.title.includes(site.name) ? site.tagline : meta.title,
        text: meta.description,
        footnote,
      };
    });
}
