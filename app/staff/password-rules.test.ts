// The rules a new staff password meets (NIST SP 800-63B): long enough, not a common one, not the
// person's own name or address; and no rule about kinds of characters.
import { describe, expect, it } from "vitest";
import { passwordProblem } from "./password-rules.server";

const dana = { name: "Dana Reyes", email: "dana.reyes@example.org" };

describe("a new staff password", () => {
  it("is accepted when long enough, whatever characters it has or lacks", () => {
    for (const password of [
      "candles on the piano",
      "allofthemlowercase",
      "ÉGLISE DU VILLAGE 🙂",
      "purple elephants dance at noon",
    ]) {
      expect(passwordProblem(password, dana), password).toBeNull();
    }
  });

  it("is refused under 15 characters, counting characters rather than bytes", () => {
    expect(passwordProblem("short but ok?", dana)).toContain("at least 15 characters (this one has 13)");
    expect(passwordProblem("🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂", dana)).toContain("this one has 14");
  });

  it("is refused when it is among the most common passwords, or one character over and over", () => {
    expect(passwordProblem("PasswordPassword", dana)).toContain("most common");
    expect(passwordProblem("aaaaaaaaaaaaaaaaaaaa", dana)).toContain("most common");
  });

  it("is refused when it is a pattern or a well-known phrase, however long", () => {
    for (const password of [
      "123456789012345",
      "qwertyuiopasdfghjkl",
      "correcthorsebatterystaple",
      "Correct-Horse Battery Staple!",
      "1234 5678 8765 4321 x",
      "abcdefghijklmnopqrst",
    ]) {
      expect(passwordProblem(password, dana), password).toContain("pattern or a well-known phrase");
    }
  });

  it("is refused when it is a verse every member knows, or the church's own words", () => {
    for (const password of [
      "the lord is my shepherd",
      "The Lord is my shepherd!",
      "For God so loved the world",
      "I can do all things through Christ",
      "amazing grace how sweet the sound",
      "The Bridge Church Silver Spring",
      "thebridgechurch2026",
      "Oxygen Youth Ministry",
      "seek ye first the kingdom of god",
      "give us this day our daily bread",
      "what would jesus do?",
      "Connecting people to Jesus",
    ]) {
      expect(passwordProblem(password, dana), password).toContain("pattern or a well-known phrase");
    }
  });

  it("is refused when it holds the person's name or e-mail address", () => {
    expect(passwordProblem("my name is Dana Reyes!", dana)).toContain("Leave your name");
    expect(passwordProblem("DANA.REYES and a long tail", dana)).toContain("Leave your name");
  });
});
