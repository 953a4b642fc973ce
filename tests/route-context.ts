// For tests of routes: the server's real services on a temporary folder (SQLite) or a database of
// their own (PostgreSQL), and the context the server would give a request from one address.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { action as signInAction } from "../app/routes/staff.login";
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
      return routeContext(services, { clientAddress, cspNonce: "", dataRequest: false, language: "en" });
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
  const added = await services.staff.staff.accounts.add({
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

/** A page asked for as a browser holding `cookie` asks for it. */
export const pageRequest = (path: string, cookie = "") =>
  new Request(`http://church.test${path}`, { headers: { Cookie: cookie } });

/** A form sent as a browser holding `cookie` sends it: a list is sent as that field repeated. */
export function formPost(path: string, cookie: string, fields: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const each of [value].flat()) body.append(key, each);
  return new Request(`http://church.test${path}`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
}

/** A fresh page's session cookie and form token, as any staff page hands them out. */
export async function blankSession(services: SiteServices) {
  const auth = services.staff.auth;
  const visit = await auth.visit(pageRequest("/staff/login"));
  return { cookie: cookieOf(await auth.commit(visit, pageRequest("/"))), csrf: visit.csrfToken };
}

/** Signs in through the sign-in page's action on `instance`: the session's cookie. */
export async function signedInOn(
  instance: Awaited<ReturnType<typeof openTestServices>>,
  login: string,
  password: string,
  address = "192.0.2.9",
) {
  const { cookie, csrf } = await blankSession(instance.services);
  const request = formPost("/staff/login", cookie, { csrf, name: login, password });
  const answer = await answerOf(signInAction(routeArgs(instance, request, address)));
  if (answer.status !== 302) throw new Error(`${login} could not sign in: ${answer.status}`);
  return cookieOf(answer.headers.get("set-cookie"));
}

/** What a route's loader or action is called with, for `request` from `address` on `instance`. */
export const routeArgs = (
  instance: Awaited<ReturnType<typeof openTestServices>>,
  request: Request,
  address = "127.0.0.1",
) => ({ request, context: instance.context(address), params: {}, url: new URL(request.url), pattern: request.url });
