// Puts a new version of the site live with no visitor noticing (docs/deploy.md, "Upgrading"). Run it
// from the new version's folder, built, after its code is where the services start it from:
//
//   Several instances behind the generated nginx, one at a time:
//     npm run upgrade -- --proxy 127.0.0.1:80 \
//       --instance church@3001=127.0.0.1:3001 --instance church@3002=127.0.0.1:3002
//   One server (SQLite), two systemd units taking turns on one port:
//     npm run upgrade -- --handover church@blue,church@green --address 127.0.0.1:3000
//
// Each instance in turn is restarted: SIGTERM, and it refuses new connections (nginx passes them to
// the others), answers what it has begun and exits; the new version starts (its migrations only
// add, so the instances not yet upgraded go on working); the next one waits until nginx sends
// requests to it. On one server the new process listens on the same port beside the old one
// (SO_REUSEPORT) before the old one is stopped. Last come the contract steps (`npm run migrate --
// --contract`), once no instance runs the version before.
import { execFile as execFileCallback, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, readFileSync } from "node:fs";
import { request } from "node:http";
import { setTimeout as delay } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { parseArgs, promisify } from "node:util";

const execFile = promisify(execFileCallback);

/** host:port, as the commands take an address. */
const ADDRESS = /^[\w.-]+:\d+$|^\[[\da-f:]+\]:\d+$/i;

/** How long a new version may take to answer its health check before the upgrade stops. */
const READY_WITHIN_MS = 120_000;

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
      res.on("end", () => {
        // nginx's own error page, or anything but the server's answer, is no answer.
        let said = {};
        try {
          said = JSON.parse(body);
        } catch {}
        resolve({ status: res.statusCode, said });
      });
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
 * Upgrades each instance in turn: `restart` stops the old version (SIGTERM: it refuses new
 * connections, which nginx passes to the next instance, and answers what it has begun) and starts
 * the new one; the next waits until nginx sends requests to the new one again. nginx is not
 * reloaded: a reload closes visitors' kept-alive connections, and one that sends a request at that
 * moment gets a reset. If an instance does not come back, the upgrade stops there, and those not
 * yet upgraded go on serving the version before.
 */
export async function rollInstances({ proxy, instances, restart, log = console.log }) {
  for (const instance of instances) {
    const since = Date.now();
    log(`${instance.name}: stopping the old version`);
    await restart(instance);
    await waitUntilReady(instance.address, since);
    // nginx counts the refused connections as failures and leaves the address out for fail_timeout
    // (10 s): until it sends to it again, the next instance must keep running.
    await waitUntilReady(proxy, since);
    log(`${instance.name}: runs the new version, and nginx sends requests to it`);
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

const USAGE = `Puts this version live (docs/deploy.md, "Upgrading"). Run it from this version's folder, built.

Several instances behind nginx, one at a time:
  npm run upgrade -- --proxy 127.0.0.1:80 --instance church@3001=127.0.0.1:3001 --instance church@3002=127.0.0.1:3002
One server (SQLite), two systemd units taking turns on one port:
  npm run upgrade -- --handover church@blue,church@green --address 127.0.0.1:3000

--contract-later  leave the contract steps (what removes what only the version before read) for
                  later, to go back without a backup until then: npm run migrate -- --contract`;

async function main() {
  const { values } = parseArgs({
    options: {
      proxy: { type: "string" },
      instance: { type: "string", multiple: true },
      handover: { type: "string" },
      address: { type: "string" },
      "contract-later": { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (values.handover) {
    const units = values.handover.split(",");
    if (units.length !== 2 || !ADDRESS.test(values.address ?? "")) {
      throw new Error(
        `--handover takes two units (church@blue,church@green) and --address the host:port they share.\n\n${USAGE}`,
      );
    }
    // Without it, visitors whose connection waits in the old process's queue as it closes are reset.
    const migrate = "/proc/sys/net/ipv4/tcp_migrate_req";
    if (existsSync(migrate) && readFileSync(migrate, "utf8").trim() !== "1") {
      throw new Error(
        'Set net.ipv4.tcp_migrate_req = 1 first (docs/deploy.md, "Upgrading"): sysctl -w net.ipv4.tcp_migrate_req=1',
      );
    }
    const old = [];
    for (const unit of units) if (await isActive(unit)) old.push(unit);
    const next = units.find((unit) => !old.includes(unit));
    if (old.length !== 1 || !next)
      throw new Error(`Exactly one of ${units.join(" and ")} must be running; ${old.length} are.`);
    await handOver({
      address: values.address,
      // Enabled in turn, so that the machine starts the running one, and only it, after a reboot.
      start: async () => {
        await systemctl("start", next);
        await systemctl("enable", next);
      },
      stop: async () => {
        await systemctl("stop", old[0]);
        await systemctl("disable", old[0]);
      },
    });
  } else {
    const instances = (values.instance ?? []).map((each) => {
      const [name, address] = each.split("=");
      return { name, address };
    });
    if (
      !ADDRESS.test(values.proxy ?? "") ||
      instances.length === 0 ||
      instances.some((each) => !ADDRESS.test(each.address ?? ""))
    ) {
      throw new Error(`Give --proxy (nginx's host:port) and each --instance as unit=host:port.\n\n${USAGE}`);
    }
    await rollInstances({
      proxy: values.proxy,
      instances,
      restart: (instance) => systemctl("restart", instance.name),
    });
  }
  if (values["contract-later"]) {
    console.log("The new version is live. Once it is kept, run: npm run migrate -- --contract");
    return;
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
