// @ts-check
// Starts the production server: `npm start` after `npm run build`.
import { mkdirSync } from "node:fs";
import { loadConfig } from "./config.js";

/** @type {import("./config.js").ServerConfig} */
let config;
try {
  config = loadConfig(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// React, React Router and Express read NODE_ENV when they load: production unless told otherwise,
// so visitors never get development builds or stack traces.
process.env.NODE_ENV = config.nodeEnv;
const { createApp, openServices } = await import("./app.js");

mkdirSync(config.dataDir, { recursive: true });
const services = await openServices(config);
const app = await createApp(config, services);
if (!services.review.configured) console.log("Note review is off: no REVIEWERS are set (see .env.example).");
if (!config.mail) console.log("Approved notes are kept for hand delivery: SMTP_URL is not set.");

const server = app.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  console.log(`Website listening on http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${port}`);
});

// Finish the requests in flight, then exit, so a deploy never cuts a visitor off mid-page.
let stopping = false;
/** @param {string} signal */
function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: closing the server`);
  server.close(async (error) => {
    await services.outbox.stop();
    services.notes.close();
    process.exit(error ? 1 : 0);
  });
  server.closeIdleConnections();
  setTimeout(() => {
    console.error("Connections still open after 10 s: exiting anyway");
    process.exit(1);
  }, 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
