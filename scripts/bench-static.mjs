// Benchmark (not a test): the same built files served by Node alone and by the nginx that
// `npm run proxy:config` writes in front of it, on the same machine, one after the other.
// nginx serves the hashed assets and pictures from disk; pages go through it to Node.
// Usage: npm run build && npm run bench:static [-- seconds connections]
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { ensureNginx, startNginx } from "./ensure-nginx.mjs";
import { freePort } from "./free-port.mjs";

const [seconds = 10, connections = 50] = process.argv.slice(2).map(Number);
const workDir = mkdtempSync(join(tmpdir(), "bench-static-"));

const nodePort = await freePort();
const node = spawn(process.execPath, ["build/server/main.js"], {
  env: { ...process.env, PORT: String(nodePort), HOST: "127.0.0.1", DATA_DIR: join(workDir, "data") },
  stdio: ["ignore", "pipe", "inherit"],
});
node.stdout.setEncoding("utf8");
await new Promise((resolve) => node.stdout.on("data", (chunk) => /listening on/.test(chunk) && resolve()));

const listen = await freePort();
const config = join(workDir, "nginx.conf");
const generator = spawn(
  process.execPath,
  ["scripts/proxy-config.mjs", "--out", config, "--listen", String(listen), "--upstream", `127.0.0.1:${nodePort}`],
  { stdio: "inherit" },
);
if ((await once(generator, "exit"))[0] !== 0) throw new Error("proxy-config.mjs failed");
const nginx = await startNginx(config, { binary: await ensureNginx() });

const script = readdirSync("build/client/assets").find((file) => /^behaviour-hero-carousel-.*\.js$/.test(file));
const paths = [
  [`/assets/${script}`, "br"],
  ["/images/brand/logo-mark.svg", "gzip"],
  ["/about-us", "br"],
];
const rows = [];
for (const [path, encoding] of paths) {
  for (const [server, port] of [
    ["Node", nodePort],
    ["nginx", listen],
  ]) {
    const result = await autocannon({
      url: `http://127.0.0.1:${port}${path}`,
      headers: { "accept-encoding": encoding },
      duration: seconds,
      connections,
    });
    rows.push({
      path,
      server,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
    });
  }
}
await nginx.stop();
node.kill("SIGTERM");
await once(node, "exit");
rmSync(workDir, { recursive: true, force: true });

console.log(`cores: ${cpus().length}, ${seconds} s each, ${connections} connections, nginx with its default workers`);
for (const row of rows) {
  console.log(
    `${row.path.padEnd(40)} ${row.server.padEnd(6)} ${String(row.rps).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  non-2xx ${row.non2xx}`,
  );
}
