// The words the site's own frame says in each language (menus, skip links, labels read to screen
// readers): not facts of the church, so not content staff edit, but written once per language here
// as plain typed objects, handed to every page by the root's loader. A page's language is its address's (content/languages.ts). Every page
// loads these, the pages React runs in the browser too (the note form, the staff area): the words of
// parts only server-rendered pages show are in page-words.ts, which those pages never load.
import { useLocation, useRouteLoaderData } from "react-router";
import { type Language, languageOfPath, languages } from "~/content/languages";

const en = {
  skipToMain: "Skip to main content",
  mainNavigation: "Main",
  mainMenu: "Main menu",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  opensInNewTab: "(opens in a new tab)",
  footerNavigation: "Footer",
  explore: "Explore",
  followAlong: "Follow Along",
  allRightsReserved: "All rights reserved.",
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
  footerNavigation: "Pie de página",
  explore: "Explora",
  followAlong: "Síguenos",
  allRightsReserved: "Todos los derechos reservados.",
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
