// What the server answers itself, before React Router is asked: a method no address takes, a body
// larger than the address reads, an address it cannot read. In the address's language, as a page's
// own refusals are (app/components/interface-words.ts), so a visitor on /es/ is not told in English.
import { errorWords } from "~/components/interface-words";
import type { Language } from "~/content-model/languages";

const words = {
  en: {
    methodRefused: "The site takes no requests of this kind.",
    tooLarge: "The request is larger than this address takes.",
    unreadable: "The address or the request is not written the way the site reads it; nothing was sent or changed.",
  },
  es: {
    methodRefused: "El sitio no recibe solicitudes de este tipo.",
    tooLarge: "La solicitud es más grande de lo que esta dirección recibe.",
    unreadable: "La dirección o la solicitud no está escrita como el sitio la lee; no se envió ni se cambió nada.",
  },
} satisfies Record<Language, Record<string, string>>;

/** The server's own refusals, and the error page's words, in `language`. */
export const refusalWords = (language: Language) => ({ ...errorWords[language], ...words[language] });
