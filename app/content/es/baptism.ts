// Bautismo: the words of ../baptism.ts in Spanish.

import type { Words } from "../../content-model/define";
import type { BaptismContent } from "../baptism";

export const words: Words<BaptismContent> = {
  meta: {
    title: "Bautismo",
    description:
      "¿Quieres hacer pública tu fe? Descubre qué significa el bautismo, mira el video de orientación e inscríbete para nuestro próximo bautismo.",
  },
  hero: {
    eyebrow: "Da tu siguiente paso",
    title: "Bautismo",
    subtitle: "Una celebración visible de una decisión del corazón: seguir a Jesús.",
    image: { alt: "Ilustración de la luz del sol que destella sobre el agua en movimiento" },
  },
  explanation: {
    title: "¿Qué es el bautismo?",
    body: [
      "El bautismo es una declaración pública de que has puesto tu confianza en Jesús. Bajar al agua representa su muerte y sepultura; salir del agua representa su resurrección y la vida nueva que Él nos da.",
      "El bautismo no te hace cristiano ni lava tus pecados: eso ya lo hizo Jesús en la cruz. Es la manera de decirles a tu familia, a tus amigos y a tu iglesia que le perteneces a Él.",
    ],
    scripture: {
      text: "Por tanto, mediante el bautismo fuimos sepultados con él en su muerte, a fin de que, así como Cristo resucitó por el poder del Padre, también nosotros llevemos una vida nueva.",
      reference: "Romanos 6:4",
    },
  },
  reasons: {
    title: "¿Por qué debo bautizarme?",
    items: [
      {
        title: "Jesús nos dio el ejemplo",
        description: "Jesús fue bautizado al comenzar su ministerio, y nos invita a seguir su ejemplo.",
        scripture: { text: "Tan pronto como Jesús fue bautizado, subió del agua.", reference: "Mateo 3:16" },
      },
      {
        title: "Jesús lo mandó",
        description:
          "Antes de volver al cielo, Jesús les dijo a sus seguidores que hicieran discípulos y los bautizaran.",
        scripture: {
          text: "Vayan y hagan discípulos de todas las naciones, bautizándolos en el nombre del Padre y del Hijo y del Espíritu Santo.",
          reference: "Mateo 28:19",
        },
      },
      {
        title: "Muestra que perteneces",
        description:
          "El bautismo es un paso público que dice que eres parte de la familia de Dios, y quienes te rodean lo celebran contigo.",
        scripture: {
          text: "Así, pues, los que recibieron su mensaje fueron bautizados, y aquel día se unieron a la iglesia unas tres mil personas.",
          reference: "Hechos 2:41",
        },
      },
    ],
  },
  consent: {
    title: "¿Tienes menos de {baptism consent age} años? Necesitas el permiso de tus papás",
    body: "Los candidatos menores de {baptism consent age} años necesitan el consentimiento de su padre, madre o tutor. Descarga el formulario de consentimiento, pídele a tu papá, tu mamá o tu tutor que lo firme, y envíalo por correo electrónico a {baptism email} antes de la fecha del bautismo.",
    form: { label: "Descarga el formulario de consentimiento de los padres (PDF)" },
  },
  upcoming: {
    venue: { name: "Hillandale Indoor Swim Center" },
    title: "Próximo bautismo",
    // The venue's name (Hillandale Indoor Swim Center) is a proper name, the same in Spanish.
    registerLabel: "Inscríbete",
    directionsLabel: "Cómo llegar",
  },
  orientation: {
    title: "Orientación para el bautismo",
    intro: "Mira este video corto antes de tu bautismo: qué pasa ese día, qué ropa ponerte y qué traer.",
  },
  registration: { label: "Inscríbete para bautizarte" },
  contact: {
    title: "¿Todavía tienes preguntas?",
    body: "A nuestros pastores les encantaría hablar contigo sobre el bautismo, ya sea que quieras dar el paso ahora o que todavía lo estés pensando.",
    link: { label: "Contáctanos" },
  },
};
