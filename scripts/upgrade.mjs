// Puts a new version of the site live with no visitor noticing (docs/deploy.md, "Upgrading"). Run it
// from the new version's folder, built, after its code is where the services start it from:
//
//   Several instances behind the generated nginx, one at a time:
//     npm run upgrade -- --nginx-config /etc/nginx/church.conf \
//       --instance church@3001=127.0.0.1:3001 --instance church@3002=127.0.0.1:3002
//   One server (SQLite), two systemd units taking turns on one port:
//     npm run upgrade -- --handover church@blue,church@green --address 127.0.0.1:3000
//
// Each instance in turn is marked down in nginx, which is reloaded, so new requests go to the
// others; `systemctl restart` sends SIGTERM, and the instance answers what it has begun, refuses
// new connections and exits; the new version starts (its migrations only add, so the instances not
// yet upgraded go on working) and, once its /healthz answers, is marked up again. On one server the
// new process listens on the same port beside the old one (SO_REUSEPORT) before the old one is
// stopped. Last come the contract steps (`npm run migrate -- --contract`), once no instance runs the
// version before.
import { execFile as execFileCallback, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { resolve } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { parseArgs, promisify } from "node:util";

const execFile = promisify(execFileCallback);

/** How long a new version may take to answer its health check before the upgrade stops. */
const READY_WITHIN_MS = 120_000;

/** `server 127.0.0.1:3001 …;` in the generated config's upstream, marked down or up. */
export function markInConfig(text, address, down) {
  const line = new RegExp(`^(\\s*server ${address.replace(/[.]/g, "\\.")}\\b[^;]*?)( down)?;$`, "m");
  if (!line.test(text)) throw new Error(`The nginx config has no upstream server ${address}.`);
  return text.replace(line, (_, server) => `${server}${down ? " down" : ""};`);
}

/** The pids of a process's children (nginx's workers), from /proc. */
function childrenOf(pid) {
  const file = `/proc/${pid}/task/${pid}/children`;
  return existsSync(file) ? readFileSync(file, "utf8").trim().split(/\s+/).filter(Boolean) : [];
}

/**
 * Writes the config with `address` marked down (or up) and has nginx load it; resolves once the
 * workers of the old config have gone. Each finishes the requests it has (Node's request timeout
 * bounds them at 30 s) and keeps no visitor's connection: until then it would still send requests
 * to an instance marked down.
 */
export async function markInstance({ config: file, binary = "/usr/sbin/nginx" }, address, down) {
  // nginx reads a relative path from its own prefix, not from here.
  const config = resolve(file);
  writeFileSync(config, markInConfig(readFileSync(config, "utf8"), address, down));
  const master = readFileSync(readFileSync(config, "utf8").match(/^pid\s+"?([^";]+)"?;/m)?.[1] ?? "", "utf8").trim();
  const before = new Set(childrenOf(master));
  await execFile(binary, ["-c", config, "-s", "reload"]);
  const since = Date.now();
  const loaded = (children) => children.some((pid) => !before.has(pid)) && !children.some((pid) => before.has(pid));
  while (!loaded(childrenOf(master))) {
    if (Date.now() - since > 60_000)
      throw new Error("nginx's workers of the old config were still running after 60 s.");
    await delay(20);
  }
}

/** The health check's answer from `address`: its status and what it said. */
function health(address) {
  return new Promise((resolve) => {
    const [host, port] = [address.slice(0, address.lastIndexOf(":")), address.slice(address.lastIndexOf(":") + 1)];
    const req = request({ host, port, path: "/healthz", agent: false, timeout: 5_000 }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode, said: JSON.parse(body || "{}") }));
    });
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", () => resolve({ status: 0, said: {} }));
    req.end();
  });
}

/**
 * Resolves once a process started at or after `since` answers ok at `address`. On a port two
 * processes share, each try is a new connection, which the kernel gives to either of them.
 */
export async function waitUntilReady(address, since, withinMs = READY_WITHIN_MS) {
  const began = Date.now();
  for (;;) {
    const { status, said } = await health(address);
    // A process started before `since` is the old one (100 ms for the rounding of its uptime).
    if (status === 200 && Date.parse(said.startedAt) >= since - 100) return;
    if (Date.now() - began > withinMs)
      throw new Error(`Nothing new answered at ${address} within ${withinMs / 1000} s.`);
    await delay(100);
  }
}

/**
 * Upgrades each instance in turn: marked down in nginx, restarted by `restart` (which stops the old
 * version and starts the new one), and marked up once it answers. If one does not come back, the
 * upgrade stops there: the instances not yet upgraded go on serving the version before.
 */
export async function rollInstances({ nginx, instances, restart, log = console.log }) {
  for (const instance of instances) {
    log(`${instance.name}: taken out of nginx`);
    await markInstance(nginx, instance.address, true);
    const since = Date.now();
    await restart(instance);
    await waitUntilReady(instance.address, since);
    await markInstance(nginx, instance.address, false);
    log(`${instance.name}: runs the new version and is back in nginx`);
  }
}

/**
 * One server: `start` runs the new version on the port the old one listens on, and once it answers
 * `stop` ends the old one, which finishes what it has begun.
 */
export async function handOver({ address, start, stop, log = console.log }) {
  const since = Date.now();
  await start();
  await waitUntilReady(address, since);
  log("The new version answers: stopping the old one");
  await stop();
}

async function systemctl(...args) {
  await execFile("systemctl", args);
}

async function isActive(unit) {
  return execFile("systemctl", ["is-active", "--quiet", unit]).then(
    () => true,
    () => false,
  );
}

/** `npm run migrate -- --contract` in this version's folder. */
async function contract() {
  const child = spawn(process.execPath, ["build/server/migrate.js", "--contract"], { stdio: "inherit" });
  const [code] = await once(child, "exit");
  if (code !== 0)
    throw new Error("The contract steps failed: the site runs, and `npm run migrate -- --contract` can be run again.");
}

async function main() {
  const { values } = parseArgs({
    options: {
      "nginx-config": { type: "string" },
      instance: { type: "string", multiple: true },
      handover: { type: "string" },
      address: { type: "string" },
    },
  });
  if (values.handover) {
    const units = values.handover.split(",");
    const old = [];
    for (const unit of units) if (await isActive(unit)) old.push(unit);
    const next = units.find((unit) => !old.includes(unit));
    if (units.length !== 2 || old.length !== 1 || !next || !values.address) {
      throw new Error("--handover takes two units, one of them running, and --address the port they share.");
    }
    await handOver({
      address: values.address,
      start: () => systemctl("start", next),
      stop: () => systemctl("stop", old[0]),
    });
  } else {
    const instances = (values.instance ?? []).map((each) => {
      const [name, address] = each.split("=");
      return { name, address };
    });
    if (!values["nginx-config"] || instances.length === 0 || instances.some((each) => !each.address)) {
      throw new Error("Give --nginx-config and each --instance as unit=host:port.");
    }
    await rollInstances({
      nginx: { config: values["nginx-config"] },
      instances,
      restart: (instance) => systemctl("restart", instance.name),
    });
  }
  await contract();
  console.log("The new version is live.");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
