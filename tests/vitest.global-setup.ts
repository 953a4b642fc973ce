// The PostgreSQL server the unit tests make their databases in: the run's own (TEST_DATABASE_URL,
// which `npm test` starts), or one started here for a run of Vitest by itself.
import type { TestProject } from "vitest/node";
import { startPostgres } from "../scripts/ensure-postgres.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("databaseUrl", process.env.TEST_DATABASE_URL);
    return;
  }
  const server = await startPostgres();
  project.provide("databaseUrl", server.url);
  return () => server.stop();
}
