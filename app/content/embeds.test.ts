import { describe, expect, it } from "vitest";
import { embeds, embedsSchema } from "./embeds";

describe("an embed's name, which ends “The … could not be loaded here.”", () => {
  const named = (name: string) =>
    embedsSchema.safeParse({
      ...embeds,
      items: { ...embeds.items, contactForm: { ...embeds.items.contactForm, name } },
    }).success;

  it("is lower-case words, in any language, with their apostrophes", () => {
    for (const name of ["contact form", "formulario de contacto", "liens de l’application", "l'agenda"]) {
      expect(named(name), name).toBe(true);
    }
  });

  it("is not a sentence, a capital or markup", () => {
    for (const name of ["Contact form", "contact form.", "<b>form</b>", "", "'quoted'"]) {
      expect(named(name), name).toBe(false);
    }
  });
});
