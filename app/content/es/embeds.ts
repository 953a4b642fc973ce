// Formularios y listas incrustados: the words of ../embeds.ts in Spanish.
import type { Words } from "../../content-model/define";
import type { EmbedsContent } from "../embeds";

// The provider's name (Subsplash) is a brand, the same in Spanish. Each `name` finishes a sentence
// ("… no se pudo cargar aquí"), so in Spanish it carries its article.
export const words: Words<EmbedsContent> = {
  provider: { name: "Subsplash" },
  items: {
    contactForm: {
      title: "Formulario de contacto",
      name: "el formulario de contacto",
      placeholder: "Cargando el formulario de contacto...",
      fallbackLabel: "Abre el formulario de contacto",
    },
    eventsCalendar: {
      title: "Calendario de eventos",
      name: "el calendario de eventos",
      placeholder: "Cargando el calendario de eventos...",
      fallbackLabel: "Mira el calendario de eventos",
    },
    sermonLibrary: {
      title: "Biblioteca de prédicas",
      name: "la biblioteca de prédicas",
      placeholder: "Cargando la biblioteca de prédicas...",
      fallbackLabel: "Explora la biblioteca de prédicas",
    },
    outreachEvents: {
      title: "Próximos eventos de alcance",
      name: "la lista de eventos de alcance",
      placeholder: "Cargando los eventos de alcance...",
      fallbackLabel: "Mira los próximos eventos de alcance",
    },
    appDownload: {
      title: "Descarga nuestra app",
      name: "los enlaces para descargar la app",
      placeholder: "Cargando los enlaces para descargar la app...",
      fallbackLabel: "Descarga la app",
    },
  },
};
