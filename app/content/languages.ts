// The languages the site is written in, declared once: each a code (the `lang` of its pages and the
// key of its content, revisions, drafts and schedules) and the locale its dates, times and numbers
// are written in by `Intl`. English is the first, and until a second is added, the only one.
export const languages = {
  en: { locale: "en-US", name: "English" },
} as const;

export type Language = keyof typeof languages;

/** The language of the site's own addresses, and of everything kept before there were others. */
export const defaultLanguage: Language = "en";
