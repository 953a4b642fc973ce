// Descarga nuestra app: the words of ../bridge-app.ts in Spanish.

import type { Words } from "../../content-model/define";
import type { BridgeAppContent } from "../bridge-app";

export const words: Words<BridgeAppContent> = {
  meta: {
    title: "Descarga nuestra app",
    description:
      "Descarga la app de The Bridge Church: mira las prédicas, toma notas, ofrenda, encuentra eventos y mantente conectado toda la semana.",
  },
  title: "DESCARGA NUESTRA APP",
  intro:
    "Mantente conectado toda la semana. Mira y escucha las prédicas, sigue los apuntes del mensaje, ofrenda y recibe noticias de los eventos, todo desde tu teléfono.",
  image: { alt: "Ilustración de un puente al amanecer, el ícono de la app" },
  features: [
    "Mira las prédicas en vivo y las anteriores",
    "Toma notas durante la prédica",
    "Ofrenda de forma segura",
    "Recibe recordatorios de los eventos",
  ],
};
