// @ts-check
// The production HTTP app: health check, security headers, static files, then React Router
// for everything that is not a prerendered file (the redirect, unknown paths, later the API).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { notesApi } from "./notes-api.js";
import { reviewArea } from "./review-area.js";
import { createReviewAuth } from "./review-auth.js";
import { securityHeaders } from "./security-headers.js";
import { staticFiles } from "./static-files.js";

/**
 * @param {string} buildDir
 * @returns {import("./security-headers.js").ThirdPartySources}
 */
function readThirdPartySources(buildDir) {
  const file = join(buildDir, "server", "third-party-sources.json");
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
}

const migrationsDir = fileURLToPath(new URL("../db/migrations", import.meta.url));

/**
 * @typedef {object} Services
 * @property {import("../app/notes/service.server").NoteService} notes
 * @property {import("../app/notes/outbox.server").Outbox} outbox  Sends approved notes to the pastors.
 * @property {import("./review-auth.js").ReviewAuth} review  Staff sign-in for /review.
 */

/**
 * Opens the notes database, starts the outbox worker and sets up staff sign-in.
 * @param {import("./config.js").ServerConfig} config
 * @returns {Promise<Services>}
 */
export async function openServices(config) {
  /** @type {typeof import("../app/notes/service.server")} */
  const notesModule = await import(join(config.buildDir, "notes", "service.js"));
  /** @type {typeof import("../app/notes/outbox.server")} */
  const outboxModule = await import(join(config.buildDir, "notes", "outbox.js"));
  const notes = notesModule.openNoteService({
    dataDir: config.dataDir,
    migrationsDir,
    secret: config.addressHashSecret,
  });
  const outbox = outboxModule.openOutbox(notes.store, config.mail);
  const review = createReviewAuth({
    reviewers: config.reviewers,
    secret: notesModule.keptSecret(config.dataDir, "session.secret", config.sessionSecret),
  });
  return { notes, outbox, review };
}

/**
 * @param {import("./config.js").ServerConfig} config
 * @param {Services & { build?: import("react-router").ServerBuild }} options
 */
export async function createApp(config, options) {
  const build =
    options.build ??
    /** @type {import("react-router").ServerBuild} */ (await import(join(config.buildDir, "server", "index.js")));
  const { notes, outbox, review } = options;

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);

  app.use(securityHeaders({ hsts: config.hsts, thirdParty: readThirdPartySources(config.buildDir) }));

  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ status: "ok" });
  });

  app.use(notesApi({ notes, limits: config.noteLimits }));
  app.use(reviewArea());

  app.use(staticFiles(join(config.buildDir, "client")).middleware);

  // Responses rendered per request (not-found pages, redirects, API answers) are compressed here;
  // files above were compressed once at build time.
  app.use(compression());

  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      mode: process.env.NODE_ENV,
      getLoadContext: (req, res) => ({
        notes,
        clientAddress: req.ip ?? "",
        noteRateLimit: res.locals.noteRateLimit,
        outbox,
        review,
        signInLimit: res.locals.signInLimit,
        signInFailed: () => {
          res.locals.signInFailed = true;
        },
      }),
    }),
  );

  // Last resort for failures outside React Router (a malformed request, a broken file read):
  // a plain page for the visitor, the details in the log only.
  /** @type {import("express").ErrorRequestHandler} */
  const lastResort = (error, _req, res, next) => {
    console.error(error);
    if (res.headersSent) return next(error);
    const status = typeof error?.status === "number" && error.status >= 400 && error.status < 600 ? error.status : 500;
    res
      .status(status)
      .type("text/html")
      .send(
        `<!doctype html><html lang="en"><meta charset="utf-8"><title>Something went wrong</title><h1>Something went wrong</h1><p>Please try again in a moment, or <a href="/">return to the home page</a>.</p></html>`,
      );
  };
  app.use(lastResort);

  return app;
}
