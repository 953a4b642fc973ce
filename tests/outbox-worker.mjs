// Runs the outbox once, in a process of its own, against a notes database and a mail server: for
// the test that kills a worker between the mail server taking a note and the outbox recording it.
//   node tests/outbox-worker.mjs <data dir> <SMTP port> [postgres://… database]
import { join } from "node:path";
import { runnerImport } from "vite";

const [dataDir, port, databaseUrl] = process.argv.slice(2);
const load = async (file, config) => (await runnerImport(join(process.cwd(), file), config)).module;
// The app's modules as the build sees them: the `~/` alias and the brand colours' virtual module.
const { loadAppModule } = await load("scripts/load-app-module.ts", { configFile: false, logLevel: "error" });
const { openDatabase } = await loadAppModule("app/db/database.server.ts");
const { DatabaseNoteStore } = await loadAppModule("app/notes/store.server.ts");
const { createOutbox } = await loadAppModule("app/notes/outbox.server.ts");
const { smtpSender } = await loadAppModule("app/lib/smtp.server.ts");

const database = await openDatabase({ dataDir, databaseUrl });
const store = new DatabaseNoteStore(database);
const outbox = createOutbox({
  store,
  sender: smtpSender(`smtp://127.0.0.1:${port}`),
  from: "The Bridge Church <notes@church.test>",
  intervalMs: 3_600_000,
  log: (line) => console.log(line),
});
console.log("worker ready");
await outbox.runOnce();
await outbox.stop();
await database.close();
console.log("worker done");
