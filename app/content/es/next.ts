// NEXT: the words of ../next.ts in Spanish.
import type { Words } from "../../content-model/define";
import type { NextContent } from "../next";

export const words: Words<NextContent> = {
  meta: {
    title: "NEXT: tu siguiente paso",
    description:
      "NEXT son tres sesiones en The Bridge Church para hacerte miembro, descubrir tu diseño único y desarrollar tu liderazgo.",
  },
  hero: {
    eyebrow: "Tu siguiente paso",
    title: "NEXT",
    subtitle: "Tres sesiones para ayudarte a pertenecer, descubrir cómo te hizo Dios y crecer como líder.",
    image: { alt: "Ilustración de un camino que serpentea entre colinas hacia una bandera al amanecer" },
  },
  intro: {
    title: "¿Qué es NEXT?",
    body: [
      "NEXT es donde pasas de asistir a The Bridge a ser parte de esta familia. En tres sesiones conocerás nuestra historia, descubrirás tus dones y encontrarás un lugar para usarlos.",
      "Toma las sesiones en orden, una cada mes, y trae tus preguntas: hay comida, buena conversación y cero presión.",
    ],
  },
  sessions: {
    title: "Tres sesiones",
    items: [
      {
        id: "become-a-member",
        step: "NEXT 1",
        title: "Hazte miembro",
        description:
          "Conoce lo que cree The Bridge, hacia dónde vamos y lo que significa llamar a esta iglesia tu hogar.",
      },
      {
        id: "discover-your-uniqueness",
        step: "NEXT 2",
        title: "Descubre tu diseño único",
        description:
          "Explora tus dones espirituales, tus pasiones y tu personalidad, y cómo Dios te diseñó para servir.",
      },
      {
        id: "develop-your-leadership",
        step: "NEXT 3",
        title: "Desarrolla tu liderazgo",
        description: "Crece como líder en casa, en el trabajo y en la iglesia, y toma tu lugar en un equipo.",
      },
    ],
  },
  register: {
    title: "¿Te animas a NEXT?",
    body: "Las sesiones son cada mes, después del culto. Aparta tu lugar y nosotros te apartamos el almuerzo.",
    link: { label: "Inscríbete en NEXT" },
  },
  serve: {
    title: "A dónde te puede llevar NEXT",
    intro: "Después de NEXT, muchas personas encuentran su lugar en uno de nuestros equipos. Aquí tienes algunos.",
    cards: [
      {
        title: "Equipo de alabanza",
        description:
          "Músicos, cantantes y voluntarios de sonido y video que ayudan a nuestra familia de la iglesia a adorar cada domingo.",
        image: { alt: "Ilustración de un culto con manos en alto bajo las luces del escenario" },
      },
      {
        title: "Ministerio de niños",
        description: "Líderes que hacen del domingo la mejor hora de la semana para nuestros niños.",
        image: { alt: "Ilustración de bloques de colores apilados en forma de pirámide" },
      },
      {
        title: "Alcance comunitario",
        description: "Voluntarios que sirven a nuestros vecinos por todo Silver Spring durante todo el año.",
        image: { alt: "Ilustración de vecinos frente al horizonte de una ciudad" },
      },
    ],
    link: { label: "Conoce todos los equipos" },
  },
};
