// Per-address limits, kept in the server's memory (one process; see docs/deploy.md for several):
// notes sent, and failed staff sign-ins (per address and from all addresses together). Both are checked inside the route that does the work, so
// every way of reaching it (any spelling of the path, the `.data` twin, the JSON API) counts alike.
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

export interface Refusal {
  retryAfterSeconds: number;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export interface NoteLimits {
  /** Notes one address may send a minute; 0 turns the limit off. */
  perMinute: number;
  /** Notes one address may send a day; 0 turns the limit off. */
  perDay: number;
}

export interface NoteLimiter {
  /** Counts one note from this address; a refusal when it is over either limit. */
  take(address: string): Promise<Refusal | null>;
}

export function createNoteLimiter(limits: NoteLimits): NoteLimiter {
  const windows = [
    { points: limits.perMinute, duration: 60 },
    { points: limits.perDay, duration: 24 * 60 * 60 },
  ]
    .filter((w) => w.points > 0)
    .map((w) => new RateLimiterMemory(w));
  return {
    async take(address) {
      let wait = 0;
      for (const window of windows) {
        try {
          await window.consume(address);
        } catch (error) {
          if (!(error instanceof RateLimiterRes)) throw error;
          wait = Math.max(wait, seconds(error.msBeforeNext));
        }
      }
      return wait > 0 ? { retryAfterSeconds: wait } : null;
    },
  };
}

const SIGN_IN_ATTEMPTS = 5;
const SIGN_IN_WINDOW_SECONDS = 15 * 60;
/**
 * Failed sign-ins from all addresses together in the same window: a church has a handful of staff,
 * and one form token can be sent from any number of addresses, so the per-address lockout alone
 * would let a crowd of addresses keep the password checks busy.
 */
const SIGN_IN_ATTEMPTS_ALL = 30;
const EVERYONE = "all addresses";

export interface SignInRefusal extends Refusal {
  /** Whether this address used up its attempts, or all addresses together did. */
  scope: "address" | "everyone";
}

export interface SignInLimiter {
  /**
   * Takes one attempt for this address, and one of all addresses' together, before the password is
   * checked, so that many attempts sent at once cannot all pass; a refusal once either is used up.
   */
  attempt(address: string): Promise<SignInRefusal | null>;
  /** Gives back the attempt of a sign-in that succeeded, or whose password was never checked. */
  giveBack(address: string): Promise<void>;
}

export function createSignInLimiter({
  attempts = SIGN_IN_ATTEMPTS,
  allAttempts = SIGN_IN_ATTEMPTS_ALL,
  windowSeconds = SIGN_IN_WINDOW_SECONDS,
} = {}): SignInLimiter {
  const perAddress = new RateLimiterMemory({ points: attempts, duration: windowSeconds, keyPrefix: "sign-in" });
  const everyone = new RateLimiterMemory({ points: allAttempts, duration: windowSeconds, keyPrefix: "sign-in-all" });
  const take = async (limiter: RateLimiterMemory, key: string): Promise<Refusal | null> => {
    try {
      await limiter.consume(key);
      return null;
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      return { retryAfterSeconds: seconds(error.msBeforeNext) };
    }
  };
  return {
    async attempt(address) {
      const own = await take(perAddress, address);
      if (own) return { ...own, scope: "address" };
      const all = await take(everyone, EVERYONE);
      if (!all) return null;
      // Refused for everyone's sake: this address keeps its own attempt.
      await perAddress.reward(address, 1);
      return { ...all, scope: "everyone" };
    },
    async giveBack(address) {
      await Promise.all([perAddress.reward(address, 1), everyone.reward(EVERYONE, 1)]);
    },
  };
}
