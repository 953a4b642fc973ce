// Nuestras creencias: the words of ../core-beliefs.ts in Spanish.

import type { Words } from "../../content-model/define";
import type { CoreBeliefsContent } from "../core-beliefs";

export const words: Words<CoreBeliefsContent> = {
  meta: {
    title: "Nuestras creencias",
    description:
      "Lo que creemos en The Bridge Church sobre las Escrituras, Dios, el ser humano, la salvación y la iglesia, con la base bíblica de cada creencia.",
  },
  hero: {
    title: "Nuestras creencias",
    subtitle: "Las verdades sobre las que edificamos nuestra vida y nuestra iglesia.",
    image: { alt: "Ilustración de una Biblia abierta que brilla con la luz de la mañana" },
  },
  intro:
    "Sostenemos estas creencias con convicción y las compartimos con humildad. Si tienes preguntas sobre alguna de ellas, nos encantaría conversar contigo con un cafecito.",
  beliefs: [
    {
      id: "scripture",
      title: "Las Escrituras",
      content:
        "La Biblia es la Palabra de Dios, inspirada por el Espíritu Santo y sin error en lo que enseña. Es nuestra autoridad final en la fe y en la vida, y nos señala a Jesús.",
      scriptureReference: "2 Timoteo 3:16-17",
    },
    {
      id: "god",
      title: "Dios",
      content:
        "Hay un solo Dios, que existe eternamente en tres personas: Padre, Hijo y Espíritu Santo. Él es el Creador amoroso de todas las cosas, y es digno de toda nuestra adoración.",
      scriptureReference: "Mateo 28:19",
    },
    {
      id: "mankind",
      title: "El ser humano",
      content:
        "Cada persona fue creada a imagen de Dios y tiene un gran valor. El pecado nos ha separado a todos de Dios, y por más que nos esforcemos, no podemos tender un puente sobre esa distancia por nuestra cuenta.",
      scriptureReference: "Génesis 1:27",
    },
    {
      id: "salvation",
      title: "La salvación",
      content:
        "La salvación es un regalo gratuito de la gracia de Dios, que recibimos por la fe en Jesucristo, quien murió por nuestros pecados y resucitó. Todo el que confía en Él es perdonado y hecho nuevo.",
      scriptureReference: "Efesios 2:8-9",
    },
    {
      id: "church",
      title: "La iglesia",
      content:
        "La iglesia es la familia de todos los que siguen a Jesús. Nos reunimos para adorar, crecer y servir, y somos enviados a mostrar el amor de Dios a nuestros vecinos y al mundo.",
      scriptureReference: "Hechos 2:42-47",
    },
  ],
};
