// How often a password reset may be asked for, counted in the site's database so the limits hold
// on every instance: a few per address an hour, so no one can fill a colleague's inbox or the
// site's mail queue; and fewer per e-mail address, whoever asks.
import type { SiteDatabase } from "~/db/database.server";
import { databaseRateLimiter, type Refusal } from "~/db/rate-limiter.server";

const HOUR = 60 * 60;

export type ResetLimiter = ReturnType<typeof createResetLimiter>;

export function createResetLimiter(database: SiteDatabase, { perAddress = 5, perEmail = 3 } = {}) {
  const addresses = databaseRateLimiter(database, { keyPrefix: "reset-from", points: perAddress, duration: HOUR });
  const emails = databaseRateLimiter(database, { keyPrefix: "reset-to", points: perEmail, duration: HOUR });
  return {
    /** A refusal when this address asked too often; never says anything about the e-mail address. */
    fromAddress: (address: string): Promise<Refusal | null> => addresses.take(address),
    /** Whether another link may go to this e-mail address now. */
    mayEmail: async (email: string) => (await emails.take(email.trim().toLowerCase())) === null,
  };
}
