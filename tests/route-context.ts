// For tests of routes: the server's real services on a temporary folder (SQLite) or a database of
// their own (PostgreSQL), and the context the server would give a request from one address.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { StaffAccount } from "../app/staff/accounts.server";
import { hashPassword, type Reviewer } from "../app/staff/passwords.server";
import type { StaffRole } from "../app/staff/roles";
import { openServices, routeContext, type ServiceSettings, type SiteServices } from "../server/services";
import { freshPostgresDatabase, type TestEngine } from "./databases";

export async function openTestServices(settings: Partial<ServiceSettings> = {}, engine: TestEngine = "sqlite") {
  const dataDir = mkdtempSync(join(tmpdir(), "church-services-"));
  const postgres = engine === "postgres" ? await freshPostgresDatabase() : undefined;
  const logLines: string[] = [];
  const services = await openServices({
    dataDir,
    databaseUrl: postgres?.url,
    noteLimits: { perMinute: 0, perDay: 0 },
    passwordCost: TEST_COST,
    addressHashSecret: "test-secret-0123456789",
    sessionSecret: "a-test-session-secret-of-32-characters",
    log: (line: string) => logLines.push(line),
    ...settings,
  });
  return {
    services,
    dataDir,
    /** The PostgreSQL database these services opened, for a second instance to share. */
    databaseUrl: postgres?.url,
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

/** Staff passwords in tests are hashed cheaply: a test needs no strong one. */
export const TEST_COST = { log2N: 10, r: 8, p: 1 };

/** The password of the staff in route tests. */
export const PASSWORD = "correct horse battery staple";

/** A staff member added to the services' accounts, signing in with PASSWORD. */
export async function addStaff(
  services: SiteServices,
  name: string,
  roles: StaffRole[],
  email = `${name.toLowerCase()}@church.test`,
): Promise<StaffAccount> {
  const added = await services.review.staff.accounts.add({
    name,
    email,
    roles,
    passwordHash: await hashPassword(PASSWORD, TEST_COST),
    by: null,
    at: new Date(),
  });
  if ("refused" in added) throw new Error(added.refused);
  return added;
}

/** Dana, signing in with PASSWORD; her hash is made cheaply, as a test needs no strong one. */
export async function testReviewers(): Promise<Reviewer[]> {
  return [{ name: "Dana", hash: await hashPassword(PASSWORD, TEST_COST) }];
}

/** The cookie a Set-Cookie header sets, as a browser sends it back. */
export const cookieOf = (setCookie: string | null) => (setCookie ?? "").split(";")[0] ?? "";

/** An action's answer, whether it returned or threw a response or data: its status, headers and data. */
export async function answerOf(
  answer: Promise<unknown>,
): Promise<{ status: number; headers: Headers; data: unknown; response?: Response }> {
  let result: unknown;
  try {
    result = await answer;
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response)
    return { status: result.status, headers: result.headers, data: undefined, response: result };
  const { data, init } = result as { data?: unknown; init?: ResponseInit | null };
  return { status: init?.status ?? 200, headers: new Headers(init?.headers), data };
}
