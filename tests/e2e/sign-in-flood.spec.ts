// A flood of sign-ins from one address costs that address alone. Sixteen connections from one
// address post wrong passwords as fast as they are answered, each password checked at full
// strength, while a staff member signs in from another address, again from the browser they used,
// and a passkey sign-in starts: every one of them is let through. Afterwards the flooding address
// has used up its own tries, the ones turned away included. And a staff member's own session
// posting its right password to "Confirm it's you" as fast as it can keeps no colleague out.
import { spawn } from "node:child_process";
import { setPriority } from "node:os";
import { hashPassword } from "../../app/staff/passwords.server";
import { expect, test } from "./fixtures";
import { raw } from "./raw-http";
import { listeningOrigin, startServer } from "./server-process";

const PASSWORD = "correct horse battery staple";
const FLOODER = "127.0.5.1";
const CONNECTIONS = 16;
/** The flood ends by itself after this many posts or this long, whichever comes first. */
const MOST_POSTS = 4000;
const MOST_MS = 90_000;

let origin = "";
let stop: () => void = () => {};

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  const { child, output } = startServer({
    PORT: "0",
    DATA_DIR: `test-results/data-sign-in-flood-${process.pid}`,
    REVIEWERS: `Dana=${await hashPassword(PASSWORD)},Lee=${await hashPassword(PASSWORD)}`,
    SESSION_SECRET: "sign-in-flood-session-secret-0123456789",
  });
  origin = await listeningOrigin(output);
  stop = () => child.kill("SIGTERM");
});

test.afterAll(() => stop());

/** The sign-in page's cookie and form token, as a browser at `address` holding `cookie` gets them. */
async function signInForm(address: string, cookie = "") {
  const page = await raw(origin, "/staff/login", { localAddress: address, headers: cookie ? { Cookie: cookie } : {} });
  const csrf = page.body.match(/name="csrf" value="([^"]+)"/)?.[1] ?? "";
  return { csrf, cookie: withCookies(cookie, page.headers["set-cookie"]) };
}

/** The cookies a browser holds after an answer: each one set replaces the one of its name. */
function withCookies(cookie: string, set: string[] | undefined): string {
  const jar = new Map(
    cookie
      .split("; ")
      .filter(Boolean)
      .map((each) => [each.split("=")[0], each] as const),
  );
  for (const each of set ?? []) {
    const pair = each.split(";")[0] ?? "";
    jar.set(pair.split("=")[0], pair);
  }
  return [...jar.values()].join("; ");
}

/** Signs in as `name` from `address`: the answer's status and the cookies the browser then holds. */
async function signIn(name: string, address: string, cookie = "") {
  const form = await signInForm(address, cookie);
  const answer = await raw(origin, "/staff/login", {
    method: "POST",
    localAddress: address,
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: form.cookie },
    body: new URLSearchParams({ csrf: form.csrf, name, password: PASSWORD, next: "/staff" }).toString(),
  });
  return { status: answer.status, cookie: withCookies(form.cookie, answer.headers["set-cookie"]) };
}

/**
 * The flood, in a process of its own at the lowest priority (an attacker's own work runs on other
 * machines): sixteen connections from one address, each posting again as soon as it is answered,
 * until told to stop, or its count or time runs out. Prints how many of each status it got.
 */
function flood(
  form: { csrf: string; cookie: string },
  { path = "/staff/login", address = FLOODER, password = "" } = {},
) {
  const source = `
    const { Agent, request } = require("node:http");
    const { origin, csrf, cookie, address, connections, most, mostMs, path, password } = JSON.parse(process.argv[1]);
    const { hostname, port } = new URL(origin);
    const agent = new Agent({ keepAlive: true, maxSockets: connections });
    const counts = {};
    let sent = 0;
    let stopping = false;
    process.stdin.on("data", () => { stopping = true; });
    const until = Date.now() + mostMs;
    const post = () => new Promise((resolve) => {
      const body = new URLSearchParams({ csrf, name: "Dana", password: password || "wrong " + sent, next: "/staff" }).toString();
      const req = request({ hostname, port, path, method: "POST", agent, localAddress: address,
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": Buffer.byteLength(body), Cookie: cookie } },
        (res) => { res.resume(); res.on("end", () => { counts[res.statusCode] = (counts[res.statusCode] || 0) + 1; resolve(); }); });
      req.on("error", () => { counts.error = (counts.error || 0) + 1; resolve(); });
      req.end(body);
    });
    const connection = async () => { while (!stopping && sent < most && Date.now() < until) { sent++; await post(); } };
    process.stdout.write("flooding\\n");
    Promise.all(Array.from({ length: connections }, connection)).then(() => {
      process.stdout.write(JSON.stringify(counts));
      agent.destroy();
    });
  `;
  const settings = {
    ...form,
    origin,
    address,
    path,
    password,
    connections: CONNECTIONS,
    most: MOST_POSTS,
    mostMs: MOST_MS,
  };
  const flooder = spawn(process.execPath, ["-e", source, JSON.stringify(settings)], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  if (flooder.pid) setPriority(flooder.pid, 19);
  let output = "";
  let started: () => void = () => {};
  const flooding = new Promise<void>((resolve) => {
    started = resolve;
  });
  flooder.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    if (output.includes("flooding")) started();
  });
  const ended = new Promise<Record<string, number>>((resolve, reject) => {
    flooder.once("error", reject);
    flooder.once("close", (code) =>
      code === 0
        ? resolve(JSON.parse(output.replace("flooding\n", "")) as Record<string, number>)
        : reject(new Error(`the flooder exited with ${code}`)),
    );
  });
  return {
    flooding,
    /** Tells the flood to stop, and what it got. */
    async end() {
      flooder.stdin.end("stop\n");
      return ended;
    },
  };
}

test("one address flooding the sign-in page keeps no one else out, and uses up only its own tries", async () => {
  test.setTimeout(180_000);
  // Lee's own browser, known to the site from an earlier sign-in.
  const known = await signIn("Lee", "127.0.6.1");
  expect(known.status).toBe(302);

  const attack = flood(await signInForm(FLOODER));
  await attack.flooding;
  // The flood is under way once a post from its address is turned away or refused.
  const fromFlooder = async () => {
    const form = await signInForm(FLOODER);
    const body = new URLSearchParams({ csrf: form.csrf, name: "Dana", password: "a guess", next: "/staff" });
    const headers = { "Content-Type": "application/x-www-form-urlencoded", Cookie: form.cookie };
    return (await raw(origin, "/staff/login", { method: "POST", localAddress: FLOODER, headers, body: `${body}` }))
      .status;
  };
  await expect.poll(fromFlooder, { timeout: 60_000 }).toBeGreaterThanOrEqual(429);

  const answers: Record<string, number[]> = { "new browser": [], "known browser": [], passkey: [] };
  const timings: number[] = [];
  for (let round = 0; round < 3; round++) {
    const started = performance.now();
    answers["new browser"]?.push((await signIn("Lee", `127.0.7.${round + 1}`)).status);
    timings.push(Math.round(performance.now() - started));
    answers["known browser"]?.push((await signIn("Lee", "127.0.6.1", known.cookie)).status);
    // A passkey sign-in's first post: the challenge for the device to sign.
    const form = await signInForm("127.0.8.1");
    const challenge = await raw(origin, "/staff/passkey?intent=sign-in-options", {
      method: "POST",
      localAddress: "127.0.8.1",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: form.cookie },
      body: new URLSearchParams({ csrf: form.csrf, next: "/staff" }).toString(),
    });
    answers.passkey?.push(challenge.status);
  }
  const flooded = await attack.end();
  test
    .info()
    .annotations.push(
      { type: "the flood's answers", description: JSON.stringify(flooded) },
      { type: "a new browser's sign-in during the flood, ms", description: JSON.stringify(timings) },
    );
  expect(answers).toEqual({
    "new browser": [302, 302, 302],
    "known browser": [302, 302, 302],
    passkey: [200, 200, 200],
  });
  // The flood was answered, most of it turned away at once.
  expect(flooded["503"] ?? 0).toBeGreaterThan(30);

  // Its turned-away posts counted against its own address: even a right password waits there now.
  const after = await signIn("Lee", FLOODER);
  expect(after.status).toBe(429);
});

test("a staff member flooding Confirm it's you with their own password keeps no colleague from signing in", async () => {
  test.setTimeout(180_000);
  const flooder = "127.0.5.2";
  const dana = await signIn("Dana", flooder);
  expect(dana.status).toBe(302);
  const confirm = await raw(origin, "/staff/confirm", { localAddress: flooder, headers: { Cookie: dana.cookie } });
  const csrf = confirm.body.match(/name="csrf" value="([^"]+)"/)?.[1] ?? "";
  expect(csrf).not.toBe("");
  const attack = flood({ csrf, cookie: dana.cookie }, { path: "/staff/confirm", address: flooder, password: PASSWORD });
  await attack.flooding;
  const answers: number[] = [];
  for (let round = 0; round < 3; round++) answers.push((await signIn("Lee", `127.0.7.${round + 10}`)).status);
  const flooded = await attack.end();
  test.info().annotations.push({ type: "the flood's answers", description: JSON.stringify(flooded) });
  expect(answers).toEqual([302, 302, 302]);
  // The flood was going on all along: its posts were answered while Lee signed in.
  expect(Object.values(flooded).reduce((sum, count) => sum + count, 0)).toBeGreaterThan(3);
});
