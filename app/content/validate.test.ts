import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { siteSchema, youthSchema } from "./schema";
import { site } from "./site";
import { contentEntries, validateContent } from "./validate";
import { youth } from "./youth";

const publicDir = join(process.cwd(), "public");

describe("content validation", () => {
  it("accepts the church's content as shipped, images included", () => {
    expect(validateContent(contentEntries, publicDir)).toEqual([]);
  });

  it("names the file and field of a badly written worship time", () => {
    const broken = { ...site, worship: { ...site.worship, time: "half past ten" } };
    const problems = validateContent([{ file: "site.ts", schema: siteSchema, data: broken }]);
    expect(problems).toEqual(["app/content/site.ts: worship.time: must look like '10:30 AM'"]);
  });

  it("names a missing field and a link that is neither a path nor https", () => {
    const { email: _email, ...withoutEmail } = site;
    const broken = { ...withoutEmail, links: { ...site.links, liveStream: "live.example.org" } };
    const problems = validateContent([{ file: "site.ts", schema: siteSchema, data: broken }]);
    expect(problems).toContain("app/content/site.ts: links.liveStream: must be an https:// URL");
    expect(problems.some((p) => p.startsWith("app/content/site.ts: email:"))).toBe(true);
  });

  it("names a youth schedule that says other weeks than the calendar's", () => {
    const broken = { ...youth, worship: { ...youth.worship, weeksOfMonth: [1, 3] } };
    const problems = validateContent([{ file: "youth.ts", schema: youthSchema, data: broken }]);
    expect(problems).toEqual([
      "app/content/youth.ts: worship.schedule: must mention 1st, as day and weeksOfMonth say",
      "app/content/youth.ts: worship.schedule: must mention 3rd, as day and weeksOfMonth say",
    ]);
  });

  it("reports an image that does not exist under public/", () => {
    const broken = { ...site, logo: { ...site.logo, src: "/images/brand/missing.svg" } };
    const problems = validateContent([{ file: "site.ts", schema: siteSchema, data: broken }], publicDir);
    expect(problems).toEqual([
      "app/content/site.ts: logo.src: image /images/brand/missing.svg does not exist in public/",
    ]);
  });
});
