// Inicio: the words of ../home.ts in Spanish.
import type { Words } from "../../content-model/define";
import type { HomeContent } from "../home";

export const words: Words<HomeContent> = {
  meta: {
    title: "The Bridge Church | Iglesia en Silver Spring, MD",
    description:
      "Una familia de iglesia acogedora en Silver Spring, Maryland. Adora con nosotros en persona o en línea: {worship time}.",
  },
  heroLabel: "Lo que está pasando en The Bridge",
  heroSlides: [
    {
      id: "impact-week",
      title: "Impact Week",
      image: {
        alt: "Ilustración de vecinos con las manos en alto frente a los edificios de una ciudad al amanecer",
      },
      subtitle: "{impact week dates} · Una semana de gratitud en acción por todo Silver Spring",
      ctaText: "Encuentra cómo servir",
    },
    {
      id: "baptism",
      image: { alt: "Ilustración de la luz del sol que brilla sobre el agua en movimiento" },
      title: "Celebración de bautismos",
      subtitle: "{baptism day} a las {baptism time} · Da tu siguiente paso de fe",
      ctaText: "Inscríbete para bautizarte",
    },
  ],
  welcome: {
    eyebrow: "Estás en casa",
    title: "En The Bridge hay un lugar para ti",
    body: [
      "Ya sea que sigas a Jesús desde hace años o que apenas sientas curiosidad por la fe, aquí te recibimos tal como eres.",
      "Somos una familia de iglesia diversa en el corazón del condado de Montgomery, y juntos aprendemos a amar a Dios, amar a las personas y servir a nuestra ciudad.",
    ],
    joinOnlineLabel: "Adora con nosotros en línea",
    connectLabel: "Conéctate",
  },
  worship: {
    title: "Acompáñanos a adorar",
    intro: "Cada domingo nos reunimos para cantar, orar y abrir juntos la Palabra de Dios. Ven tal como eres.",
    inPerson: {
      title: "Visítanos en persona",
      body: "Te recibiremos en la puerta con una sonrisa, y Kids Downtown tiene un espacio seguro y divertido para los niños durante el culto.",
      directionsLabel: "Cómo llegar",
    },
    online: {
      title: "Únete en línea",
      body: "¿No puedes venir en persona? Adora con nosotros en vivo desde donde estés.",
      features: [
        "Transmisión en vivo de toda la experiencia de adoración",
        "Chat interactivo con nuestro equipo de anfitriones en línea",
        "Archivo de mensajes anteriores para ver cuando quieras",
      ],
      streamLabel: "Ver la transmisión en vivo",
      archiveLabel: "Ver mensajes anteriores",
    },
  },
  waysToConnect: {
    title: "Formas de conectarte",
    intro:
      "La iglesia es más que un culto el domingo. Aquí tienes algunas formas de encontrar a tu gente y recibir apoyo.",
    cards: [
      {
        id: "small-groups",
        title: "Grupos pequeños",
        description: "Crece en la fe y en amistad con un grupo que se reúne en casas, cafeterías y en línea.",
        link: { label: "Encuentra un grupo" },
      },
      {
        id: "prayer-requests",
        title: "Peticiones de oración",
        description:
          "Nuestro equipo de oración tendrá el honor de orar contigo. Comparte tu petición y la presentaremos ante Dios.",
        link: { label: "Comparte una petición de oración" },
      },
      {
        id: "get-in-touch",
        title: "Escríbenos",
        description: "¿Tienes una pregunta o quieres hablar con un pastor? Nos encantaría saber de ti.",
        link: { label: "Contáctanos" },
      },
    ],
  },
};
