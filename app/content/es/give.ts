// Ofrendar: the words of ../give.ts in Spanish.
import type { Words } from "../../content-model/define";
import type { GiveContent } from "../give";

export const words: Words<GiveContent> = {
  meta: {
    title: "Ofrendar",
    description:
      "Ofrenda a The Bridge Church en línea, en la app, en la mesa de bienvenida o con Zelle, y descubre la diferencia que hace.",
  },
  hero: {
    title: "Ofrendar",
    subtitle: "Tu generosidad impulsa vidas transformadas en Silver Spring y en todo el mundo.",
    image: { alt: "Ilustración de un regalo envuelto con un lazo" },
  },
  worship: {
    title: "Adoramos al ofrendar",
    body: [
      "Dar es un acto de adoración. Es una manera de agradecerle a Dios por todo lo que nos ha dado y de confiarle lo que más nos importa.",
      "Cada ofrenda, sin importar su tamaño, nos ayuda a llevar la esperanza de Jesús a más personas, a cuidar a nuestros vecinos y a edificar una iglesia donde todos tienen un lugar.",
    ],
    scripture:
      "Cada uno debe dar según lo que haya decidido en su corazón, no de mala gana ni por obligación, porque Dios ama al que da con alegría.",
    scriptureReference: "2 Corintios 9:7",
    giveNow: { label: "Ofrendar ahora" },
  },
  ways: {
    title: "Formas de ofrendar",
    intro: "Elige la forma que mejor te funcione. Todas son seguras.",
    methods: [
      {
        id: "online",
        title: "Ofrenda en línea",
        description:
          "Da una ofrenda única o programa tu diezmo y tus ofrendas recurrentes desde cualquier dispositivo.",
        buttonText: "Ofrendar en línea",
      },
      {
        id: "app",
        title: "Ofrenda en la app",
        description: "Descarga la app de The Bridge Church y ofrenda con unos pocos toques, dondequiera que estés.",
        buttonText: "Descarga la app",
      },
      {
        id: "welcome-station",
        title: "Mesa de bienvenida",
        description:
          "Deja tu ofrenda en efectivo o en cheque en la mesa de bienvenida cualquier domingo. Los cheques van a nombre de The Bridge Church.",
        buttonText: "Planea tu visita",
      },
      {
        id: "zelle",
        title: "Zelle",
        description: "Envía tu ofrenda con Zelle desde la app de tu banco, sin comisiones.",
        buttonText: "Cómo funciona Zelle",
        additionalInfo: "Envíala a give@thebridgechurch.org",
      },
    ],
  },
  platform: {
    title: "Ofrenda desde donde estés",
    body: "Nuestra app te facilita ofrendar, ver las prédicas, seguir los apuntes del mensaje y mantenerte al día, todo en un solo lugar.",
  },
  impact: {
    title: "Tu impacto",
    intro: "Esto es algo de lo que tu generosidad hace posible.",
    areas: [
      {
        id: "local",
        title: "Ministerio local",
        description:
          "La adoración de los domingos, Kids Downtown, Oxygen Youth, los grupos pequeños y el apoyo a familias en crisis.",
        image: { alt: "Ilustración de vecinos frente a los edificios de una ciudad" },
      },
      {
        id: "global",
        title: "Misiones globales",
        description:
          "Alianzas que plantan iglesias, cavan pozos y capacitan a líderes en África Oriental y Centroamérica.",
        image: { alt: "Ilustración de un puente sobre el agua al amanecer" },
      },
      {
        id: "digital",
        title: "Ministerio digital",
        description:
          "Nuestra transmisión en vivo, la app y los grupos en línea, que llegan a miles de personas que no pueden acompañarnos en persona.",
        image: { alt: "Ilustración de un culto bajo las luces del escenario" },
      },
    ],
  },
  annualReport: {
    title: "Informe anual 2022",
    description: "Mira cómo Dios usó tu generosidad el año pasado: historias, cifras y lo que viene.",
  },
  thanks: {
    title: "Gracias",
    body: "Gracias por tu fidelidad y tu generosidad. Gracias a ti hay vidas que están siendo transformadas, y agradecemos cada ofrenda.",
  },
};
