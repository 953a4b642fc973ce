// Envía una nota de gratitud: the words of ../share-note.ts in Spanish.
import type { Words } from "../../content-model/define";
import type { ShareNoteContent } from "../share-note";

export const words: Words<ShareNoteContent> = {
  meta: {
    title: "Envía una nota de gratitud",
    description:
      "Octubre es el Mes de Apreciación Pastoral. Envía una nota de gratitud y ánimo a uno de nuestros pastores.",
  },
  hero: {
    eyebrow: "Mes de Apreciación Pastoral",
    title: "Envía una nota de gratitud",
    subtitle:
      "Nuestros pastores se entregan de corazón por nuestra familia de la iglesia. Tómate un momento para animar a uno de ellos con unas palabras de agradecimiento.",
    image: { alt: "Ilustración de un corazón que brilla bajo un cielo estrellado" },
  },
  form: {
    title: "Escribe tu nota",
    pastorLabel: "Pastor",
    pastorPlaceholder: "Elige a un pastor",
    noteLabel: "Tu nota",
    notePlaceholder: "Cuéntale cómo este pastor te ha animado, ha orado por ti o te ha ayudado a crecer…",
    nameLabel: "Tu nombre (opcional)",
    emailLabel: "Tu correo electrónico (opcional)",
    emailHint: "Solo para que el pastor pueda responderte; nunca lo compartimos.",
    reviewHint: "Revisaremos tu mensaje antes de enviárselo al pastor.",
    privacyLink: { label: "Quién lee tu nota y cuánto tiempo la guardamos" },
    submitLabel: "Enviar nota",
    submittingLabel: "Enviando...",
    successMessage: "¡Gracias por enviar tu nota! Ya la recibimos y la vamos a revisar.",
    sentMessage: "Tu nota fue enviada. Puedes escribir otra aquí abajo.",
    rateLimitedMessage: "Has enviado varias notas en poco tiempo. Por favor, espera un momento e inténtalo de nuevo.",
  },
};
