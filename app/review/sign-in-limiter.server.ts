// Failed staff sign-ins, per address and from all addresses together, counted in the site's
// database so a lockout holds on every instance (docs/decisions/0017).
import type { SiteDatabase } from "~/db/database.server";
import { databaseRateLimiter, type Refusal } from "~/db/rate-limiter.server";

const SIGN_IN_ATTEMPTS = 5;
const SIGN_IN_WINDOW_SECONDS = 15 * 60;
/**
 * Failed sign-ins from all addresses together in the same window: a church has a handful of staff,
 * and one form token can be sent from any number of addresses, so the per-address lockout alone
 * would let a crowd of addresses keep the password checks busy.
 */
const SIGN_IN_ATTEMPTS_ALL = 30;
const EVERYONE = "all addresses";

interface SignInRefusal extends Refusal {
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

export function createSignInLimiter(
  database: SiteDatabase,
  { attempts = SIGN_IN_ATTEMPTS, allAttempts = SIGN_IN_ATTEMPTS_ALL, windowSeconds = SIGN_IN_WINDOW_SECONDS } = {},
): SignInLimiter {
  const perAddress = databaseRateLimiter(database, {
    keyPrefix: "sign-in",
    points: attempts,
    duration: windowSeconds,
  });
  const everyone = databaseRateLimiter(database, {
    keyPrefix: "sign-in-all",
    points: allAttempts,
    duration: windowSeconds,
  });
  return {
    async attempt(address) {
      const own = await perAddress.take(address);
      if (own) return { ...own, scope: "address" };
      const all = await everyone.take(EVERYONE);
      if (!all) return null;
      // Refused for everyone's sake: this address keeps its own attempt.
      await perAddress.giveBack(address);
      return { ...all, scope: "everyone" };
    },
    async giveBack(address) {
      await Promise.all([perAddress.giveBack(address), everyone.giveBack(EVERYONE)]);
    },
  };
}
