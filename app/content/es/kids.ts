// Ministerio de niños: the words of ../kids.ts in Spanish.
import type { Words } from "../../content-model/define";
import type { KidsContent } from "../kids";

export const words: Words<KidsContent> = {
  meta: {
    title: "{kids ministry}: ministerio de niños",
    description:
      "{kids ministry} es el ministerio de The Bridge Church para niños de {kids min age} a {kids max age} años: alabanza, historias bíblicas y amigos cada {worship day}.",
  },
  hero: {
    eyebrow: "Ministerio de niños",
    title: "{kids ministry}",
    subtitle:
      "Un lugar seguro y alegre donde los niños de {kids min age} a {kids max age} años conocen a Jesús y hacen amigos.",
    image: { alt: "Ilustración de bloques de colores apilados bajo un sol brillante" },
  },
  whenWhere: {
    title: "Cuándo y dónde",
    when: { title: "Cuándo", note: "Durante el culto" },
    where: { title: "Dónde" },
    who: {
      title: "Para quién",
      ages: "Niños de {kids min age} a {kids max age} años",
      note: "Los hermanitos menores se quedan con sus papás",
    },
  },
  intro: {
    title: "Una iglesia hecha para niños",
    body: [
      "Mientras los adultos adoran, los niños tienen su propio culto, pensado especialmente para ellos. Nuestro equipo enseña la misma gran historia de la Biblia a un nivel que los niños entienden, con música, juegos y tiempo en grupos pequeños.",
      "Todos nuestros voluntarios están capacitados y tienen verificación de antecedentes, para que disfrutes del culto sabiendo que tu hijo está seguro y es amado.",
    ],
  },
  sunday: {
    title: "Qué hacen los niños el domingo",
    items: [
      {
        title: "Alabanza y juegos",
        description: "Canciones y juegos llenos de energía que ponen a todos a moverse y a reír juntos.",
      },
      {
        title: "Historia bíblica",
        description: "Una lección creativa y adecuada a su edad que le da vida a una historia de la Biblia.",
      },
      {
        title: "Grupos pequeños",
        description:
          "Cada semana los niños se reúnen con los mismos líderes para conversar, orar y formar amistades de verdad.",
      },
    ],
  },
  checkIn: {
    title: "Registro seguro",
    body: "Registra a tu hijo en la mesa de {kids ministry} 10 minutos antes del culto. Recibirás una etiqueta que coincide con la de tu hijo, y solo lo entregamos al adulto que la tenga.",
  },
  directors: {
    title: "Conoce a nuestros directores de niños",
    intro: "Andre y Keisha dirigen {kids ministry} junto con un equipo de más de treinta voluntarios.",
    people: [
      {
        id: "andre-thompson",
        role: "Director del ministerio de niños",
        photo: { alt: "Ilustración de un retrato en lugar de una foto de Andre Thompson" },
      },
      {
        id: "keisha-thompson",
        role: "Directora del ministerio de niños",
        photo: { alt: "Ilustración de un retrato en lugar de una foto de Keisha Thompson" },
      },
    ],
  },
  questions: {
    title: "¿Tienes preguntas?",
    body: "¿Alergias, necesidades especiales o una primera visita en camino? Escríbenos y nos aseguraremos de que tu hijo tenga un domingo excelente.",
  },
};
