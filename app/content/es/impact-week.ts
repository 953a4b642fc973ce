// Impact Week: the words of ../impact-week.ts in Spanish.
import type { Words } from "../../content-model/define";
import type { ImpactWeekContent } from "../impact-week";

export const words: Words<ImpactWeekContent> = {
  meta: {
    title: "Impact Week: una semana de servicio",
    description:
      "Impact Week: una semana de gratitud en acción en la que The Bridge Church sirve a sus vecinos en Silver Spring, cada noviembre antes de Acción de Gracias.",
  },
  hero: {
    title: "Impact Week",
    tagline: "Gratitud en acción",
    image: {
      alt: "Ilustración de vecinos con las manos en alto frente a los edificios de una ciudad al amanecer",
    },
    getInvolved: { label: "Participa" },
    learnMoreLabel: "Más información",
  },
  about: {
    id: "what-is-impact-week",
    title: "¿Qué es Impact Week?",
    body: [
      "Cada noviembre, la semana antes del Día de Acción de Gracias, toda nuestra familia de la iglesia sale del edificio y se lanza a la ciudad. En vez de solo contar nuestras bendiciones, las compartimos.",
      "Durante siete días trabajamos junto con albergues, bancos de alimentos y vecinos necesitados en todo Silver Spring. Hay proyectos para todas las edades y horarios, desde un turno de dos horas hasta un paquete de ayuda que puedes armar en la mesa de tu cocina.",
    ],
    highlights: [
      "Seis formas de servir: entre semana, por las noches y el sábado",
      "Proyectos para familias, estudiantes y adultos",
      "Sirve con tu grupo pequeño, o ven por tu cuenta y haz nuevos amigos",
    ],
  },
  stories: [
    {
      id: "everyone-can-do-something",
      title: "Todos podemos hacer algo",
      body: [
        "Nadie puede hacerlo todo, pero todos podemos hacer algo. El año pasado, un niño de siete años decoró tarjetas para cada paquete de ayuda, y una enfermera jubilada dirigió nuestra mesa para tomar la presión en el albergue.",
        "Sin importar tu edad, tu energía o tu horario, aquí hay un lugar para que marques la diferencia esta semana.",
      ],
      scripture: {
        text: "Cada uno ponga al servicio de los demás el don que haya recibido, administrando fielmente la gracia de Dios en sus diversas formas.",
        reference: "1 Pedro 4:10",
      },
      image: { alt: "Ilustración de un corazón luminoso rodeado de destellos" },
    },
    {
      id: "putting-love-into-action",
      title: "El amor puesto en acción",
      body: [
        "La gratitud es más que un sentimiento que guardamos para nosotros. Cuando estamos agradecidos por lo que Dios ha hecho, eso se desborda en la manera en que tratamos a quienes nos rodean.",
        "Una comida caliente, un abrigo para el invierno o una hora de conversación convierten nuestra gratitud en algo que un vecino puede tener en sus manos.",
      ],
      scripture: {
        text: "Queridos hijos, no amemos de palabra ni de labios para afuera, sino con hechos y de verdad.",
        reference: "1 Juan 3:18",
      },
      image: { alt: "Ilustración de un regalo envuelto que brilla con una luz cálida" },
    },
    {
      id: "dont-serve-alone",
      title: "No sirvas solo",
      body: [
        "Servir es mejor en compañía. Trae a un amigo, invita a tus vecinos o inscríbete con tu grupo pequeño, y después compartan lo que vivieron.",
        "Algunas de las amistades más fuertes de The Bridge comenzaron sirviendo hombro con hombro en un equipo.",
      ],
      scripture: {
        text: "Más valen dos que uno, porque obtienen más fruto de su esfuerzo. Si caen, el uno levanta al otro.",
        reference: "Eclesiastés 4:9-10",
      },
      image: { alt: "Ilustración de un grupo de amigos de pie, juntos, en una colina" },
    },
  ],
  closing: {
    title: "Encuentra tu lugar para servir",
    body: "Elige un proyecto que se ajuste a tu semana e inscríbete en un minuto. Te enviaremos todo lo que necesitas saber antes de ir.",
    link: { label: "Ver los eventos de Impact Week" },
  },
};
