import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { languageCodes, languagesOf, pathIn } from "~/content-model/languages";
import routes from "~/routes";
import { appleTouchIcon, faviconIco, manifestIcons, webManifestPath } from "./icons";
import { publicPaths, robotsTxt, sitemapXml, webManifest, webManifests } from "./site-files";

const origin = "https://church.example.org";
const publicDir = join(process.cwd(), "public");

/** Pages of app/routes.ts a visitor may land on: page modules (.tsx, not redirects or resource routes), not the catch-all, not staff or API. */
function publicRoutes(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? parent || "/" : `${parent}/${entry.path ?? ""}`.replace(/\/+/g, "/");
    const own =
      entry.file.endsWith(".tsx") && !entry.path?.endsWith("*") && !/^\/(staff|review|api)(\/|$)/.test(path)
        ? [path]
        : [];
    return [...own, ...publicRoutes(entry.children ?? [], path)];
  });
}

/** The Disallow rules for every user agent, and whether a path is allowed under them (prefix match, as crawlers do). */
function crawlable(robots: string, path: string): boolean {
  const rules = [...robots.matchAll(/^Disallow:\s*(\S*)\s*$/gim)].map((m) => m[1] ?? "").filter(Boolean);
  return !rules.some((rule) => path.startsWith(rule));
}

/** Width and height from a PNG's header (IHDR). */
function pngSize(file: Buffer) {
  expect(file.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: file.readUInt32BE(16), height: file.readUInt32BE(20) };
}

describe("sitemap.xml", () => {
  const xml = sitemapXml(publicPaths, origin);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it("lists exactly the public pages of app/routes.ts, at the site's address", () => {
    const expected = publicRoutes(routes).map((path) => `${origin}${path}`);
    expect(expected.length).toBeGreaterThan(20);
    expect([...locs].sort()).toEqual([...expected].sort());
  });

  it("leaves out staff pages, the API, redirects and the not-found page", () => {
    expect(locs.filter((loc) => /\/(staff|review|api|youre-welcome-here)|\*/.test(loc ?? ""))).toEqual([]);
  });

  it("is a sitemaps.org urlset", () => {
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    expect(xml.trimEnd()).toMatch(/<\/urlset>$/);
  });

  it("names, with each page, the same page in every language and the English one for anyone else", () => {
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>([\s\S]*?)<\/url>/g)].map(([, loc, links]) => ({
      loc,
      links: Object.fromEntries(
        [...(links ?? "").matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
      ),
    }));
    // Each page names itself in every language it is published in, and the default one for anyone else.
    for (const page of publicPaths) {
      const at = (path: string) => `${origin}${path}`;
      const expected = Object.fromEntries([
        ...languagesOf(page).map((code) => [code, at(pathIn(page, code))]),
        ["x-default", at(page)],
      ]);
      expect(entries.find((entry) => entry.loc === at(page))?.links, page).toEqual(expected);
    }
    expect(entries.find((entry) => entry.loc === `${origin}/groups`)?.links).toMatchObject({
      en: `${origin}/groups`,
      "x-default": `${origin}/groups`,
    });
    // Reciprocal: every page each entry names has an entry naming the same set.
    for (const entry of entries) {
      for (const href of Object.values(entry.links)) {
        expect(entries.find((other) => other.loc === href)?.links).toEqual(entry.links);
      }
    }
  });
});

describe("robots.txt", () => {
  const robots = robotsTxt(readFileSync(join(publicDir, "robots.txt"), "utf8"), origin);

  it("keeps crawlers out of the staff area and the API, and nowhere else", () => {
    for (const path of [
      "/staff",
      "/staff/notes",
      "/staff/login",
      "/staff/notes/print",
      "/review/login",
      "/api/submit-note",
    ]) {
      expect(crawlable(robots, path), path).toBe(false);
    }
    for (const path of publicPaths) expect(crawlable(robots, path), path).toBe(true);
  });

  it("points at the sitemap by its full address, once", () => {
    expect(robots.match(/^Sitemap: .*$/gm)).toEqual([`Sitemap: ${origin}/sitemap.xml`]);
    expect(
      robotsTxt(`${robots}\nSitemap: https://old.example.org/sitemap.xml\n`, origin).match(/^Sitemap:/gm),
    ).toHaveLength(1);
  });
});

describe("web app manifest and icons", () => {
  const manifest = webManifest({ theme: "#1d3868", background: "#ffffff" });

  it.each(languageCodes)("has one in %s, whose installed app opens the site's home in it", (language) => {
    const own = webManifests({ theme: "#1d3868", background: "#ffffff" }).find(
      (each) => each.manifest.lang === language,
    );
    expect(own?.fileName).toBe(webManifestPath(language).slice(1));
    expect(own?.manifest).toMatchObject({
      id: pathIn("/", language),
      start_url: pathIn("/", language),
      lang: language,
    });
    expect(own?.manifest.description).not.toMatch(/\{/);
  });

  it("has what browsers need to offer installing the site", () => {
    expect(manifest).toMatchObject({
      name: site.name,
      short_name: site.shortName,
      start_url: "/",
      display: "standalone",
      theme_color: "#1d3868",
      background_color: "#ffffff",
    });
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
  });

  it("names icon files in public/ of the sizes it says", () => {
    for (const icon of [...manifestIcons, { ...appleTouchIcon, purpose: "any" }]) {
      expect(pngSize(readFileSync(join(publicDir, icon.src))), icon.src).toEqual({
        width: icon.size,
        height: icon.size,
      });
    }
  });

  it("favicon.ico holds the small sizes", () => {
    const ico = readFileSync(join(publicDir, faviconIco.src));
    expect(ico.readUInt16LE(2)).toBe(1);
    const count = ico.readUInt16LE(4);
    const sizes = Array.from({ length: count }, (_, i) => ico.readUInt8(6 + 16 * i) || 256);
    expect(sizes).toEqual(faviconIco.sizes);
  });
});
