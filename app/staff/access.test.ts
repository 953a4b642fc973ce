// Where sign-in may send a staff member afterwards.
import { describe, expect, it } from "vitest";
import { safeNext } from "./access.server";

describe("safeNext", () => {
  it("keeps staff pages, with their query", () => {
    expect(safeNext("/staff/notes")).toBe("/staff/notes");
    expect(safeNext("/staff/notes?status=approved&page=2")).toBe("/staff/notes?status=approved&page=2");
    expect(safeNext("/staff/notes/print")).toBe("/staff/notes/print");
  });

  it("sends anything else to /staff, which opens the account's first page", () => {
    for (const value of [
      null,
      "",
      "/",
      "/give",
      "https://evil.example/staff/notes",
      "//evil.example",
      "/reviewer",
      "/staffroom",
      "/staff/notes?\r\nX: y",
    ]) {
      expect(safeNext(value)).toBe("/staff");
    }
  });
});
