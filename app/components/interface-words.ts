// The words the site's own frame says in each language (menus, skip links, labels read to screen
// readers): not facts of the church, so not content staff edit, but written once per language here
// as plain typed objects, handed to every page by the root's loader. A page's language is its address's (content-model/languages.ts). Every page
// loads these, the pages React runs in the browser too (the staff area): the words of
// parts only server-rendered pages show are in page-words.ts, which those pages never load.
import { useLocation, useRouteLoaderData } from "react-router";
import { type Language, languageOfPath, languages } from "~/content-model/languages";

/**
 * The error page's words, apart from the rest: a page that fails before its loaders ran (a form sent
 * to a page that takes none) has none of the frame's words handed over, so the pages' script carries
 * these few, in each language.
 */
export const errorWords = {
  en: {
    title: "Something went wrong",
    noForms: "This page does not take forms",
    noFormsExplained: "This address is a page to read; nothing was sent or changed.",
    refused: "This request cannot be answered",
    failed: "Unexpected Application Error!",
    failedExplained: "Something went wrong on our side while showing this page. Please try again in a moment.",
    home: "Return to Home",
    skipToMain: "Skip to main content",
  },
  es: {
    title: "Algo salió mal",
    noForms: "Esta página no recibe formularios",
    noFormsExplained: "Esta dirección es una página para leer; no se envió ni se cambió nada.",
    refused: "No podemos responder a esta solicitud",
    failed: "¡Error inesperado!",
    failedExplained: "Algo salió mal de nuestro lado al mostrar esta página. Inténtalo de nuevo en un momento.",
    home: "Volver al inicio",
    skipToMain: "Saltar al contenido principal",
  },
} satisfies Record<Language, Record<string, string>>;

const en = {
  skipToMain: "Skip to main content",
  mainNavigation: "Main",
  mainMenu: "Main menu",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  opensInNewTab: "(opens in a new tab)",
  /** After a link from another language's page to a site in this one (components/site-link.tsx). */
  inDefaultLanguage: "(in English)",
  footerNavigation: "Footer",
  explore: "Explore",
  followAlong: "Follow Along",
  allRightsReserved: "All rights reserved.",
  /** The footer's link to the page listing every page, a second way to each besides the menus. */
  siteMap: "Site map",
  /** The footer's heading of the weekly service: "{day}" is the day's name. */
  worshipHeading: "{day} Worship",
};

export type InterfaceWords = typeof en;

const es: InterfaceWords = {
  skipToMain: "Saltar al contenido principal",
  mainNavigation: "Principal",
  mainMenu: "Menú principal",
  openMenu: "Abrir el menú",
  closeMenu: "Cerrar el menú",
  opensInNewTab: "(se abre en una pestaña nueva)",
  inDefaultLanguage: "(en inglés)",
  footerNavigation: "Pie de página",
  explore: "Explora",
  followAlong: "Síguenos",
  allRightsReserved: "Todos los derechos reservados.",
  siteMap: "Mapa del sitio",
  worshipHeading: "Culto del {day}",
};

export const interfaceWords: Record<Language, InterfaceWords> = { en, es };

/** The language of the page being shown, and its locale for `Intl`. */
export function usePageLanguage() {
  const language: Language = languageOfPath(useLocation().pathname);
  return { language, locale: languages[language].locale };
}

/**
 * The frame's words in the page's language, as the root's loader hands them over with the header's
 * and footer's facts: the pages React runs carry none in their script. Undefined only on the error
 * page of a failed root loader.
 */
export const useInterfaceWords = (): InterfaceWords | undefined =>
  useRouteLoaderData<{ chrome: { words: InterfaceWords } }>("root")?.chrome.words;
