// Nuestros valores: the words of ../core-values.ts in Spanish.

import type { Words } from "../../content-model/define";
import type { CoreValuesContent } from "../core-values";

export const words: Words<CoreValuesContent> = {
  meta: {
    title: "Nuestros valores",
    description:
      "Alcanzamos, soñamos, damos, honramos, edificamos y lideramos: los seis valores que dan forma a nuestra vida juntos en The Bridge Church.",
  },
  hero: {
    title: "Nuestros valores",
    subtitle: "Seis compromisos que dan forma a cómo vivimos, servimos y lideramos juntos.",
    image: { alt: "Ilustración de una familia de la iglesia reunida en una colina al amanecer" },
  },
  intro:
    "Nuestros valores no son reglas colgadas en una pared. Describen la clase de personas que, por la gracia de Dios, estamos llegando a ser juntos.",
  values: [
    {
      title: "Alcanzamos",
      subtitle: "Cada persona le importa a Dios",
      description: "Hacemos todo lo posible por recibir a quienes están lejos de Dios y hacerles un lugar en la mesa.",
      image: { alt: "Ilustración de un corazón que brilla" },
    },
    {
      title: "Soñamos",
      subtitle: "La fe ve lo que puede llegar a ser",
      description:
        "Oramos con valentía y hacemos planes con fe, confiando en que Dios hará mucho más de lo que podemos pedir o imaginar.",
      image: { alt: "Ilustración de un cielo estrellado y una luna creciente sobre la ciudad" },
    },
    {
      title: "Damos",
      subtitle: "La generosidad es nuestra alegría",
      description:
        "Damos con alegría nuestro tiempo, nuestros talentos y nuestros recursos, porque Dios primero lo dio todo por nosotros.",
      image: { alt: "Ilustración de un regalo envuelto con un moño" },
    },
    {
      title: "Honramos",
      subtitle: "Todos merecen respeto",
      description:
        "Nos tratamos unos a otros con dignidad y amabilidad, y celebramos los dones y las historias de cada generación.",
      image: { alt: "Ilustración de personas de todas las generaciones, de pie una al lado de la otra" },
    },
    {
      title: "Edificamos",
      subtitle: "Juntos somos más fuertes",
      description: "Edificamos relaciones, familias y equipos sanos, y ponemos cimientos que duran por generaciones.",
      image: { alt: "Ilustración de bloques de construcción apilados en forma de pirámide" },
    },
    {
      title: "Lideramos",
      subtitle: "Influimos por medio del servicio",
      description:
        "Formamos líderes que sirven primero, siguiendo el ejemplo de Jesús en nuestra iglesia y en nuestra ciudad.",
      image: { alt: "Ilustración de un camino que serpentea hacia una bandera en la cima" },
    },
  ],
};
