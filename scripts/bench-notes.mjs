// Benchmark (not a test): sends valid notes to the production server as fast as it takes them,
// with the rate limit off, then checks that the notes stored equal the 201s received.
// It sends a fixed number of notes and waits for every answer, so the two counts must match.
// Usage: npm run build && npm run bench:notes [-- notes connections] [--postgres] [--instances N]
//   --postgres     PostgreSQL (a server of its own, from Debian's packages) instead of SQLite
//   --instances N  N instances on that PostgreSQL, behind the nginx of `npm run proxy:config`
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import pg from "pg";
import { ensureNginx, startNginx } from "./ensure-nginx.mjs";
import { startPostgres } from "./ensure-postgres.mjs";
import { freePort } from "./free-port.mjs";

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const positional = args.filter((arg, index) => !arg.startsWith("--") && !args[index - 1]?.startsWith("--"));
const amount = Number(positional[0] ?? 30000);
const connections = Number(positional[1] ?? 50);
const count = Number(option("--instances") ?? 1);
const usePostgres = flag("--postgres") || count > 1;
const workDir = mkdtempSync(join(tmpdir(), "bench-notes-"));

const postgres = usePostgres ? await startPostgres() : undefined;
if (postgres) {
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query("CREATE DATABASE bench");
  await admin.end();
}
const databaseUrl = postgres?.url.replace(/\/postgres$/, "/bench");

async function startInstance(index) {
  const port = await freePort();
  const server = spawn(process.execPath, ["build/server/main.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: join(workDir, `data-${index}`),
      NOTE_LIMIT_PER_MINUTE: "0",
      NOTE_LIMIT_PER_DAY: "0",
      ...(databaseUrl && {
        DATABASE_URL: databaseUrl,
        SESSION_SECRET: "bench-session-secret-0123456789abcdef",
        ADDRESS_HASH_SECRET: "bench-address-secret-0123456789",
        TRUST_PROXY: "loopback",
      }),
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  server.stdout.setEncoding("utf8");
  // After the start line, the one log line per note is read and dropped, as a log collector would.
  await new Promise((resolve) => {
    server.stdout.on("data", (chunk) => {
      if (/listening on http:\/\/127\.0\.0\.1:\d+/.test(chunk)) resolve();
    });
  });
  return { server, port };
}

const instances = [];
for (let index = 0; index < count; index++) instances.push(await startInstance(index));

let target = `http://127.0.0.1:${instances[0].port}`;
let nginx;
if (count > 1) {
  const listen = await freePort();
  const config = join(workDir, "nginx.conf");
  const upstream = instances.map((instance) => `127.0.0.1:${instance.port}`).join(",");
  const generator = spawn(
    process.execPath,
    ["scripts/proxy-config.mjs", "--out", config, "--listen", String(listen), "--upstream", upstream],
    { stdio: "inherit" },
  );
  const [code] = await once(generator, "exit");
  if (code !== 0) throw new Error("proxy-config.mjs failed");
  nginx = await startNginx(config, { binary: await ensureNginx() });
  target = `http://127.0.0.1:${listen}`;
}

const body = JSON.stringify({
  pastor: "pastor1",
  noteContent: "Thank you for your faithful teaching and the way you care for our church family. 🙏",
  senderName: "Benchmark",
  senderEmail: "bench@example.org",
});

const result = await autocannon({
  url: `${target}/api/submit-note`,
  method: "POST",
  headers: { "content-type": "application/json" },
  body,
  amount,
  connections,
});
const seconds = result.duration;

await nginx?.stop();
for (const { server } of instances) {
  server.kill("SIGTERM");
  await once(server, "exit");
}
let stored;
if (databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  stored = Number((await client.query("SELECT count(*) AS n FROM notes")).rows[0].n);
  await client.end();
  postgres.stop();
} else {
  const db = new Database(join(workDir, "data-0", "notes.sqlite3"), { readonly: true });
  stored = db.prepare("SELECT count(*) FROM notes").pluck().get();
  db.close();
}
rmSync(workDir, { recursive: true, force: true });

const created = result["2xx"];
const store = databaseUrl ? `PostgreSQL, ${count} instance${count > 1 ? "s behind nginx" : ""}` : "SQLite, 1 instance";
console.log(
  `${store}; cores: ${cpus().length}, notes sent: ${amount}, connections: ${connections}, took: ${seconds.toFixed(1)} s`,
);
console.log(`accepted notes/s: ${(created / seconds).toFixed(0)}`);
console.log(`latency p50: ${result.latency.p50} ms, p99: ${result.latency.p99} ms, max: ${result.latency.max} ms`);
console.log(`non-2xx: ${result.non2xx}, errors: ${result.errors}, timeouts: ${result.timeouts}`);
console.log(`201s received: ${created}, notes stored: ${stored} -> ${created === stored ? "OK" : "MISMATCH"}`);
process.exit(created === stored && result.non2xx === 0 ? 0 : 1);
