import { describe, expect, it } from "vitest";
import { createSignInLimiter } from "./rate-limits.server";

describe("the sign-in limiter", () => {
  it("locks an address out after its attempts, whatever other addresses do", async () => {
    const limiter = createSignInLimiter({ attempts: 2, allAttempts: 10, windowSeconds: 60 });
    expect(await limiter.attempt("10.0.0.1")).toBeNull();
    expect(await limiter.attempt("10.0.0.1")).toBeNull();
    expect(await limiter.attempt("10.0.0.1")).toMatchObject({ scope: "address" });
    expect(await limiter.attempt("10.0.0.2")).toBeNull();
  });

  it("refuses every address once all of them together have used up theirs", async () => {
    const limiter = createSignInLimiter({ attempts: 5, allAttempts: 3, windowSeconds: 60 });
    for (const address of ["10.0.0.1", "10.0.0.2", "10.0.0.3"]) expect(await limiter.attempt(address)).toBeNull();
    const refused = await limiter.attempt("10.0.0.4");
    expect(refused).toMatchObject({ scope: "everyone" });
    expect(refused?.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused?.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it("takes back an attempt that was given back, for the address and for everyone", async () => {
    const limiter = createSignInLimiter({ attempts: 1, allAttempts: 1, windowSeconds: 60 });
    expect(await limiter.attempt("10.0.0.1")).toBeNull();
    await limiter.giveBack("10.0.0.1");
    expect(await limiter.attempt("10.0.0.2")).toBeNull();
    await limiter.giveBack("10.0.0.2");
    expect(await limiter.attempt("10.0.0.1")).toBeNull();
  });
});
