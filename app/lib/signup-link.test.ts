import { describe, expect, it } from "vitest";
import { signupUrl } from "./signup-link";

describe("signupUrl: when Signup Now may link somewhere", () => {
  it("keeps a real sign-up form's address", () => {
    expect(signupUrl("https://forms.example.org/serve")).toBe("https://forms.example.org/serve");
  });

  it("is undefined (an inert button) when the link is missing, blank or a bare hash", () => {
    expect(signupUrl(undefined)).toBeUndefined();
    expect(signupUrl("")).toBeUndefined();
    expect(signupUrl("  ")).toBeUndefined();
    expect(signupUrl("#")).toBeUndefined();
    expect(signupUrl(" # ")).toBeUndefined();
  });
});
