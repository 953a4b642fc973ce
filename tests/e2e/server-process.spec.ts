// The server as an operator meets it: settings checked at start, and a clean stop on SIGTERM.
import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import packageJson from "../../package.json" with { type: "json" };
import { expect, test } from "./fixtures";
import { raw } from "./raw-http";
import { listeningOrigin, startServer } from "./server-process";

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

test("the server runs on the Node.js that package.json pins, the one `npm install` brings", async () => {
  const { child, output } = startServer({ PORT: "0" });
  await listeningOrigin(output);
  const exited = exitCode(child);
  child.kill("SIGTERM");
  await exited;
  expect(output()).toContain(`(Node.js ${packageJson.dependencies.node})`);
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
  const refused: number[] = [];
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
        else refused.push(response.status);
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
  // Each request carried its own text: a note stored twice would show here, whatever its id.
  const twice = db.prepare("SELECT note_text FROM notes GROUP BY note_text HAVING count(*) > 1").pluck().all();
  db.close();
  const secondExited = exitCode(second.child);
  second.child.kill("SIGTERM");
  await secondExited;
  expect(acknowledged.length).toBeGreaterThan(300);
  expect(refused).toEqual([]);
  expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  expect(twice).toEqual([]);
});

test("instances started together on one fresh data folder all start, and the schema is made once", async () => {
  // A restart that overlaps the old process, or a second instance on the same machine: each
  // brings the same new database forward, and none may find a migration half applied by another.
  const dataDir = `test-results/data-together-${Date.now()}`;
  const instances = Array.from({ length: 3 }, () => startServer({ PORT: "0", DATA_DIR: dataDir }));
  for (const { output } of instances) await listeningOrigin(output);
  for (const { output } of instances) expect(output()).not.toContain("Error");
  const Database = (await import("better-sqlite3")).default;
  const db = new Database(`${dataDir}/notes.sqlite3`, { readonly: true });
  const versions = db.prepare("SELECT version FROM schema_migrations").pluck().all() as string[];
  db.close();
  const { readdirSync } = await import("node:fs");
  // A database made from nothing takes the contract steps at once too.
  const files = (folder: string) =>
    readdirSync(`db/migrations/sqlite/${folder}`).filter((file) => file.endsWith(".sql"));
  expect(versions.sort()).toEqual([...files(""), ...files("contract").map((file) => `contract/${file}`)].sort());
  await Promise.all(
    instances.map(({ child }) => {
      const exited = exitCode(child);
      child.kill("SIGTERM");
      return exited;
    }),
  );
});

test("forms from other sites are refused without a line in the log; the site's own are taken", async () => {
  const { child, output } = startServer({ PORT: "0", DATA_DIR: `test-results/data-foreign-${Date.now()}` });
  const origin = await listeningOrigin(output);
  const said = output().length;
  const formHeaders = { "Content-Type": "application/x-www-form-urlencoded" };
  // Every door a form comes through, as React Router sees it: pages' actions and their data twins.
  for (const path of ["/share-note", "/share-note.data", "/es/share-note", "/staff/login", "/staff/login.data"]) {
    for (const foreign of ["https://elsewhere.example", "null", "not an address"]) {
      const response = await raw(origin, path, {
        method: "POST",
        headers: { ...formHeaders, Origin: foreign },
        body: "pastor=pastor1&noteContent=From+elsewhere",
      });
      expect(response.status, `${path} from ${foreign}`).toBe(400);
    }
  }
  // The site's own form is still taken, and the answer to it is a page, not a refusal.
  const own = await raw(origin, "/share-note", {
    method: "POST",
    headers: { ...formHeaders, Origin: origin },
    body: "pastor=pastor1&noteContent=",
  });
  expect(own.status).toBe(400);
  expect(own.body).toContain("<form");
  // The log's only line since is the site's own note of the refused note, not a stack of any refusal.
  await expect.poll(() => output().slice(said)).toContain('"outcome":"invalid"');
  expect(output().slice(said).trim().split("\n")).toHaveLength(1);
  const exited = exitCode(child);
  child.kill("SIGTERM");
  await exited;
});

test("half-sent requests are dropped within 35 s, and the health check answers while 1,500 are open", async () => {
  test.setTimeout(90_000);
  const { connect } = await import("node:net");
  const { child, output } = startServer({ PORT: "0" });
  const origin = await listeningOrigin(output);
  const { port } = new URL(origin);
  const opened = Date.now();
  let connected = 0;
  let closed = 0;
  const closedAfter: number[] = [];
  const sockets = Array.from({ length: 1500 }, () => {
    const socket = connect(Number(port), "127.0.0.1", () => {
      connected++;
      // Headers that never end: the request is never whole.
      socket.write("GET / HTTP/1.1\r\nHost: church.test\r\nX-Slow: ");
    });
    socket.on("error", () => {});
    // Reading is how a client learns that the server has closed the connection.
    socket.on("data", () => {});
    socket.on("close", () => {
      closed++;
      closedAfter.push(Date.now() - opened);
    });
    return socket;
  });
  await expect.poll(() => connected, { timeout: 20_000 }).toBe(1500);
  const health = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(5_000) });
  expect(health.status).toBe(200);
  await expect.poll(() => closed, { timeout: 35_000 - (Date.now() - opened), intervals: [500] }).toBe(1500);
  // Dropped by the 15 s header timeout (checked every second), not by a later one.
  expect(Math.min(...closedAfter)).toBeGreaterThanOrEqual(14_000);
  expect(Math.max(...closedAfter)).toBeLessThan(20_000);
  for (const socket of sockets) socket.destroy();
  const exited = exitCode(child);
  child.kill("SIGTERM");
  expect(await exited).toBe(0);
});

test("SIGTERM under load answers every request in flight, and every 201 is stored", async () => {
  test.setTimeout(60_000);
  const http = await import("node:http");
  const Database = (await import("better-sqlite3")).default;
  const dataDir = `test-results/data-drain-${Date.now()}`;
  const { child, output } = startServer({
    PORT: "0",
    DATA_DIR: dataDir,
    NOTE_LIMIT_PER_MINUTE: "0",
    NOTE_LIMIT_PER_DAY: "0",
  });
  const { port } = new URL(await listeningOrigin(output));

  const acknowledged: string[] = [];
  const statuses: number[] = [];
  const errors: string[] = [];
  const send = (agent: import("node:http").Agent, body: string) =>
    new Promise<void>((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port,
          path: "/api/submit-note",
          method: "POST",
          agent,
          headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) },
        },
        (res) => {
          let text = "";
          res.on("data", (chunk) => {
            text += chunk;
          });
          res.on("end", () => {
            statuses.push(res.statusCode ?? 0);
            if (res.statusCode === 201) acknowledged.push(JSON.parse(text).id);
            resolve();
          });
        },
      );
      req.on("error", reject);
      req.end(body);
    });
  const client = async (worker: number) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    for (let i = 0; ; i++) {
      try {
        await send(agent, JSON.stringify({ pastor: "pastor2", noteContent: `Drain note ${worker}-${i}` }));
      } catch (error) {
        // After the signal, a new connection is refused: that is the only error allowed.
        errors.push((error as NodeJS.ErrnoException).code ?? String(error));
        agent.destroy();
        return;
      }
    }
  };
  const clients = Array.from({ length: 20 }, (_, worker) => client(worker));
  await expect.poll(() => acknowledged.length, { timeout: 15_000 }).toBeGreaterThan(200);
  const exited = exitCode(child);
  const signalled = Date.now();
  child.kill("SIGTERM");
  await Promise.all(clients);
  expect(await exited).toBe(0);
  expect(Date.now() - signalled).toBeLessThan(10_000);

  expect(errors).toEqual(errors.map(() => "ECONNREFUSED"));
  expect(statuses.filter((status) => status !== 201)).toEqual([]);
  const db = new Database(`${dataDir}/notes.sqlite3`, { readonly: true });
  const stored = new Set(db.prepare("SELECT id FROM notes").pluck().all() as string[]);
  db.close();
  expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  expect(stored.size).toBe(acknowledged.length);
});
