// Eventos: the words of ../events.ts in Spanish.
import type { Words } from "../../content-model/define";
import type { EventsContent } from "../events";

export const words: Words<EventsContent> = {
  meta: {
    title: "Eventos",
    description:
      "Descubre lo que viene en The Bridge Church: noches de adoración, grupos, alcance comunitario, jóvenes y eventos para la familia.",
  },
  hero: {
    title: "Próximos eventos",
    subtitle: "Siempre está pasando algo en The Bridge. Encuentra tu próxima oportunidad para conectarte.",
    image: { alt: "Ilustración de un cielo estrellado sobre la ciudad" },
  },
  calendar: {
    title: "Calendario de eventos",
    intro: "Toca un evento para ver los detalles e inscribirte.",
  },
  questions: {
    title: "¿Preguntas sobre nuestros eventos?",
    body: "¿No sabes qué evento es para ti o necesitas ayuda para inscribirte? Nuestro equipo te ayuda con gusto.",
    link: { label: "Contáctanos" },
  },
};
