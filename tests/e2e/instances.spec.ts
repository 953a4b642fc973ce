// Three instances of the site on one PostgreSQL, behind the nginx that `npm run proxy:config`
// writes, with a mail server that records what it is sent: nothing they share lives in one of them.
// Limits, lockouts and sessions hold across instances, a publish reaches every instance (also when
// the listener's connection is cut, and after a restart), each approved note is mailed once, and no
// acknowledged note is lost while an instance stops, is killed, or PostgreSQL restarts.

import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { offsetAt } from "../../app/content-model/church-time";
import { hashPassword } from "../../app/staff/passwords.server";
import { startPostgres } from "../../scripts/ensure-postgres.mjs";
import { type CaughtMail, startMailCatcher } from "../mail-catcher";
import { expect, test } from "./fixtures";
import { freePort, startProxy } from "./proxy";
import { type RawResponse, raw } from "./raw-http";
import { listeningOrigin, startServer } from "./server-process";

const PASSWORD = "correct horse battery staple";
const workDir = `test-results/instances-${process.pid}`;

interface Instance {
  name: string;
  origin: string;
  /** Starts it (again) on its own port; resolves once it listens. */
  start(): Promise<void>;
  /** Sends the signal and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

let postgres: { url: string; restart(): Promise<void>; stop(): void };
let databaseUrl = "";
let mails: CaughtMail[] = [];
let smtp: Awaited<ReturnType<typeof startMailCatcher>>;
let proxy: { origin: string; stop(): Promise<void> };
let instances: Instance[] = [];
/** What each instance printed, for a failing test to show. */
const outputs = new Map<string, () => string>();

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  // A PostgreSQL server of this file's own: one test restarts it.
  postgres = await startPostgres();
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query("CREATE DATABASE church");
  await admin.end();
  databaseUrl = postgres.url.replace(/\/postgres$/, "/church");
  mails = [];
  smtp = await startMailCatcher(mails);
  const hash = await hashPassword(PASSWORD, { log2N: 10, r: 8, p: 1 });
  const env = {
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: "instances-session-secret-0123456789abcdef",
    ADDRESS_HASH_SECRET: "instances-address-secret-0123456789",
    REVIEWERS: `Dana=${hash}`,
    CONTENT_EDITORS: "Dana",
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: "The Bridge Church <notes@church.test>",
    // nginx and the tests on loopback say who the visitor is (X-Forwarded-For).
    TRUST_PROXY: "loopback",
  };
  instances = await Promise.all(
    ["A", "B", "C"].map(async (name) => {
      const port = await freePort();
      let child: ChildProcess | undefined;
      const instance: Instance = {
        name,
        origin: `http://127.0.0.1:${port}`,
        async start() {
          const started = startServer({ ...env, PORT: String(port), DATA_DIR: join(workDir, `data-${name}`) });
          child = started.child;
          outputs.set(name, started.output);
          await listeningOrigin(started.output);
        },
        async stop(signal = "SIGTERM") {
          const running = child;
          if (!running || running.exitCode !== null || running.signalCode !== null) return;
          const exited = once(running, "exit");
          running.kill(signal);
          await exited;
        },
      };
      await instance.start();
      return instance;
    }),
  );
  proxy = await startProxy(
    workDir,
    instances.map((instance) => new URL(instance.origin).host),
  );
});

// A failing test shows what each instance printed.
test.afterEach(async () => {
  const info = test.info();
  if (info.status === info.expectedStatus) return;
  for (const [name, output] of outputs) await info.attach(`instance ${name}`, { body: output().slice(-20_000) });
});

test.afterAll(async () => {
  await proxy?.stop();
  for (const instance of instances) await instance.stop();
  await smtp?.close();
  postgres?.stop();
});

const at = (n: number) => instances[n % instances.length] as Instance;
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

function sendNote(origin: string, text: string, from: { client?: string; localAddress?: string }) {
  return raw(origin, "/api/submit-note", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(from.client && { "X-Forwarded-For": from.client }) },
    body: JSON.stringify({ pastor: "pastor2", noteContent: text }),
    localAddress: from.localAddress,
  });
}

async function query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

const cookieOf = (response: RawResponse) => String(response.headers["set-cookie"]?.[0] ?? "").split(";")[0] ?? "";
const csrfIn = (html: string) => html.match(/name="csrf" value="([^"]+)"/)?.[1] ?? "";

/** Dana's session, signed in on one instance: its cookie. */
async function signIn(origin: string, client: string): Promise<string> {
  const page = await raw(origin, "/staff/login", { headers: { "X-Forwarded-For": client } });
  const signedIn = await raw(origin, "/staff/login", {
    method: "POST",
    headers: { ...FORM, "X-Forwarded-For": client, Cookie: cookieOf(page) },
    body: form({ csrf: csrfIn(page.body), name: "Dana", password: PASSWORD, next: "/staff" }),
  });
  expect(signedIn.status).toBe(302);
  return cookieOf(signedIn);
}

test("the note limit and the sign-in lockout hold whichever instance a request lands on", async () => {
  const client = "198.51.100.7";
  const notes = [];
  for (let n = 0; n < 6; n++) notes.push((await sendNote(at(n).origin, `Limit ${n}`, { client })).status);
  expect(notes).toEqual([201, 201, 201, 201, 201, 429]);

  const intruder = "198.51.100.8";
  const attempts = [];
  for (let n = 0; n < 6; n++) {
    const origin = at(n).origin;
    const page = await raw(origin, "/staff/login", { headers: { "X-Forwarded-For": intruder } });
    const answer = await raw(origin, "/staff/login", {
      method: "POST",
      headers: { ...FORM, "X-Forwarded-For": intruder, Cookie: cookieOf(page) },
      // The sixth has the right password: the lockout holds anyway.
      body: form({ csrf: csrfIn(page.body), name: "Dana", password: n < 5 ? "wrong" : PASSWORD, next: "/staff" }),
    });
    attempts.push(answer.status);
  }
  expect(attempts).toEqual([401, 401, 401, 401, 401, 429]);
});

test("a session made on one instance works on the others, and signing out on one ends it on all", async () => {
  const cookie = await signIn(at(0).origin, "198.51.100.20");
  const onB = await raw(at(1).origin, "/staff/notes", {
    headers: { Cookie: cookie, "X-Forwarded-For": "198.51.100.20" },
  });
  expect(onB.status).toBe(200);
  expect(onB.body).toContain("Notes of appreciation");
  const signedOut = await raw(at(1).origin, "/staff/logout", {
    method: "POST",
    headers: { ...FORM, Cookie: cookie },
    body: form({ csrf: csrfIn(onB.body) }),
  });
  expect(signedOut.status).toBe(302);
  for (const instance of [at(0), at(2), at(1)]) {
    const after = await raw(instance.origin, "/staff/notes", { headers: { Cookie: cookie } });
    expect(after.status, instance.name).toBe(302);
    expect(after.headers.location, instance.name).toMatch(/^\/staff\/login/);
  }
});

/** Publishes the baptism `day` days after three weeks from now, through one instance's editor. */
async function publishBaptism(origin: string, day: number) {
  const cookie = await signIn(origin, "198.51.100.30");
  const editor = await raw(origin, "/staff/content/key-dates", { headers: { Cookie: cookie } });
  expect(editor.status).toBe(200);
  const basedOn = editor.body.match(/name="basedOn" value="(\d+)"/)?.[1] ?? "";
  const value = (name: string) => editor.body.match(new RegExp(`name="${name}"[^>]*value="([^"]*)"`))?.[1] ?? "";
  // Ahead of today, as staff's dates are: a day already past would be asked about first.
  const date = new Date(Date.now() + (21 + day) * 86_400_000).toISOString().slice(0, 10);
  const published = await raw(origin, "/staff/content/key-dates", {
    method: "POST",
    headers: { ...FORM, Cookie: cookie },
    body: form({
      csrf: csrfIn(editor.body),
      basedOn,
      intent: "publish",
      "impactWeek.start": value("impactWeek.start"),
      "impactWeek.end": value("impactWeek.end"),
      "baptism.startsAt": `${date}T09:30`,
      "baptism.endsAt": `${date}T11:30`,
    }),
  });
  expect(published.status, published.body.slice(0, 500)).toBe(302);
  return `${date}T09:30:00${offsetAt(new Date(`${date}T14:30:00Z`))}`;
}

/** Waits until every instance serves /baptism exactly as `from` does, with the same ETag. */
async function everyInstanceServesAs(from: Instance, startsAt: string) {
  const source = await raw(from.origin, "/baptism");
  expect(source.body).toContain(startsAt);
  // Every instance within the same 5 s: told at once by NOTIFY, or at worst by the next look every 2 s.
  await Promise.all(
    instances.map((instance) =>
      expect
        .poll(
          async () => {
            const served = await raw(instance.origin, "/baptism");
            return served.body === source.body && served.headers.etag === source.headers.etag;
          },
          { timeout: 5_000, intervals: [100] },
        )
        .toBe(true),
    ),
  );
}

test("a publish on one instance is served byte for byte by the others, also after their listener was cut and after a restart", async () => {
  await everyInstanceServesAs(at(0), await publishBaptism(at(0).origin, 12));

  // PostgreSQL ends the connections the instances listen on: they find the next publish anyway.
  const cut = await query<{ cut: boolean }>(
    "SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity WHERE application_name = 'church-website-listener'",
  );
  expect(cut.length).toBe(3);
  await everyInstanceServesAs(at(0), await publishBaptism(at(0).origin, 19));

  // C is down while B publishes; started again, it serves that publish from the start.
  await at(2).stop();
  const startsAt = await publishBaptism(at(1).origin, 5);
  await at(2).start();
  expect((await raw(at(2).origin, "/baptism")).body).toContain(startsAt);
  await everyInstanceServesAs(at(1), startsAt);
});

test("a draft saved on one instance opens on another, also after that one restarts, and is discarded on a third", async () => {
  const cookie = await signIn(at(0).origin, "198.51.100.31");
  const editor = await raw(at(0).origin, "/staff/content/about", { headers: { Cookie: cookie } });
  const basedOn = editor.body.match(/name="basedOn" value="(\d+)"/)?.[1] ?? "";
  const saved = await raw(at(0).origin, "/staff/content/about", {
    method: "POST",
    headers: { ...FORM, Cookie: cookie },
    body: form({ csrf: csrfIn(editor.body), basedOn, intent: "draft", "hero.title": "About us, half done" }),
  });
  expect(saved.status, saved.body.slice(0, 500)).toBe(302);
  const draft = String(saved.headers.location).match(/^\/staff\/content\/about\?draft=(\d+)$/)?.[1];
  expect(draft).toBeDefined();
  const opened = (origin: string) =>
    raw(origin, `/staff/content/about?draft=${draft}`, { headers: { Cookie: cookie } }).then(({ body }) => body);

  expect((await raw(at(1).origin, "/staff/content", { headers: { Cookie: cookie } })).body).toContain(
    `/staff/content/about?draft=${draft}`,
  );
  expect(await opened(at(1).origin)).toContain('value="About us, half done"');
  await at(1).stop();
  await at(1).start();
  expect(await opened(at(1).origin)).toContain('value="About us, half done"');

  const onC = await opened(at(2).origin);
  const discarded = await raw(at(2).origin, "/staff/content/about", {
    method: "POST",
    headers: { ...FORM, Cookie: cookie },
    body: form({ csrf: csrfIn(onC), basedOn, draft: String(draft), intent: "discard-draft" }),
  });
  expect(discarded.status).toBe(302);
  expect(await opened(at(0).origin)).toContain("That draft is no longer kept");
  expect((await raw(at(0).origin, "/about-us")).body).not.toContain("half done");
});

/** Publishes the page-not-found item's words, in English or (`?language=es`) in Spanish, through one instance. */
async function publishNotFound(origin: string, cookie: string, query: string, words: Record<string, string>) {
  const address = `/staff/content/not-found${query}`;
  const editor = await raw(origin, address, { headers: { Cookie: cookie } });
  expect(editor.status).toBe(200);
  const value = (name: string) => editor.body.match(new RegExp(`name="${name}"[^>]*value="([^"]*)"`))?.[1] ?? "";
  const published = await raw(origin, address, {
    method: "POST",
    headers: { ...FORM, Cookie: cookie },
    body: form({
      csrf: csrfIn(editor.body),
      basedOn: editor.body.match(/name="basedOn" value="(\d+)"/)?.[1] ?? "",
      intent: "publish",
      "meta.title": value("meta.title"),
      "meta.description": value("meta.description"),
      title: value("title"),
      message: value("message"),
      homeLabel: value("homeLabel"),
      ...words,
    }),
  });
  expect(published.status, published.body.slice(0, 500)).toBe(302);
  return editor.body;
}

test("an English sentence changed shows its Spanish as behind; the Spanish updated is served by every instance", async () => {
  const cookie = await signIn(at(0).origin, "198.51.100.32");
  const english = "This page has moved. The links below lead back to the rest of the site.";
  await publishNotFound(at(0).origin, cookie, "", { message: english });

  // The editor's front page, on another instance, says the Spanish of that sentence is behind, and links to it.
  const front = (await raw(at(1).origin, "/staff/content", { headers: { Cookie: cookie } })).body;
  expect(front).toMatch(/The English of “Message” changed on [^<]+: its Spanish is behind/);
  expect(front).toContain('href="/staff/content/not-found?language=es#field-message"');

  // The Spanish form holds the words only, each with its English beside it.
  const spanishForm = await publishNotFound(at(1).origin, cookie, "?language=es", {
    message: "Esta página se movió. Los enlaces de abajo te llevan al resto del sitio.",
    language: "es",
  });
  expect(spanishForm).toMatch(
    new RegExp(`<p id="field-message-english" lang="en"[^>]*><span[^>]*>English: </span>${english}</p>`),
  );

  for (const instance of instances) {
    await expect
      .poll(async () => (await raw(instance.origin, "/es/una-direccion-que-no-existe")).body, { timeout: 5_000 })
      .toContain("Esta página se movió. Los enlaces de abajo te llevan al resto del sitio.");
    expect((await raw(instance.origin, "/una-direccion-que-no-existe")).body).toContain(english);
  }
  const after = (await raw(at(2).origin, "/staff/content", { headers: { Cookie: cookie } })).body;
  expect(after).not.toContain("its Spanish is behind");
});

test("two hundred notes approved across three instances are each mailed once", async () => {
  test.setTimeout(300_000);
  const before = mails.length;
  const ids: string[] = [];
  for (let n = 0; n < 200; n++) {
    const sent = await sendNote(at(n).origin, `Outbox note ${n}`, { client: `198.18.${n >> 8}.${n & 255}` });
    expect(sent.status).toBe(201);
    ids.push(JSON.parse(sent.body).id);
  }
  const sessions = await Promise.all(instances.map((instance) => signIn(instance.origin, "198.51.100.40")));
  const tokens = await Promise.all(
    instances.map(async (instance, n) =>
      csrfIn((await raw(instance.origin, "/staff/notes", { headers: { Cookie: sessions[n] ?? "" } })).body),
    ),
  );
  for (const [n, id] of ids.entries()) {
    const approved = await raw(at(n).origin, "/staff/notes", {
      method: "POST",
      headers: { ...FORM, Cookie: sessions[n % 3] ?? "" },
      body: form({ id, intent: "approve", csrf: tokens[n % 3] ?? "" }),
    });
    expect(approved.status).toBe(302);
  }
  // Once every note is recorded delivered no outbox claims it again: a second copy would be in by then.
  const delivered = async () =>
    Number(
      (
        await query<{ n: string }>("SELECT count(*) AS n FROM notes WHERE status = 'delivered' AND id = ANY($1)", [ids])
      )[0]?.n,
    );
  await expect.poll(delivered, { timeout: 120_000, intervals: [500] }).toBe(200);
  const sent = mails.slice(before).map((mail) => mail.raw.match(/^Message-ID: <note-(.+)@church\.test>/m)?.[1]);
  expect(sent.length).toBe(200);
  expect(new Set(sent).size).toBe(200);
  expect([...sent].sort()).toEqual([...ids].sort());
});

/**
 * Notes sent through nginx, a few at a time, each from a loopback address of its own (so no one
 * address reaches the note limit), while `during` runs once a third have been answered.
 */
async function loadThroughProxy(label: string, count: number, during: () => Promise<void>) {
  const answers: Array<{ status: number; id?: string; error?: string }> = [];
  let next = 0;
  let started: Promise<void> | undefined;
  const worker = async () => {
    while (next < count) {
      const n = next++;
      if (n === Math.floor(count / 3)) started = during();
      try {
        const answer = await sendNote(proxy.origin, `${label} ${n}`, {
          localAddress: `127.0.${10 + (n >> 8)}.${(n & 255) + 1}`,
        });
        answers.push({ status: answer.status, id: answer.status === 201 ? JSON.parse(answer.body).id : undefined });
      } catch (error) {
        answers.push({ status: 0, error: String(error) });
      }
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  await started;
  const acknowledged = answers.flatMap((answer) => (answer.id ? [answer.id] : []));
  const stored = await query<{ id: string }>("SELECT id FROM notes WHERE id = ANY($1)", [acknowledged]);
  return { answers, acknowledged, stored: new Set(stored.map((row) => row.id)) };
}

test("an instance stopping under load through nginx loses nothing and answers no request with a 5xx", async () => {
  const { answers, acknowledged, stored } = await loadThroughProxy("Drain", 240, () => at(1).stop("SIGTERM"));
  expect(answers.filter((answer) => answer.status !== 201)).toEqual([]);
  expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  await at(1).start();
});

test("an instance killed under load loses no acknowledged note", async () => {
  const { answers, acknowledged, stored } = await loadThroughProxy("Killed", 240, () => at(2).stop("SIGKILL"));
  expect(acknowledged.length).toBeGreaterThan(200);
  // A request in flight on the killed instance may fail; none acknowledged is missing.
  expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  expect(answers.filter((answer) => answer.status >= 200 && answer.status < 500 && answer.status !== 201)).toEqual([]);
  await at(2).start();
});

test("PostgreSQL restarting under load loses no acknowledged note, and every instance reconnects by itself", async () => {
  const { acknowledged, stored } = await loadThroughProxy("Restart", 240, async () => postgres.restart());
  expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  for (const instance of instances) {
    await expect
      .poll(
        async () =>
          (
            await sendNote(instance.origin, "After the restart", {
              client: `198.51.100.${50 + instances.indexOf(instance)}`,
            })
          ).status,
        {
          timeout: 30_000,
          intervals: [250],
        },
      )
      .toBe(201);
  }
});
