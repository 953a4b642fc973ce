// A PostgreSQL server for the tests, made from Debian's packages: installed when missing (as root),
// a new cluster in a temporary folder (initdb refuses root, so it runs as the `postgres` user), and
// the server started on a free loopback port. `npm test` starts one for the whole run and hands its
// address to every suite as TEST_DATABASE_URL; a suite run on its own starts its own.
import { execFile, execFileSync, spawnSync } from "node:child_process";
import { appendFileSync, chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { freePort } from "./free-port.mjs";

const isRoot = process.getuid?.() === 0;

function binDir() {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, "bin", "postgres")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && join(root, versions[0], "bin");
}

function install() {
  if (!isRoot) {
    throw new Error(
      "PostgreSQL is needed for the tests and was not found under /usr/lib/postgresql.\n" +
        "Install it with `sudo apt-get install -y postgresql`, or set TEST_DATABASE_URL to a server the tests may use.",
    );
  }
  console.log("PostgreSQL is missing: installing Debian's postgresql package");
  const result = spawnSync("sh", ["-c", "apt-get update -q && apt-get install -y -q postgresql"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("Installing PostgreSQL failed");
}

/** Runs a PostgreSQL program as the user it must run as: `postgres` when we are root. */
function asOwner(program, args, options = {}) {
  return isRoot ? ["runuser", ["-u", "postgres", "--", program, ...args], options] : [program, args, options];
}

/**
 * Starts a PostgreSQL server of its own. `restart()` stops it (fast shutdown, as a service manager
 * does) and starts it again on the same port and data; `stop()` ends it and removes its folder (at
 * once, so that it can run as the process exits).
 */
export async function startPostgres() {
  if (!binDir()) install();
  const bin = binDir();
  if (!bin) throw new Error("PostgreSQL was installed but its programs were not found");
  const dir = mkdtempSync(join(tmpdir(), "church-postgres-"));
  const data = join(dir, "data");
  chmodSync(dir, 0o755);
  if (isRoot) execFileSync("chown", ["postgres:postgres", dir]);
  execFileSync(
    ...asOwner(join(bin, "initdb"), ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync"], {
      stdio: "ignore",
    }),
  );
  const port = await freePort();
  const log = join(dir, "postgres.log");
  const pgCtl = (args) => {
    const [program, programArgs] = asOwner(join(bin, "pg_ctl"), ["-D", data, ...args]);
    const result = spawnSync(program, programArgs, { encoding: "utf8" });
    if (result.status !== 0) {
      const logged = existsSync(log) ? readFileSync(log, "utf8") : "";
      throw new Error(`pg_ctl ${args[0]} failed: ${result.stderr}${result.stdout}\n${logged}`);
    }
  };
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=300`;
  // -w waits until the server accepts connections; the log is kept for when it does not.
  const startArgs = ["start", "-w", "-t", "120", "-l", log, "-o", options];
  const start = () => pgCtl(startArgs);
  // Fast shutdown, as a service manager stops it: sessions end, committed work is on disk.
  const halt = () => pgCtl(["stop", "-w", "-t", "120", "-m", "fast"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    /** Without blocking this process: requests go on being sent while the server is away. */
    async restart() {
      const run = promisify(execFile);
      for (const args of [["stop", "-w", "-t", "120", "-m", "fast"], startArgs]) {
        const [program, programArgs] = asOwner(join(bin, "pg_ctl"), ["-D", data, ...args]);
        await run(program, programArgs);
      }
    },
    stop() {
      halt();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A network namespace of its own for a server that the test will cut off: a veth pair joins it to
 * this host, and `cut()` takes the namespace's end down, so that packets to it vanish (no reset,
 * no refusal), as when a cable or a switch goes. `run(command)` runs a command inside it.
 */
function cuttableNetwork() {
  const id = process.pid % 100_000;
  const namespace = `church-pg-${id}`;
  const [outside, inside] = [`cpg${id}h`, `cpg${id}n`];
  const subnet = `10.213.${id % 250}`;
  const ip = (...args) => execFileSync("ip", args, { stdio: "pipe" });
  spawnSync("ip", ["netns", "del", namespace], { stdio: "ignore" });
  ip("netns", "add", namespace);
  ip("link", "add", outside, "type", "veth", "peer", "name", inside);
  ip("link", "set", inside, "netns", namespace);
  ip("addr", "add", `${subnet}.1/24`, "dev", outside);
  ip("link", "set", outside, "up");
  const within = (...args) => ip("netns", "exec", namespace, ...args);
  within("ip", "addr", "add", `${subnet}.2/24`, "dev", inside);
  within("ip", "link", "set", inside, "up");
  within("ip", "link", "set", "lo", "up");
  return {
    address: `${subnet}.2`,
    peers: `${subnet}.0/24`,
    run: (command, args) => ["ip", ["netns", "exec", namespace, command, ...args]],
    cut: () => within("ip", "link", "set", inside, "down"),
    remove: () => spawnSync("ip", ["netns", "del", namespace], { stdio: "ignore" }),
  };
}

/**
 * A primary and a synchronous standby streaming from it (docs/deploy.md, "When the database server
 * dies"), each its own cluster on a free port: a commit is acknowledged once the standby has it.
 * `kill()` ends the primary at once (SIGKILL, as a crash); with `cuttable`, the primary runs in a
 * network namespace of its own and `cut()` cuts it off from the standby and the site, still
 * running. `promote()` makes the standby the primary; `stop()` ends both and removes their folders.
 */
export async function startReplicatedPostgres({ cuttable = false } = {}) {
  if (!binDir()) install();
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), "church-replicated-"));
  chmodSync(dir, 0o755);
  if (isRoot) execFileSync("chown", ["postgres:postgres", dir]);
  const network = cuttable ? cuttableNetwork() : undefined;
  const run = (program, args, where = (command, commandArgs) => [command, commandArgs]) => {
    const [command, commandArgs] = where(...asOwner(join(bin, program), args));
    const result = spawnSync(command, commandArgs, { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${program} ${args[0]} failed: ${result.stderr}${result.stdout}`);
    return result.stdout;
  };
  const [primaryPort, standbyPort] = [await freePort(), await freePort()];
  const primaryHost = network?.address ?? "127.0.0.1";
  const primary = join(dir, "primary");
  const standby = join(dir, "standby");
  run("initdb", ["-D", primary, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync"]);
  if (network) {
    // The standby and the site reach it from this host, through the veth pair.
    const hba = join(primary, "pg_hba.conf");
    appendFileSync(hba, `host all all ${network.peers} trust\nhost replication all ${network.peers} trust\n`);
  }
  const common = `-k ${dir} -c max_connections=300`;
  const primaryOptions = `-p ${primaryPort} ${common} -c listen_addresses=${primaryHost} -c wal_level=replica`;
  run(
    "pg_ctl",
    ["-D", primary, "start", "-w", "-t", "120", "-l", join(dir, "primary.log"), "-o", primaryOptions],
    network?.run,
  );
  run("pg_basebackup", [
    "-D",
    standby,
    "-d",
    `host=${primaryHost} port=${primaryPort} user=postgres application_name=standby`,
    "-R",
    "-X",
    "stream",
    "--no-sync",
  ]);
  const standbyOptions = `-p ${standbyPort} ${common} -c listen_addresses=127.0.0.1`;
  run("pg_ctl", ["-D", standby, "start", "-w", "-t", "120", "-l", join(dir, "standby.log"), "-o", standbyOptions]);
  // As docs/deploy.md has it: the primary waits for its standby only once the standby streams, and
  // by ALTER SYSTEM, which the base backup above has not copied to the standby.
  const sql = (port, ...statements) =>
    run("psql", [
      "-h",
      dir,
      "-p",
      String(port),
      "-U",
      "postgres",
      "-d",
      "postgres",
      "-At",
      ...statements.flatMap((each) => ["-c", each]),
    ]);
  const setSynchronousStandby = (port, standbyName) => {
    sql(port, `ALTER SYSTEM SET synchronous_standby_names = '${standbyName}'`, "SELECT pg_reload_conf()");
  };
  setSynchronousStandby(primaryPort, "standby");
  for (let tries = 0; sql(primaryPort, "SELECT sync_state FROM pg_stat_replication").trim() !== "sync"; tries++) {
    if (tries > 600) throw new Error("The standby did not become synchronous within a minute");
    spawnSync("sleep", ["0.1"]);
  }
  const url = (host, port) => `postgres://postgres@${host}:${port}/postgres`;
  return {
    /** Both servers in one address, primary first, as DATABASE_URL lists them. */
    url: `postgres://postgres@${primaryHost}:${primaryPort},127.0.0.1:${standbyPort}/postgres`,
    primaryUrl: url(primaryHost, primaryPort),
    standbyUrl: url("127.0.0.1", standbyPort),
    /** The primary through its socket file, which no cut reaches. */
    primaryBySocket: `postgres://postgres@/postgres?host=${encodeURIComponent(dir)}&port=${primaryPort}`,
    kill() {
      const pid = readFileSync(join(primary, "postmaster.pid"), "utf8").split("\n")[0];
      process.kill(Number(pid), "SIGKILL");
    },
    cut() {
      if (!network) throw new Error("The primary was started without a network of its own to cut");
      network.cut();
    },
    promote() {
      run("pg_ctl", ["-D", standby, "promote", "-w", "-t", "120"]);
      // The new primary has no standby yet: it must not wait for one (docs/deploy.md).
      setSynchronousStandby(standbyPort, "");
    },
    stop() {
      for (const data of [primary, standby]) {
        const [command, args] = asOwner(join(bin, "pg_ctl"), ["-D", data, "stop", "-m", "immediate"]);
        spawnSync(command, args);
      }
      network?.remove();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
