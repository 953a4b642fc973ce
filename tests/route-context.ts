// For tests of routes: the server's real services on a temporary folder (SQLite) or a database of
// their own (PostgreSQL), and the context the server would give a request from one address.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openServices, routeContext, type ServiceSettings } from "../server/services";
import { freshPostgresDatabase, type TestEngine } from "./databases";

export async function openTestServices(settings: Partial<ServiceSettings> = {}, engine: TestEngine = "sqlite") {
  const dataDir = mkdtempSync(join(tmpdir(), "church-services-"));
  const postgres = engine === "postgres" ? await freshPostgresDatabase() : undefined;
  const logLines: string[] = [];
  const services = await openServices({
    dataDir,
    databaseUrl: postgres?.url,
    noteLimits: { perMinute: 0, perDay: 0 },
    reviewers: [],
    addressHashSecret: "test-secret-0123456789",
    sessionSecret: "a-test-session-secret-of-32-characters",
    log: (line: string) => logLines.push(line),
    ...settings,
  });
  return {
    services,
    dataDir,
    logLines,
    /** The context of one request from `clientAddress`. */
    context(clientAddress = "127.0.0.1") {
      return routeContext(services, { clientAddress, cspNonce: "", dataRequest: false });
    },
    async close() {
      await services.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
