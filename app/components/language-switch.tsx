// The link to the page being read in the site's other language, named in that language so a reader
// of it finds it (and a screen reader says it in that language). The address alone chooses the
// language: no cookie or browser setting sends a visitor elsewhere (docs/decisions/0040). It leads
// to the same place in the other language: the filters chosen and the part of the page in view.
import { useLocation } from "react-router";
import { defaultPathOf, languageCodes, languages, pathIn } from "~/content/languages";

export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  // Every other language the page is in; the staff area, in English only, has none to go to.
  const others = languageCodes.filter((language) => pathIn(defaultPathOf(pathname), language) !== pathname);
  if (others.length === 0) return null;
  // app/behaviours/language-switch.ts keeps the filters chosen since and the part in view.
  return (
    <language-switch className="contents">
      {others.map((language) => (
        <a
          key={language}
          href={`${pathIn(defaultPathOf(pathname), language)}${search}`}
          lang={language}
          hrefLang={language}
          className={className}
        >
          {languages[language].name}
        </a>
      ))}
    </language-switch>
  );
}
