// The production HTTP app. Express does what it is good at: health check, security headers,
// compression, the build's files and the kept answers, with their caching. Everything else goes to React Router, and the
// protections of a service (note limits, body limits, sign-in lockout, staff-only headers) live in
// the routes that provide it, so they hold for every spelling of a path that reaches them.
import { randomBytes } from "node:crypto";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import onHeaders from "on-headers";
import type { ServerBuild } from "react-router";
import { defaultLanguage, type Language, languageOfPath, pathIn } from "~/content-model/languages";
import { FORM_BODY_LIMIT } from "~/http/request-body.server";
import { thirdPartySources } from "~/published/third-party";
import { refusalWords } from "./refusal-words";
import { routeBodyLimits } from "./route-limits";
import { allowInlineScripts, securityHeaders } from "./security-headers";
import { routeContext, type SiteServices } from "./services";
import { staticFiles } from "./static-files";

export interface AppOptions {
  /** The client build: hashed assets, images, icons. */
  clientDir: string;
  build: ServerBuild | (() => Promise<ServerBuild>);
  services: SiteServices;
  mode: string;
  trustProxy: false | number | string;
  hsts: boolean;
  /** True once the server is shutting down: every answer then closes its connection. */
  closing?: () => boolean;
}

/**
 * The path as React Router will see it: dot segments resolved, as the URL it builds from the request
 * line (after the Host) resolves them. `url` is the request line's path (validHost has checked it).
 */
const resolvedPath = (url: string) => new URL(`http://site.invalid${url}`).pathname;

/** The language of the address a request line names; the default when its path cannot be read. */
function languageOfRequest(url: string): Language {
  try {
    return languageOfPath(resolvedPath(url));
  } catch {
    return defaultLanguage;
  }
}

/** The only methods any page or service of the site takes. TRACE and the rest end here. */
const METHODS = new Set(["GET", "HEAD", "POST"]);

const knownMethods: RequestHandler = (req, res, next) => {
  if (METHODS.has(req.method)) return next();
  const language = languageOfRequest(req.originalUrl);
  res.setHeader("Allow", [...METHODS].join(", "));
  res.setHeader("Content-Language", language);
  res.status(405).type("text/plain").send(refusalWords(language).methodRefused);
};

// Last resort for failures outside React Router (an address it cannot decode, a broken file read):
// a plain page in the address's language, the details in the log only. A 4xx is the request's
// to change, so it is not told to try again.
const lastResort: ErrorRequestHandler = (error, req, res, next) => {
  const status = typeof error?.status === "number" && error.status >= 400 && error.status < 600 ? error.status : 500;
  if (status >= 500) console.error(error);
  if (res.headersSent) return next(error);
  const language = languageOfRequest(req.originalUrl);
  const say = refusalWords(language);
  const [heading, explained] = status < 500 ? [say.refused, say.unreadable] : [say.title, say.failedExplained];
  res
    .status(status)
    .type("text/html")
    .send(
      `<!doctype html><html lang="${language}"><meta charset="utf-8"><title>${heading}</title><h1>${heading}</h1><p>${explained}</p><p><a href="${pathIn("/", language)}">${say.home}</a></p></html>`,
    );
};

export function createApp(options: AppOptions) {
  const { services } = options;
  const thirdParty = thirdPartySources();

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", options.trustProxy);

  // Decided when the answer's headers go out, not when the request came in: a request that was
  // in flight when the server began to stop is told to close too.
  const closeWhenClosing: RequestHandler = (_req, res, next) => {
    onHeaders(res, () => {
      if (options.closing?.()) res.setHeader("Connection", "close");
    });
    next();
  };
  // A form sent to an address that takes none is told what it does take. React Router's pages say so
  // themselves (app/entry.server.tsx); its resource routes (a photo, a calendar) answer 405 bare.
  const allowOn405: RequestHandler = (req, res, next) => {
    onHeaders(res, () => {
      if (res.statusCode === 405 && req.method === "POST" && !res.hasHeader("Allow"))
        res.setHeader("Allow", "GET, HEAD");
    });
    next();
  };
  app.use(closeWhenClosing, allowOn405, securityHeaders({ hsts: options.hsts, thirdParty }));

  app.use(knownMethods);

  // React Router builds each request's address from the Host header (and X-Forwarded-Host behind
  // a trusted proxy); a missing or malformed one is the client's mistake, answered 400 here.
  const validHost: RequestHandler = (req, res, next) => {
    const forwarded = app.enabled("trust proxy") ? req.get("x-forwarded-host") : undefined;
    try {
      const host = req.get("host");
      if (!host || !req.hostname) throw new Error("no host");
      // A request line in absolute form (`POST http://host/path`) is for a proxy, which this is not:
      // React Router would read it as a path beginning with the host.
      if (!req.originalUrl.startsWith("/")) throw new Error("not a path");
      new URL(`${req.protocol}://${host}${req.originalUrl}`);
      if (forwarded !== undefined) new URL(`${req.protocol}://${forwarded}`);
    } catch {
      res.status(400).type("text/plain").send("The request's Host header or its path is missing or malformed.");
      return;
    }
    next();
  };
  app.use(validHost);

  // A balancer's check: 503 once the server has begun to stop, so no new visitor is sent here. When
  // this process started tells an upgrade that the new one answers (scripts/upgrade.mjs).
  const startedAt = new Date(Date.now() - process.uptime() * 1000).toISOString();
  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (options.closing?.()) res.status(503).json({ status: "stopping", startedAt });
    else res.json({ status: "ok", startedAt });
  });

  // No route takes a body larger than a note's form but the one whose handle says so (the staff
  // editor, with its photos), so a larger declared one is refused before a byte of it is read.
  // Bodies without a length (chunked) are counted as routes read them.
  const routeLimits = new WeakMap<ServerBuild, (pathname: string) => number | undefined>();
  const limitsOf = (build: ServerBuild) => {
    const known = routeLimits.get(build);
    if (known) return known;
    const limits = routeBodyLimits(build);
    routeLimits.set(build, limits);
    return limits;
  };
  const declaredBodyLimit: RequestHandler = async (req, res, next) => {
    const length = Number(req.headers["content-length"] ?? 0);
    if (!(length > FORM_BODY_LIMIT)) return next();
    const build = typeof options.build === "function" ? await options.build() : options.build;
    const path = resolvedPath(req.originalUrl);
    const limit = req.method === "POST" ? limitsOf(build)(path) : undefined;
    if (limit !== undefined && length <= limit) return next();
    // The connection is not closed at once: that would reset it, and the client could lose this
    // answer. Node discards what follows, for at most the request timeout (server/serve.ts).
    const language = languageOfRequest(req.originalUrl);
    res.setHeader("Content-Language", language);
    res.status(413).type("text/plain").send(refusalWords(language).tooLarge);
  };
  app.use(declaredBodyLimit);

  // Answers are compressed on the way out (brotli or gzip). The build's files were compressed once
  // at build time and go out as they are, the same as nginx sends them from disk.
  app.use(compression({ filter: (req, res) => !res.locals.buildFile && compression.filter(req, res) }));
  // A kept answer is of the language its address is in.
  const keptAnswer = (path: string) => services.publishing[languageOfPath(path)].answer(path);
  app.use(staticFiles(options.clientDir, thirdParty, keptAnswer).middleware);

  const reactRouter = createRequestHandler({
    build: options.build,
    mode: options.mode,
    getLoadContext: (req, res) => {
      const cspNonce = randomBytes(16).toString("base64");
      allowInlineScripts(res, thirdParty, [`'nonce-${cspNonce}'`]);
      return routeContext(services, {
        clientAddress: req.ip ?? "",
        cspNonce,
        dataRequest: req.path.endsWith(".data"),
        // The language of the address React Router answers, not of a spelling such as /es/../share-note.
        language: languageOfRequest(req.originalUrl),
        addressIsFile: res.locals.addressIsFile === true,
        // "close" follows the last byte sent, or the client going away: either way the answer is over.
        afterAnswer: (work) => res.once("close", () => void work()),
      });
    },
  });
  app.all("/{*splat}", reactRouter);

  app.use(lastResort);

  return app;
}
