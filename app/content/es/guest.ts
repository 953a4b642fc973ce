// ¿Primera vez?: the words of ../guest.ts in Spanish.
import type { Words } from "../../content-model/define";
import type { GuestContent } from "../guest";

export const words: Words<GuestContent> = {
  meta: {
    title: "¿Primera vez? Planea tu visita",
    description:
      "¿Vas a visitar The Bridge Church por primera vez? Aquí te contamos cuándo y dónde nos reunimos, qué esperar y cómo registrar a los niños.",
  },
  hero: {
    eyebrow: "¿Primera vez?",
    title: "Te guardamos un lugar",
    subtitle: "Acompáñanos en {worship place}, en {worship city}: {worship time}.",
    image: { alt: "Ilustración de un puente al amanecer, el emblema de la iglesia" },
  },
  whenWhere: { title: "Cuándo y dónde", directionsLabel: "Cómo llegar" },
  expect: {
    title: "Qué esperar",
    intro:
      "Nuestro culto dura unos 75 minutos. Ven tal como eres: verás a gente en jeans y tenis, y también con su ropa de domingo.",
    items: [
      {
        title: "Una cálida bienvenida",
        description: "Nuestro equipo de bienvenida te recibirá en la puerta y te ayudará a ubicarte.",
      },
      {
        title: "Adoración que inspira",
        description: "Unos 25 minutos de adoración contemporánea dirigida por nuestra banda.",
      },
      {
        title: "Un mensaje práctico",
        description: "Un mensaje de la Biblia que conecta con la vida diaria.",
      },
      {
        title: "Café y conversación",
        description: "Quédate después del culto para tomarte un café y conocer gente.",
      },
    ],
  },
  kids: {
    title: "{kids ministry} para niños de {kids min age} a {kids max age} años",
    body: "Los niños de {kids min age} a {kids max age} años tienen su propia adoración, historia bíblica y grupos pequeños durante el culto. Regístralos en la mesa de {kids ministry} 10 minutos antes para recibir una etiqueta de seguridad con su nombre; tu hijo solo se entregará al adulto que tenga la etiqueta correspondiente.",
    link: { label: "Conoce {kids ministry}" },
  },
  arrival: {
    title: "Estacionamiento y llegada",
    items: [
      {
        title: "Estacionamiento gratis",
        description:
          "Deja tu carro en el estacionamiento principal de la escuela, junto al bulevar. Los espacios cerca de la entrada están reservados para visitantes y familias con niños pequeños.",
      },
      {
        title: "Entrada accesible",
        description:
          "En la entrada principal hay acceso sin escalones y estacionamiento accesible, y nuestro equipo te ayudará con gusto.",
      },
      {
        title: "Llega temprano",
        description:
          "Trata de llegar 15 minutos antes para registrar a los niños, tomarte un café y encontrar asiento.",
      },
    ],
  },
  connect: {
    title: "Conéctate con nosotros",
    body: "Nos encantaría saber que nos visitaste. Llena nuestra tarjeta de conexión y te enviaremos un pequeño regalo de bienvenida y responderemos todas tus preguntas.",
    link: { label: "Llena la tarjeta de conexión" },
  },
};
