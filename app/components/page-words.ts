// The words the site's own components say on the pages rendered on the server only (cards, the
// home page's slides, an embed's fallback, the live-service line, a page's own headings), per
// language as interface-words.ts keeps the frame's. Kept apart from those because the pages React
// runs in the browser (the note form, the staff area) load the frame's words, and these would only
// add to their JavaScript (size-budget.json): nothing those pages import imports this module.

import type { GroupCategory, GroupFormat, SmallGroup } from "~/content/groups";
import type { OutreachEvent } from "~/content/outreach-events";
import { churchDatesIn } from "~/content-model/church-time";
import type { Language } from "~/content-model/languages";
import { serviceWordsInEnglish } from "~/lib/weekly-service";
import { usePageLanguage } from "./interface-words";

type Frequency = SmallGroup["meeting"]["frequency"];

const en = {
  /** A section's heading the page writes itself (about-us, core-beliefs, core-values). */
  learnMoreAboutUs: "Learn More About Us",
  whatWeBelieve: "What We Believe",
  whatWeValue: "What We Value",
  /** Read before a belief's Bible reference. */
  scripture: "Scripture:",
  /** The terms of a card's facts, read to screen readers beside their icons. */
  whenLabel: "When",
  whereLabel: "Where",
  formatLabel: "Format",
  languageLabel: "Language",
  dateLabel: "Date",
  timeLabel: "Time",
  locationLabel: "Location",
  /** How to reach the church, on /accessibility. */
  emailLabel: "E-mail:",
  phoneLabel: "Phone:",
  /** After a photo's link to its full-size file (/youth's gallery). */
  fullSize: "(full size)",

  /** A small group's card and the /groups filters. */
  ledBy: (name: string) => `Led by ${name}`,
  /** When a group meets, from `dayNames` ("Fridays", "viernes") and the clock time. */
  meetsOn: (days: string, time: string) => `${days}, ${time}`,
  /** The values of a group's enums, as the card and the filters' choices say them. */
  groupFrequency: { Weekly: "Weekly", Biweekly: "Biweekly", Monthly: "Monthly" } satisfies Record<Frequency, string>,
  groupFormat: { "In-person": "In-person", Online: "Online", Hybrid: "Hybrid" } satisfies Record<GroupFormat, string>,
  groupCategory: { Everyone: "Everyone", Women: "Women", Men: "Men" } satisfies Record<GroupCategory, string>,
  /** An outreach event's kind, on its card. */
  eventCategory: { Service: "Service", Community: "Community", Care: "Care" } satisfies Record<
    OutreachEvent["category"],
    string
  >,
  /** "1 group", "3 groups": said of one, then of any other number (also by app/behaviours/group-filter.ts). */
  groupCount: { one: "group", other: "groups" },

  /** The home page's slides (components/hero-carousel.tsx): what screen readers call them. */
  carousel: "carousel",
  slide: "slide",
  slideLabel: (n: number, count: number, title: string) => `${n} of ${count}: ${title}`,
  previousSlide: "Previous slide",
  nextSlide: "Next slide",
  showSlide: (n: number, title: string) => `Show slide ${n}: ${title}`,
  /** Announced when the visitor moves to a slide, filled in by app/behaviours/hero-carousel.ts. */
  slideShown: "Slide {n} of {count}: {title}",

  /** The small line above each app store's name. */
  appStoreNote: "Download on the",
  googlePlayNote: "Get it on",

  /** An embed's fallback (components/embed.tsx): `name` is the embed's, `provider` the platform's. */
  embedOn: (name: string, provider: string) => `The ${name} is on ${provider}.`,
  embedOpenThere: "You can open it there.",
  embedSlow: (name: string) => `The ${name} is taking longer than usual to load.`,
  embedFailed: (name: string) => `The ${name} could not be loaded here.`,
  embedOpenInstead: (provider: string) => `You can open it on ${provider} instead.`,

  /** /give's link to the annual report. */
  readReport: (year: number | string) => `Read the ${year} Report (PDF)`,

  /** The live-service line's "Sunday at 10:30 AM EST, in 2 days", said in the browser (lib/weekly-service.ts). */
  serviceStart: serviceWordsInEnglish,
  /** The reading pages' last line, before its date. */
  lastUpdated: "Last updated",
  playVideo: "Play video:",
  mapOf: (place: string) => `Map showing ${place}`,
  /** The map's own buttons (lib/leaflet-map.ts): the map also moves by dragging, and these do it by pressing. */
  mapControls: {
    zoomIn: "Zoom in",
    zoomOut: "Zoom out",
    north: "Move the map north",
    west: "Move the map west",
    east: "Move the map east",
    south: "Move the map south",
    closePopup: "Close the place's label",
  },
  /** The background video's button: "Pause" or "Play", then, for screen readers, what it is. */
  pause: "Pause",
  play: "Play",
  backgroundVideo: "background video",
  /** A meeting's days and its time: "2nd and 4th Sundays at 10:30 AM" (the youth service). */
  scheduleAt: (schedule: string, time: string) => `${schedule} at ${time}`,
};

export type PageWords = typeof en;

const es: PageWords = {
  learnMoreAboutUs: "Conoce más sobre nosotros",
  whatWeBelieve: "Lo que creemos",
  whatWeValue: "Lo que valoramos",
  scripture: "Cita bíblica:",
  whenLabel: "Cuándo",
  whereLabel: "Dónde",
  formatLabel: "Formato",
  languageLabel: "Idioma",
  dateLabel: "Fecha",
  timeLabel: "Hora",
  locationLabel: "Lugar",
  emailLabel: "Correo electrónico:",
  phoneLabel: "Teléfono:",
  fullSize: "(tamaño completo)",

  ledBy: (name) => `Dirigido por ${name}`,
  meetsOn: (days, time) => `los ${days}, ${time}`,
  groupFrequency: { Weekly: "semanal", Biweekly: "cada dos semanas", Monthly: "mensual" },
  groupFormat: { "In-person": "En persona", Online: "En línea", Hybrid: "Híbrido" },
  groupCategory: { Everyone: "Para todos", Women: "Mujeres", Men: "Hombres" },
  // "Care" is caring for people: "apoyo", as the church says it of Bridge Cares (not "cuidado", which
  // alone reads as a warning).
  eventCategory: { Service: "Servicio", Community: "Comunidad", Care: "Apoyo" },
  groupCount: { one: "grupo", other: "grupos" },

  carousel: "carrusel",
  slide: "diapositiva",
  slideLabel: (n, count, title) => `${n} de ${count}: ${title}`,
  previousSlide: "Diapositiva anterior",
  nextSlide: "Diapositiva siguiente",
  showSlide: (n, title) => `Ver la diapositiva ${n}: ${title}`,
  slideShown: "Diapositiva {n} de {count}: {title}",

  appStoreNote: "Descárgala en",
  googlePlayNote: "Disponible en",

  // These take a Spanish name with its article ("el calendario de eventos", "la biblioteca de
  // prédicas"), and are made so that neither its gender nor its number changes another word.
  embedOn: (name, provider) => `Encuentra ${name} en ${provider}.`,
  embedOpenThere: "El botón de abajo te lleva allí.",
  embedSlow: (name) => `Cargar ${name} está tardando más de lo normal.`,
  embedFailed: (name) => `No pudimos cargar ${name} aquí.`,
  embedOpenInstead: (provider) => `El botón de abajo te lleva a ${provider}.`,

  readReport: (year) => `Lee el informe de ${year} (PDF)`,

  serviceStart: {
    today: "hoy",
    tomorrow: "mañana",
    weekdays: ["el domingo", "el lunes", "el martes", "el miércoles", "el jueves", "el viernes", "el sábado"],
    at: ["{day} a la {clock}", "{day} a las {clock}"],
    am: "a.m.",
    pm: "p.m.",
    // Not "EST": Spanish names the zone in words, and the same in summer.
    zone: "hora del Este",
    minutes: ["en {count} minuto", "en {count} minutos"],
    hours: ["en {count} hora", "en {count} horas"],
    days: ["en {count} día", "en {count} días"],
  },
  lastUpdated: "Última actualización:",
  playVideo: "Reproducir el video:",
  mapOf: (place: string) => `Mapa de ${place}`,
  mapControls: {
    zoomIn: "Acercar",
    zoomOut: "Alejar",
    north: "Mover el mapa al norte",
    west: "Mover el mapa al oeste",
    east: "Mover el mapa al este",
    south: "Mover el mapa al sur",
    closePopup: "Cerrar la etiqueta del lugar",
  },
  pause: "Pausar",
  play: "Reproducir",
  backgroundVideo: "el video de fondo",
  // As Intl says a weekly time in Spanish ("domingos, 10:30 a.m."), with no "a la"/"a las" to agree.
  scheduleAt: (schedule: string, time: string) => `${schedule}, ${time}`,
};

export const pageWords: Record<Language, PageWords> = { en, es };

/** The words of the page's own parts, in the page's language. */
export function usePageWords(): PageWords {
  return pageWords[usePageLanguage().language];
}

/**
 * The church's clocks written in the page's language. Here, not with the frame's words, so the
 * pages React runs in the browser do not carry the date formats with them.
 */
export const usePageDates = () => churchDatesIn(usePageLanguage().language);
