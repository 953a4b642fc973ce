// Quiénes somos: the words of ../about.ts in Spanish.

import type { Words } from "../../content-model/define";
import type { AboutContent } from "../about";

export const words: Words<AboutContent> = {
  meta: {
    title: "Quiénes somos",
    description:
      "Conoce The Bridge Church: nuestra visión, lo que creemos, los valores que vivimos y las personas que nos guían.",
  },
  hero: {
    title: "Quiénes somos",
    subtitle: "Una iglesia para Silver Spring y más allá, que tiende puentes entre las personas y Jesús.",
    image: { alt: "Ilustración de una multitud con las manos en alto bajo las luces de un escenario" },
  },
  vision: {
    title: "Nuestra visión",
    statement:
      "Ser un puente que conecte a cada persona de nuestra ciudad con Jesús, con una familia en la iglesia y con una vida con propósito.",
    body: [
      "The Bridge comenzó con unas pocas familias que oraban alrededor de la mesa de una cocina. Hoy somos una iglesia multicultural y en crecimiento que se reúne cada domingo en Silver Spring y en línea desde todo el mundo.",
      "Creemos que la iglesia no es un edificio, sino un pueblo enviado a la vida diaria: a nuestros barrios, escuelas y lugares de trabajo. Todo lo que hacemos busca ayudar a las personas a encontrar el camino hacia Jesús y a dar su siguiente paso con Él.",
    ],
  },
  cards: [
    {
      id: "core-beliefs",
      title: "Lo que creemos",
      description: "Lo que creemos sobre las Escrituras, Dios, las personas, la salvación y la iglesia.",
      image: { alt: "Ilustración de una Biblia abierta bajo el sol que sale" },
      link: { label: "Lee lo que creemos" },
    },
    {
      id: "core-values",
      title: "Nuestros valores",
      description: "Los seis valores que dan forma a cómo vivimos, servimos y dirigimos juntos.",
      image: { alt: "Ilustración de un grupo de amigos de pie, juntos, en una colina" },
      link: { label: "Conoce nuestros valores" },
    },
    {
      id: "leadership",
      title: "Liderazgo",
      description: "Conoce a los pastores y líderes que sirven a nuestra familia de la iglesia.",
      image: { alt: "Ilustración de un camino que sube, serpenteando, hasta una bandera" },
      link: { label: "Conoce a nuestros líderes" },
    },
  ],
};
