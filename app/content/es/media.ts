// Videos: the words of ../media.ts in Spanish.
import type { Words } from "../../content-model/define";
import type { MediaContent } from "../media";

export const words: Words<MediaContent> = {
  provider: { name: "Subsplash" },
  videos: {
    recentSermon: {
      title: "Prédica reciente: Gratitud en acción",
      poster: { alt: "Ilustración de un culto con manos en alto bajo las luces del escenario" },
    },
    latestSermon: {
      title: "Última prédica: No sirvas solo",
      poster: { alt: "Ilustración de una Biblia abierta que brilla con la luz de la mañana" },
    },
    followingJesus: {
      title: "Seguir a Jesús: por dónde empezar",
      poster: { alt: "Ilustración de un camino que serpentea hacia una bandera al amanecer" },
    },
    baptismOrientation: {
      title: "Orientación para el bautismo: qué esperar",
      poster: { alt: "Ilustración del sol de la mañana destellando sobre un estanque de agua" },
    },
  },
  backgroundVideos: {
    outreach: {
      poster: { alt: "Ilustración de vecinos con las manos en alto frente al horizonte de una ciudad" },
    },
  },
};
