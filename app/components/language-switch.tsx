// The link to the page being read in the site's other language, named in that language so a reader
// of it finds it (and a screen reader says it in that language). The address alone chooses the
// language: no cookie or browser setting sends a visitor elsewhere (docs/decisions/0040).
import { useLocation } from "react-router";
import { defaultPathOf, languageCodes, languages, pathIn } from "~/content/languages";

export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  // Every other language the page is in; the staff area, in English only, has none to go to.
  return languageCodes
    .filter((language) => pathIn(defaultPathOf(pathname), language) !== pathname)
    .map((language) => (
      <a
        key={language}
        href={`${pathIn(defaultPathOf(pathname), language)}${search}`}
        lang={language}
        hrefLang={language}
        className={className}
      >
        {languages[language].name}
      </a>
    ));
}
