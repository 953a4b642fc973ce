// The server as an operator meets it: settings checked at start, and a clean stop on SIGTERM.
import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import { expect, test } from "./fixtures";
import { startServer } from "./server-process";

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

test("every acknowledged note survives the server being killed mid-load (kill -9) and restarted", async () => {
  test.setTimeout(60_000);
  const Database = (await import("better-sqlite3")).default;
  const dataDir = `test-results/data-kill-${Date.now()}`;
  const limits = { NOTE_LIMIT_PER_MINUTE: "0", NOTE_LIMIT_PER_DAY: "0", DATA_DIR: dataDir };
  const first = startServer({ PORT: "0", ...limits });
  await expect.poll(() => first.output(), { timeout: 15_000 }).toMatch(/listening on http:\/\/127\.0\.0\.1:(\d+)/);
  const port = first.output().match(/listening on http:\/\/127\.0\.0\.1:(\d+)/)?.[1];

  const acknowledged: string[] = [];
  let running = true;
  const sender = async (worker: number) => {
    for (let i = 0; running; i++) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/submit-note`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ pastor: "pastor1", noteContent: `Load note ${worker}-${i}` }),
        });
        if (response.status === 201) acknowledged.push((await response.json()).id);
      } catch {
        return; // The server is gone.
      }
    }
  };
  const senders = Array.from({ length: 16 }, (_, worker) => sender(worker));
  await expect.poll(() => acknowledged.length, { timeout: 15_000 }).toBeGreaterThan(300);
  const firstExited = exitCode(first.child);
  first.child.kill("SIGKILL");
  running = false;
  await Promise.all(senders);
  await firstExited;

  // Restarting opens the same database; every acknowledged note is there, once.
  const second = startServer({ PORT: "0", ...limits });
  await expect.poll(() => second.output(), { timeout: 15_000 }).toMatch(/listening on/);
  const db = new Database(`${dataDir}/notes.sqlite3`, { readonly: true });
  const stored = new Set(db.prepare("SELECT id FROM notes").pluck().all() as string[]);
  const total = db.prepare("SELECT count(*) FROM notes").pluck().get() as number;
  db.close();
  const secondExited = exitCode(second.child);
  second.child.kill("SIGTERM");
  await secondExited;
  expect(acknowledged.length).toBeGreaterThan(300);
  expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  expect(total).toBe(stored.size);
});
