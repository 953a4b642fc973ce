// El mapa de la página de inicio: the words of ../map.ts in Spanish (the map's credit line).
import type { Words } from "../define";
import type { MapContent } from "../map";

export const words: Words<MapContent> = {
  attribution: '&copy; colaboradores de <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
};
