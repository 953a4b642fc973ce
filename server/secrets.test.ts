import * as fs from "node:fs";
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { keptSecret } from "./secrets";

// Only the check for an existing file is steered, to stand for a second process that looked before
// the first one's file was in place.
vi.mock("node:fs", async (original) => {
  const actual = await original<typeof import("node:fs")>();
  return { ...actual, existsSync: vi.fn(actual.existsSync) };
});

describe("a kept secret", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "secrets-"));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it("is made once, readable by its owner only, and the same on every later start", () => {
    const key = keptSecret(dir, "session.secret");
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(join(dir, "session.secret")).mode & 0o777).toBe(0o600);
    expect(keptSecret(dir, "session.secret")).toBe(key);
    expect(readdirSync(dir)).toEqual(["session.secret"]);
  });

  it("is the first one's for a process that found no file but was second to make it", () => {
    const first = keptSecret(dir, "session.secret");
    vi.mocked(fs.existsSync).mockReturnValueOnce(false);
    expect(keptSecret(dir, "session.secret")).toBe(first);
    expect(readdirSync(dir)).toEqual(["session.secret"]);
  });

  it("is the environment's when it gives one, and then nothing is written", () => {
    expect(keptSecret(dir, "session.secret", "from-the-environment")).toBe("from-the-environment");
    expect(readdirSync(dir)).toEqual([]);
  });
});
