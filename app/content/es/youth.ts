// Oxygen, el ministerio de jóvenes: the words of ../youth.ts in Spanish.
import type { Words } from "../../content-model/define";
import type { YouthContent } from "../youth";

export const words: Words<YouthContent> = {
  meta: {
    title: "Jóvenes: {youth ministry}",
    description:
      "Oxygen es el ministerio de jóvenes de The Bridge Church para estudiantes de {youth first grade}.º a {youth last grade}.º grado: alabanza, amistad, retiros y servicio.",
  },
  hero: {
    eyebrow: "De {youth first grade}.º a {youth last grade}.º grado",
    title: "{youth ministry}",
    subtitle: "Un lugar donde los estudiantes pueden respirar, pertenecer y crecer en una fe propia.",
    image: { alt: "Ilustración de estudiantes con las manos en alto bajo luces de colores" },
  },
  cardsTitle: "Visión y propósito",
  cards: [
    {
      title: "Nuestra visión",
      body: "Que cada estudiante de nuestra ciudad conozca a Jesús, encuentre a su gente y descubra la diferencia que puede hacer, tan esencial para la vida como el aire que respiramos.",
    },
    {
      title: "Nuestro propósito",
      body: "Creamos un espacio seguro para preguntas sinceras, amistades verdaderas y una alabanza dirigida por los mismos estudiantes, para que la fe sea personal y no solo algo que hacen sus padres.",
    },
  ],
  worship: {
    title: "Culto de Oxygen",
    schedule: "2.º y 4.º domingo de cada mes",
    body: "Los estudiantes alaban juntos en su propio culto, con banda, un mensaje para su etapa de la vida y tiempo en grupos pequeños, en {worship place}.",
  },
  specialEvents: {
    title: "Eventos especiales",
    intro: "Más allá de los domingos, creamos recuerdos que duran todo el año.",
    items: [
      {
        title: "Retiro de otoño",
        when: "Octubre",
        description: "Un fin de semana en las montañas con alabanza, caminatas y conversaciones hasta tarde.",
      },
      {
        title: "Noche de invierno",
        when: "Enero",
        description: "Una fiesta de toda la noche con juegos, pizza y alabanza, con muchos adultos acompañando.",
      },
      {
        title: "Día de servicio",
        when: "Impact Week",
        description: "Los estudiantes dirigen sus propios proyectos por todo Silver Spring durante Impact Week.",
      },
      {
        title: "Campamento de verano",
        when: "Julio",
        description: "Una semana de campamento con estudiantes de iglesias de toda la región. Hay becas disponibles.",
      },
    ],
  },
  parents: {
    title: "Para padres",
    body: "Mantente al día con recordatorios de eventos, cambios de horario y maneras de orar por tu hijo o hija. Suscríbete a nuestros mensajes de texto para padres.",
    link: { label: "Recibe avisos para padres por mensaje de texto" },
  },
  gallery: {
    title: "La vida en Oxygen",
    intro: "Algunos momentos de nuestros domingos, retiros y días de servicio.",
    photos: [
      { alt: "Ilustración de estudiantes alabando con las manos en alto bajo las luces del escenario" },
      { alt: "Ilustración de amigos reunidos en una colina al atardecer" },
      { alt: "Ilustración de un cielo estrellado sobre la ciudad después de un evento nocturno" },
      { alt: "Ilustración de bloques de colores de una noche de juegos" },
      { alt: "Ilustración de vecinos sirviendo juntos frente a los edificios de la ciudad" },
      { alt: "Ilustración de un sendero que serpentea hacia una bandera en lo alto de una colina" },
    ],
  },
};
