// The files the build writes beside the pages for search engines and phones: sitemap.xml,
// robots.txt and the web app manifest (scripts/vite-seo.ts). Build time only.

import { defaultLanguage, type Language, languageCodes, languagesOf, pathIn } from "~/content-model/languages";
import { absoluteUrl } from "~/content-model/site-url";
import { publicPages } from "~/pages";
import { builtContent, shownContent } from "~/published/content";
import { factValues, fillFacts } from "~/published/facts";
import { builtWords } from "~/published/translations.server";
import { manifestIcons, webManifestPath } from "./icons";

/** Written at build time, from the built content with its facts filled in. */
const { site } = shownContent(builtContent);

/** Every page a visitor or search engine may land on; not /staff, /api or redirects. */
export const publicPaths: readonly string[] = publicPages.map((page) => page.path);

const xmlText = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * Every page in every language it is in, each naming the page in all of those and the default
 * language's for a reader of none (hreflang, as search engines read it from a sitemap). No lastmod: the site does
 * not know when a page last changed, and a wrong date misleads crawlers.
 */
export function sitemapXml(paths: readonly string[], origin: string): string {
  const url = (path: string) => xmlText(absoluteUrl(path, origin));
  const alternate = (code: string, path: string) =>
    `<xhtml:link rel="alternate" hreflang="${code}" href="${url(path)}"/>`;
  const urls = paths.flatMap((page) => {
    const links = [
      ...languagesOf(page).map((code) => alternate(code, pathIn(page, code))),
      alternate("x-default", pathIn(page, defaultLanguage)),
    ];
    return languagesOf(page).map(
      (code) =>
        `  <url><loc>${url(pathIn(page, code))}</loc>${links.map((link) => `\n    ${link}`).join("")}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** The crawl rules of public/robots.txt, with the sitemap's address, which must be absolute. */
export function robotsTxt(rules: string, origin: string): string {
  const withoutSitemap = rules.replace(/^sitemap:.*$\n?/gim, "").trimEnd();
  return `${withoutSitemap}\n\nSitemap: ${absoluteUrl("/sitemap.xml", origin)}\n`;
}

/** The site's name and description in another language, as built, with its facts said in that language. */
function siteWordsIn(language: Language) {
  const own = (builtWords(language).get("site") ?? {}) as Partial<
    Pick<typeof site, "name" | "shortName" | "description">
  >;
  return fillFacts({ ...site, ...own }, factValues(builtContent, language));
}

/**
 * What a phone needs to install the site as an app, in a language: added to a home screen from one
 * of its pages, the site opens at its home in that language. The colours come from the brand
 * (app/app.css).
 */
export function webManifest(colours: { theme: string; background: string }, language: Language = defaultLanguage) {
  const words = language === defaultLanguage ? site : siteWordsIn(language);
  const home = pathIn("/", language);
  return {
    id: home,
    name: words.name,
    short_name: words.shortName,
    description: words.description,
    lang: language,
    dir: "ltr",
    start_url: home,
    scope: "/",
    display: "standalone",
    theme_color: colours.theme,
    background_color: colours.background,
    icons: manifestIcons.map((icon) => ({
      src: icon.src,
      sizes: `${icon.size}x${icon.size}`,
      type: "image/png",
      purpose: icon.purpose,
    })),
  };
}

/** Every language's manifest, with the name of its file in the build. */
export function webManifests(colours: { theme: string; background: string }) {
  return languageCodes.map((language) => ({
    fileName: webManifestPath(language).slice(1),
    manifest: webManifest(colours, language),
  }));
}
