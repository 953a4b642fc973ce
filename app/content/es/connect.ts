// Conéctate: the words of ../connect.ts in Spanish.

import type { Words } from "../../content-model/define";
import type { ConnectContent } from "../connect";

export const words: Words<ConnectContent> = {
  meta: {
    title: "Conéctate",
    description:
      "Encuentra tu siguiente paso en The Bridge Church: grupos, niños, jóvenes, servir, bautismo, alcance y mucho más.",
  },
  hero: {
    title: "Conéctate",
    subtitle:
      "La iglesia es mejor cuando estamos juntos. Encuentra el siguiente paso que va con el momento que vives hoy.",
    image: { alt: "Ilustración de un grupo de amigos reunidos en una colina al amanecer" },
  },
  sectionTitle: "Encuentra tu siguiente paso",
  intro:
    "Ya sea que acabes de llegar o que The Bridge sea tu hogar desde hace años, aquí hay un lugar para que pertenezcas, crezcas y sirvas.",
  cards: [
    {
      id: "first-time",
      title: "¿PRIMERA VEZ?",
      description:
        "¿Piensas visitarnos? Esto es lo que puedes esperar un domingo, desde el estacionamiento hasta el registro de los niños.",
      image: { alt: "Ilustración de un puente al amanecer" },
      buttonText: "Más información",
    },
    {
      id: "join-a-group",
      title: "ÚNETE A UN GRUPO",
      description: "Los grupos pequeños se reúnen durante la semana para estudiar la Biblia, orar y compartir la vida.",
      image: { alt: "Ilustración de un círculo de amigos en una colina" },
      buttonText: "Encuentra un grupo",
    },
    {
      // The title, KIDS DOWNTOWN, is the name of the kids ministry, the same in Spanish.
      id: "kids",
      title: "KIDS DOWNTOWN",
      description:
        "Un lugar seguro y alegre donde los niños de {kids min age} a {kids max age} años aprenden de Jesús cada domingo.",
      image: { alt: "Ilustración de bloques de construcción de colores" },
      buttonText: "Conoce Kids Downtown",
    },
    {
      id: "salvation",
      title: "SALVACIÓN",
      description: "¿Tienes curiosidad por seguir a Jesús? Descubre lo que significa y cómo dar tu primer paso.",
      image: { alt: "Ilustración de un camino que serpentea hacia una bandera al amanecer" },
      buttonText: "Descubre a Jesús",
    },
    {
      id: "baptism",
      title: "BAUTISMO",
      description: "¿Quieres hacer pública tu fe? Inscríbete para nuestra próxima celebración de bautismos.",
      image: { alt: "Ilustración de la luz del sol que destella sobre el agua" },
      buttonText: "Inscríbete",
    },
    {
      id: "youth",
      title: "OXYGEN: MINISTERIO DE JÓVENES",
      description:
        "Estudiantes de {youth first grade}.º a {youth last grade}.º grado que crecen juntos en la fe, en amistad y en diversión.",
      image: { alt: "Ilustración de jóvenes con las manos en alto bajo las luces del escenario" },
      buttonText: "Conoce Oxygen",
    },
    {
      id: "outreach",
      title: "ALCANCE",
      description: "Sirve a nuestros vecinos en todo el condado de Montgomery y muestra el amor de Dios en acción.",
      image: { alt: "Ilustración de vecinos frente a los edificios de una ciudad" },
      buttonText: "Participa",
    },
    {
      id: "serve",
      title: "SIRVE",
      description: "Usa tus dones en un equipo que hace mejores nuestros domingos y nuestra ciudad.",
      image: { alt: "Ilustración de bloques de construcción apilados en forma de pirámide" },
      buttonText: "Inscríbete",
    },
    {
      // The title, NEXT, is the name of the church's next-steps course, the same in Spanish.
      id: "next",
      title: "NEXT",
      description: "Hazte miembro, descubre cómo te diseñó Dios y desarróllate como líder.",
      image: { alt: "Ilustración de un cielo estrellado sobre la ciudad" },
      buttonText: "Comienza aquí",
    },
  ],
};
