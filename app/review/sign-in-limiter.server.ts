// Failed staff sign-ins, counted in the site's database so a lockout holds on every instance
// (docs/decisions/0017, revised by 0027). A church office is many people behind one address, so a
// lockout is never of an address alone: each name typed from an address has its own few tries, so
// one person's typos do not lock their colleagues out; each name has a larger allowance from all
// addresses together, so guessing one account from many addresses stops too; and all sign-ins
// together have a ceiling, so a crowd cannot keep the password checks busy.
import type { SiteDatabase } from "~/db/database.server";
import { databaseRateLimiter, type Refusal } from "~/db/rate-limiter.server";

const WINDOW_SECONDS = 15 * 60;
/** Failures of one name from one address. */
const PER_NAME_AND_ADDRESS = 5;
/** Failures of one name from every address together. */
const PER_NAME = 20;
/**
 * Failures from all addresses together in the same window: a church has a handful of staff, and
 * one form token can be sent from any number of addresses.
 */
const EVERYONE = 30;

export interface SignInRefusal extends Refusal {
  /** Whose tries were used up: this name from this address, this name from everywhere, or everyone's. */
  scope: "name-and-address" | "name" | "everyone";
}

export interface SignInLimiter {
  /**
   * Takes one attempt of each kind before the password is checked, so that many attempts sent at
   * once cannot all pass; a refusal once any is used up.
   */
  attempt(address: string, name: string): Promise<SignInRefusal | null>;
  /** Gives back the attempts of a sign-in that succeeded, or whose password was never checked. */
  giveBack(address: string, name: string): Promise<void>;
}

export function createSignInLimiter(
  database: SiteDatabase,
  {
    perNameAndAddress = PER_NAME_AND_ADDRESS,
    perName = PER_NAME,
    everyone = EVERYONE,
    windowSeconds = WINDOW_SECONDS,
  } = {},
): SignInLimiter {
  const limiter = (keyPrefix: string, points: number) =>
    databaseRateLimiter(database, { keyPrefix, points, duration: windowSeconds });
  const kinds = [
    { scope: "name-and-address", limit: limiter("sign-in", perNameAndAddress) },
    { scope: "name", limit: limiter("sign-in-name", perName) },
    { scope: "everyone", limit: limiter("sign-in-all", everyone) },
  ] as const;
  const keys = (address: string, name: string) => {
    const login = name.trim().toLowerCase().slice(0, 254);
    return { "name-and-address": `${address} ${login}`, name: login, everyone: "all" };
  };
  return {
    async attempt(address, name) {
      const key = keys(address, name);
      const taken: (typeof kinds)[number][] = [];
      for (const kind of kinds) {
        const refused = await kind.limit.take(key[kind.scope]);
        if (refused) {
          // Refused by one kind: the others keep the attempts they gave.
          for (const each of taken) await each.limit.giveBack(key[each.scope]);
          return { ...refused, scope: kind.scope };
        }
        taken.push(kind);
      }
      return null;
    },
    async giveBack(address, name) {
      const key = keys(address, name);
      await Promise.all(kinds.map((kind) => kind.limit.giveBack(key[kind.scope])));
    },
  };
}
