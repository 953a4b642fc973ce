// Where sign-in may send a reviewer afterwards.
import { describe, expect, it } from "vitest";
import { safeNext } from "./access.server";

describe("safeNext", () => {
  it("keeps review pages, with their query", () => {
    expect(safeNext("/review")).toBe("/review");
    expect(safeNext("/review?status=approved&page=2")).toBe("/review?status=approved&page=2");
    expect(safeNext("/review/print")).toBe("/review/print");
  });

  it("sends anything else to /review", () => {
    for (const value of [
      null,
      "",
      "/",
      "/give",
      "https://evil.example/review",
      "//evil.example",
      "/reviewer",
      "/review?\r\nX: y",
    ]) {
      expect(safeNext(value)).toBe("/review");
    }
  });
});
