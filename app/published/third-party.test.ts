import { describe, expect, it } from "vitest";
import { privacy } from "../content/privacy";
import { thirdPartyServices, thirdPartySources } from "./third-party";

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

describe("the services /privacy names", () => {
  it("reach exactly the origins the security policy allows, no more and no fewer", () => {
    const named = new Set(thirdPartyServices().flatMap(({ origins }) => origins));
    const allowed = new Set(Object.values(thirdPartySources()).flat());
    expect([...named].sort()).toEqual([...allowed].sort());
  });

  it("each have a name and a purpose written for visitors", () => {
    for (const { service } of thirdPartyServices()) {
      expect(privacy.thirdParties.services[service].name.length).toBeGreaterThan(0);
      expect(privacy.thirdParties.services[service].purpose.length).toBeGreaterThan(0);
    }
  });
});
