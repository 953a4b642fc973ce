// The words the site's own frame says in each language (menus, skip links, labels read to screen
// readers): not facts of the church, so not content staff edit, but written once per language here
// as plain typed objects. A page's language is its address's (content/languages.ts).
import { useLocation } from "react-router";
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
  worshipHeading: (day: string) => `${day} Worship`,
  /** The link to this page in another language, said in that language. */
  languageSwitch: "Language",
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
  worshipHeading: (day: string) => `Culto del ${day}`,
  languageSwitch: "Idioma",
};

export const interfaceWords: Record<Language, InterfaceWords> = { en, es };

/** The language of the page being shown, and its locale for `Intl`. */
export function usePageLanguage(): { language: Language; locale: string } {
  const language = languageOfPath(useLocation().pathname);
  return { language, locale: languages[language].locale };
}

/** The frame's words in the page's language. */
export function useInterfaceWords(): InterfaceWords {
  return interfaceWords[usePageLanguage().language];
}
