// Serves the site's files: the pages and calendars made from the published content, at their clean
// URLs (/about-us, not /about-us/), each page with a Content-Security-Policy naming the hashes of its
// own inline scripts; and the build's other files, precompressed brotli/gzip; with cache headers
// that suit each kind of file.
import { extname, join, sep } from "node:path";
import type { RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import { canonicalPath } from "~/content/site-url";
import type { ThirdPartySources } from "~/content/third-party";
import { prerenderedPaths } from "~/pages";
import type { Publisher } from "~/publishing/publisher.server";
import type { PublishedFile } from "~/publishing/render-site.server";
import { inlineScriptHashes } from "./inline-scripts";
import { allowInlineScripts } from "./security-headers";

/** How long a file may be kept: build assets for ever, pages and calendars checked on every visit. */
function cacheControl(file: string): string {
  // Vite puts a content hash in every asset name, so these never change.
  if (file.includes("/assets/")) return "public, max-age=31536000, immutable";
  // Pages, and calendar files that change when an event does, are checked on every visit.
  if (/\.(html|data|ics)$/.test(file)) return "public, max-age=0, must-revalidate";
  // Images, favicon, robots.txt: fresh for an hour, then checked again.
  return "public, max-age=3600, must-revalidate";
}

export function staticFiles(
  clientDir: string,
  thirdParty: Partial<ThirdPartySources>,
  publishing?: Pick<Publisher, "file">,
) {
  const pages = new Set(prerenderedPaths);
  const previewImages = join(clientDir, "og") + sep;

  const cleanUrls: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const path = req.path;
    // The query as sent, wherever the request line puts the path (it may be in absolute form).
    const queryStart = req.originalUrl.indexOf("?");
    const query = queryStart === -1 ? "" : req.originalUrl.slice(queryStart);
    // One address per page: /about-us/, /about-us/index.html and /About-Us all move to /about-us.
    const canonical = canonicalPath(path);
    if (canonical !== path && pages.has(canonical)) {
      return res.redirect(301, canonical + query);
    }
    if (pages.has(path)) {
      req.url = `${path === "/" ? "" : path}/index.html${req.url.slice(path.length)}`;
    }
    next();
  };

  const serve = expressStaticGzip(clientDir, {
    enableBrotli: true,
    orderPreference: ["br", "gz"],
    index: false,
    serveStatic: {
      index: false,
      redirect: false,
      setHeaders(res, filePath) {
        const original = filePath.replace(/\.(br|gz)$/, "");
        res.setHeader("Cache-Control", cacheControl(original.split(sep).join("/")));
        if (filePath.startsWith(previewImages)) {
          // Link-preview pictures are for other sites to show: some load them straight from here.
          res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
        }
      },
    },
  });

  // Pages and calendars are made from what staff have published (app/publishing/publisher.server.ts)
  // and answered from memory in place of the build's copies, with the same headers.
  // A page's script hashes, worked out on its first visit rather than on every one.
  const publishedHashes = new WeakMap<PublishedFile, string[]>();
  const hashesOf = (file: PublishedFile) => {
    let hashes = publishedHashes.get(file);
    if (!hashes) {
      hashes = inlineScriptHashes(file.body.toString("utf8"));
      publishedHashes.set(file, hashes);
    }
    return hashes;
  };

  const published: RequestHandler = async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let file: PublishedFile | undefined;
    try {
      file = await publishing?.file(req.path);
    } catch (error) {
      return next(error);
    }
    if (!file) return next();
    res.setHeader("Cache-Control", cacheControl(req.path));
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("ETag", file.etag);
    res.type(extname(req.path) || "html");
    if (req.path.endsWith(".html")) allowInlineScripts(res, thirdParty, hashesOf(file));
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    const encoding = req.acceptsEncodings("br", "gzip", "identity");
    const body = encoding === "br" ? file.br : encoding === "gzip" ? file.gzip : file.body;
    if (encoding === "br" || encoding === "gzip") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  };

  const missingAsset: RequestHandler = (req, res, next) => {
    // A missing script or stylesheet gets a short answer, not a whole rendered page.
    if (req.path.startsWith("/assets/")) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    next();
  };

  // Files under a dot folder (the build's own manifests in .vite/) are not the site's to serve; the
  // static middleware would refuse them only after choosing a compressed copy's headers. Nor are
  // the build's pages, which would go out without their scripts' hashes: publishing serves them.
  const servable: RequestHandler = (req, res, next) =>
    req.path.includes("/.") || req.path.endsWith(".html") ? next() : serve(req, res, next);

  return { pages, middleware: [cleanUrls, published, servable, missingAsset] };
}
