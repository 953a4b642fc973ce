// Benchmark (not a test): sends valid notes to the production server as fast as it takes them,
// with the rate limit off, then checks that the notes stored equal the 201s received.
// It sends a fixed number of notes and waits for every answer, so the two counts must match.
// Usage: npm run build && npm run bench:notes [-- notes connections]
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";

const amount = Number(process.argv[2] ?? 30000);
const connections = Number(process.argv[3] ?? 50);
const dataDir = mkdtempSync(join(tmpdir(), "bench-notes-"));

const server = spawn(process.execPath, ["build/server/index.js"], {
  env: {
    ...process.env,
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    NOTE_LIMIT_PER_MINUTE: "0",
    NOTE_LIMIT_PER_DAY: "0",
  },
  stdio: ["ignore", "pipe", "inherit"],
});
server.stdout.setEncoding("utf8");
// After the start line, the one log line per note is read and dropped, as a log collector would.
const port = await new Promise((resolve) => {
  server.stdout.on("data", (chunk) => {
    const found = chunk.match(/listening on http:\/\/127\.0\.0\.1:(\d+)/)?.[1];
    if (found) resolve(found);
  });
});

const body = JSON.stringify({
  pastor: "pastor1",
  noteContent: "Thank you for your faithful teaching and the way you care for our church family. 🙏",
  senderName: "Benchmark",
  senderEmail: "bench@example.org",
});

const result = await autocannon({
  url: `http://127.0.0.1:${port}/api/submit-note`,
  method: "POST",
  headers: { "content-type": "application/json" },
  body,
  amount,
  connections,
});
const seconds = result.duration;

server.kill("SIGTERM");
await once(server, "exit");
const db = new Database(join(dataDir, "notes.sqlite3"), { readonly: true });
const stored = db.prepare("SELECT count(*) FROM notes").pluck().get();
db.close();
rmSync(dataDir, { recursive: true, force: true });

const created = result["2xx"];
console.log(
  `cores: ${cpus().length}, notes sent: ${amount}, connections: ${connections}, took: ${seconds.toFixed(1)} s`,
);
console.log(`accepted notes/s: ${(created / seconds).toFixed(0)}`);
console.log(`latency p50: ${result.latency.p50} ms, p99: ${result.latency.p99} ms, max: ${result.latency.max} ms`);
console.log(`non-2xx: ${result.non2xx}, errors: ${result.errors}, timeouts: ${result.timeouts}`);
console.log(`201s received: ${created}, notes stored: ${stored} -> ${created === stored ? "OK" : "MISMATCH"}`);
process.exit(created === stored && result.non2xx === 0 ? 0 : 1);
