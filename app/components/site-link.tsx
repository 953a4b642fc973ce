// The one place that decides how a link opens: links to other sites open in a new tab (and say
// so to screen readers) unless content marks them same-window; site pages are ordinary links. On
// another language's page, a link to another site, or to a page that language does not have yet,
// says, in words everyone sees, that what it leads to is in the default language
// (content-model/languages.ts names the sites that are not, and each language's pages).
import type { AnchorHTMLAttributes, ReactNode } from "react";
import { useLocation } from "react-router";
import { answersEveryLanguage, defaultLanguage, languageOfPath, linkIn, pathIn } from "~/content-model/languages";
import { isSitePath } from "~/lib/site-path";
import { useInterfaceWords } from "./interface-words";

/**
 * Whether a link leaves the site. Anything that is not a link of the site's own (a site path, a
 * fragment, mailto: or tel:) counts, so that "//host" or "/\\host" could never open in the same window.
 */
export function isExternal(href: string): boolean {
  return !(isSitePath(href) || href.startsWith("#") || /^(mailto|tel):/.test(href));
}

type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "target" | "rel"> & {
  href: string;
  /** Keep an http link in this window (the spec's group joins and baptism registration). */
  sameWindow?: boolean;
  /** Style the current page's link (header navigation). */
  nav?: boolean;
  children: ReactNode;
};

export function SiteLink({ href, sameWindow = false, nav = false, children, ...rest }: SiteLinkProps) {
  const { pathname } = useLocation();
  const language = languageOfPath(pathname);
  const words = useInterfaceWords();
  const opensInNewTab = words?.opensInNewTab ?? "(opens in a new tab)";
  if (isExternal(href)) {
    const inDefault =
      language !== defaultLanguage && !answersEveryLanguage.some((site) => href.startsWith(site)) && words
        ? words.inDefaultLanguage
        : undefined;
    const said = inDefault && <InDefaultLanguage />;
    const hrefLang = inDefault ? defaultLanguage : undefined;
    if (sameWindow && href.startsWith("https://")) {
      return (
        <a href={href} hrefLang={hrefLang} {...rest}>
          {children}
          {said}
        </a>
      );
    }
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" hrefLang={hrefLang} {...rest}>
        {children}
        {said}
        <span className="sr-only"> {opensInNewTab}</span>
      </a>
    );
  }
  if (/^(mailto|tel):/.test(href) || href.startsWith("#")) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  // Site pages are plain links: each is its own document, fetched ahead by the speculation rules
  // (app/root.tsx), so no client router is needed to make them quick. A page links to the others in
  // its own language, or, to one its language does not have yet, in the default language, saying so.
  const { href: page, inDefault: notInIt } = linkIn(href, language);
  return (
    <a
      href={page}
      hrefLang={notInIt ? defaultLanguage : undefined}
      aria-current={nav && isCurrent(page, pathname) ? "page" : undefined}
      {...rest}
    >
      {children}
      {notInIt && <InDefaultLanguage />}
    </a>
  );
}

function isCurrent(href: string, pathname: string) {
  return href === pathIn("/", languageOfPath(href))
    ? pathname === href
    : pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * " (en inglés)" on another language's page, after what leads to something in the default language
 * only (another site, a form to print, a video); nothing on the default language's own pages.
 */
export function InDefaultLanguage() {
  const { pathname } = useLocation();
  const said = useInterfaceWords()?.inDefaultLanguage;
  if (languageOfPath(pathname) === defaultLanguage || !said) return null;
  return (
    <>
      {" "}
      <span className="whitespace-nowrap font-normal">{said}</span>
    </>
  );
}
