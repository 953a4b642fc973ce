import { describe, expect, it } from "vitest";
import { builtContent } from "~/published/content";
import { inLanguage, unwrittenWords, wordsOf } from "~/publishing/localized";
import { slugOf } from "../content-model/define";
import { defaultLanguage, languageCodes, languagesOf } from "../content-model/languages";
import { factValues, fillFacts } from "./facts";
import { contentModules } from "./registry";
import { builtWords } from "./translations.server";

/** Every string in `words` with its place ("hero.title", "cards.leadership.title"), ids aside. */
function stringsOf(words: unknown, path = ""): Array<[string, string, Array<string | number>]> {
  const walk = (part: unknown, at: Array<string | number>): Array<[string, string, Array<string | number>]> => {
    if (typeof part === "string") return [[at.join("."), part, at]];
    if (Array.isArray(part)) return part.flatMap((item, index) => walk(item, [...at, index]));
    if (part && typeof part === "object")
      return Object.entries(part).flatMap(([key, value]) => (key === "id" ? [] : walk(value, [...at, key])));
    return [];
  };
  return walk(words, path ? [path] : []);
}

/** The value at a place in `words` found in `value`: a list item by its id where it has one. */
function at(value: unknown, words: unknown, path: Array<string | number>): unknown {
  let part = value;
  let own = words;
  for (const step of path) {
    if (Array.isArray(part) && typeof step === "number") {
      const id = (own as Array<{ id?: unknown }>)[step]?.id;
      part = typeof id === "string" ? part.find((item) => item?.id === id) : part[step];
      own = (own as unknown[])[step];
    } else {
      part = (part as Record<string, unknown> | undefined)?.[step];
      own = (own as Record<string, unknown> | undefined)?.[step];
    }
  }
  return part;
}

const translated = languageCodes
  .filter((language) => language !== defaultLanguage)
  .flatMap((language) =>
    [...builtWords(language)].map(([slug, words]) => ({
      language,
      slug,
      words,
      module: contentModules.find((module) => slugOf(module.key) === slug),
    })),
  );

describe.each(translated)("the $language words of $slug", ({ language, slug, words, module }) => {
  it("belong to a content module of that name", () => {
    expect(module, `no content module has the key of ${slug}`).toBeDefined();
  });

  it("make, on top of the default language's, a value the module's schema takes, facts filled in", () => {
    if (!module) return;
    const value = inLanguage(module.schema, module.built, words);
    const result = module.schema.safeParse(fillFacts(value, factValues(builtContent, language)));
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it("are every one of them taken: none is written where the content has one value for every language", () => {
    if (!module) return;
    const value = inLanguage(module.schema, module.built, words);
    const dropped = stringsOf(words)
      .filter(([, text, path]) => at(value, words, path) !== text)
      .map(([place]) => place);
    expect(dropped).toEqual([]);
  });

  it("write every field the default language has words in: a name kept as it is is written as it is", () => {
    if (!module) return;
    expect(unwrittenWords(module.schema, module.built, words)).toEqual([]);
  });
});

describe.each(languageCodes.filter((language) => language !== defaultLanguage))("the site in %s", (language) => {
  it("has the words of every page it publishes: none is published in a language it is not written in (docs/decisions/0040)", () => {
    const written = builtWords(language);
    const pages = contentModules
      .filter((module) => module.page && languagesOf(module.page.path).includes(language))
      .map((module) => slugOf(module.key));
    expect(pages.filter((slug) => !written.has(slug))).toEqual([]);
  });

  it("has its home page, where its language switch leads from a page it does not have", () => {
    expect(languagesOf("/")).toContain(language);
  });

  it("has the words of every part its pages share (the menus, the footer, the church's name)", () => {
    const written = builtWords(language);
    const shared = contentModules
      .filter((module) => !module.page && wordsOf(module.schema, module.built).length > 0)
      .map((module) => slugOf(module.key));
    expect(shared.filter((slug) => !written.has(slug))).toEqual([]);
  });
});
