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
const { createApp, openNotes } = await import("./app.js");

mkdirSync(config.dataDir, { recursive: true });
const notes = await openNotes(config);
const app = await createApp(config, { notes });

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
  server.close((error) => {
    notes.close();
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
