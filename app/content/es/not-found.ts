// Página no encontrada: the words of ../not-found.ts in Spanish.
import type { Words } from "../../content-model/define";
import type { NotFoundContent } from "../not-found";

export const words: Words<NotFoundContent> = {
  meta: {
    title: "Página no encontrada",
    description: "No pudimos encontrar la página que buscabas. Vuelve a la página de inicio de The Bridge Church.",
  },
  title: "¡Uy! No encontramos esta página",
  message: "La página que buscabas se movió o nunca existió. Te ayudamos a retomar el camino.",
  homeLabel: "Volver al inicio",
};
