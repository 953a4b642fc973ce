// nginx in front of instances of the site, for tests: the config `npm run proxy:config` writes, and
// Debian's nginx started on a free loopback port (installed first when missing, as `npm test` does).
import { spawn } from "node:child_process";
import { once } from "node:events";
import { join } from "node:path";
import { ensureNginx, startNginx } from "../../scripts/ensure-nginx.mjs";
import { freePort } from "../../scripts/free-port.mjs";

export { freePort };

/** Runs `scripts/proxy-config.mjs` with these arguments; its exit code and what it printed. */
export async function generateProxyConfig(args: string[]) {
  const child = spawn(process.execPath, ["scripts/proxy-config.mjs", ...args], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const [code] = await once(child, "exit");
  return { code: code as number | null, output };
}

/**
 * nginx balancing `upstreams` ("127.0.0.1:4001"), its config written into `workDir`. At least one
 * instance must be answering: the generator reads the headers it copies from one.
 */
export async function startProxy(workDir: string, upstreams: string[], extra: string[] = []) {
  const binary = await ensureNginx();
  // Another process may take the free port before nginx does: then nginx says so, and another is tried.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const config = join(workDir, "nginx.conf");
    const generated = await generateProxyConfig([
      "--out",
      config,
      "--listen",
      String(port),
      "--upstream",
      upstreams.join(","),
      ...extra,
    ]);
    if (generated.code !== 0) throw new Error(`proxy-config.mjs failed:\n${generated.output}`);
    try {
      const started = await startNginx(config, { binary });
      return { origin: `http://127.0.0.1:${port}`, stop: started.stop as () => Promise<void> };
    } catch (error) {
      if (attempt >= 5 || !String(error).includes("Address already in use")) throw error;
    }
  }
}
