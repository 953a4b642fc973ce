import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { coreBeliefs, coreBeliefsSchema } from "~/content/core-beliefs";
import { pastorInboxes, pastorInboxesSchema } from "~/content/pastor-inboxes.server";
import { site, siteSchema } from "~/content/site";
import { youth, youthSchema } from "~/content/youth";
import { defineContent, isContentModule } from "~/content-model/define";
import { editableModules } from "./content";
import { contentEntries, discoverContent, validateContent } from "./validate";

const contentDir = join(process.cwd(), "app/content");
const publicDir = join(process.cwd(), "public");

describe("content validation", () => {
  it("accepts the church's content as shipped, images included", () => {
    expect(validateContent(undefined, publicDir)).toEqual([]);
  });

  it("finds every content module in app/content/ by its declaration, with its schema and built values", async () => {
    const files = readdirSync(contentDir).filter((f) => /\.ts$/.test(f) && !/\.test\.ts$/.test(f));
    const declaring: string[] = [];
    for (const file of files) {
      const module: Record<string, unknown> = await import(/* @vite-ignore */ join(contentDir, file));
      if (Object.values(module).some(isContentModule)) declaring.push(file);
    }
    expect(contentEntries.map((entry) => entry.file)).toEqual(declaring.sort());
    // Every module staff can edit, and those kept in code.
    const checked = contentEntries.map((entry) => entry.data);
    for (const module of editableModules) expect(checked).toContain(module.built);
    for (const file of ["privacy.ts", "map.ts", "analytics.ts", "pastor-inboxes.server.ts"]) {
      expect(contentEntries.map((entry) => entry.file)).toContain(file);
    }
    expect(contentEntries).toContainEqual({ file: "core-beliefs.ts", schema: coreBeliefsSchema, data: coreBeliefs });
    expect(contentEntries).toContainEqual({
      file: "pastor-inboxes.server.ts",
      schema: pastorInboxesSchema,
      data: pastorInboxes,
    });
  });

  it("names a file that exports data without declaring it, and passes over helpers", () => {
    const { entries, problems } = discoverContent({
      "./site.ts": { site, siteModule: defineContent({ key: "site", schema: siteSchema, built: site }), siteSchema },
      "./new-page.ts": { newPage: { title: "New" }, newPageSchema: siteSchema },
      "./helpers.ts": { shout: (text: string) => text.toUpperCase(), zone: "America/New_York" },
    });
    expect(entries).toEqual([{ file: "site.ts", schema: siteSchema, data: site }]);
    expect(problems).toEqual([
      "app/content/new-page.ts: exports data but declares no content module; add defineContent({ key, schema, built }) (app/content-model/define.ts)",
    ]);
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
    expect(problems).toContain(
      "app/content/site.ts: links.liveStream: must be a web address starting with https://, such as https://example.org/sign-up",
    );
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
