// Several Node instances behind nginx (scripts/proxy-config.mjs): nginx sends the build's files from
// disk and passes the rest on, and a visitor cannot tell which did. Every file of the build, in every
// encoding, is asked of Node directly and through nginx, and the two answers must be the same.
import { once } from "node:events";
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { Agent, type IncomingHttpHeaders, request } from "node:http";
import { join, relative, resolve, sep } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { ensureNginx, startNginx } from "../../scripts/ensure-nginx.mjs";
import { pages } from "./pages";
import { freePort, generateProxyConfig } from "./proxy";
import { raw, rawStream } from "./raw-http";
import { listeningOrigin, startServer } from "./server-process";

const CLIENT_DIR = "build/client";
const workDir = resolve(`test-results/proxy-${process.pid}`);
/** The same Host both ways, so that anything Node builds from it is the same too. */
const HOST = "church.example";
const ENCODINGS = ["br", "gzip", undefined] as const;
/** Headers that describe the connection or the copy on disk, not what was sent. */
const IGNORED = new Set([
  "date",
  "etag",
  "last-modified",
  "server",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "accept-ranges",
]);

let nodeOrigin = "";
let nginxOrigin = "";
let stopNode: () => Promise<void> = async () => {};
let stopNginx: () => Promise<void> = async () => {};

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // Room for installing nginx from Debian on a machine that lacks it.
  test.setTimeout(600_000);
  const nginx = await ensureNginx();
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });

  const { child, output } = startServer({
    PORT: "0",
    DATA_DIR: join(workDir, "data"),
    TRUST_PROXY: "loopback",
    HSTS: "true",
  });
  const exited = once(child, "exit");
  stopNode = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    await exited;
  };
  nodeOrigin = await listeningOrigin(output);
  const nodePort = new URL(nodeOrigin).port;

  // Another process may take the free port before nginx does: then nginx says so, and another is tried.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    // An instance that is down comes first (nothing listens on 127.0.0.2, Node only on 127.0.0.1):
    // every answer through nginx also shows it passing over a dead instance.
    const generated = await generateProxyConfig([
      "--out",
      join(workDir, "nginx.conf"),
      "--listen",
      String(port),
      "--upstream",
      `127.0.0.2:${nodePort},127.0.0.1:${nodePort}`,
      "--client-dir",
      CLIENT_DIR,
      "--hsts",
    ]);
    if (generated.code !== 0) throw new Error(`proxy-config.mjs failed:\n${generated.output}`);
    try {
      const started = await startNginx(join(workDir, "nginx.conf"), { binary: nginx });
      stopNginx = started.stop;
      nginxOrigin = `http://127.0.0.1:${port}`;
      break;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes("Address already in use")) throw error;
    }
  }
});

test.afterAll(async () => {
  await stopNginx();
  await stopNode();
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** Header names as sent, once per line: Node's parser folds some repeated headers into one value. */
  names?: string[];
  body: Buffer;
}

/** A GET sent as written; retried once if a kept-alive connection was closed just as it was reused. */
function get(origin: string, path: string, agent: Agent, encoding?: string, retried = false): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  const headers: Record<string, string> = { Host: HOST };
  if (encoding) headers["Accept-Encoding"] = encoding;
  return new Promise((resolveAnswer, reject) => {
    const req = request({ hostname, port, path, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () =>
        resolveAnswer({
          status: res.statusCode ?? 0,
          headers: res.headers,
          names: res.rawHeaders.filter((_, i) => i % 2 === 0).map((name) => name.toLowerCase()),
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (req.reusedSocket && error.code === "ECONNRESET" && !retried) {
        resolveAnswer(get(origin, path, agent, encoding, true));
      } else reject(error);
    });
    req.end();
  });
}

/** The body as the browser reads it; one that does not decode as labelled is compared as sent. */
function decoded(answer: Answer): Buffer {
  const encoding = answer.headers["content-encoding"];
  try {
    if (encoding === "br") return brotliDecompressSync(answer.body);
    if (encoding === "gzip") return gunzipSync(answer.body);
  } catch {
    return answer.body;
  }
  return answer.body;
}

/**
 * Where two answers to the same request differ, as lines to read. Pages rendered per request carry
 * a fresh CSP nonce, in the header and in their script tags: it is masked on both sides. Nothing
 * else in an answer was found to change from one request to the next.
 */
function differences(label: string, direct: Answer, proxied: Answer): string[] {
  const found: string[] = [];
  if (direct.status !== proxied.status) found.push(`${label}: status ${direct.status} from Node, ${proxied.status}`);
  const nonces: string[] = [];
  const masked = (value: string) =>
    value.replace(/'nonce-([^']+)'/g, (_, nonce: string) => {
      nonces.push(nonce);
      return "'nonce-…'";
    });
  const names = new Set([...Object.keys(direct.headers), ...Object.keys(proxied.headers)]);
  for (const name of [...names].filter((header) => !IGNORED.has(header)).sort()) {
    const a = masked(String(direct.headers[name] ?? "(none)"));
    const b = masked(String(proxied.headers[name] ?? "(none)"));
    if (a !== b) found.push(`${label}: ${name} is "${a}" from Node, "${b}" through nginx`);
  }
  // No header twice where Node sends it once, ignored ones included (a second ETag is still wrong).
  for (const name of new Set(proxied.names)) {
    const times = (answer: Answer) => answer.names?.filter((sent) => sent === name).length ?? 0;
    if (times(proxied) > Math.max(1, times(direct))) {
      found.push(`${label}: ${name} comes ${times(direct)} times from Node, ${times(proxied)} through nginx`);
    }
  }
  // Each visit to the note form draws a key of its own (docs/decisions/0046), in its page and data.
  const unmasked = (body: Buffer) =>
    nonces
      .reduce((text, nonce) => text.replaceAll(nonce, "…"), body.toString("latin1"))
      .replace(/[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}/g, "…");
  if (unmasked(decoded(direct)) !== unmasked(decoded(proxied))) found.push(`${label}: the bodies differ`);
  return found;
}

/** Every file of the build by the address a visitor asks for it, then every public page and its data, which Node renders (file ""). */
function builtPaths(): { path: string; file: string }[] {
  const found: { path: string; file: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!/\.(br|gz)$/.test(entry.name)) {
        const file = relative(CLIENT_DIR, full).split(sep).join("/");
        found.push({ path: `/${file.split("/").map(encodeURIComponent).join("/")}`, file });
      }
    }
  };
  walk(CLIENT_DIR);
  for (const { path } of pages) {
    found.push({ path, file: "" }, { path: path === "/" ? "/_.data" : `${path}.data`, file: "" });
  }
  return found;
}

/**
 * Files nginx sends from disk: all but pages, their .data twins and calendars (staff republish
 * those in the running server) and anything under a dot folder, which Node never serves.
 */
const fromDisk = (file: string) => file !== "" && !/(^|\/)\./.test(file) && !/\.(html|data|ics)$/.test(file);
/** nginx's ETag is strong, from mtime and size; every ETag Node makes is weak (W/"…"). */
const nginxETag = /^"[0-9a-f]+-[0-9a-f]+"$/;

async function inParallel<T>(items: T[], work: (item: T) => Promise<void>, lanes = 8) {
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

test("every file of the build comes through nginx as Node sends it, in every encoding", async () => {
  test.setTimeout(180_000);
  const files = builtPaths();
  expect(files.map(({ path }) => path)).toEqual(
    expect.arrayContaining(["/", "/robots.txt", "/sitemap.xml", "/manifest.webmanifest", "/favicon.ico"]),
  );
  expect(files.filter(({ file }) => file.startsWith("assets/")).length).toBeGreaterThan(10);

  const nodeAgent = new Agent({ keepAlive: true, maxSockets: 8 });
  const nginxAgent = new Agent({ keepAlive: true, maxSockets: 8 });
  const found: string[] = [];
  const sentFromDisk = new Set<string>();
  try {
    const requests = files.flatMap((file) => ENCODINGS.map((encoding) => ({ ...file, encoding })));
    await inParallel(requests, async ({ path, file, encoding }) => {
      const [direct, proxied] = await Promise.all([
        get(nodeOrigin, path, nodeAgent, encoding),
        get(nginxOrigin, path, nginxAgent, encoding),
      ]);
      const label = `${path} (${encoding ?? "no Accept-Encoding"})`;
      found.push(...differences(label, direct, proxied));
      const etag = String(proxied.headers.etag ?? "");
      if (fromDisk(file) !== nginxETag.test(etag)) {
        found.push(`${label}: expected from ${fromDisk(file) ? "disk" : "Node"}, but ETag ${etag} says otherwise`);
      }
      if (nginxETag.test(etag) && proxied.headers["content-encoding"]) sentFromDisk.add(encoding ?? "");
    });
  } finally {
    nodeAgent.destroy();
    nginxAgent.destroy();
  }
  expect(found).toEqual([]);
  // Both precompressed twins were sent from disk, not only the plain files.
  expect([...sentFromDisk].sort()).toEqual(["br", "gzip"]);
});

test("paths that are not on disk get Node's answer through nginx", async () => {
  const agent = new Agent({ keepAlive: false });
  const found: string[] = [];
  for (const path of ["/assets/missing.js", "/a-page-that-does-not-exist", "/images/", "/about-us/", "/healthz"]) {
    for (const encoding of ENCODINGS) {
      const direct = await get(nodeOrigin, path, agent, encoding);
      const proxied = await get(nginxOrigin, path, agent, encoding);
      found.push(...differences(`${path} (${encoding ?? "no Accept-Encoding"})`, direct, proxied));
      if (path === "/assets/missing.js") {
        expect(proxied.status).toBe(404);
        expect(proxied.headers["content-type"]).toBe("text/plain; charset=utf-8");
      }
      if (path === "/healthz") {
        expect(proxied.status).toBe(200);
        expect(JSON.parse(decoded(proxied).toString())).toMatchObject({ status: "ok" });
      }
    }
  }
  expect(found).toEqual([]);
});

test("nginx refuses what Node refuses, with Node's answer: a large body, a TRACE", async () => {
  const body = Buffer.alloc(100 * 1024, "a");
  const found: string[] = [];
  for (const [method, path] of [
    ["POST", "/"],
    ["POST", "/share-note"],
    ["POST", "/robots.txt"],
    ["TRACE", "/"],
  ] as const) {
    const options = {
      method,
      headers: { Host: HOST, "Content-Type": "application/x-www-form-urlencoded" },
      body: method === "POST" ? body : undefined,
    };
    const [direct, proxied] = [await raw(nodeOrigin, path, options), await raw(nginxOrigin, path, options)];
    expect(proxied.status, `${method} ${path}`).toBe(method === "POST" ? 413 : 405);
    const answer = (r: typeof direct): Answer => ({ ...r, body: Buffer.from(r.body) });
    found.push(...differences(`${method} ${path}`, answer(direct), answer(proxied)));
  }
  expect(found).toEqual([]);
});

test("nginx lets a photo-sized body through to the staff editor only, as Node does", async () => {
  const size = 10 * 1024 * 1024;
  const headers = { Host: HOST, "Content-Type": "application/x-www-form-urlencoded" };
  for (const path of [
    "/staff/content/home",
    "/staff/content/home/",
    "/staff/content/home/preview",
    "/Staff/Content/Home",
    "/staff/content/home.data",
    "/staff/content/home/_.data",
  ]) {
    // Node answers before the body is read (no session: to sign-in); nginx reads it all, then passes it on.
    const direct = await rawStream(nodeOrigin, path, { headers, declared: size, send: 64 * 1024 });
    const proxied = await raw(nginxOrigin, path, { method: "POST", headers, body: Buffer.alloc(size, "a") });
    expect(proxied.status, path).toBe(direct.status);
    // A page's .data twin answers a redirect as data, for React Router to follow (202).
    expect([202, 302, 303], path).toContain(proxied.status);
  }
  for (const path of ["/about-us", "/staff/content", "/staff/login", "/staff/content.data", "/staff/content/_.data"]) {
    const refused = await rawStream(nginxOrigin, path, { headers, declared: size, send: 64 * 1024 });
    expect(refused.status, path).toBe(413);
  }
});

test("a configuration whose HSTS differs from Node's is refused", async () => {
  const { code, output } = await generateProxyConfig([
    "--out",
    join(workDir, "no-hsts", "nginx.conf"),
    "--listen",
    "8080",
    "--upstream",
    new URL(nodeOrigin).host,
    "--client-dir",
    CLIENT_DIR,
  ]);
  expect(code).toBe(1);
  expect(output).toContain("give --hsts too");
});

test("nginx's access log keeps no one-time token, however the link's address is spelled", async () => {
  const secrets = Array.from({ length: 5 }, (_, index) => `${"S".repeat(40)}${index}x${index}`);
  const asked = [
    raw(nginxOrigin, `/staff/password?token=${secrets[0]}`, { headers: { Host: HOST } }),
    raw(nginxOrigin, `/STAFF/./undo?token=${secrets[1]}`, { headers: { Host: HOST } }),
    raw(nginxOrigin, `//staff/password?%74oken=${secrets[2]}#x`, { headers: { Host: HOST } }),
    raw(nginxOrigin, "/staff/login", {
      headers: { Host: HOST, Referer: `http://${HOST}/staff/password?token=${secrets[3]}` },
    }),
    raw(nginxOrigin, `/staff/undo?token=${secrets[4]}`, {
      method: "POST",
      headers: { Host: HOST, "Content-Type": "application/x-www-form-urlencoded", Origin: `http://${HOST}` },
      body: `token=${secrets[4]}`,
    }),
  ];
  await Promise.all(asked);
  const log = () => readFileSync(join(workDir, "logs", "access.log"), "utf8");
  // Each request is logged once its answer is sent: all five are there, by path.
  await expect
    .poll(
      () =>
        log()
          .split("\n")
          .filter((line) => line.includes("/staff/")).length,
    )
    .toBeGreaterThanOrEqual(5);
  for (const secret of secrets) expect(log()).not.toContain(secret);
  expect(log()).toContain('"GET /staff/password HTTP/1.1"');
  expect(log()).toContain(`"http://${HOST}/staff/password"`);
});

test("with no Node instance left, nginx still sends the files and nothing else", async () => {
  await stopNode();
  const agent = new Agent({ keepAlive: false });
  const files = builtPaths();
  const sample = [/^assets\/.+\.js$/, /^assets\/.+\.css$/, /^og\//, /^images\//, /^robots\.txt$/].map(
    (kind) => files.find(({ file }) => kind.test(file))?.path,
  );
  for (const path of sample) {
    expect(path).toBeDefined();
    expect((await get(nginxOrigin, path ?? "", agent, "br")).status, path).toBe(200);
  }
  for (const path of ["/", "/about-us", "/calendar.ics", "/share-note.data", "/assets/missing.js"]) {
    expect((await get(nginxOrigin, path, agent, "br")).status, path).toBe(502);
  }
});
