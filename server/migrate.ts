// `npm run migrate -- --contract`: takes the contract steps of the releases that have been rolled out
// (db/migrations/<engine>/contract/), which remove what only an older release read. Run it once no
// instance runs that older release: `npm run upgrade` runs it last. Without --contract it brings the
// database up to date as a starting server does, and says what it did. Uses the same DATA_DIR or
// DATABASE_URL as the server.
import { parseArgs } from "node:util";
import { openDatabase } from "~/db/database.server";
import { migratePostgres, migrateSqlite } from "~/db/migrate.server";
import { loadConfig } from "./config";

async function main(): Promise<number> {
  let contract: boolean;
  try {
    contract = parseArgs({ options: { contract: { type: "boolean" } } }).values.contract === true;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\nUsage: npm run migrate -- [--contract]`);
    return 2;
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 2;
  }
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    let ran: string[] = [];
    if (contract && database.sqlite) ran = migrateSqlite(database.sqlite, true);
    if (contract && database.pool) ran = await migratePostgres(database.pool, true);
    console.log(ran.length > 0 ? `Applied ${ran.join(", ")}.` : "The database is up to date.");
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
