import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { coreBeliefsSchema } from "~/content/schema/core-beliefs";
import { pastorInboxesSchema } from "~/content/schema/pastor-inboxes";
import { siteSchema } from "~/content/schema/site";
import { youthSchema } from "~/content/schema/youth";
import { coreBeliefs } from "./core-beliefs";
import { pastorInboxes } from "./pastor-inboxes.server";
import { site } from "./site";
import { contentEntries, discoverContent, validateContent } from "./validate";
import { youth } from "./youth";

const contentDir = join(process.cwd(), "app/content");
const publicDir = join(process.cwd(), "public");

describe("content validation", () => {
  it("accepts the church's content as shipped, images included", () => {
    expect(validateContent(undefined, publicDir)).toEqual([]);
  });

  it("finds every module in app/content/ that exports data, each with the schema of its name", async () => {
    const files = readdirSync(contentDir).filter(
      (f) => /\.ts$/.test(f) && !/\.test\.ts$/.test(f) && f !== "validate.ts" && f !== "facts.ts",
    );
    const withData: string[] = [];
    for (const file of files) {
      const module: Record<string, unknown> = await import(/* @vite-ignore */ join(contentDir, file));
      if (Object.values(module).some((value) => typeof value === "object" && value !== null)) withData.push(file);
    }
    const found = contentEntries.map((entry) => entry.file);
    expect(found).toEqual(withData.sort());
    const schemaFiles = readdirSync(join(contentDir, "schema")).filter((f) => f !== "blocks.ts");
    expect(found.map((file) => file.replace(".server.ts", ".ts")).sort()).toEqual(schemaFiles.sort());
    expect(contentEntries).toContainEqual({ file: "core-beliefs.ts", schema: coreBeliefsSchema, data: coreBeliefs });
    expect(contentEntries).toContainEqual({
      file: "pastor-inboxes.server.ts",
      schema: pastorInboxesSchema,
      data: pastorInboxes,
    });
  });

  it("names a page without a schema, a schema without a page, and a schema file missing its export", () => {
    const { entries, problems } = discoverContent(
      {
        "./site.ts": { site },
        "./new-page.ts": { newPage: { title: "New" } },
        "./pastor-inboxes.server.ts": { pastorInboxes },
        "./helpers.ts": { shout: (text: string) => text.toUpperCase(), zone: "America/New_York" },
      },
      {
        "./schema/site.ts": { siteSchema },
        "./schema/pastor-inboxes.ts": { inboxesSchema: pastorInboxesSchema },
        "./schema/old-page.ts": { oldPageSchema: siteSchema },
      },
    );
    expect(entries).toEqual([{ file: "site.ts", schema: siteSchema, data: site }]);
    expect(problems).toEqual([
      "app/content/new-page.ts: no schema checks it; add app/content/schema/new-page.ts exporting newPageSchema",
      "app/content/schema/pastor-inboxes.ts: must export pastorInboxesSchema, the schema of app/content/pastor-inboxes.server.ts",
      "app/content/schema/old-page.ts: checks no content; add app/content/old-page.ts exporting oldPage",
    ]);
  });

  it("names a content module that exports its data under another name than its file's", () => {
    const { problems } = discoverContent({ "./site.ts": { church: site } }, { "./schema/site.ts": { siteSchema } });
    expect(problems).toEqual(["app/content/site.ts: must export site, the data siteSchema checks"]);
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
