// The PostgreSQL server the unit tests make their databases in: the run's own (TEST_DATABASE_URL,
// which `npm test` starts), or, for a run of Vitest by itself, one started here the first time a
// suite asks for it, so that a run of suites that need none starts none. Suites ask over a
// loopback address handed to every worker (tests/databases.ts), since each runs in its own process.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";
import { startPostgres } from "../scripts/ensure-postgres.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    /** The server's address, when the run was given one. */
    databaseUrl: string;
    /** Otherwise where to ask for it: answered with its address once it is started. */
    databaseOnRequest: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("databaseUrl", process.env.TEST_DATABASE_URL);
    return;
  }
  let server: ReturnType<typeof startPostgres> | undefined;
  const onRequest = createServer((_, response) => {
    server ??= startPostgres();
    server.then(
      ({ url }) => response.end(url),
      (error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      },
    );
  });
  await new Promise<void>((listening) => onRequest.listen(0, "127.0.0.1", listening));
  project.provide("databaseUrl", "");
  project.provide("databaseOnRequest", `http://127.0.0.1:${(onRequest.address() as AddressInfo).port}/`);
  return async () => {
    onRequest.close();
    (await server?.catch(() => undefined))?.stop();
  };
}
