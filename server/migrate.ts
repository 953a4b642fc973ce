// `npm run migrate -- --contract`: takes the contract steps of the releases that have been rolled out
// (db/migrations/<engine>/contract/), which remove what only an older release read. Run it once no
// instance runs that older release: `npm run upgrade` runs it last. Without --contract it brings the
// database up to date as a starting server does, and says what it did. Uses the same DATA_DIR or
// DATABASE_URL as the server.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { openDatabase, SQLITE_FILE } from "~/db/database.server";
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
  // Contract steps are for a database the site has run on: a DATA_DIR that names none is a mistake
  // (the server's is another folder), not a database to make.
  const sqliteFile = resolve(config.dataDir, SQLITE_FILE);
  if (!config.databaseUrl && !existsSync(sqliteFile)) {
    console.error(`There is no database at ${sqliteFile}: run this with the server's DATA_DIR (or DATABASE_URL).`);
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
