// A Vite plugin for what search engines, link previews and phones read besides the pages. It fixes
// the site's public address for the build (SITE_URL, else site.ts) and writes into the client
// build sitemap.xml, robots.txt, manifest.webmanifest and one preview picture per public page
// (/og/<page>.png). The dev server makes the same files on request.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { normalizePath, type Plugin } from "vite";
import { previewImagePath, previewImageSize } from "../app/seo/preview-image.ts";
import { brandColour, readBrandColours } from "./brand-colours.mjs";
import { loadAppModule } from "./load-app-module.ts";
import { type CardStyle, loadCardFonts, renderPreviewCard } from "./preview-card.ts";
import { resolveSiteUrl } from "./site-url-setting.ts";

interface SeoFile {
  /** Where it goes in the client build, and so its path on the site without the leading "/". */
  fileName: string;
  contentType: string;
  make: () => Promise<string | Uint8Array>;
}

/**
 * Draws a card, or takes it from an earlier build when nothing it is drawn from has changed: the
 * words, the style, the fonts and the drawing code. Drawing all of them costs seconds of each build.
 */
async function cachedCard(card: { heading: string; text: string }, style: CardStyle, root: string): Promise<Buffer> {
  const hash = createHash("sha256")
    .update(JSON.stringify({ card, style: { ...style, fonts: undefined }, size: previewImageSize }))
    .update(readFileSync(join(root, "scripts/preview-card.ts")));
  for (const font of style.fonts) hash.update(Buffer.from(font.data as ArrayBuffer));
  const file = join(root, "node_modules/.cache/church-preview-cards", `${hash.digest("hex").slice(0, 32)}.png`);
  if (existsSync(file)) return readFileSync(file);
  const png = await renderPreviewCard(card, style);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, png);
  return png;
}

export async function seoFiles(origin: string, root = process.cwd()): Promise<SeoFile[]> {
  const [files, previews, inLanguage, { site }] = await Promise.all([
    loadAppModule<typeof import("../app/seo/site-files")>("app/seo/site-files.ts"),
    loadAppModule<typeof import("../app/seo/page-previews")>("app/seo/page-previews.ts"),
    loadAppModule<typeof import("../app/publishing/in-language.server")>("app/publishing/in-language.server.ts"),
    loadAppModule<typeof import("../app/content/site")>("app/content/site.ts"),
  ]);
  // One card per public page: both come from app/pages.ts.
  const cards = previews.previewCards({ content: inLanguage.builtContentIn, value: inLanguage.builtValueIn });

  const colours = readBrandColours(root);
  const style: Omit<CardStyle, "footnote"> = {
    siteName: site.name,
    host: new URL(origin).host,
    logoSvg: readFileSync(join(root, "public", site.logo.src), "utf8"),
    colours,
    // One read of the font files for every card.
    fonts: loadCardFonts(),
  };
  const text = (fileName: string, contentType: string, body: () => string): SeoFile => ({
    fileName,
    contentType,
    make: async () => body(),
  });
  return [
    text("sitemap.xml", "application/xml", () => files.sitemapXml(files.publicPaths, origin)),
    text("robots.txt", "text/plain", () =>
      files.robotsTxt(readFileSync(join(root, "public/robots.txt"), "utf8"), origin),
    ),
    ...files
      .webManifests({ theme: brandColour(colours, "navy"), background: brandColour(colours, "white") })
      .map(({ fileName, manifest }) =>
        text(fileName, "application/manifest+json", () => JSON.stringify(manifest, null, 2)),
      ),
    ...cards.map((card) => ({
      fileName: previewImagePath(card.path).slice(1),
      contentType: "image/png",
      make: () => cachedCard(card, { ...style, footnote: card.footnote }, root),
    })),
  ];
}

/** Renders the structured data into server HTML; browsers get an empty stand-in (see load below). */
const structuredDataScript = () => normalizePath(join(process.cwd(), "app/seo/structured-data-script.tsx"));

// Vite evaluates its config, and with it this plugin, several times in one build: the site's
// address is worked out once per process.
const memo = globalThis as { churchSiteUrl?: Promise<string> };
function siteUrl(): Promise<string> {
  memo.churchSiteUrl ??= loadAppModule<typeof import("../app/content/site")>("app/content/site.ts").then(({ site }) =>
    resolveSiteUrl(process.env.SITE_URL, site.url),
  );
  return memo.churchSiteUrl;
}

export function seo(): Plugin {
  let command: "build" | "serve" = "build";
  let built: Promise<Array<{ fileName: string; source: string | Uint8Array }>> | undefined;
  return {
    name: "church-seo",
    async config() {
      // Canonical links and link previews need absolute URLs; app/content-model/site-url.ts reads this one.
      return { define: { "import.meta.env.SITE_URL": JSON.stringify(await siteUrl()) } };
    },
    configResolved(config) {
      command = config.command;
    },
    load(id) {
      // Search engines read the structured data in the HTML; browsers have no use for it, and the
      // content it gathers from every page would add kilobytes to each page's JavaScript.
      if (this.environment?.config.consumer === "client" && id.split("?")[0] === structuredDataScript()) {
        return "export function StructuredData() { return null; }";
      }
    },
    buildStart() {
      // Drawn while the client is bundled, for the client build only.
      if (command !== "build" || this.environment?.name !== "client" || built) return;
      built = siteUrl()
        .then((url) => seoFiles(url))
        .then((files) =>
          Promise.all(files.map(async (file) => ({ fileName: file.fileName, source: await file.make() }))),
        );
      // Awaited in generateBundle; until then a failure must not count as unhandled.
      built.catch(() => {});
    },
    async generateBundle() {
      if (this.environment?.name !== "client" || !built) return;
      for (const file of await built) {
        this.emitFile({ type: "asset", fileName: file.fileName, source: file.source });
      }
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const path = req.url?.split("?")[0] ?? "";
        if (!/^\/(sitemap\.xml|robots\.txt|manifest(-\w+)?\.webmanifest|og\/[\w/-]+\.png)$/.test(path)) return next();
        try {
          const file = (await seoFiles(await siteUrl())).find((candidate) => `/${candidate.fileName}` === path);
          if (!file) return next();
          res.setHeader("Content-Type", file.contentType);
          res.end(await file.make());
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
