// Prédicas: the words of ../watch.ts in Spanish.
import type { Words } from "../../content-model/define";
import type { WatchContent } from "../watch";

export const words: Words<WatchContent> = {
  meta: {
    title: "Prédicas",
    description:
      "Mira la prédica más reciente de The Bridge Church, únete a la transmisión en vivo los domingos y explora mensajes anteriores.",
  },
  hero: {
    eyebrow: "Prédica más reciente",
    title: "No sirvas solo",
    subtitle:
      "Tercera semana de nuestra serie Gratitud en acción: por qué Dios nunca quiso que lleváramos la carga solos.",
    image: { alt: "Ilustración de un culto con manos en alto bajo las luces del escenario" },
    watchNowLabel: "Ver ahora",
    fullExperienceLabel: "Ver el culto completo",
  },
  latest: {
    title: "Prédica más reciente",
    intro: "Ponte al día con el mensaje de esta semana y compártelo con alguien que necesite ánimo.",
  },
  library: {
    title: "Biblioteca de prédicas",
    intro: "Explora series y mensajes anteriores, o escúchalos donde estés en nuestra app.",
  },
};
