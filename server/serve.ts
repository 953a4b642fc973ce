// Runs the site: opens the services, listens, holds slow and many clients to limits, and on
// SIGTERM or SIGINT finishes every request in flight before it exits.
import { createServer } from "node:http";
import { Server as NetServer } from "node:net";
import type { ServerBuild } from "react-router";
import { createApp } from "./app";
import type { ServerConfig } from "./config";
import { openServices } from "./services";

/**
 * How long a client may take: to send its headers, to send the whole request, and to send its
 * next request on a kept-alive connection. Node checks the first two every second here (every
 * 30 s by default), so a client that sends nothing is dropped within a second of its limit.
 */
const HEADERS_TIMEOUT_MS = 15_000;
const REQUEST_TIMEOUT_MS = 30_000;
const KEEP_ALIVE_TIMEOUT_MS = 5_000;
/** However long requests in flight take, the process exits this soon after a signal. */
const SHUTDOWN_LIMIT_MS = 10_000;

export async function serve(config: ServerConfig, { clientDir, build }: { clientDir: string; build: ServerBuild }) {
  const services = await openServices({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    noteLimits: config.noteLimits,
    oldStaff: config.oldStaff,
    twoStepRequiredFor: config.twoStepRequiredFor,
    passkeyOrigin: config.passkeyOrigin,
    addressHashSecret: config.addressHashSecret,
    sessionSecret: config.sessionSecret,
    mail: config.mail,
    noteRetentionDays: config.noteRetentionDays,
    build,
    mode: config.nodeEnv,
  });
  // What staff have published is shown before any visitor comes, with what fell due while the server was down.
  await Promise.all(Object.values(services.publishing).map((publisher) => publisher.start()));
  if (!(await services.staff.auth.configured())) {
    console.log(
      "No staff account yet: run `npm run staff:add -- --name <name> --email <address> --admin` to add the first administrator.",
    );
  }
  if (!config.mail) console.log("Approved notes are kept for hand delivery: SMTP_URL is not set.");

  let closing = false;
  const app = createApp({
    clientDir,
    build,
    services,
    mode: config.nodeEnv,
    trustProxy: config.trustProxy,
    hsts: config.hsts,
    closing: () => closing,
  });

  const server = createServer(
    {
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
      connectionsCheckingInterval: 1_000,
    },
    app,
  );
  server.maxConnections = config.maxConnections;
  // Another process may listen on the same port (SO_REUSEPORT, Linux 3.9 and newer): an upgrade on
  // one server starts the new version beside the old one, which then stops (docs/deploy.md).
  server.listen({ port: config.port, host: config.host, reusePort: true }, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    console.log(
      `Website listening on http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${port} (Node.js ${process.versions.node})`,
    );
  });

  // Stop accepting connections, answer what is in flight, and tell each kept-alive client to close
  // (Connection: close) with its next answer. Idle connections are left to end at their keep-alive
  // timeout, which clients know from the Keep-Alive header: closing them at once would reset a
  // request already on its way. http.Server#close would do that, so the listening socket is closed
  // as a plain net.Server instead.
  function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    console.log(`${signal} received: finishing the requests in flight`);
    const deadline = setTimeout(() => {
      console.error(`Connections still open after ${SHUTDOWN_LIMIT_MS / 1000} s: closing them`);
      server.closeAllConnections();
    }, SHUTDOWN_LIMIT_MS - 500);
    deadline.unref();
    setTimeout(() => process.exit(1), SHUTDOWN_LIMIT_MS).unref();
    NetServer.prototype.close.call(server, async () => {
      clearTimeout(deadline);
      await services.close();
      console.log("Stopped");
      process.exit(0);
    });
  }
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  return server;
}
