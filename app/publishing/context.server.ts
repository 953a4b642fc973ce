// What the server hands to the staff editor's routes through React Router's context.
import { createContext, data, type RouterContextProvider } from "react-router";
import { defaultLanguage, type Language, languageCodes } from "~/content-model/languages";
import type { Publisher } from "./publisher";
import type { Publishers } from "./publisher.server";

/** Null where a page is rendered without the server's services (a kept answer, a publish's check). */
export const publishingContext = createContext<Publishers | null>(null);

/** The publisher of a language (the default one unless named). */
export function publisherOf(context: Readonly<RouterContextProvider>, language: Language = defaultLanguage): Publisher {
  const publishers = context.get(publishingContext);
  if (!publishers) throw data("Publishing is not running.", { status: 503 });
  return publishers[language];
}

/** Every language's publisher, the default language's first. */
export const everyPublisher = (context: Readonly<RouterContextProvider>): Publisher[] =>
  languageCodes.map((language) => publisherOf(context, language));

/**
 * The language a staff page edits: `?language=es` on its address (the default language when it
 * names none, or one the site is not written in).
 */
export function editedLanguage(request: Request): Language {
  const named = new URL(request.url).searchParams.get("language");
  return languageCodes.find((code) => code === named) ?? defaultLanguage;
}
