// Per-address limits, kept in the server's memory (one process; see docs/deploy.md for several):
// notes sent, and failed staff sign-ins. Both are checked inside the route that does the work, so
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

export interface SignInLimiter {
  /**
   * Takes one attempt for this address before the password is checked, so that many attempts sent
   * at once cannot all pass; a refusal once the address has used up its attempts.
   */
  attempt(address: string): Promise<Refusal | null>;
  /** Gives back the attempt of a sign-in that succeeded: only failures count. */
  succeeded(address: string): Promise<void>;
}

export function createSignInLimiter(
  attempts = SIGN_IN_ATTEMPTS,
  windowSeconds = SIGN_IN_WINDOW_SECONDS,
): SignInLimiter {
  const limiter = new RateLimiterMemory({ points: attempts, duration: windowSeconds });
  return {
    async attempt(address) {
      try {
        await limiter.consume(address);
        return null;
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        return { retryAfterSeconds: seconds(error.msBeforeNext) };
      }
    },
    async succeeded(address) {
      await limiter.reward(address, 1);
    },
  };
}
