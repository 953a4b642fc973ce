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

  it("locks out one name from one address, and no one else behind that address", async () => {
    const limiter = createSignInLimiter(test.database, {
      perNameAndAddress: 2,
      perName: 10,
      everyone: 10,
      windowSeconds: 60,
    });
    expect(await limiter.attempt("10.0.0.1", "Dana")).toBeNull();
    expect(await limiter.attempt("10.0.0.1", "dana ")).toBeNull();
    expect(await limiter.attempt("10.0.0.1", "DANA")).toMatchObject({ scope: "name-and-address" });
    // A colleague in the same office, and Dana from elsewhere, carry on.
    expect(await limiter.attempt("10.0.0.1", "Lee")).toBeNull();
    expect(await limiter.attempt("10.0.0.2", "Dana")).toBeNull();
  });

  it("locks out one name tried from many addresses", async () => {
    const limiter = createSignInLimiter(test.database, {
      perNameAndAddress: 5,
      perName: 3,
      everyone: 10,
      windowSeconds: 60,
    });
    for (const address of ["10.0.0.1", "10.0.0.2", "10.0.0.3"])
      expect(await limiter.attempt(address, "Dana")).toBeNull();
    expect(await limiter.attempt("10.0.0.4", "Dana")).toMatchObject({ scope: "name" });
    expect(await limiter.attempt("10.0.0.4", "Lee")).toBeNull();
  });

  it("refuses everyone once all of them together have used up theirs", async () => {
    const limiter = createSignInLimiter(test.database, {
      perNameAndAddress: 5,
      perName: 5,
      everyone: 3,
      windowSeconds: 60,
    });
    for (const name of ["a", "b", "c"]) expect(await limiter.attempt("10.0.0.1", name)).toBeNull();
    const refused = await limiter.attempt("10.0.0.4", "d");
    expect(refused).toMatchObject({ scope: "everyone" });
    expect(refused?.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused?.retryAfterSeconds).toBeLessThanOrEqual(60);
    // The refused attempt took nothing from the name's own allowance.
    const fresh = createSignInLimiter(test.database, {
      perNameAndAddress: 1,
      perName: 1,
      everyone: 100,
      windowSeconds: 60,
    });
    expect(await fresh.attempt("10.0.0.4", "d")).toBeNull();
  });

  it("takes back attempts that were given back", async () => {
    const limiter = createSignInLimiter(test.database, {
      perNameAndAddress: 1,
      perName: 1,
      everyone: 1,
      windowSeconds: 60,
    });
    expect(await limiter.attempt("10.0.0.1", "Dana")).toBeNull();
    await limiter.giveBack("10.0.0.1", "Dana");
    expect(await limiter.attempt("10.0.0.2", "Lee")).toBeNull();
    await limiter.giveBack("10.0.0.2", "Lee");
    expect(await limiter.attempt("10.0.0.1", "Dana")).toBeNull();
  });

  it("counts the attempts of one name and address on every instance together", async () => {
    const other = await openAnother(test);
    try {
      const instances = [test.database, other].map((database) =>
        createSignInLimiter(database, { perNameAndAddress: 5, perName: 100, everyone: 100, windowSeconds: 60 }),
      );
      const outcomes = [];
      for (let i = 0; i < 6; i++) outcomes.push(await (instances[i % 2]?.attempt("10.0.0.9", "Dana") ?? null));
      expect(outcomes.slice(0, 5)).toEqual([null, null, null, null, null]);
      expect(outcomes[5]).toMatchObject({ scope: "name-and-address" });
    } finally {
      await other.close();
    }
  });
});
