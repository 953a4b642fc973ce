// The words of each content module in the site's other languages, as the build has them: a file
// per language and module (content/es/about.ts), found rather than listed. A language's pages are
// its words on top of the default language's content (app/publishing/localized.ts); what staff
// publish in that language replaces these, field by field.
import type { Language } from "~/content-model/languages";

const files = import.meta.glob<{ words: unknown }>(["../content/*/*.ts", "!../content/*/*.test.ts"], { eager: true });

/** The words of every module written in a language, by its slug (key-dates), as built. */
export function builtWords(language: Language): ReadonlyMap<string, unknown> {
  const prefix = `../content/${language}/`;
  return new Map(
    Object.entries(files)
      .filter(([file]) => file.startsWith(prefix))
      .map(([file, module]) => [file.slice(prefix.length, -".ts".length), module.words]),
  );
}
