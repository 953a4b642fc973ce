// A pastor's title is a word of each language; their name is theirs in every language.
import { describe, expect, it } from "vitest";
import { titledName } from "~/lib/titled-name";
import { inLanguage } from "~/publishing/localized";
import { words as spanish } from "./es/pastors";
import { pastors, pastorsModule } from "./pastors";

describe("a pastor's title and name", () => {
  it("is said with the title of the page's language, the name as it is", () => {
    const inSpanish = inLanguage(pastorsModule.schema, pastors, spanish);
    expect(pastors.pastors.map(titledName)).toEqual(["Pastor Marcus Reed", "Pastor Angela Reed", "Pastor David Kim"]);
    expect(inSpanish.pastors.map(titledName)).toEqual([
      "Pastor Marcus Reed",
      "Pastora Angela Reed",
      "Pastor David Kim",
    ]);
  });

  it("takes the title out of a name published with it, and leaves any other name as it was", () => {
    const stored = {
      leadPastorId: "pastor1",
      pastors: [
        { id: "pastor1", name: "Pastor Marcus J. Reed", role: "Lead Pastor" },
        { id: "pastor2", name: "Rev. Angela Reed", role: "Executive Pastor" },
        { id: "pastor3", honorific: "Pastor", name: "David Kim", role: "Associate Pastor" },
      ],
    };
    const upgraded = pastorsModule.upgrade?.(stored) as typeof stored;
    expect(upgraded.pastors).toEqual([
      { id: "pastor1", honorific: "Pastor", name: "Marcus J. Reed", role: "Lead Pastor" },
      { id: "pastor2", name: "Rev. Angela Reed", role: "Executive Pastor" },
      { id: "pastor3", honorific: "Pastor", name: "David Kim", role: "Associate Pastor" },
    ]);
    expect(pastorsModule.upgrade?.(upgraded)).toEqual(upgraded);
    expect(upgraded.pastors.map(titledName)).toEqual(["Pastor Marcus J. Reed", "Rev. Angela Reed", "Pastor David Kim"]);
  });
});
