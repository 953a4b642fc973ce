// Benchmark (not a test): does "Forgot your password?" answer in the same time whether the address
// belongs to a staff account or not? Against the production server with a real SMTP server, it
// asks for links for known and unknown addresses in turn, each from an address of its own (so the
// per-address limit never answers instead), and prints the answer times of each kind.
// Usage: npm run build && npm run bench:forgot [-- tries]
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { startMailCatcher } from "../tests/mail-catcher.ts";

const tries = Number(process.argv[2] ?? 120);
/** Each known address gets at most three links an hour (app/staff/reset-limiter.server.ts): enough addresses for every try to send one. */
const knownAccounts = Math.ceil(tries / 2 / 3);
const dataDir = mkdtempSync(join(tmpdir(), "bench-forgot-"));
const mails = [];
const catcher = await startMailCatcher(mails);

const env = {
  ...process.env,
  HOST: "127.0.0.1",
  PORT: "0",
  DATA_DIR: dataDir,
  NODE_ENV: "production",
  TRUST_PROXY: "loopback",
  SMTP_URL: `smtp://127.0.0.1:${catcher.port}`,
  MAIL_FROM: "The Bridge Church <office@church.test>",
};
for (let i = 0; i < knownAccounts; i++) {
  const added = spawnSync(
    process.execPath,
    ["build/server/staff-add.js", "--name", `Known ${i}`, "--email", `known-${i}@church.test`, "--notes"],
    { env, encoding: "utf8" },
  );
  if (added.status !== 0) throw new Error(added.stderr);
}

const server = spawn(process.execPath, ["build/server/main.js"], { env, stdio: ["ignore", "pipe", "inherit"] });
server.stdout.setEncoding("utf8");
const origin = await new Promise((resolve) => {
  server.stdout.on("data", (chunk) => {
    const found = chunk.match(/listening on (http:\/\/127\.0\.0\.1:\d+)/)?.[1];
    if (found) resolve(found);
  });
});

/** One request for a link, from its own client address: the milliseconds until the whole answer is in. */
async function ask(email, client) {
  const page = await fetch(`${origin}/staff/forgot`, { headers: { "X-Forwarded-For": client } });
  const cookie = (page.headers.get("set-cookie") ?? "").split(";")[0];
  const csrf = (await page.text()).match(/name="csrf" value="([^"]+)"/)?.[1] ?? "";
  const started = performance.now();
  const answer = await fetch(`${origin}/staff/forgot`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, "X-Forwarded-For": client },
    body: new URLSearchParams({ csrf, email }),
  });
  const text = await answer.text();
  const ms = performance.now() - started;
  if (answer.status !== 200 || !text.includes("Check your e-mail")) throw new Error(`answered ${answer.status}`);
  return ms;
}

const times = { known: [], unknown: [] };
// A few of each first, so neither kind pays for the server's first requests.
for (let i = 0; i < 4; i++) await ask(`warm-${i}@nowhere.test`, `198.18.0.${i + 1}`);
for (let i = 0; i < tries; i++) {
  const known = i % 2 === 0;
  const email = known ? `known-${Math.floor(i / 2) % knownAccounts}@church.test` : `nobody-${i}@nowhere.test`;
  times[known ? "known" : "unknown"].push(await ask(email, `198.19.${Math.floor(i / 250)}.${(i % 250) + 1}`));
}
// The links go out after the answers: wait for them, to show the work was really done.
const deadline = Date.now() + 30_000;
while (mails.length < tries / 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const row = (kind) =>
  `${kind.padEnd(8)} ${String(times[kind].length).padStart(5)}  median ${quantile(times[kind], 0.5).toFixed(1).padStart(6)} ms  p90 ${quantile(times[kind], 0.9).toFixed(1).padStart(6)} ms`;
console.log(`"Forgot your password?" answers, ${tries} tries, links e-mailed: ${mails.length}`);
console.log(row("known"));
console.log(row("unknown"));
console.log(
  `difference of medians: ${(quantile(times.known, 0.5) - quantile(times.unknown, 0.5)).toFixed(1)} ms (known minus unknown)`,
);

server.kill("SIGTERM");
await once(server, "exit");
await catcher.close();
rmSync(dataDir, { recursive: true, force: true });
