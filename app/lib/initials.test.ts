import { describe, expect, it } from "vitest";
import { initials } from "./initials";

describe("initials", () => {
  it("takes the first letters of the first two words, upper-cased", () => {
    expect(initials("Samuel Okafor")).toBe("SO");
    expect(initials("María José Hernández")).toBe("MJ");
  });

  it("gives one letter for a one-word name", () => {
    expect(initials("Lydia")).toBe("L");
  });

  it("ignores extra spaces before, between and after the words", () => {
    expect(initials("  Terrence   Walker ")).toBe("TW");
    expect(initials("Jordan\t Ellis")).toBe("JE");
  });

  it("upper-cases names written in lower case", () => {
    expect(initials("patricia nguyen")).toBe("PN");
    expect(initials("élodie ørsted")).toBe("ÉØ");
  });

  it("skips a word that is not one, so a couple shows both first names' letters", () => {
    expect(initials("David & Grace Kim")).toBe("DG");
  });

  it("is empty for an empty name", () => {
    expect(initials("   ")).toBe("");
  });
});
