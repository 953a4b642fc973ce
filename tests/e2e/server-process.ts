// Starts the production server as its own process, as an operator would, for tests that need
// settings of their own.
import { spawn } from "node:child_process";
import { type Browser, expect, type ViewportSize } from "@playwright/test";
import { hashPassword } from "../../app/staff/passwords.server";

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

/** The password every staff member of `startEditorServer` signs in with. */
const EDITOR_PASSWORD = "correct horse battery staple";

/**
 * A server of its own (data folder `name`), where each of `staff` signs in with EDITOR_PASSWORD and
 * may edit the website: its address, what it has said, and how to stop it.
 */
export async function startEditorServer(name: string, staff: readonly string[]) {
  const hash = await hashPassword(EDITOR_PASSWORD, { log2N: 10, r: 8, p: 1 });
  const { child, output } = startServer({
    PORT: "0",
    DATA_DIR: `test-results/data-${name}-${process.pid}`,
    REVIEWERS: staff.map((person) => `${person}=${hash}`).join(","),
    CONTENT_EDITORS: staff.join(","),
    SESSION_SECRET: `${name}-session-secret-0123456789abcdef`,
  });
  const origin = await listeningOrigin(output);
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  return { origin, output, stop };
}

/** `name` signed in on a browser of its own at `origin`, on the editor's front page. */
export async function signedInEditor(
  browser: Browser,
  origin: string,
  {
    javaScriptEnabled,
    viewport,
    name = "Dana",
    password = EDITOR_PASSWORD,
  }: { javaScriptEnabled: boolean; viewport: ViewportSize; name?: string; password?: string },
) {
  const context = await browser.newContext({ javaScriptEnabled, viewport });
  const page = await context.newPage();
  await page.goto(`${origin}/staff/login?next=/staff/content`);
  // With JavaScript, the sign-in page hands over to React's router once React has started.
  if (javaScriptEnabled) await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit the website" })).toBeVisible();
  return { context, page };
}
