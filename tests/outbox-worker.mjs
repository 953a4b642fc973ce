// Runs the outbox once, in a process of its own, against a notes database and a mail server: for
// the test that kills a worker between the mail server taking a note and the outbox recording it.
//   node tests/outbox-worker.mjs <data dir> <SMTP port>
import { join } from "node:path";
import { runnerImport } from "vite";

const [dataDir, port] = process.argv.slice(2);
const load = async (file, config) => (await runnerImport(join(process.cwd(), file), config)).module;
// The app's modules as the build sees them: the `~/` alias and the brand colours' virtual module.
const { loadAppModule } = await load("scripts/load-app-module.ts", { configFile: false, logLevel: "error" });
const { SqliteNoteStore } = await loadAppModule("app/notes/store.server.ts");
const { createOutbox, smtpSender } = await loadAppModule("app/notes/outbox.server.ts");

const store = new SqliteNoteStore({ dataDir });
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
store.close();
console.log("worker done");
