// The people an upgrade must not disturb, as clients of the site at an origin: visitors reading
// pages at a fixed rate (autocannon), visitors arriving one by one on connections of their own,
// people sending notes and an editor saving drafts, each counting what it was refused; and what a
// release must still do on a schema a newer one migrated (smokeRelease). For scripts/upgrade-drill.mjs.
import { randomUUID } from "node:crypto";
import { request } from "node:http";
import autocannon from "autocannon";

export const STAFF_PASSWORD = "correct horse battery staple";
/** Pages visitors read during the upgrade, in both languages. */
const PAGES = ["/", "/events", "/share-note", "/es", "/es/events", "/about-us", "/calendar.ics", "/leadership"];

/**
 * Visitors reading pages at `rate` a second until stop(); resolves with autocannon's figures. Each
 * answer's time is kept with when it came, for the bench to compare the roll with the steady state.
 */
export function readPages(origin, rate) {
  let instance;
  const latencies = [];
  const errors = [];
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
    instance.on("response", (_client, _status, _bytes, ms) => latencies.push([Date.now(), ms]));
    instance.on("reqError", (error) => errors.push(`${new Date().toISOString()} ${error.code ?? error.message}`));
  });
  return { stop: () => instance.stop(), finished, latencies, errors };
}

/**
 * Visitors arriving one after another, each on a connection of its own (a phone's first request),
 * which is what meets a listening socket as it closes. Counts what failed.
 */
export function arriveOneByOne(origin, everyMs) {
  const { hostname, port } = new URL(origin);
  const failed = [];
  let arrived = 0;
  let going = true;
  const visit = () =>
    new Promise((done) => {
      const req = request({ host: hostname, port, path: "/", agent: false, timeout: 30_000 }, (res) => {
        res.resume();
        res.on("end", () => {
          if (res.statusCode !== 200) failed.push(res.statusCode);
          done();
        });
      });
      req.on("timeout", () => req.destroy(new Error("timeout")));
      req.on("error", (error) => {
        failed.push(error.code ?? error.message);
        done();
      });
      req.end();
    });
  const loop = (async () => {
    while (going) {
      await visit();
      arrived++;
      await new Promise((next) => setTimeout(next, everyMs));
    }
  })();
  return {
    failed,
    get arrived() {
      return arrived;
    },
    async stop() {
      going = false;
      await loop;
    },
  };
}

/**
 * People sending notes one after another, each from a form drawn with its key; a note that got no
 * answer or an error is sent again with the same key, as a person would. Counts what was refused.
 */
export function sendNotes(origin, everyMs, { triesEach = 5, pauseMs = 0 } = {}) {
  const sent = [];
  /** For each note in `sent`, when it was first tried and when it was acknowledged. */
  const times = [];
  const unexpected = [];
  let going = true;
  const loop = (async () => {
    while (going) {
      const text = `Thank you, note ${sent.length + 1} of the upgrade ${randomUUID()}`;
      const body = JSON.stringify({ pastor: "pastor1", noteContent: text, noteKey: randomUUID() });
      const triedAt = Date.now();
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
        if (answer === 201) {
          sent.push(text);
          times.push({ triedAt, acknowledgedAt: Date.now() });
          break;
        }
        unexpected.push(answer);
        // A person gives up after some tries: the note was never acknowledged.
        if (attempt >= triesEach || !going) break;
        await new Promise((next) => setTimeout(next, pauseMs));
      }
      await new Promise((next) => setTimeout(next, everyMs));
    }
  })();
  return {
    sent,
    unexpected,
    /** How long after `at` the first note tried after it was acknowledged. */
    acceptedAgainAfter(at) {
      const first = times.find(({ triedAt }) => triedAt >= at);
      return first ? first.acknowledgedAt - at : undefined;
    },
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
export function saveDrafts(origin, cookie, everyMs) {
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
export function missingAndTwice(sent, kept) {
  const counts = new Map();
  for (const text of kept) counts.set(text, (counts.get(text) ?? 0) + 1);
  return {
    missing: sent.filter((text) => !counts.has(text)).length,
    twice: [...counts.values()].filter((n) => n > 1).length,
  };
}

/**
 * Resolves once `what()` reaches `count`. A drill whose clients stop getting answers fails after
 * `withinMs` rather than hanging, so it still stops everything it started.
 */
export async function untilAtLeast(count, what, withinMs = 300_000) {
  const deadline = Date.now() + withinMs;
  while (what() < count) {
    if (Date.now() > deadline) throw new Error(`Still ${what()} of ${count} after ${withinMs / 1000} s`);
    await new Promise((next) => setTimeout(next, 50));
  }
}

/** What the pages' readers saw, in short. */
export function pagesSeen(result) {
  const { requests, errors, timeouts, non2xx, latency } = result;
  return { requests: requests.total, errors, timeouts, non2xx, p50: latency.p50, p99: latency.p99 };
}

/** p99 of the answers that came inside `windows` ([from, to] times), and of those outside. */
export function p99Within(latencies, windows) {
  const inside = [];
  const outside = [];
  for (const [at, ms] of latencies) (windows.some(([from, to]) => at >= from && at <= to) ? inside : outside).push(ms);
  const p99 = (list) => list.sort((a, b) => a - b)[Math.max(0, Math.ceil(list.length * 0.99) - 1)] ?? 0;
  return { roll: p99(inside), steady: p99(outside), rollRequests: inside.length, steadyRequests: outside.length };
}

/** The loads every drill puts on the site at `origin`, and what each saw once stopped. */
export function startLoads(origin, { rate, notesEveryMs, arrivalsEveryMs, notePatience }) {
  const pages = readPages(origin, rate);
  const notes = sendNotes(origin, notesEveryMs, notePatience);
  const arrivals = arriveOneByOne(origin, arrivalsEveryMs);
  return {
    notes,
    arrivals,
    pages,
    async stop() {
      pages.stop();
      await notes.stop();
      await arrivals.stop();
      return pages.finished;
    },
    /** What each client saw (`read`, what stop() gave) and which notes the database `kept`. */
    seen(read, kept) {
      return {
        pages: { ...pagesSeen(read), errorsSeen: pages.errors },
        arrivals: arrivals.arrived,
        arrivalsFailed: arrivals.failed,
        notesSent: notes.sent.length,
        notesRefused: notes.unexpected,
        ...missingAndTwice(notes.sent, kept),
      };
    },
  };
}
