import { describe, expect, it } from "vitest";
import { isSitePath } from "./site-path";

const SITE = "https://church.example";

describe("isSitePath", () => {
  it("accepts the site's own paths, with a query or a fragment", () => {
    for (const path of ["/", "/groups", "/impact-week#story", "/events?day=Friday", "/a/b-c/d.ics", "/%5Cx"]) {
      expect(isSitePath(path), path).toBe(true);
      // And a browser resolves each to this site.
      expect(new URL(path, SITE).origin, path).toBe(SITE);
    }
  });

  it("refuses every spelling a browser reads as another host", () => {
    for (const path of [
      "//evil.example/x",
      "/\\evil.example/x",
      "\\\\evil.example/x",
      "\\/evil.example/x",
      "/\t/evil.example/x",
      "/\n/evil.example/x",
      "/\\/evil.example",
      " /groups",
      "/groups ",
    ]) {
      expect(isSitePath(path), JSON.stringify(path)).toBe(false);
    }
    // The first two are what a browser would have sent elsewhere.
    expect(new URL("/\\evil.example/x", SITE).host).toBe("evil.example");
    expect(new URL("/\t/evil.example/x", SITE).host).toBe("evil.example");
  });

  it("refuses backslashes, control characters and characters no one sees anywhere", () => {
    for (const path of [
      "/groups\\x",
      "/a\u0000b",
      "/a\u007fb",
      "/a\u0085b",
      // Zero-width space and joiner, a right-to-left override and isolate, a byte-order mark.
      "/gr\u200boups",
      "/groups\u200d",
      "/\u202epuorg",
      "/a\u2067b\u2069",
      "/\ufeffgroups",
    ]) {
      expect(isSitePath(path), JSON.stringify(path)).toBe(false);
    }
  });

  it("refuses what is not a path", () => {
    for (const value of ["", "groups", "https://church.example/", "javascript:alert(1)", "#top"]) {
      expect(isSitePath(value), value).toBe(false);
    }
  });
});
