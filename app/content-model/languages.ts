// The languages the site is written in, declared once: each a code (the `lang` of its pages and the
// key of its content, revisions, drafts and schedules), the locale its dates, times and numbers are
// written in by `Intl`, its name in itself (the language switch) and in English (the staff area),
// and the pages it has. English is the default, and has every page; another language may ship page
// by page: a page it does not list is not published in it, and the language switch says so.
interface SiteLanguage {
  locale: string;
  name: string;
  english: string;
  /** The pages published in it, by their default-language addresses ("/", "/groups"), or all of them. */
  pages: "every page" | readonly string[];
  /** The language switch's words, in the language, on a page it does not have: leads to its home. */
  homeInstead: string;
}

export const languages = {
  en: { locale: "en-US", name: "English", english: "English", pages: "every page", homeInstead: "English: home page" },
  es: {
    locale: "es-US",
    name: "Español",
    english: "Spanish",
    pages: "every page",
    homeInstead: "Español: página de inicio",
  },
} as const satisfies Record<string, SiteLanguage>;

export type Language = keyof typeof languages;

/** The language of the site's own addresses, and of everything kept before there were others. */
export const defaultLanguage: Language = "en";

/** Every language, the default first. */
export const languageCodes = Object.keys(languages) as Language[];

/**
 * The languages a page is published in, the default first: those that list it (by its address in
 * any language: "/es/groups" is "/groups").
 */
export function languagesOf(path: string): Language[] {
  const page = defaultPathOf(path);
  return languageCodes.filter((code) => {
    const pages = languages[code].pages as SiteLanguage["pages"];
    return code === defaultLanguage || pages === "every page" || pages.includes(page);
  });
}

/**
 * The language a path is in: another language's pages live under its code ("/es/groups"); every
 * other path is in the default language. Chosen by the address alone, never by a header or cookie.
 */
export function languageOfPath(path: string): Language {
  const first = path.split("/", 2)[1];
  return languageCodes.find((code) => code === first && code !== defaultLanguage) ?? defaultLanguage;
}

/** A path as the default language has it: "/es/groups" → "/groups", "/es" → "/". */
export function defaultPathOf(path: string): string {
  const language = languageOfPath(path);
  return language === defaultLanguage ? path : path.slice(language.length + 1) || "/";
}

/**
 * A page's address in a language: "/groups" → "/es/groups", "/" → "/es". Addresses keep the
 * default language's words (docs/decisions/0040). A calendar is written in each language too
 * ("/es/calendar.ics"). What is not a page stays where it is: a file ("/images/…"), the staff area,
 * the API and photos.
 */
export function pathIn(path: string, language: Language): string {
  const page = defaultPathOf(path);
  if (language === defaultLanguage || !isPagePath(page)) return page;
  return page === "/" ? `/${language}` : `/${language}${page}`;
}

/**
 * Where a link to a page of this site leads from a page in a language: the same page in that
 * language, or, where the language does not have it yet, the default language's ("/groups" from a
 * language that has only its home page). What is not a page stays as pathIn writes it.
 */
export function linkIn(href: string, language: Language): { href: string; inDefault: boolean } {
  const bare = href.split(/[?#]/)[0] ?? href;
  const inDefault = pathIn(bare, language) !== bare && !languagesOf(bare).includes(language);
  return { href: pathIn(href, inDefault ? defaultLanguage : language), inDefault };
}

const NOT_PAGES = /^\/(staff|api|media|images|assets|review)(\/|$)/;
const isPagePath = (path: string) =>
  !NOT_PAGES.test(path) && (/\.ics$/.test(path) || !/\.[a-z0-9]+([?#]|$)/i.test(path.split("/").pop() ?? ""));

/**
 * Other sites that answer each visitor in the visitor's own language (a map's directions), or in
 * none (photo albums): a link
 * to them from another language's page is not marked as leading to the default language. Every
 * other site the church links to (its forms, registrations, giving, sermons, app and social pages)
 * is in the default language only, and says so (components/site-link.tsx).
 */
export const answersEveryLanguage: readonly string[] = [
  "https://www.google.com/maps/",
  "https://www.openstreetmap.org/",
];
