// Alcance: the words of ../outreach.ts in Spanish.
import type { Words } from "../../content-model/define";
import type { OutreachContent } from "../outreach";

export const words: Words<OutreachContent> = {
  meta: {
    title: "Alcance",
    description:
      "Mira cómo The Bridge Church sirve a Silver Spring: alcance a personas sin hogar, Bridge Cares, Impact Week y próximas oportunidades para participar.",
  },
  hero: {
    eyebrow: "Ministerio de alcance",
    title: "Marcando la diferencia",
    subtitle: "Amamos a nuestros vecinos en todo Silver Spring con manos abiertas, platos llenos y corazones cálidos.",
  },
  intro: {
    title: "Amemos a nuestra ciudad",
    body: [
      "Jesús pasaba sus días entre personas necesitadas, y nos llama a hacer lo mismo. El alcance en The Bridge no es un programa: es lo que somos, todas las semanas del año.",
      "Ya sea que tengas una hora o un fin de semana, hay una manera para que compartas el amor de Dios con nuestros vecinos.",
    ],
  },
  impactBanner: {
    title: "Impact Week",
    dates: "{impact week dates}",
    body: "Seis maneras de servir a nuestra ciudad en una semana de gratitud en acción. Encuentra la que se ajuste a tu horario.",
    link: { label: "Ver los eventos de Impact Week" },
  },
  opportunities: {
    title: "Maneras de servir",
    intro: "Tres maneras en que nuestra familia de la iglesia se hace presente en Silver Spring.",
    items: [
      {
        id: "unhoused-outreach",
        title: "Alcance a personas sin hogar",
        description:
          "Compartimos desayuno, kits de higiene y conversación con vecinos que viven sin hogar en el centro de Silver Spring.",
        schedule: "El tercer sábado de cada mes",
        image: { alt: "Ilustración de un corazón que brilla en alto contra el cielo nocturno" },
      },
      {
        id: "bridge-cares",
        title: "Bridge Cares",
        description:
          "Comidas para papás que acaban de tener un bebé, transporte a citas y apoyo para familias que atraviesan una enfermedad o una pérdida.",
        schedule: "Todo el año",
        image: { alt: "Ilustración de un puente sobre aguas tranquilas al amanecer" },
      },
      {
        id: "impact-week",
        title: "Impact Week",
        description: "Una vez al año, toda nuestra iglesia sirve a la ciudad durante una semana de gratitud en acción.",
        schedule: "{impact week dates}",
        image: { alt: "Ilustración de vecinos con las manos en alto frente a los edificios de la ciudad" },
        link: { label: "Conoce más" },
      },
    ],
  },
  events: {
    title: "Próximos eventos de alcance",
    intro: "Inscríbete en un evento de alcance cerca de ti.",
  },
};
