// The link to the page being read in the site's other language, named in that language so a reader
// of it finds it (and a screen reader says it in that language). The address alone chooses the
// language: no cookie or browser setting sends a visitor elsewhere (docs/decisions/0040). It leads
// to the same place in the other language: the filters chosen and the part of the page in view; or,
// from a page that language does not have yet, to its home page, and says so.
import { useLocation } from "react-router";
import { defaultPathOf, languageCodes, languages, languagesOf, pathIn } from "~/content-model/languages";

export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  const page = defaultPathOf(pathname);
  // Every other language; the staff area, in English only, has none to go to.
  const others = languageCodes.filter((language) => pathIn(page, language) !== pathname);
  if (others.length === 0) return null;
  const has = languagesOf(page);
  // app/behaviours/language-switch.ts keeps the filters chosen since and the part in view.
  return (
    <language-switch className="contents">
      {others.map((language) =>
        has.includes(language) ? (
          <a
            key={language}
            href={`${pathIn(page, language)}${search}`}
            lang={language}
            hrefLang={language}
            className={className}
          >
            {languages[language].name}
          </a>
        ) : (
          // A language this page is not published in: its home, and the link says so.
          <a
            key={language}
            href={pathIn("/", language)}
            lang={language}
            hrefLang={language}
            data-home-instead=""
            className={className}
          >
            {languages[language].homeInstead}
          </a>
        ),
      )}
    </language-switch>
  );
}
