// The sign-in lockout, counted in a real database of each engine, as every instance counts it.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { engines, openAnother, openTestDatabase, type TestDatabase } from "../../tests/databases";
import { createSignInLimiter } from "./sign-in-limiter.server";

describe.each(engines)("the sign-in limiter (%s)", (engine) => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await openTestDatabase(engine);
  });
  afterEach(() => test.close());

  it("locks an address out after its attempts, whatever other addresses do", async () => {
    const limiter = createSignInLimiter(test.database, { attempts: 2, allAttempts: 10, windowSeconds: 60 });
    expect(await limiter.attempt("10.0.0.1")).toBeNull();
    expect(await limiter.attempt("10.0.0.1")).toBeNull();
    expect(await limiter.attempt("10.0.0.1")).toMatchObject({ scope: "address" });
    expect(await limiter.attempt("10.0.0.2")).toBeNull();
  });

  it("refuses every address once all of them together have used up theirs", async () => {
    const limiter = createSignInLimiter(test.database, { attempts: 5, allAttempts: 3, windowSeconds: 60 });
    for (const address of ["10.0.0.1", "10.0.0.2", "10.0.0.3"]) expect(await limiter.attempt(address)).toBeNull();
    const refused = await limiter.attempt("10.0.0.4");
    expect(refused).toMatchObject({ scope: "everyone" });
    expect(refused?.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused?.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it("takes back an attempt that was given back, for the address and for everyone", async () => {
    const limiter = createSignInLimiter(test.database, { attempts: 1, allAttempts: 1, windowSeconds: 60 });
    expect(await limiter.attempt("10.0.0.1")).toBeNull();
    await limiter.giveBack("10.0.0.1");
    expect(await limiter.attempt("10.0.0.2")).toBeNull();
    await limiter.giveBack("10.0.0.2");
    expect(await limiter.attempt("10.0.0.1")).toBeNull();
  });

  it("counts the attempts of one address on every instance together", async () => {
    const other = await openAnother(test);
    try {
      const instances = [test.database, other].map((database) =>
        createSignInLimiter(database, { attempts: 5, allAttempts: 100, windowSeconds: 60 }),
      );
      const outcomes = [];
      for (let i = 0; i < 6; i++) outcomes.push(await (instances[i % 2]?.attempt("10.0.0.9") ?? null));
      expect(outcomes.slice(0, 5)).toEqual([null, null, null, null, null]);
      expect(outcomes[5]).toMatchObject({ scope: "address" });
    } finally {
      await other.close();
    }
  });
});
