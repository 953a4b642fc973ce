// Failed staff sign-ins, counted in the site's database so a lockout holds on every instance
// (docs/decisions/0033, which revises 0017 and 0027). No count is shared by everyone: what a
// stranger does slows down the stranger's address, or the one name they guess, never the site.
// - From a browser that has signed in to this account before (app/staff/known-devices.server.ts),
//   only that browser's own tries at the name count: a stranger elsewhere cannot use them up.
// - From any other browser, each name typed from an address has its own few tries, so one
//   person's typos do not lock their colleagues behind the same address out; each address has a
//   larger allowance over every name together, made-up ones included, so one address cannot
//   guess many names; and each name has an allowance from all addresses together, so guessing one
//   account from many addresses stops too.
// A crowd is held elsewhere: one password check at a time (app/staff/auth.server.ts) and a few
// sign-ins answered at once (app/staff/sign-in-gate.server.ts).
import type { SiteDatabase } from "~/db/database.server";
import { databaseRateLimiter, type Refusal } from "~/db/rate-limiter.server";

const WINDOW_SECONDS = 15 * 60;
/** Failures of one name from one address, or from one known browser. */
const PER_NAME_AND_ADDRESS = 5;
/** Failures from one address, whatever names were typed. */
const PER_ADDRESS = 30;
/** Failures of one name from every address together, by browsers it never signed in on. */
const PER_NAME = 20;

export interface SignInRefusal extends Refusal {
  /** Whose tries were used up: this name from this address or browser, this address's, or this name's from everywhere. */
  scope: "name-and-address" | "device" | "address" | "name";
}

/** Where a sign-in comes from: the client's address, and the browser's id when it signed in to this name before. */
export interface SignInSource {
  address: string;
  knownDevice?: string | null;
}

export type SignInLimiter = ReturnType<typeof createSignInLimiter>;

type Scope = SignInRefusal["scope"];

export function createSignInLimiter(
  database: SiteDatabase,
  {
    perNameAndAddress = PER_NAME_AND_ADDRESS,
    perAddress = PER_ADDRESS,
    perName = PER_NAME,
    windowSeconds = WINDOW_SECONDS,
  } = {},
) {
  const limiter = (keyPrefix: string, points: number) =>
    databaseRateLimiter(database, { keyPrefix, points, duration: windowSeconds });
  const limits = {
    "name-and-address": limiter("sign-in", perNameAndAddress),
    device: limiter("sign-in-device", perNameAndAddress),
    address: limiter("sign-in-address", perAddress),
    name: limiter("sign-in-name", perName),
  } satisfies Record<Scope, unknown>;
  /** The counters one attempt takes from, each with its key. */
  const countersOf = ({ address, knownDevice }: SignInSource, name: string): [Scope, string][] => {
    const login = name.trim().toLowerCase().slice(0, 254);
    if (knownDevice) return [["device", `${knownDevice} ${login}`]];
    return [
      ["name-and-address", `${address} ${login}`],
      ["address", address],
      ["name", login],
    ];
  };
  return {
    /**
     * Takes one attempt of each kind before the password is checked, so that many attempts sent at
     * once cannot all pass; a refusal once any is used up.
     */
    async attempt(source: SignInSource, name: string): Promise<SignInRefusal | null> {
      const taken: [Scope, string][] = [];
      for (const [scope, key] of countersOf(source, name)) {
        const refused = await limits[scope].take(key);
        if (refused) {
          // Refused by one kind: the others keep the attempts they gave.
          for (const [each, eachKey] of taken) await limits[each].giveBack(eachKey);
          return { ...refused, scope };
        }
        taken.push([scope, key]);
      }
      return null;
    },
    /**
     * A sign-in turned away at the gate, its address holding its share of places already: counted
     * against the address alone, so a flood uses up its own tries and no one else's.
     */
    async turnedAway(address: string): Promise<void> {
      await limits.address.take(address);
    },

    /** Gives back the attempts of a sign-in that succeeded, or whose password was never checked. */
    async giveBack(source: SignInSource, name: string): Promise<void> {
      await Promise.all(countersOf(source, name).map(([scope, key]) => limits[scope].giveBack(key)));
    },
  };
}
