import { describe, expect, it } from "vitest";
import { about, aboutSchema } from "~/content/about";
import { keyDates, keyDatesSchema } from "~/content/key-dates";
import { inLanguage, wordsOf } from "./localized";

/** About Us as a Spanish-speaking member might write it: its words only, one card not yet written. */
const spanishWords = {
  hero: {
    title: "Quiénes somos",
    subtitle: "Una iglesia para Silver Spring y más allá.",
    image: { alt: "Ilustración de una multitud" },
  },
  vision: {
    title: "Nuestra visión",
    statement: "Ser un puente hacia Jesús.",
    body: ["Comenzamos orando en una cocina."],
  },
  cards: [
    // By id, whatever their order: the leadership card first here, the values card not yet written.
    {
      id: "leadership",
      title: "Liderazgo",
      description: "Conozca a los pastores.",
      link: { label: "Conozca a los líderes" },
    },
    { id: "core-beliefs", title: "Lo que creemos", link: { label: "Lea lo que creemos", href: "/es/wrong" } },
  ],
};

describe("a field's value per language", () => {
  const spanish = inLanguage(aboutSchema, about, spanishWords);

  it("takes the language's words where it has them", () => {
    expect(spanish.hero.title).toBe("Quiénes somos");
    expect(spanish.hero.image.alt).toBe("Ilustración de una multitud");
    expect(spanish.vision.body).toEqual(["Comenzamos orando en una cocina."]);
    expect(spanish.cards.map((card) => card.title)).toEqual(["Lo que creemos", "Core Values", "Liderazgo"]);
  });

  it("keeps one value for every language of what is not words: pictures, links, icons, ids, the list's order", () => {
    expect(spanish.hero.image.src).toBe(about.hero.image.src);
    expect(spanish.cards.map((card) => card.id)).toEqual(about.cards.map((card) => card.id));
    expect(spanish.cards.map((card) => card.link.href)).toEqual(about.cards.map((card) => card.link.href));
    expect(spanish.cards.map((card) => card.icon)).toEqual(about.cards.map((card) => card.icon));
  });

  it("leaves the default language's words where the language has none yet", () => {
    expect(spanish.cards[1]).toEqual(about.cards[1]);
    expect(spanish.cards[0]?.description).toBe(about.cards[0]?.description);
    expect(inLanguage(aboutSchema, about, undefined)).toEqual(about);
  });

  it("still fits the item's schema, so a language's page is checked as the default one is", () => {
    expect(aboutSchema.safeParse(spanish).success).toBe(true);
  });

  it("names every part written per language, and none that is one value for all", () => {
    const names = wordsOf(aboutSchema, about).map(({ name }) => name);
    expect(names).toEqual(
      expect.arrayContaining(["hero.title", "hero.image.alt", "vision.body", "cards[2].link.label"]),
    );
    expect(names.filter((name) => /\.(src|href|id|icon|width)$/.test(name))).toEqual([]);
  });

  it("finds no words in an item of dates alone", () => {
    const dates = wordsOf(keyDatesSchema, keyDates).map(({ name }) => name);
    expect(dates.filter((name) => /(startsAt|start|end)$/.test(name))).toEqual([]);
  });
});
