// The words the site's own frame says in each language (menus, skip links, labels read to screen
// readers): not facts of the church, so not content staff edit, but written once per language here
// as plain typed objects. A page's language is its address's (content/languages.ts).
import { useLocation } from "react-router";
import { churchDatesIn } from "~/content/church-time";
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
  lastUpdated: "Last updated",
  playVideo: "Play video:",
  mapOf: (place: string) => `Map showing ${place}`,
  /** The background video's button: "Pause" or "Play", then, for screen readers, what it is. */
  pause: "Pause",
  play: "Play",
  backgroundVideo: "background video",
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
  lastUpdated: "Última actualización:",
  playVideo: "Reproducir el video:",
  mapOf: (place: string) => `Mapa de ${place}`,
  pause: "Pausar",
  play: "Reproducir",
  backgroundVideo: "el video de fondo",
};

export const interfaceWords: Record<Language, InterfaceWords> = { en, es };

/** The language of the page being shown, its locale for `Intl`, and the church's clocks written in it. */
export function usePageLanguage() {
  const language: Language = languageOfPath(useLocation().pathname);
  return { language, locale: languages[language].locale, dates: churchDatesIn(language) };
}

/** The frame's words in the page's language. */
export function useInterfaceWords(): InterfaceWords {
  return interfaceWords[usePageLanguage().language];
}
