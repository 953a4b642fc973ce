// Serves what is the same for every visitor: the answers kept from the published content (pages the
// same for everyone, their data, calendars), each page with a Content-Security-Policy naming the
// hashes of its own inline scripts; and the build's files, precompressed brotli/gzip; with cache
// headers that suit each kind. Every page has one address: /About-Us/ moves to /about-us.
import { stat } from "node:fs/promises";
import { join, posix, sep } from "node:path";
import type { RequestHandler, Response } from "express";
import expressStaticGzip from "express-static-gzip";
import { languagesOf, pathIn } from "~/content-model/languages";
import { canonicalPath } from "~/content-model/site-url";
import { publicPages } from "~/pages";
import type { ThirdPartySources } from "~/published/third-party";
import type { Publisher } from "~/publishing/publisher";
import type { KeptAnswer } from "~/publishing/render-site.server";
import { inlineScriptHashes } from "./inline-scripts";
import { allowInlineScripts } from "./security-headers";

/** How long a file may be kept: build assets for ever, pages and calendars checked on every visit. */
function cacheControl(file: string): string {
  // Vite puts a content hash in every asset name, so these never change.
  if (file.includes("/assets/")) return "public, max-age=31536000, immutable";
  // Calendar files, which change when an event does, are checked on every visit, as pages are.
  if (/\.(data|ics)$/.test(file) || !/\.\w+$/.test(file)) return "public, max-age=0, must-revalidate";
  // Images, favicon, robots.txt: fresh for an hour, then checked again.
  return "public, max-age=3600, must-revalidate";
}

/** A path with its escapes read; undefined for one that cannot be read (`/about-us%`). */
function decoded(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

export function staticFiles(
  clientDir: string,
  thirdParty: Partial<ThirdPartySources>,
  /** The kept answer at a path, made from what staff have published, if it is one. */
  keptAnswer?: Publisher["answer"],
) {
  // Every page in every language it is in (/groups, /es/groups).
  const pages = new Set(
    publicPages.flatMap((page) => languagesOf(page.path).map((language) => pathIn(page.path, language))),
  );
  const previewImages = join(clientDir, "og") + sep;
  /**
   * The site's address a path as sent names, its dot segments and escapes resolved as a browser or
   * React Router would: undefined for one that leaves the site, cannot be decoded, or is under a dot
   * folder (the build's own manifests in .vite/, not the site's to serve).
   */
  const addressOf = (path: string) => {
    const read = decoded(path);
    if (read === undefined) return undefined;
    const address = posix.resolve("/", `.${read}`);
    if (read.includes("\0") || address.split("/").some((part) => part.startsWith("."))) return undefined;
    // A file's name with a slash after it is no file's address (a visit to it is not found either).
    if (read.endsWith("/") || read.endsWith("/.")) return undefined;
    return address;
  };
  /** Whether a path as sent names one of the site's files, the build's or a kept calendar or site map. */
  const namesAFile = async (path: string) => {
    const address = addressOf(path);
    if (address === undefined) return false;
    const built = await stat(join(clientDir, address)).then(
      (found) => found.isFile(),
      () => false,
    );
    return built || (await keptAnswer?.(address))?.type.startsWith("text/html") === false;
  };

  const oneAddress: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const path = req.path;
    // The query as sent, wherever the request line puts the path (it may be in absolute form).
    const queryStart = req.originalUrl.indexOf("?");
    const query = queryStart === -1 ? "" : req.originalUrl.slice(queryStart);
    // One address per page: /about-us/, /about-us/index.html and /About-Us all move to /about-us,
    // /ES/About-Us/ and /e%73/about-us to /es/about-us.
    const canonical = canonicalPath(decoded(path) ?? path);
    if (canonical !== path && pages.has(canonical)) {
      return res.redirect(301, canonical + query);
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
        (res as unknown as Response).locals.buildFile = true;
        const original = filePath.replace(/\.(br|gz)$/, "");
        res.setHeader("Cache-Control", cacheControl(original.split(sep).join("/")));
        if (filePath.startsWith(previewImages)) {
          // Link-preview pictures are for other sites to show: some load them straight from here.
          res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
        }
      },
    },
  });

  // Kept answers are made from what staff have published (app/publishing/publisher.server.ts).
  // A page's script hashes, worked out on its first visit rather than on every one.
  const publishedHashes = new WeakMap<KeptAnswer, string[]>();
  const hashesOf = (file: KeptAnswer) => {
    let hashes = publishedHashes.get(file);
    if (!hashes) {
      hashes = inlineScriptHashes(file.body.toString("utf8"));
      publishedHashes.set(file, hashes);
    }
    return hashes;
  };

  const keptAnswers: RequestHandler = async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let file: KeptAnswer | undefined;
    try {
      file = await keptAnswer?.(req.path);
    } catch (error) {
      return next(error);
    }
    if (!file) return next();
    res.setHeader("Cache-Control", cacheControl(req.path));
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("ETag", file.etag);
    res.setHeader("Content-Type", file.type);
    if (file.type.startsWith("text/html")) allowInlineScripts(res, thirdParty, hashesOf(file));
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    // Compressed on the way out (server/app.ts): every page is under 9 KB then, inside the first
    // round trip of a new connection (docs/benchmarks.md).
    res.setHeader("Content-Length", file.body.length);
    res.end(req.method === "HEAD" ? undefined : file.body);
  };

  const missingAsset: RequestHandler = (req, res, next) => {
    // A missing script or stylesheet gets a short answer, not a whole rendered page.
    if (req.path.startsWith("/assets/") && res.locals.addressIsFile !== true) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    next();
  };

  // The static middleware chooses a compressed copy's headers (its type and encoding) before it
  // knows whether it will send it, and leaves them on the answer when it does not: a form sent to a
  // file, or a file under a dot folder (the build's own manifests in .vite/), which are not the site's
  // to serve. Neither reaches it, so what answers them (a 405, the not-found page) is not sent with a
  // file's headers.
  const servable: RequestHandler = (req, res, next) => {
    // An address that cannot be decoded is the request's mistake, answered by the site's last resort
    // in the address's language (server/app.ts), not in the static middleware's own words.
    if (decoded(req.path) === undefined)
      return next(Object.assign(new URIError("The address cannot be decoded."), { status: 400 }));
    if (req.method === "GET" || req.method === "HEAD") return req.path.includes("/.") ? next() : serve(req, res, next);
    // A form sent to one of the site's files goes on to be told the file takes none (405, the page of
    // a route without a form); one sent to an address that is nothing, that there is nothing (404).
    void namesAFile(req.path).then((file) => {
      res.locals.addressIsFile = file;
      next();
    }, next);
  };
  return { pages, middleware: [oneAddress, keptAnswers, servable, missingAsset] };
}
