// Archivos de calendario: the words of ../calendars.ts in Spanish.

import type { Words } from "../../content-model/define";
import type { CalendarsContent } from "../calendars";

export const words: Words<CalendarsContent> = {
  linkLabel: "Agregar al calendario",
  feed: {
    // The calendar's name is the church's name, "{church name}", the same in Spanish.
    description:
      "Cultos de los domingos, cultos juveniles de Oxygen, bautismos, Impact Week y eventos de alcance de {church name}.",
  },
};
