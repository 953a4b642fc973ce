// The languages the site is written in, declared once: each a code (the `lang` of its pages and the
// key of its content, revisions, drafts and schedules) and the locale its dates, times and numbers
// are written in by `Intl`. English is the first, and until a second is added, the only one.
export const languages = {
  en: { locale: "en-US", name: "English" },
  es: { locale: "es-US", name: "Español" },
} as const;

export type Language = keyof typeof languages;

/** The language of the site's own addresses, and of everything kept before there were others. */
export const defaultLanguage: Language = "en";

/** Every language, the default first. */
export const languageCodes = Object.keys(languages) as Language[];

/**
 * The language a path is in: another language's pages live under its code ("/es/groups"); every
 * other path is in the default language. Chosen by the address alone, never by a header or cookie.
 */
export function languageOfPath(path: string): Language {
  return (
    languageCodes.find((code) => code !== defaultLanguage && new RegExp(`^/${code}(/|$)`).test(path)) ?? defaultLanguage
  );
}
