// Starts the production server as its own process, as an operator would, for tests that need
// settings of their own.
import { spawn } from "node:child_process";
import { expect } from "@playwright/test";

export function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["build/server/main.js"], {
    env: { ...process.env, HOST: "127.0.0.1", DATA_DIR: "test-results/data-process", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
}

/** The address the server says it listens on, once it says so. */
export async function listeningOrigin(output: () => string) {
  const listening = /listening on (http:\/\/127\.0\.0\.1:\d+)/;
  // A condition, not a time: a machine busy with other work may take a while to start a process.
  await expect.poll(output, { timeout: 60_000 }).toMatch(listening);
  return output().match(listening)?.[1] ?? "";
}
