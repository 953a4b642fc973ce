// Enlaces del encabezado y del pie de página: the words of ../navigation.ts in Spanish.
import type { Words } from "../../content-model/define";
import type { NavigationContent } from "../navigation";

export const words: Words<NavigationContent> = {
  header: [
    { label: "Nosotros" },
    { label: "Conéctate" },
    { label: "Prédicas" },
    { label: "Eventos" },
    { label: "Alcance" },
    { label: "Ofrendar" },
    { label: "Contacto" },
  ],
  // YouTube, Facebook and Instagram are names, the same in Spanish.
  social: [{ label: "YouTube" }, { label: "Álbumes de fotos" }, { label: "Facebook" }, { label: "Instagram" }],
  legal: [{ label: "Privacidad" }, { label: "Accesibilidad" }],
};
