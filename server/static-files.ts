// Serves the built site: prerendered pages at their clean URLs (/about-us, not /about-us/),
// precompressed brotli/gzip files, cache headers that suit each kind of file, and each page's
// Content-Security-Policy naming the hashes of its own inline scripts.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import type { ThirdPartySources } from "~/content/third-party";
import { canonicalPath } from "~/seo/site-url";
import { inlineScriptHashes } from "./inline-scripts";
import { allowInlineScripts } from "./security-headers";

/** Lists "/about-us" for client/about-us/index.html, "/" for the root index. */
function findPrerenderedPages(clientDir: string): Set<string> {
  const pages = new Set<string>();
  function walk(dir: string) {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "assets") walk(full);
      } else if (entry.name === "index.html") {
        const rel = relative(clientDir, dir).split(sep).join("/");
        pages.add(rel ? `/${rel}` : "/");
      }
    }
  }
  if (existsSync(clientDir)) walk(clientDir);
  return pages;
}

export function staticFiles(clientDir: string, thirdParty: Partial<ThirdPartySources>) {
  const pages = findPrerenderedPages(clientDir);
  const previewImages = join(clientDir, "og") + sep;
  // Each page's inline-script hashes, by the file that is sent (compressed or not).
  const scriptHashes = new Map<string, string[]>();
  for (const page of pages) {
    const file = join(clientDir, page, "index.html");
    scriptHashes.set(file, inlineScriptHashes(readFileSync(file, "utf8")));
  }

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
        const file = original.split(sep).join("/");
        if (file.includes("/assets/")) {
          // Vite puts a content hash in every asset name, so these never change.
          res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
        } else if (/\.(html|data|ics)$/.test(file)) {
          // Pages, and calendar files that change when an event does, are checked on every visit.
          res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
        } else {
          // Images, favicon, robots.txt: fresh for an hour, then checked again.
          res.setHeader("Cache-Control", "public, max-age=3600, must-revalidate");
        }
        const hashes = scriptHashes.get(original);
        if (hashes) allowInlineScripts(res, thirdParty, hashes);
        if (filePath.startsWith(previewImages)) {
          // Link-preview pictures are for other sites to show: some load them straight from here.
          res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
        }
      },
    },
  });

  const missingAsset: RequestHandler = (req, res, next) => {
    // A missing script or stylesheet gets a short answer, not a whole rendered page.
    if (req.path.startsWith("/assets/")) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    next();
  };

  return { pages, middleware: [cleanUrls, serve, missingAsset] };
}
