// The built server (build/server/main.js) for the project's checks and benchmarks: started on a
// free loopback port with an empty data folder of its own, which `stop()` removes.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Starts `<serverDir>/main.js`, with `env` besides its own settings, and resolves once it says where it listens. */
export async function startBuiltServer(serverDir = "build/server", env = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "built-server-"));
  const server = spawn(process.execPath, [join(serverDir, "main.js")], {
    env: { ...process.env, ...env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill("SIGTERM");
      await once(server, "exit");
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  server.stdout.setEncoding("utf8");
  try {
    const origin = await new Promise((resolve, reject) => {
      server.on("exit", (code) => reject(new Error(`the server stopped (${code}) before listening`)));
      server.stdout.on("data", (chunk) => {
        const found = chunk.match(/listening on (http:\/\/127\.0\.0\.1:\d+)/)?.[1];
        if (found) resolve(found);
      });
    });
    return { origin, stop, pid: server.pid };
  } catch (error) {
    await stop();
    throw error;
  }
}
