import { describe, expect, it } from "vitest";
import { itemAddress } from "./item-address";

describe("itemAddress", () => {
  it("keeps the language of the form, with a draft or a field", () => {
    expect(itemAddress("baptism")).toBe("/staff/content/baptism");
    expect(itemAddress("baptism", "es")).toBe("/staff/content/baptism?language=es");
    expect(itemAddress("baptism", "es", { draft: 12 })).toBe("/staff/content/baptism?draft=12&language=es");
    expect(itemAddress("baptism", "en", { draft: "none" })).toBe("/staff/content/baptism?draft=none");
    expect(itemAddress("home", "es", { field: "field-hero-title" })).toBe(
      "/staff/content/home?language=es#field-hero-title",
    );
  });
});
