// Mapa del sitio: the words of ../site-map.ts in Spanish.
import type { Words } from "../../content-model/define";
import type { SiteMapContent } from "../site-map";

export const words: Words<SiteMapContent> = {
  meta: {
    title: "Mapa del sitio",
    description:
      "Todas las páginas del sitio web de The Bridge Church en una sola página, cada una con una línea sobre lo que contiene.",
  },
  hero: {
    eyebrow: "Encuentra tu camino",
    title: "Mapa del sitio",
    subtitle: "Todas las páginas de nuestro sitio web, en un solo lugar.",
    image: { alt: "Ilustración de un camino que serpentea entre colinas hacia una bandera al amanecer" },
  },
  intro: "Cada página del sitio, con una línea sobre lo que encontrarás allí.",
};
