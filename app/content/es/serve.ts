// Sirve: the words of ../serve.ts in Spanish.
import type { Words } from "../../content-model/define";
import type { ServeContent } from "../serve";

export const words: Words<ServeContent> = {
  meta: {
    title: "Sirve",
    description:
      "Usa tus dones en The Bridge Church: únete a uno de nueve equipos de servicio, desde alabanza y producción hasta niños, jóvenes y alcance.",
  },
  hero: {
    eyebrow: "Usa tus dones",
    title: "Sirve con nosotros",
    subtitle:
      "Cada equipo te necesita. Encuentra un lugar para usar tus dones, hacer nuevos amigos y servir a nuestra iglesia y ciudad.",
    image: { alt: "Ilustración de bloques apilados bajo un sol brillante" },
  },
  teams: {
    title: "Nuestros equipos",
    intro: "En la mayoría de los equipos no necesitas experiencia: te capacitamos y servimos a tu lado.",
    joinLabel: "Únete al equipo",
    items: [
      {
        id: "worship",
        title: "Alabanza",
        content:
          "Cantantes y músicos que dirigen a nuestra iglesia en la alabanza los domingos y en noches especiales.",
      },
      {
        id: "oxygen-youth",
        title: "Oxygen Youth",
        content:
          "Adultos que acompañan a estudiantes de {youth first grade}.º a {youth last grade}.º grado, dirigen grupos pequeños y supervisan eventos.",
      },
      {
        id: "prayer-team",
        title: "Equipo de oración",
        content: "Ora con las personas después del culto y por las peticiones que nuestra iglesia recibe cada semana.",
      },
      {
        id: "guest-services",
        title: "Equipo de bienvenida",
        content:
          "Anfitriones, ujieres y encargados del café que hacen que todos se sientan bienvenidos desde que llegan al estacionamiento.",
      },
      {
        id: "production",
        title: "Producción",
        content: "Maneja el sonido, las luces y las diapositivas para que nada distraiga de la alabanza y el mensaje.",
      },
      {
        id: "childrens-ministry",
        title: "Ministerio de niños",
        content: "Enseña, juega y ora con los niños en un ambiente seguro y alegre cada domingo.",
      },
      {
        id: "video-team",
        title: "Equipo de video",
        content: "Maneja las cámaras y dirige la transmisión en vivo para todos los que nos acompañan en línea.",
      },
      {
        id: "outreach-team",
        title: "Equipo de alcance",
        content:
          "Planea y dirige proyectos que sirven a nuestros vecinos, desde Impact Week hasta el alcance de cada mes.",
      },
      {
        id: "marketing-team",
        title: "Equipo de comunicaciones",
        content:
          "Escritores, diseñadores y fotógrafos que cuentan la historia de lo que Dios está haciendo en The Bridge.",
      },
    ],
  },
  joinAll: {
    title: "¿No sabes dónde encajas?",
    body: "Cuéntanos un poco sobre ti y te ayudaremos a encontrar el equipo que va con tus dones y tu horario.",
    link: { label: "Únete a un equipo" },
  },
  contact: {
    title: "¿Preguntas sobre cómo servir?",
    body: "Nuestra directora de alcance y de voluntarios te ayudará con gusto a dar tu primer paso.",
    director: { role: "Directora de alcance y voluntarios" },
  },
};
