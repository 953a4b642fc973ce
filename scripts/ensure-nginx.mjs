// Finds (or installs, from Debian) an nginx that can serve the build's precompressed files, and runs
// one in the foreground for tests: scripts/proxy-config.mjs writes the configuration it runs.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { setTimeout as delay } from "node:timers/promises";

/** Debian's packages: nginx itself, and the module that sends a file's .br twin (`brotli_static`). */
export const NGINX_PACKAGES = ["nginx-light", "libnginx-mod-http-brotli-static"];
export const NGINX_BINARY = "/usr/sbin/nginx";
export const BROTLI_STATIC_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

const isRoot = () => process.getuid?.() === 0;

function run(command, args, options = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], ...options });
    let output = "";
    child.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => resolvePromise({ code, output }));
  });
}

/**
 * Loads the module into the binary with a configuration of a few lines: a module built for another
 * nginx refuses to load, and this says so here rather than in the middle of a test.
 */
async function checkModuleLoads(binary) {
  const dir = mkdtempSync(join(tmpdir(), "nginx-check-"));
  try {
    const config = join(dir, "nginx.conf");
    writeFileSync(config, `load_module ${BROTLI_STATIC_MODULE};\npid ${join(dir, "nginx.pid")};\nevents {}\n`);
    const { code, output } = await run(binary, ["-t", "-q", "-p", dir, "-c", config, "-e", "stderr"]);
    if (code !== 0) throw new Error(`${binary} cannot load ${BROTLI_STATIC_MODULE}:\n${output}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The path of an nginx with the brotli-static module, installed from Debian first if need be. */
export async function ensureNginx() {
  const missing = [];
  if (!existsSync(NGINX_BINARY)) missing.push(...NGINX_PACKAGES);
  else if (!existsSync(BROTLI_STATIC_MODULE)) missing.push("libnginx-mod-http-brotli-static");
  if (missing.length > 0) {
    if (!isRoot()) {
      throw new Error(
        `nginx with the brotli-static module is needed and was not found (${NGINX_BINARY}, ${BROTLI_STATIC_MODULE}).\n` +
          `Install it with \`sudo apt-get install -y ${missing.join(" ")}\`.`,
      );
    }
    console.log(`Installing ${missing.join(" ")} from Debian`);
    // Another apt run (a parallel test's browser install, say) holds the lock for a while: wait for it.
    const apt = `apt-get update -q && apt-get install -y -q -o DPkg::Lock::Timeout=300 ${missing.join(" ")}`;
    const { code, output } = await run("sh", ["-c", apt], {
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (code !== 0 || !existsSync(NGINX_BINARY) || !existsSync(BROTLI_STATIC_MODULE)) {
      throw new Error(`Installing ${missing.join(" ")} failed:\n${output}`);
    }
  }
  await checkModuleLoads(NGINX_BINARY);
  return NGINX_BINARY;
}

/** Where the configuration says the master writes its process id. */
function pidFileOf(configText) {
  const match = configText.match(/^\s*pid\s+(?:"([^"]+)"|([^";\s]+))\s*;/m);
  const file = match?.[1] ?? match?.[2];
  if (!file) throw new Error("The configuration has no `pid` directive: its start could not be told.");
  return file;
}

/**
 * Runs nginx with this configuration as a child process, in the foreground, and resolves once it
 * listens (its master has written its pid file, which it does after opening the listening sockets).
 * Run as root, the workers run as root too unless the configuration names a user: the build may
 * sit in a folder only root can read, as a test's checkout often does.
 */
export async function startNginx(configFile, { binary = NGINX_BINARY } = {}) {
  const config = resolve(configFile);
  const text = readFileSync(config, "utf8");
  const pidFile = pidFileOf(text);
  rmSync(pidFile, { force: true });
  const globals = ["daemon off;"];
  if (isRoot() && !/^\s*user\s/m.test(text)) globals.push("user root;");
  const child = spawn(binary, ["-c", config, "-e", "stderr", "-g", globals.join(" ")], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  let running = true;
  // An nginx that cannot be run at all ends with "error" rather than "exit".
  const exited = once(child, "exit").then(
    () => {
      running = false;
    },
    (error) => {
      running = false;
      output += String(error);
    },
  );

  const stop = async () => {
    if (!running) return;
    child.kill("SIGTERM");
    // A master that does not stop on SIGTERM (stuck on a worker) is killed outright.
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  };

  const started = Date.now();
  while (!(existsSync(pidFile) && readFileSync(pidFile, "utf8").trim() === String(child.pid))) {
    if (!running) throw new Error(`nginx exited at start:\n${output}`);
    if (Date.now() - started > 30_000) {
      await stop();
      throw new Error(`nginx did not start within 30 s:\n${output}`);
    }
    await delay(50);
  }
  return { process: child, output: () => output, stop };
}
