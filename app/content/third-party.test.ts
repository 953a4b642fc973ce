import { describe, expect, it } from "vitest";
import { thirdPartySources } from "./third-party";

describe("third-party sources for the security policy", () => {
  it("lists each outside site only for what the pages use it for", () => {
    const sources = thirdPartySources();
    expect(sources["script-src"]).toEqual(["https://dashboard.static.subsplash.com", "https://plausible.io"]);
    expect(sources["frame-src"]).toEqual(["https://subsplash.com"]);
    expect(sources["img-src"]).toContain("https://tile.openstreetmap.org");
    expect(sources["connect-src"]).toContain("https://plausible.io");
    expect(sources["media-src"]).toEqual(["https://storage.googleapis.com"]);
    for (const list of Object.values(sources)) {
      for (const source of list) expect(source).toMatch(/^https:\/\/[\w*.-]+$/);
    }
  });
});
