// An upgrade under load, as `npm run upgrade` does it on a Sunday morning, for the upgrade test
// (tests/e2e/upgrade.spec.ts, small) and `npm run bench:upgrade` (large): visitors reading pages at a
// fixed rate (autocannon), people sending notes and an editor saving drafts, while the release
// before is rolled to this one across two instances behind the generated nginx (PostgreSQL), or
// handed over to a new process on the same port of one server (SQLite). Reports what every client
// saw and what the database kept.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { mkdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import pg from "pg";
import { ensureNginx, startNginx } from "./ensure-nginx.mjs";
import { startPostgres } from "./ensure-postgres.mjs";
import { freePort } from "./free-port.mjs";
import { handOver, rollInstances } from "./upgrade.mjs";

const THIS_RELEASE = resolve(import.meta.dirname, "..");
export const STAFF_PASSWORD = "correct horse battery staple";
/** Pages visitors read during the upgrade, in both languages. */
const PAGES = ["/", "/events", "/share-note", "/es", "/es/events", "/about-us", "/calendar.ics", "/leadership"];

/** The site of `release` (a folder with its build) as its own process; resolves once it listens. */
export async function startSite(release, env) {
  const child = spawn(process.execPath, [join(release, "build/server/main.js")], {
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk) => {
    // What it says, without the one line per note, for a failure to show.
    output = (output + chunk).slice(-50_000);
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  const exited = once(child, "exit");
  await new Promise((resolveListening, reject) => {
    child.once("exit", (code) => reject(new Error(`${release} stopped (${code}) before listening:\n${output}`)));
    const look = () => /listening on http/.test(output) && resolveListening();
    child.stdout.on("data", look);
  });
  return {
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** Visitors reading pages at `rate` a second until stop(); resolves with autocannon's figures. */
function readPages(origin, rate) {
  let instance;
  const finished = new Promise((done, fail) => {
    instance = autocannon(
      {
        url: origin,
        requests: PAGES.map((path) => ({ path })),
        connections: 8,
        overallRate: rate,
        duration: 3600,
        timeout: 30,
      },
      (error, result) => (error ? fail(error) : done(result)),
    );
  });
  return { stop: () => instance.stop(), finished };
}

/**
 * People sending notes one after another, each from a form drawn with its key; a note that got no
 * answer or an error is sent again with the same key, as a person would. Counts what was refused.
 */
function sendNotes(origin, everyMs) {
  const sent = [];
  const unexpected = [];
  let going = true;
  const loop = (async () => {
    while (going) {
      const text = `Thank you, note ${sent.length + 1} of the upgrade ${randomUUID()}`;
      const body = JSON.stringify({ pastor: "pastor1", noteContent: text, noteKey: randomUUID() });
      for (let attempt = 1; ; attempt++) {
        const answer = await fetch(`${origin}/api/submit-note`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body,
          signal: AbortSignal.timeout(30_000),
        }).then(
          (response) => response.status,
          (error) => String(error),
        );
        if (answer === 201) break;
        unexpected.push(answer);
        if (attempt >= 5) throw new Error(`A note was refused five times: ${unexpected.slice(-5).join(", ")}`);
      }
      sent.push(text);
      await new Promise((next) => setTimeout(next, everyMs));
    }
  })();
  return {
    sent,
    unexpected,
    async stop() {
      going = false;
      await loop;
    },
  };
}

const cookieOf = (response) => (response.headers.get("set-cookie") ?? "").split(";")[0];
const csrfIn = (html) => html.match(/name="csrf" value="([^"]+)"/)?.[1] ?? "";
const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

/** Dana's session at `origin`: its cookie. */
export async function signIn(origin, client = "198.51.100.40") {
  const page = await fetch(`${origin}/staff/login`, { headers: { "X-Forwarded-For": client } });
  const body = new URLSearchParams({
    csrf: csrfIn(await page.text()),
    name: "Dana",
    password: STAFF_PASSWORD,
    next: "/staff",
  });
  const signedIn = await fetch(`${origin}/staff/login`, {
    method: "POST",
    headers: { ...FORM, "X-Forwarded-For": client, Cookie: cookieOf(page) },
    body,
    redirect: "manual",
  });
  if (signedIn.status !== 302) throw new Error(`Signing in answered ${signedIn.status}`);
  return cookieOf(signedIn);
}

/** Saves `title` as Dana's draft of the About page; resolves with the status the save answered. */
export async function saveDraft(origin, cookie, title) {
  const editor = await fetch(`${origin}/staff/content/about`, { headers: { Cookie: cookie } });
  const html = await editor.text();
  const basedOn = html.match(/name="basedOn" value="(\d+)"/)?.[1] ?? "";
  const saved = await fetch(`${origin}/staff/content/about`, {
    method: "POST",
    headers: { ...FORM, Cookie: cookie },
    body: new URLSearchParams({ csrf: csrfIn(html), basedOn, intent: "draft", "hero.title": title }),
    redirect: "manual",
  });
  return saved.status;
}

/** The not-found page's words published through the editor at `origin`, with `message` changed. */
async function publishNotFoundMessage(origin, cookie, message) {
  const editor = await fetch(`${origin}/staff/content/not-found`, { headers: { Cookie: cookie } });
  const html = await editor.text();
  const value = (name) => html.match(new RegExp(`name="${name}"[^>]*value="([^"]*)"`))?.[1] ?? "";
  const fields = ["meta.title", "meta.description", "title", "homeLabel"].map((name) => [name, value(name)]);
  const published = await fetch(`${origin}/staff/content/not-found`, {
    method: "POST",
    headers: { ...FORM, Cookie: cookie },
    body: new URLSearchParams({
      csrf: csrfIn(html),
      basedOn: html.match(/name="basedOn" value="(\d+)"/)?.[1] ?? "",
      intent: "publish",
      ...Object.fromEntries(fields),
      message,
    }),
    redirect: "manual",
  });
  return published.status;
}

/**
 * What a release must still do at `origin` on a database migrated by a newer one: pages in both
 * languages, a note, a staff sign-in, a draft and a publish. Resolves with what failed, and the
 * message it published (for the newer release to show).
 */
export async function smokeRelease(origin) {
  const failed = [];
  for (const path of ["/", "/es", "/events", "/share-note"]) {
    const status = (await fetch(`${origin}${path}`)).status;
    if (status !== 200) failed.push(`${path} answered ${status}`);
  }
  const note = await fetch(`${origin}/api/submit-note`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ pastor: "pastor2", noteContent: "Thank you, from the release before." }),
  });
  if (note.status !== 201) failed.push(`a note answered ${note.status}`);
  const cookie = await signIn(origin, "198.51.100.41").catch((error) => failed.push(String(error)));
  if (typeof cookie !== "string") return { failed };
  const draft = await saveDraft(origin, cookie, "About us, a draft of the release before");
  if (draft !== 302) failed.push(`saving a draft answered ${draft}`);
  const message = `This page has moved (${randomUUID()}).`;
  const published = await publishNotFoundMessage(origin, cookie, message);
  if (published !== 302) failed.push(`publishing answered ${published}`);
  const shown = await (await fetch(`${origin}/a-page-that-is-not-here`)).text();
  if (!shown.includes(message)) failed.push("the published words were not shown");
  return { failed, message };
}

/** An editor saving a draft now and then, each save answered 302 or counted. */
function saveDrafts(origin, cookie, everyMs) {
  const unexpected = [];
  let saves = 0;
  let going = true;
  const loop = (async () => {
    while (going) {
      const status = await saveDraft(origin, cookie, `About us, draft ${++saves}`).catch((error) => String(error));
      if (status !== 302) unexpected.push(status);
      await new Promise((next) => setTimeout(next, everyMs));
    }
  })();
  return {
    unexpected,
    get saves() {
      return saves;
    },
    async stop() {
      going = false;
      await loop;
    },
  };
}

/** Every note sent, kept once: those missing and those kept more than once. */
function missingAndTwice(sent, kept) {
  const counts = new Map();
  for (const text of kept) counts.set(text, (counts.get(text) ?? 0) + 1);
  return {
    missing: sent.filter((text) => !counts.has(text)).length,
    twice: [...counts.values()].filter((n) => n > 1).length,
  };
}

async function untilAtLeast(count, what) {
  while (what() < count) await new Promise((next) => setTimeout(next, 50));
}

/**
 * Two instances of `from` (a release's folder) on PostgreSQL behind nginx, rolled to this release
 * under load. `between` runs when the first is upgraded and the second still runs `from`, on the new
 * schema; `after` once both run this release. Resolves with what clients saw and what was kept.
 */
export async function rollingDrill({
  from,
  rate,
  notesEveryMs = 100,
  draftsEveryMs = 300,
  between,
  after,
  workDir,
}) {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const postgres = await startPostgres();
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query("CREATE DATABASE church");
  await admin.end();
  const databaseUrl = postgres.url.replace(/\/postgres$/, "/church");
  // Node.js 26 reads the TypeScript of a module without imports of the app's own.
  const { hashPassword } = await import("../app/staff/passwords.server.ts");
  const env = {
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: "upgrade-session-secret-0123456789abcdef",
    ADDRESS_HASH_SECRET: "upgrade-address-secret-0123456789",
    REVIEWERS: `Dana=${await hashPassword(STAFF_PASSWORD, { log2N: 10, r: 8, p: 1 })}`,
    CONTENT_EDITORS: "Dana",
    TRUST_PROXY: "loopback",
    NOTE_LIMIT_PER_MINUTE: "0",
    NOTE_LIMIT_PER_DAY: "0",
  };
  const ports = [await freePort(), await freePort()];
  const envOf = (index) => ({ ...env, PORT: String(ports[index]), DATA_DIR: join(workDir, `data-${index}`) });
  const running = [];
  // One after the other: the first creates the tables.
  for (const index of [0, 1]) running[index] = await startSite(from, envOf(index));
  let nginx;
  const loads = [];
  try {
    const config = join(workDir, "nginx.conf");
    const listen = await freePort();
    const upstream = ports.map((port) => `127.0.0.1:${port}`).join(",");
    const generator = spawn(
      process.execPath,
      ["scripts/proxy-config.mjs", "--out", config, "--listen", String(listen), "--upstream", upstream],
      {
        cwd: THIS_RELEASE,
        stdio: "inherit",
      },
    );
    if ((await once(generator, "exit"))[0] !== 0) throw new Error("proxy-config.mjs failed");
    nginx = await startNginx(config, { binary: await ensureNginx() });
    const origin = `http://127.0.0.1:${listen}`;
    const cookie = await signIn(origin);

    const pages = readPages(origin, rate);
    const notes = sendNotes(origin, notesEveryMs);
    const drafts = saveDrafts(origin, cookie, draftsEveryMs);
    loads.push(pages, notes, drafts);
    // The steady state before the roll, for the bench's comparison.
    await untilAtLeast(3, () => notes.sent.length);
    const instances = ports.map((port, index) => ({
      name: `instance ${index + 1}`,
      address: `127.0.0.1:${port}`,
      index,
    }));
    const restart = async ({ index }) => {
      await running[index].stop();
      running[index] = await startSite(THIS_RELEASE, envOf(index));
    };
    const log = () => {};
    const rollStarted = Date.now();
    await rollInstances({ nginx: { config }, instances: [instances[0]], restart, log });
    await between?.({ releaseBefore: `http://${instances[1].address}`, databaseUrl });
    await rollInstances({ nginx: { config }, instances: [instances[1]], restart, log });
    const rollMs = Date.now() - rollStarted;
    // The contract steps, once no instance runs the release before.
    const contract = spawn(process.execPath, ["build/server/migrate.js", "--contract"], {
      cwd: THIS_RELEASE,
      env: { ...process.env, ...envOf(0) },
      stdio: "inherit",
    });
    if ((await once(contract, "exit"))[0] !== 0) throw new Error("The contract steps failed");
    await after?.({ origin });
    const savesAfter = drafts.saves + 2;
    await untilAtLeast(savesAfter, () => drafts.saves);
    pages.stop();
    await notes.stop();
    await drafts.stop();
    const read = await pages.finished;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const kept = (await client.query("SELECT note_text FROM notes")).rows.map((row) => row.note_text);
    await client.end();
    return {
      rollMs,
      pages: read,
      notesSent: notes.sent.length,
      notesRefused: notes.unexpected,
      draftsSaved: drafts.saves,
      draftsRefused: drafts.unexpected,
      ...missingAndTwice(notes.sent, kept),
      outputs: running.map((site) => site.output()),
    };
  } finally {
    for (const load of loads) await Promise.resolve(load.stop()).catch(() => {});
    await nginx?.stop();
    for (const site of running) await site?.stop();
    postgres.stop();
  }
}

/**
 * This release on one server with SQLite, handed over under load to a new process of itself on
 * the same port (SO_REUSEPORT). Resolves with what clients saw and what was kept.
 */
export async function handoverDrill({ rate, notesEveryMs = 100, workDir }) {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const port = await freePort();
  const env = {
    PORT: String(port),
    DATA_DIR: join(workDir, "data"),
    SESSION_SECRET: "handover-session-secret-0123456789abcdef",
    NOTE_LIMIT_PER_MINUTE: "0",
    NOTE_LIMIT_PER_DAY: "0",
  };
  let old = await startSite(THIS_RELEASE, env);
  let next;
  const origin = `http://127.0.0.1:${port}`;
  const pages = readPages(origin, rate);
  const notes = sendNotes(origin, notesEveryMs);
  try {
    await untilAtLeast(3, () => notes.sent.length);
    await handOver({
      address: `127.0.0.1:${port}`,
      start: async () => {
        next = await startSite(THIS_RELEASE, env);
      },
      stop: () => old.stop(),
      log: () => {},
    });
    const after = notes.sent.length + 10;
    await untilAtLeast(after, () => notes.sent.length);
    pages.stop();
    await notes.stop();
    const read = await pages.finished;
    await next.stop();
    const db = new Database(join(workDir, "data", "notes.sqlite3"), { readonly: true });
    const kept = db.prepare("SELECT note_text FROM notes").pluck().all();
    db.close();
    return {
      pages: read,
      notesSent: notes.sent.length,
      notesRefused: notes.unexpected,
      ...missingAndTwice(notes.sent, kept),
    };
  } finally {
    pages.stop();
    await notes.stop().catch(() => {});
    await old?.stop();
    await next?.stop();
    old = undefined;
  }
}
