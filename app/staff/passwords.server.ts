// Reviewers' passwords: scrypt hashes (Node's own, no native add-on) in a form that is safe to put
// in an environment variable or a .env file: no `$`, spaces or commas.
//   scrypt:<log2 N>:<r>:<p>:<salt, base64url>:<key, base64url>
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

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

function derive(password: string, salt: Buffer, { log2N, r, p }: ScryptCost, keyLength: number): Promise<Buffer> {
  // `maxmem` leaves room for the memory scrypt needs at this cost.
  const options = { N: 2 ** log2N, r, p, maxmem: 256 * 2 ** log2N * r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
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

/**
 * Whether the password matches; the comparison takes the same time wherever the bytes differ.
 * Node's own asynchronous scrypt, on its thread pool: in the storm of a hundred wrong passwords
 * (tests/e2e/sign-in-storm.spec.ts, one core kept busy) a visitor's slowest answer was 7–197 ms,
 * against 28–341 ms when the checks ran on a thread of their own at a lower priority, which went.
 */
export async function verifyPassword(password: string, hash: ParsedHash): Promise<boolean> {
  const key = await derive(password, hash.salt, hash.cost, hash.key.length);
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
