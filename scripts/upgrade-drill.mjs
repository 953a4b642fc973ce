// An upgrade under load, as `npm run upgrade` does it on a Sunday morning, for the upgrade test
// (tests/e2e/upgrade-and-failover.spec.ts, small) and `npm run bench:upgrade` (large): visitors
// reading pages at a fixed rate (autocannon), people sending notes and an editor saving drafts,
// while the release before is rolled to this one across two instances behind the generated nginx
// (PostgreSQL), or handed over to a new process on the same port of one server (SQLite). Reports
// what every client saw and what the database kept.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import pg from "pg";
import { ensureNginx, startNginx } from "./ensure-nginx.mjs";
import { startPostgres } from "./ensure-postgres.mjs";
import { freePort } from "./free-port.mjs";
import { p99Within, STAFF_PASSWORD, saveDrafts, signIn, startLoads, untilAtLeast } from "./site-clients.mjs";
import { handOver, rollInstances } from "./upgrade.mjs";

export const THIS_RELEASE = resolve(import.meta.dirname, "..");

/** The site of `release` (a folder with its build) as its own process; resolves once it listens. */
export async function startSite(release, env) {
  const child = spawn(process.execPath, [join(release, "build/server/main.js")], {
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk) => {
    // What it says, without the one line per note, for a failure to show.
    output = (output + chunk).slice(-50_000);
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  const exited = once(child, "exit");
  await new Promise((resolveListening, reject) => {
    child.once("exit", (code) => reject(new Error(`${release} stopped (${code}) before listening:\n${output}`)));
    const look = () => /listening on http/.test(output) && resolveListening();
    child.stdout.on("data", look);
  });
  return {
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/**
 * Two instances of `from` (a release's folder) on PostgreSQL behind nginx, rolled to this release
 * under load, then `rolls - 1` times more from this release to itself, until at least `requests`
 * pages were read. `between` runs when the first is upgraded and the second still runs `from`, on
 * the new schema; `after` once both run this release. Resolves with what clients saw and what was kept.
 */
export async function rollingDrill({
  from,
  rate,
  requests = 0,
  rolls = 1,
  notesEveryMs = 100,
  draftsEveryMs = 300,
  arrivalsEveryMs = 20,
  between,
  after,
  workDir,
}) {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const postgres = await startPostgres();
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query("CREATE DATABASE church");
  await admin.end();
  const databaseUrl = postgres.url.replace(/\/postgres$/, "/church");
  // Node.js 26 reads the TypeScript of a module without imports of the app's own.
  const { hashPassword } = await import("../app/staff/passwords.server.ts");
  const env = {
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: "upgrade-session-secret-0123456789abcdef",
    ADDRESS_HASH_SECRET: "upgrade-address-secret-0123456789",
    REVIEWERS: `Dana=${await hashPassword(STAFF_PASSWORD, { log2N: 10, r: 8, p: 1 })}`,
    CONTENT_EDITORS: "Dana",
    TRUST_PROXY: "loopback",
    NOTE_LIMIT_PER_MINUTE: "0",
    NOTE_LIMIT_PER_DAY: "0",
  };
  const ports = [await freePort(), await freePort()];
  const envOf = (index) => ({ ...env, PORT: String(ports[index]), DATA_DIR: join(workDir, `data-${index}`) });
  const running = [];
  // One after the other: the first creates the tables.
  for (const index of [0, 1]) running[index] = await startSite(from, envOf(index));
  let nginx;
  let loads;
  let drafts;
  try {
    const config = join(workDir, "nginx.conf");
    const listen = await freePort();
    const upstream = ports.map((port) => `127.0.0.1:${port}`).join(",");
    const generator = spawn(
      process.execPath,
      ["scripts/proxy-config.mjs", "--out", config, "--listen", String(listen), "--upstream", upstream],
      { cwd: THIS_RELEASE, stdio: "ignore" },
    );
    if ((await once(generator, "exit"))[0] !== 0) throw new Error("proxy-config.mjs failed");
    nginx = await startNginx(config, { binary: await ensureNginx() });
    const origin = `http://127.0.0.1:${listen}`;
    const cookie = await signIn(origin);

    loads = startLoads(origin, { rate, notesEveryMs, arrivalsEveryMs });
    drafts = saveDrafts(origin, cookie, draftsEveryMs);
    const instances = ports.map((port, index) => ({
      name: `instance ${index + 1}`,
      address: `127.0.0.1:${port}`,
      index,
    }));
    const restart = async ({ index }) => {
      await running[index].stop();
      running[index] = await startSite(THIS_RELEASE, envOf(index));
    };
    const roll = (some) => rollInstances({ proxy: `127.0.0.1:${listen}`, instances: some, restart, log: () => {} });
    const windows = [];
    for (let n = 0; n < rolls; n++) {
      // Some steady state before each roll, for the bench's comparison.
      const steadyUntil = loads.pages.latencies.length + Math.max(200, (requests - rolls * rate * 3) / rolls);
      await untilAtLeast(steadyUntil, () => loads.pages.latencies.length);
      const started = Date.now();
      await roll([instances[0]]);
      if (n === 0) await between?.({ releaseBefore: `http://${instances[1].address}`, databaseUrl });
      await roll([instances[1]]);
      windows.push([started, Date.now()]);
    }
    // The contract steps, once no instance runs the release before.
    const contract = spawn(process.execPath, ["build/server/migrate.js", "--contract"], {
      cwd: THIS_RELEASE,
      env: { ...process.env, ...envOf(0) },
      stdio: "ignore",
    });
    if ((await once(contract, "exit"))[0] !== 0) throw new Error("The contract steps failed");
    await after?.({ origin });
    await untilAtLeast(drafts.saves + 2, () => drafts.saves);
    await untilAtLeast(requests, () => loads.pages.latencies.length);
    const read = await loads.stop();
    await drafts.stop();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const kept = (await client.query("SELECT note_text FROM notes")).rows.map((row) => row.note_text);
    await client.end();
    return {
      rollMs: windows.map(([started, ended]) => ended - started),
      latency: p99Within(loads.pages.latencies, windows),
      ...loads.seen(read, kept),
      draftsSaved: drafts.saves,
      draftsRefused: drafts.unexpected,
    };
  } finally {
    await loads?.stop().catch(() => {});
    await drafts?.stop().catch(() => {});
    await nginx?.stop();
    for (const site of running) await site?.stop();
    postgres.stop();
  }
}

/**
 * This release on one server with SQLite, handed over `handovers` times under load to a new process
 * of itself on the same port (SO_REUSEPORT), until at least `requests` pages were read. Resolves
 * with what clients saw and what was kept. Connections waiting in the old process's queue as it
 * closes are passed to the new one only with net.ipv4.tcp_migrate_req=1 (docs/deploy.md).
 */
export async function handoverDrill({
  rate,
  requests = 0,
  handovers = 1,
  notesEveryMs = 100,
  arrivalsEveryMs = 5,
  workDir,
}) {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const port = await freePort();
  const env = {
    PORT: String(port),
    DATA_DIR: join(workDir, "data"),
    SESSION_SECRET: "handover-session-secret-0123456789abcdef",
    NOTE_LIMIT_PER_MINUTE: "0",
    NOTE_LIMIT_PER_DAY: "0",
  };
  let old = await startSite(THIS_RELEASE, env);
  const origin = `http://127.0.0.1:${port}`;
  const loads = startLoads(origin, { rate, notesEveryMs, arrivalsEveryMs });
  try {
    const windows = [];
    for (let n = 0; n < handovers; n++) {
      const steadyUntil = loads.pages.latencies.length + Math.max(200, (requests - handovers * rate) / handovers);
      await untilAtLeast(steadyUntil, () => loads.pages.latencies.length);
      const started = Date.now();
      let next;
      await handOver({
        address: `127.0.0.1:${port}`,
        start: async () => {
          next = await startSite(THIS_RELEASE, env);
        },
        stop: () => old.stop(),
        log: () => {},
      });
      old = next;
      windows.push([started, Date.now()]);
    }
    await untilAtLeast(loads.notes.sent.length + 10, () => loads.notes.sent.length);
    await untilAtLeast(requests, () => loads.pages.latencies.length);
    const read = await loads.stop();
    await old.stop();
    const db = new Database(join(workDir, "data", "notes.sqlite3"), { readonly: true });
    const kept = db.prepare("SELECT note_text FROM notes").pluck().all();
    db.close();
    return {
      handoverMs: windows.map(([started, ended]) => ended - started),
      latency: p99Within(loads.pages.latencies, windows),
      ...loads.seen(read, kept),
    };
  } finally {
    await loads.stop().catch(() => {});
    await old?.stop();
  }
}

/**
 * handoverDrill in a network namespace of its own, where connections waiting in a closing socket's
 * queue pass to the other socket on the port (net.ipv4.tcp_migrate_req=1), as docs/deploy.md has a
 * server set it, without changing this machine's setting.
 */
export async function handoverDrillInNamespace(settings) {
  const asRoot = process.getuid?.() === 0;
  const script = 'ip link set lo up && echo 1 > /proc/sys/net/ipv4/tcp_migrate_req && exec "$0" "$1" handover "$2"';
  const child = spawn(
    "unshare",
    [
      ...(asRoot ? [] : ["--map-root-user"]),
      "--net",
      "sh",
      "-c",
      script,
      process.execPath,
      fileURLToPath(import.meta.url),
      JSON.stringify(settings),
    ],
    { cwd: THIS_RELEASE, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const [code] = await once(child, "exit");
  const last = output.trim().split("\n").at(-1) ?? "";
  if (code !== 0 || !last.startsWith("{"))
    throw new Error(`The handover drill failed (${code}):\n${output.slice(-5000)}`);
  return JSON.parse(last);
}

const [mode, settings] = process.argv.slice(2);
if (process.argv[1] === fileURLToPath(import.meta.url) && mode === "handover") {
  // Run by the test and the bench in a network namespace of their own (see handoverDrill).
  const result = await handoverDrill(JSON.parse(settings));
  console.log(JSON.stringify(result));
}
