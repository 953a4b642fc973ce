// Eventos de alcance: the words of ../outreach-events.ts in Spanish.
import type { Words } from "../../content-model/define";
import type { OutreachEventsContent } from "../outreach-events";

export const words: Words<OutreachEventsContent> = {
  meta: {
    title: "Eventos de alcance",
    description:
      "Inscríbete para servir en Impact Week: alcance, paquetes de ayuda, cenas en un albergue y una colecta de ropa de invierno con The Bridge Church.",
  },
  hero: {
    eyebrow: "Impact Week · {impact week dates}",
    title: "Eventos de alcance",
    subtitle: "Gratitud en acción: elige un proyecto, invita a un amigo y sirvamos juntos a nuestra ciudad.",
  },
  available: {
    title: "Eventos disponibles",
    intro: "Elige un evento e inscríbete en un minuto. Cada proyecto tiene un líder que te va a guiar.",
    signupLabel: "Inscríbete ahora",
    signupClosedNote: "Las inscripciones abren pronto",
    allDay: "Todo el día",
  },
  events: [
    {
      id: "unhoused-outreach",
      title: "Alcance a personas sin hogar",
      location: "Parque Veterans Plaza, centro de Silver Spring",
      description:
        "Comparte un desayuno caliente, kits de higiene y una buena conversación con vecinos que viven sin hogar. Nos encontramos en la fuente; el líder del equipo tendrá todo lo que necesitas.",
      image: { alt: "Ilustración de un corazón que brilla contra el cielo nocturno" },
    },
    {
      id: "pack-with-purpose",
      title: "Empaca con propósito: ayuda desde casa",
      time: "Flexible, según tu horario",
      location: "Desde casa",
      description:
        "Recoge la lista de artículos, arma en la mesa de tu cocina bolsas de ayuda para vecinos en albergues y entrégalas a más tardar el sábado. Ideal para familias, grupos pequeños y cualquiera con una semana ocupada.",
      image: { alt: "Ilustración de un regalo envuelto que brilla con una luz cálida" },
    },
    {
      id: "serve-dinner",
      title: "Sirve la cena",
      location: "Cocina de un albergue, Silver Spring, MD",
      description:
        "Cocina y sirve una cena caliente para las familias de un albergue local, y quédate a limpiar y compartir el postre. Desde los 13 años; los estudiantes deben venir con un adulto.",
      image: { alt: "Ilustración de vecinos reunidos frente a la ciudad al anochecer" },
    },
    {
      id: "wider-circle-friday",
      title: "Sirve con A Wider Circle",
      location: "A Wider Circle, Silver Spring, MD",
      description:
        "Ayuda a clasificar muebles y artículos del hogar donados para familias que salen de un albergue hacia un hogar propio. Usa zapatos cerrados; cargar cosas es opcional.",
      image: { alt: "Ilustración de bloques apilados bajo un sol brillante" },
    },
    {
      id: "winter-gear-food-drive",
      title: "Colecta de ropa de invierno y alimentos",
      location: "Centro comunitario, Silver Spring, MD",
      description:
        "Recoge, clasifica y entrega abrigos, gorros, guantes y comida a familias antes de los meses fríos. Si puedes, trae ropa de invierno nueva o en buen estado.",
      image: { alt: "Ilustración de una caja de regalo con un lazo bajo destellos que caen" },
    },
    {
      id: "wider-circle-saturday",
      title: "Sirve con A Wider Circle",
      location: "A Wider Circle, Silver Spring, MD",
      description:
        "Un segundo turno en el almacén de A Wider Circle, preparando entregas de muebles para familias que empiezan de nuevo. Ideal para grupos pequeños que sirven juntos.",
      image: { alt: "Ilustración de un puente sobre aguas tranquilas al amanecer" },
    },
  ],
  banner: {
    title: "¿Quieres saber más?",
    body: "Lee la historia detrás de Impact Week, o pregúntanos lo que quieras sobre cómo servir.",
    links: [{ label: "Conoce más sobre Impact Week" }, { label: "¿Tienes preguntas?" }],
  },
};
