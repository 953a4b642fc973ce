// Reviewers' password hashes and the REVIEWERS setting.
import { describe, expect, it } from "vitest";
import { hashPassword, parseHash, parseReviewers, verifyPassword } from "./passwords.server";

// Cheap parameters keep the tests fast; the format and the check are the same as at full cost.
const cheap = { log2N: 10, r: 8, p: 1 };

describe("password hashes", () => {
  it("accepts the right password and refuses a wrong one", async () => {
    const hash = parseHash(await hashPassword("correct horse battery", cheap));
    expect(hash).not.toBeNull();
    if (!hash) return;
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse batterY", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("salts each hash, and writes it without characters a shell or .env file would mangle", async () => {
    const [a, b] = [await hashPassword("same password", cheap), await hashPassword("same password", cheap)];
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt:10:8:1:[\w-]+:[\w-]+$/);
  });

  it("uses OWASP's scrypt cost unless told otherwise", async () => {
    expect(parseHash(await hashPassword("a long enough password"))?.cost).toEqual({ log2N: 17, r: 8, p: 1 });
  });

  it("refuses text that is not one of its hashes", () => {
    expect(parseHash("hunter2")).toBeNull();
    expect(parseHash("$2b$12$abcdefghijklmnopqrstuv")).toBeNull();
    expect(parseHash("scrypt:4:8:1:AAAAAAAAAAAAAAAAAAAAAA:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")).toBeNull();
  });
});

describe("REVIEWERS", () => {
  it("reads comma-separated name=hash pairs", async () => {
    const [one, two] = [await hashPassword("first password", cheap), await hashPassword("second password", cheap)];
    const parsed = parseReviewers(` dana=${one}, lee.k=${two} `);
    expect("reviewers" in parsed && parsed.reviewers.map((r) => r.name)).toEqual(["dana", "lee.k"]);
  });

  it("is empty when unset", () => {
    expect(parseReviewers("")).toEqual({ reviewers: [] });
  });

  it("names the problem with a bad entry, without repeating the hash", async () => {
    const hash = await hashPassword("first password", cheap);
    expect(parseReviewers("dana")).toEqual({ error: expect.stringContaining("entry 1") });
    expect(parseReviewers("dana=plaintext-password")).toEqual({ error: expect.stringContaining('"dana"') });
    expect(parseReviewers(`dana=${hash},Dana=${hash}`)).toEqual({ error: '"Dana" is listed twice' });
    const error = parseReviewers(`dana=${hash}x!`);
    expect("error" in error && error.error).not.toContain(hash);
  });
});
