import { describe, expect, it } from "vitest";
import { formatUsPhone } from "./phone";

describe("formatUsPhone", () => {
  it("writes a US number the way people read it", () => {
    expect(formatUsPhone("+13015550142")).toBe("(301) 555-0142");
    expect(formatUsPhone("3015550142")).toBe("(301) 555-0142");
  });

  it("leaves anything else as it was", () => {
    expect(formatUsPhone("+442071234567")).toBe("+442071234567");
  });
});
