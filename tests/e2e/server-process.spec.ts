// The server as an operator meets it: settings checked at start, and a clean stop on SIGTERM.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { expect, test } from "./fixtures";

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["server/index.js"], {
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

async function exitCode(child: ChildProcess) {
  const [code] = await once(child, "exit");
  return code as number | null;
}

test("a bad setting stops the server at start with a message naming it", async () => {
  const { child, output } = startServer({ PORT: "eighty" });
  expect(await exitCode(child)).toBe(1);
  expect(output()).toContain("PORT: ");
  expect(output()).toContain('(got "eighty")');
});

test("SIGTERM lets the server finish and exit cleanly", async () => {
  const { child, output } = startServer({ PORT: "0" });
  await expect.poll(() => output(), { timeout: 15_000 }).toMatch(/listening on http:\/\/127\.0\.0\.1:(\d+)/);
  const port = output().match(/listening on http:\/\/127\.0\.0\.1:(\d+)/)?.[1];
  const health = await fetch(`http://127.0.0.1:${port}/healthz`);
  expect(health.status).toBe(200);
  child.kill("SIGTERM");
  expect(await exitCode(child)).toBe(0);
  expect(output()).toContain("SIGTERM received");
});
