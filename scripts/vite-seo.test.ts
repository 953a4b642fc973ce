import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { publicPaths } from "../app/seo/site-files";
import { seo, seoFiles } from "./vite-seo";

const origin = "https://church.example.org";

function pngSize(file: Uint8Array) {
  const png = Buffer.from(file);
  expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe("the files the build adds", () => {
  it("are the sitemap, robots.txt, the manifest and a 1200×630 preview picture for every public page in every language", async () => {
    const files = await seoFiles(origin);
    const previews = publicPaths.flatMap((path) =>
      path === "/" ? ["og/home.png", "og/es.png"] : [`og${path}.png`, `og/es${path}.png`],
    );
    expect(files.map((file) => file.fileName).sort()).toEqual(
      ["sitemap.xml", "robots.txt", "manifest.webmanifest", "manifest-es.webmanifest", ...previews].sort(),
    );
    const baptism = files.find((file) => file.fileName === "og/baptism.png");
    expect(pngSize((await baptism?.make()) as Uint8Array)).toEqual({ width: 1200, height: 630 });
    // The Spanish card is drawn from the Spanish words: another picture.
    const spanish = files.find((file) => file.fileName === "og/es/baptism.png");
    expect(
      Buffer.compare(
        Buffer.from((await spanish?.make()) as Uint8Array),
        Buffer.from((await baptism?.make()) as Uint8Array),
      ),
    ).not.toBe(0);
    const manifest = JSON.parse(String(await files.find((file) => file.fileName === "manifest.webmanifest")?.make()));
    // The brand's navy, read from app/app.css.
    expect(manifest.theme_color).toBe("#1d3868");
    // Added to a home screen from a Spanish page, the site opens its Spanish home.
    const spanishApp = JSON.parse(
      String(await files.find((file) => file.fileName === "manifest-es.webmanifest")?.make()),
    );
    expect(spanishApp).toMatchObject({ id: "/es", start_url: "/es", lang: "es", theme_color: "#1d3868" });
    expect(String(await files.find((file) => file.fileName === "sitemap.xml")?.make())).toContain(`${origin}/groups`);
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
