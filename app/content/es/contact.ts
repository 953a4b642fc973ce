// Contáctanos: the words of ../contact.ts in Spanish.

import type { Words } from "../../content-model/define";
import type { ContactContent } from "../contact";

export const words: Words<ContactContent> = {
  meta: {
    title: "Contáctanos",
    description:
      "Comunícate con The Bridge Church: dónde nos reunimos los domingos en Silver Spring, la hora del culto, la dirección postal y el formulario de contacto.",
  },
  hero: {
    title: "Contáctanos",
    subtitle: "Nos encantaría saber de ti. Envíanos un mensaje y alguien de nuestro equipo te responderá pronto.",
    image: { alt: "Ilustración de un corazón que brilla bajo un cielo estrellado" },
  },
  cardsTitle: "Dónde encontrarnos",
  cards: [
    // Each card's first line is a fact in braces ({worship place}, {worship time} {time zone},
    // {mailing name}), filled in by code; the address lines are facts too.
    { id: "location", title: "Dónde nos reunimos" },
    {
      id: "time",
      title: "Hora del culto",
      details: { secondary: "En persona y en línea", tertiary: "{kids ministry} durante el culto" },
    },
    { id: "mailing", title: "Dirección postal" },
  ],
  form: {
    title: "Envíanos un mensaje",
    intro:
      "¿Tienes preguntas sobre los domingos, los grupos o cualquier otra cosa? Llena el formulario y te responderemos en un plazo de dos días hábiles.",
  },
};
