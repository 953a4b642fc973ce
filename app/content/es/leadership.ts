// Liderazgo: the words of ../leadership.ts in Spanish.
import type { Words } from "../../content-model/define";
import type { LeadershipContent } from "../leadership";

const toBeAnnounced = { alt: "Ilustración de una silueta: un líder que anunciaremos pronto" };

export const words: Words<LeadershipContent> = {
  meta: {
    title: "Liderazgo",
    description:
      "Conoce a los pastores que dirigen The Bridge Church en Silver Spring y al equipo que está creciendo con nosotros.",
  },
  hero: {
    title: "Nuestro liderazgo",
    subtitle: "Líderes servidores que aman a Jesús, aman a las personas y aman nuestra ciudad.",
    image: { alt: "Ilustración de un camino que sube serpenteando por una colina hacia una bandera" },
  },
  leadPastor: {
    bio: [
      "El pastor Marcus fundó The Bridge con un pequeño grupo de familias que querían una iglesia donde cualquiera pudiera pertenecer antes de creer. Ha servido en el ministerio por más de veinte años, en Baltimore y en Washington, D.C., antes de llegar a Silver Spring.",
      "Le encanta predicar la Biblia de una manera que conecta con la vida diaria, ser mentor de líderes jóvenes y apoyar a los Washington Commanders en las buenas y en las malas. Él y su esposa, la pastora Angela, tienen tres hijos.",
    ],
    noteLink: { label: "Envía a nuestros pastores una nota de agradecimiento" },
  },
  growing: {
    title: "Nuestro equipo de liderazgo está creciendo",
    body: "A medida que crece nuestra familia de la iglesia, también crece nuestro equipo. Estamos orando por nuevos líderes y preparándolos para servir junto a nuestros pastores. ¿Te interesa formar parte del personal o tienes una pregunta para nuestros líderes?",
    linkLabel: "Contáctanos",
  },
  placeholderLabel: "Próximamente",
  placeholders: [
    {
      role: "Director(a) de alabanza",
      description: "Guiará a nuestra familia de la iglesia en la adoración cada domingo. Muy pronto lo anunciaremos.",
      image: toBeAnnounced,
    },
    {
      role: "Director(a) de nueva generación",
      description: "Impulsará Kids Downtown y Oxygen Youth. Muy pronto lo anunciaremos.",
      image: toBeAnnounced,
    },
    {
      role: "Director(a) de conexiones",
      description: "Ayudará a cada visitante a encontrar un lugar al cual pertenecer. Muy pronto lo anunciaremos.",
      image: toBeAnnounced,
    },
  ],
};
