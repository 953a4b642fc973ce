// How many notes one address may send: a minute's and a day's worth, counted in the site's
// database so the limits hold however many instances the notes are sent to.
import type { SiteDatabase } from "~/db/database.server";
import { databaseRateLimiter, type Refusal } from "~/db/rate-limiter.server";

export interface NoteLimits {
  /** Notes one address may send a minute; 0 turns the limit off. */
  perMinute: number;
  /** Notes one address may send a day; 0 turns the limit off. */
  perDay: number;
}

export type NoteLimiter = ReturnType<typeof createNoteLimiter>;

export function createNoteLimiter(database: SiteDatabase, limits: NoteLimits) {
  const windows = [
    { keyPrefix: "notes-minute", points: limits.perMinute, duration: 60 },
    { keyPrefix: "notes-day", points: limits.perDay, duration: 24 * 60 * 60 },
  ]
    .filter((window) => window.points > 0)
    .map((window) => databaseRateLimiter(database, window));
  return {
    /** Counts one note from this address; a refusal when it is over either limit. */
    async take(address: string): Promise<Refusal | null> {
      const refusals = await Promise.all(windows.map((window) => window.take(address)));
      const wait = Math.max(0, ...refusals.map((refusal) => refusal?.retryAfterSeconds ?? 0));
      return wait > 0 ? { retryAfterSeconds: wait } : null;
    },
  };
}
