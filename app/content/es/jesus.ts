// Seguir a Jesús: the words of ../jesus.ts in Spanish.
import type { Words } from "../../content-model/define";
import type { JesusContent } from "../jesus";

export const words: Words<JesusContent> = {
  meta: {
    title: "Seguir a Jesús",
    description:
      "¿Qué significa seguir a Jesús? Descubre las buenas noticias y da tus primeros pasos con The Bridge Church.",
  },
  hero: {
    title: "Seguir a Jesús",
    subtitle: "La mejor decisión que tomarás en tu vida, y el comienzo de una vida completamente nueva.",
    image: { alt: "Ilustración de un camino que serpentea hacia una bandera al amanecer" },
  },
  intro: {
    title: "Buenas noticias para ti",
    body: [
      "Dios te ama y te creó para tener una relación con Él. El pecado nos separó de Dios, pero Jesús tendió el puente: murió por nuestros pecados y resucitó, para que todo el que confía en Él sea perdonado y reciba una vida nueva.",
      "Si decidiste seguir a Jesús, o lo estás pensando, nos encantaría celebrar contigo y ayudarte a dar tus próximos pasos.",
    ],
  },
  steps: {
    title: "Tus primeros pasos",
    items: [
      {
        title: "Pasa tiempo con Dios",
        description: "Habla con Dios en oración y lee la Biblia cada día. Comienza con el Evangelio de Juan.",
      },
      {
        title: "Conéctate",
        description: "Seguir a Jesús no es algo para hacer solo. Encuentra amigos para el camino en un grupo pequeño.",
        link: { label: "Busca un grupo" },
      },
      {
        title: "Ven a adorar",
        description:
          "Acompáñanos cada domingo para adorar, escuchar la Palabra de Dios y crecer con tu familia de la iglesia.",
        link: { label: "Planea tu domingo" },
      },
      {
        title: "Bautízate",
        description: "El bautismo es una celebración pública de tu decisión de seguir a Jesús.",
        link: { label: "Conoce más sobre el bautismo" },
      },
    ],
  },
  next: {
    title: "Tu siguiente paso: NEXT",
    body: "NEXT te ayuda a hacerte miembro, a descubrir cómo Dios te diseñó de manera única y a crecer como líder.",
    link: { label: "Conoce NEXT" },
  },
  forms: {
    title: "Queremos saber de ti",
    body: "Cuéntanos sobre tu decisión de seguir a Jesús, o déjanos orar contigo por lo que tengas en el corazón.",
    links: [{ label: "Decidí seguir a Jesús" }, { label: "Envía una petición de oración" }],
  },
};
