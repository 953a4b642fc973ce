// The sign-in lockout, counted in a real database of each engine, as every instance counts it.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { engines, openAnother, openTestDatabase, type TestDatabase } from "../../tests/databases";
import { createSignInLimiter } from "./sign-in-limiter.server";

const from = (address: string, knownDevice?: string) => ({ address, knownDevice });

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
      perAddress: 10,
      windowSeconds: 60,
    });
    expect(await limiter.attempt(from("10.0.0.1"), "Dana")).toBeNull();
    expect(await limiter.attempt(from("10.0.0.1"), "dana ")).toBeNull();
    expect(await limiter.attempt(from("10.0.0.1"), "DANA")).toMatchObject({ scope: "name-and-address" });
    // A colleague in the same office, and Dana from elsewhere, carry on.
    expect(await limiter.attempt(from("10.0.0.1"), "Lee")).toBeNull();
    expect(await limiter.attempt(from("10.0.0.2"), "Dana")).toBeNull();
  });

  it("locks out one name tried from many addresses, but not in a browser it signed in on before", async () => {
    const limiter = createSignInLimiter(test.database, {
      perNameAndAddress: 5,
      perName: 3,
      perAddress: 10,
      windowSeconds: 60,
    });
    for (const address of ["10.0.0.1", "10.0.0.2", "10.0.0.3"])
      expect(await limiter.attempt(from(address), "Dana")).toBeNull();
    expect(await limiter.attempt(from("10.0.0.4"), "Dana")).toMatchObject({ scope: "name" });
    expect(await limiter.attempt(from("10.0.0.4"), "Lee")).toBeNull();
    // Dana's own laptop, even at an address the guesses came from, has its own tries.
    expect(await limiter.attempt(from("10.0.0.1", "dana-laptop"), "Dana")).toBeNull();
  });

  it("slows down the address that tries many names, made-up ones included, and no other", async () => {
    const limiter = createSignInLimiter(test.database, {
      perNameAndAddress: 5,
      perName: 5,
      perAddress: 30,
      windowSeconds: 60,
    });
    for (let i = 0; i < 30; i++) expect(await limiter.attempt(from("203.0.113.9"), `nobody-${i}`)).toBeNull();
    const refused = await limiter.attempt(from("203.0.113.9"), "Dana");
    expect(refused).toMatchObject({ scope: "address" });
    expect(refused?.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused?.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Every staff member elsewhere signs in as before; the refused attempt took nothing from Dana.
    for (const name of ["Dana", "Lee", "Sam"]) expect(await limiter.attempt(from("10.0.0.1"), name)).toBeNull();
    const strict = createSignInLimiter(test.database, { perNameAndAddress: 1, perName: 2, windowSeconds: 60 });
    expect(await strict.attempt(from("10.0.0.2"), "Dana")).toBeNull();
  });

  it("counts a known browser's failures against that browser alone", async () => {
    const limiter = createSignInLimiter(test.database, {
      perNameAndAddress: 2,
      perName: 2,
      perAddress: 2,
      windowSeconds: 60,
    });
    expect(await limiter.attempt(from("10.0.0.1", "laptop"), "Dana")).toBeNull();
    expect(await limiter.attempt(from("10.0.0.1", "laptop"), "Dana")).toBeNull();
    expect(await limiter.attempt(from("10.0.0.1", "laptop"), "Dana")).toMatchObject({ scope: "device" });
    expect(await limiter.attempt(from("10.0.0.1", "phone"), "Dana")).toBeNull();
    expect(await limiter.attempt(from("10.0.0.1"), "Dana")).toBeNull();
  });

  it("takes back attempts that were given back", async () => {
    const limiter = createSignInLimiter(test.database, {
      perNameAndAddress: 1,
      perName: 1,
      perAddress: 1,
      windowSeconds: 60,
    });
    expect(await limiter.attempt(from("10.0.0.1"), "Dana")).toBeNull();
    await limiter.giveBack(from("10.0.0.1"), "Dana");
    expect(await limiter.attempt(from("10.0.0.1"), "Lee")).toBeNull();
    await limiter.giveBack(from("10.0.0.1"), "Lee");
    expect(await limiter.attempt(from("10.0.0.1"), "Dana")).toBeNull();
  });

  it("counts the attempts of one name and address on every instance together", async () => {
    const other = await openAnother(test);
    try {
      const instances = [test.database, other].map((database) =>
        createSignInLimiter(database, { perNameAndAddress: 5, perName: 100, perAddress: 100, windowSeconds: 60 }),
      );
      const outcomes = [];
      for (let i = 0; i < 6; i++) outcomes.push(await (instances[i % 2]?.attempt(from("10.0.0.9"), "Dana") ?? null));
      expect(outcomes.slice(0, 5)).toEqual([null, null, null, null, null]);
      expect(outcomes[5]).toMatchObject({ scope: "name-and-address" });
    } finally {
      await other.close();
    }
  });
});
