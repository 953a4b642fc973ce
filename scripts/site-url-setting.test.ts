import { describe, expect, it } from "vitest";
import { resolveSiteUrl } from "./site-url-setting";

const fallback = "https://thebridgechurch.org";

describe("SITE_URL", () => {
  it("defaults to the address in the content when unset or blank", () => {
    expect(resolveSiteUrl(undefined, fallback)).toBe(fallback);
    expect(resolveSiteUrl("  ", fallback)).toBe(fallback);
  });

  it("is written as an origin: one trailing slash and capitals make no difference", () => {
    expect(resolveSiteUrl("https://staging.example.org/", fallback)).toBe("https://staging.example.org");
    expect(resolveSiteUrl("https://Staging.Example.org", fallback)).toBe("https://staging.example.org");
    expect(resolveSiteUrl("https://example.org:8443", fallback)).toBe("https://example.org:8443");
  });

  it("refuses what would put wrong addresses into every page", () => {
    expect(() => resolveSiteUrl("example.org", fallback)).toThrow(/not an absolute URL/);
    expect(() => resolveSiteUrl("http://example.org", fallback)).toThrow(/https/);
    expect(() => resolveSiteUrl("https://example.org/church", fallback)).toThrow(/no path/);
    expect(() => resolveSiteUrl("https://example.org/?utm=1", fallback)).toThrow(/no path/);
    expect(() => resolveSiteUrl("https://user:secret@example.org", fallback)).toThrow(/password/);
  });
});
