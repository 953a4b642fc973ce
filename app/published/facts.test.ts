// Facts named in words are said in the words' language, and a sentence reads as written around them.
import { describe, expect, it } from "vitest";
import { builtContent } from "~/published/content";
import { words as kids } from "../content/es/kids";
import { words as youth } from "../content/es/youth";
import { factValues, fillFacts } from "./facts";

describe("fillFacts", () => {
  it("says the worship time in the page's language, a sentence ending on it with one stop", () => {
    const english = factValues(builtContent, "en")["worship time"];
    const spanish = factValues(builtContent, "es")["worship time"];
    expect(english).toMatch(/^Sundays at \d{1,2}:\d\d [AP]M$/);
    // "domingos, 10:30 a.m.": the Spanish clock ends with a stop of its own.
    expect(spanish).toMatch(/^domingos, \d{1,2}:\d\d [ap]\.m\.$/);
    expect(fillFacts("Join us {worship time}.", factValues(builtContent, "en"))).toBe(`Join us ${english}.`);
    expect(fillFacts("Acompáñanos: {worship time}.", factValues(builtContent, "es"))).toBe(`Acompáñanos: ${spanish}`);
  });

  it("says the kids' ages and the youth's grades as a range in words in Spanish", () => {
    const spanish = factValues(builtContent, "es");
    expect(fillFacts(kids.whenWhere?.who?.ages, spanish)).toBe("Niños de 4 a 11 años");
    expect(fillFacts(youth.hero?.eyebrow, spanish)).toBe("De 6.º a 12.º grado");
    // English says them as it always has.
    const english = factValues(builtContent, "en");
    expect([english["kids ages"], english["youth grades"]]).toEqual(["4–11", "6–12"]);
  });

  it("ends a sentence on a fact that ends with a full stop with one stop, not two", () => {
    const values = { ...factValues(builtContent, "en"), "church name": "The Bridge Church, Inc." };
    expect(fillFacts("Welcome to {church name}.", values)).toBe("Welcome to The Bridge Church, Inc.");
    expect(fillFacts("{church name}. Since 1998.", values)).toBe("The Bridge Church, Inc. Since 1998.");
    expect(fillFacts("{church name}, here.", values)).toBe("The Bridge Church, Inc., here.");
  });

  it("leaves a name it does not know in its braces, with what follows it", () => {
    const values = factValues(builtContent, "en");
    expect(fillFacts("{total} groups.", values)).toBe("{total} groups.");
    expect(fillFacts(["{church name}.", { line: "{worship day}." }], values)).toEqual([
      "The Bridge Church.",
      { line: "Sunday." },
    ]);
  });
});
