// Reviewers' passwords: scrypt hashes (Node's own, no native add-on) in a form that is safe to put
// in an environment variable or a .env file: no `$`, spaces or commas.
//   scrypt:<log2 N>:<r>:<p>:<salt, base64url>:<key, base64url>
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { Worker } from "node:worker_threads";

export interface ScryptCost {
  log2N: number;
  r: number;
  p: number;
}
export interface ParsedHash {
  cost: ScryptCost;
  salt: Buffer;
  key: Buffer;
}
/** A staff member from the REVIEWERS setting, taken over once into the accounts (app/staff/takeover.server.ts). */
export interface Reviewer {
  name: string;
  /** As the former `npm run reviewer:hash` printed it. */
  hash: string;
}

/** OWASP's recommended scrypt cost: N = 2^17, r = 8, p = 1 (128 MiB, about a third of a second). */
export const DEFAULT_COST: ScryptCost = { log2N: 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
const HASH_FORMAT = /^scrypt:(\d{1,2}):(\d{1,2}):(\d{1,2}):([\w-]{16,}):([\w-]{40,})$/;

/** scrypt's options for a cost, with room for the memory it needs. */
function scryptOptions(cost: ScryptCost) {
  const N = 2 ** cost.log2N;
  return { N, r: cost.r, p: cost.p, maxmem: 256 * N * cost.r + 1024 * 1024 };
}

function derive(password: string, salt: Buffer, cost: ScryptCost, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, keyLength, scryptOptions(cost), (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** @param cost Lower only in tests, where speed matters more than strength. */
export async function hashPassword(password: string, cost: ScryptCost = DEFAULT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, KEY_LENGTH);
  return `scrypt:${cost.log2N}:${cost.r}:${cost.p}:${salt.toString("base64url")}:${key.toString("base64url")}`;
}

export function parseHash(hash: string): ParsedHash | null {
  const match = HASH_FORMAT.exec(hash.trim());
  if (!match) return null;
  const [, log2N, r, p, salt, key] = match;
  const cost = { log2N: Number(log2N), r: Number(r), p: Number(p) };
  if (cost.log2N < 10 || cost.log2N > 22 || cost.r < 1 || cost.p < 1) return null;
  return { cost, salt: Buffer.from(String(salt), "base64url"), key: Buffer.from(String(key), "base64url") };
}

// Sign-ins are checked on a thread of their own whose priority is lowered (Linux keeps a nice value
// per thread): a crowd of wrong passwords keeps a core busy for seconds, and on a busy machine the
// thread that answers every visitor must win that core. With nothing else to do, a check runs at
// full speed. It also keeps the checks off Node's thread pool, which reads files and compresses.
const CHECK_NICENESS = 10;
const CHECKER_SOURCE = `
const { parentPort } = require("node:worker_threads");
const { scryptSync } = require("node:crypto");
try {
  const thread = Number(require("node:fs").readlinkSync("/proc/thread-self").split("/").pop());
  require("node:os").setPriority(thread, ${CHECK_NICENESS});
} catch {}
parentPort.on("message", ({ id, password, salt, keyLength, options }) => {
  try {
    parentPort.postMessage({ id, key: scryptSync(password, salt, keyLength, options) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
`;

let checker: { worker: Worker; waiting: Map<number, (answer: { key?: Uint8Array; error?: string }) => void> } | null =
  null;
let nextCheck = 0;

function checkOnItsThread(password: string, salt: Buffer, cost: ScryptCost, keyLength: number): Promise<Buffer> {
  if (!checker) {
    const worker = new Worker(CHECKER_SOURCE, { eval: true });
    const waiting = new Map<number, (answer: { key?: Uint8Array; error?: string }) => void>();
    worker.on("message", ({ id, ...answer }: { id: number; key?: Uint8Array; error?: string }) => {
      waiting.get(id)?.(answer);
      waiting.delete(id);
      if (waiting.size === 0) worker.unref();
    });
    // A thread that failed or stopped answers every check it had with an error, and the next
    // check starts a new one.
    const fail = (reason: string) => {
      for (const answer of waiting.values()) answer({ error: reason });
      waiting.clear();
      if (checker?.worker === worker) checker = null;
    };
    worker.on("error", (error) => fail(String(error)));
    worker.on("exit", (code) => fail(`the password check thread stopped (${code})`));
    checker = { worker, waiting };
  }
  const id = nextCheck++;
  const { worker, waiting } = checker;
  return new Promise((resolve, reject) => {
    waiting.set(id, ({ key, error }) => (key ? resolve(Buffer.from(key)) : reject(new Error(error))));
    // Only while a check is waiting does it keep the process running.
    worker.ref();
    worker.postMessage({
      id,
      password: password.normalize("NFC"),
      salt,
      keyLength,
      options: scryptOptions(cost),
    });
  });
}

/** Whether the password matches; the comparison takes the same time wherever the bytes differ. */
export async function verifyPassword(password: string, hash: ParsedHash): Promise<boolean> {
  const key = await checkOnItsThread(password, hash.salt, hash.cost, hash.key.length);
  return timingSafeEqual(key, hash.key);
}

/**
 * REVIEWERS: comma-separated `name=hash` pairs, for example
 * `REVIEWERS="dana=scrypt:17:8:1:…:…,lee=scrypt:17:8:1:…:…"`.
 */
export function parseReviewers(value: string): { reviewers: Reviewer[] } | { error: string } {
  const reviewers: Reviewer[] = [];
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const [index, entry] of entries.entries()) {
    const separator = entry.indexOf("=");
    const name = separator > 0 ? entry.slice(0, separator).trim() : "";
    if (!/^[\p{L}\p{N}._@-]{1,64}$/u.test(name)) {
      return { error: `entry ${index + 1} must start with a name (letters, digits, . _ @ -) and "="` };
    }
    const hash = entry.slice(separator + 1).trim();
    if (!parseHash(hash)) {
      return { error: `the hash for "${name}" is not a scrypt hash as \`npm run reviewer:hash\` printed them` };
    }
    if (reviewers.some((reviewer) => reviewer.name.toLowerCase() === name.toLowerCase())) {
      return { error: `"${name}" is listed twice` };
    }
    reviewers.push({ name, hash });
  }
  return { reviewers };
}
