import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { defaultLanguage, languageCodes, languagesOf, pathIn } from "../app/content-model/languages";
import { webManifestPath } from "../app/seo/icons";
import { previewImagePath } from "../app/seo/preview-image";
import { publicPaths } from "../app/seo/site-files";
import { seo, seoFiles } from "./vite-seo";

const origin = "https://church.example.org";

function pngSize(file: Uint8Array) {
  const png = Buffer.from(file);
  expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe("the files the build adds", () => {
  it("are the sitemap, robots.txt, a manifest per language and a 1200×630 preview picture for every page in every language it is published in", async () => {
    const files = await seoFiles(origin);
    const pages = languageCodes.flatMap((code) =>
      publicPaths.filter((path) => languagesOf(path).includes(code)).map((path) => pathIn(path, code)),
    );
    const previews = pages.map((page) => previewImagePath(page).slice(1));
    const manifests = languageCodes.map((code) => webManifestPath(code).slice(1));
    expect(files.map((file) => file.fileName).sort()).toEqual(
      ["sitemap.xml", "robots.txt", ...manifests, ...previews].sort(),
    );
    expect(previews).toContain("og/baptism.png");
    const made = async (fileName: string) => files.find((file) => file.fileName === fileName)?.make();
    const baptism = (await made("og/baptism.png")) as Uint8Array;
    expect(pngSize(baptism)).toEqual({ width: 1200, height: 630 });
    // Another language's card is drawn from its own words: another picture.
    for (const code of languagesOf("/baptism").filter((code) => code !== defaultLanguage)) {
      const own = (await made(previewImagePath(pathIn("/baptism", code)).slice(1))) as Uint8Array;
      expect(Buffer.compare(Buffer.from(own), Buffer.from(baptism)), code).not.toBe(0);
    }
    // Added to a home screen from a page in a language, the site opens that language's home.
    for (const code of languageCodes) {
      const app = JSON.parse(String(await made(webManifestPath(code).slice(1))));
      // The brand's navy, read from app/app.css.
      expect(app, code).toMatchObject({ id: pathIn("/", code), start_url: pathIn("/", code), lang: code });
      expect(app.theme_color).toBe("#1d3868");
    }
    expect(String(await made("sitemap.xml"))).toContain(`${origin}/groups`);
  }, 30_000);
});

describe("the structured data in browser bundles", () => {
  const plugin = seo();
  const load = (consumer: "client" | "server", id: string) =>
    (plugin.load as (this: unknown, id: string) => unknown).call({ environment: { config: { consumer } } }, id);
  const script = join(process.cwd(), "app/seo/structured-data-script.tsx");

  it("is an empty stand-in, so the content it reads never ships to browsers", () => {
    expect(load("client", script)).toBe("export function StructuredData() { return null; }");
  });

  it("is the real thing on the server, and no other module is touched", () => {
    expect(load("server", script)).toBeUndefined();
    expect(load("client", join(process.cwd(), "app/seo/structured-data.ts"))).toBeUndefined();
  });
});
