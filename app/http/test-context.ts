// For tests of routes: the server's real services on a temporary folder, and the context the
// server would give a request from one address.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type RouterContext, RouterContextProvider } from "react-router";
import { requestContext, servicesContext } from "./context.server";
import { openServices, type ServiceSettings } from "./services.server";

export function openTestServices(settings: Partial<ServiceSettings> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "church-services-"));
  const logLines: string[] = [];
  const services = openServices({
    dataDir,
    noteLimits: { perMinute: 0, perDay: 0 },
    reviewers: [],
    addressHashSecret: "test-secret-0123456789",
    sessionSecret: "a-test-session-secret-of-32-characters",
    log: (line) => logLines.push(line),
    ...settings,
  });
  return {
    services,
    dataDir,
    logLines,
    /** The context of one request from `clientAddress`. */
    context(clientAddress = "127.0.0.1") {
      return new RouterContextProvider(
        new Map<RouterContext, unknown>([
          [servicesContext, services],
          [requestContext, { clientAddress, cspNonce: "", dataRequest: false }],
        ]),
      );
    },
    async close() {
      await services.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
