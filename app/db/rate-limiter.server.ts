// Rate limits whose counters live in the site's database (db/migrations/*/007, table rate_limits),
// so that every instance counts against the same numbers: rate-limiter-flexible's store for
// SQLite or PostgreSQL. While the database cannot be reached, each instance counts in its own
// memory instead (the library's "insurance"), so a database outage never turns into 500s. On
// SQLite the limiter runs its statements on the site's one connection: a second connection in the
// same thread would wait on the first with the thread blocked.

import { sql } from "kysely";
import {
  type IRateLimiterStoreOptions,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  RateLimiterSQLite,
} from "rate-limiter-flexible";
import type { SiteDatabase } from "./database.server";

export interface Limit {
  /** Names this limiter's counters in the shared table. */
  keyPrefix: string;
  points: number;
  /** Seconds. */
  duration: number;
}

export interface Refusal {
  retryAfterSeconds: number;
}

/** "Please try again in 12 minutes": a refusal's true wait, in words for the person refused. */
export function tryAgainIn({ retryAfterSeconds }: Refusal): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
}

export interface DatabaseRateLimiter {
  /** Counts one for `key`; a refusal when the key is over its limit. */
  take(key: string): Promise<Refusal | null>;
  /** Gives one back. */
  giveBack(key: string): Promise<void>;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
const HOUR_MS = 60 * 60 * 1000;

export function databaseRateLimiter(database: SiteDatabase, limit: Limit): DatabaseRateLimiter {
  const common = {
    ...limit,
    tableName: "rate_limits",
    tableCreated: true,
    // Counters past their window are deleted by sweepRateLimits, whose failures are caught; the
    // library's own sweep leaves a failure on SQLite unhandled, which would stop the process.
    clearExpiredByTimeout: false,
    insuranceLimiter: new RateLimiterMemory(limit),
  } satisfies Partial<IRateLimiterStoreOptions> & Record<string, unknown>;
  const limiter =
    database.engine === "postgres"
      ? new RateLimiterPostgres({ ...common, storeClient: database.pool, storeType: "pool" })
      : new RateLimiterSQLite({ ...common, storeClient: database.sqlite, storeType: "better-sqlite3" });
  return {
    async take(key) {
      try {
        await limiter.consume(key);
        return null;
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        return { retryAfterSeconds: seconds(error.msBeforeNext) };
      }
    },
    async giveBack(key) {
      await limiter.reward(key, 1);
    },
  };
}

/**
 * Deletes counters that ended more than an hour ago, now and every hour; on every instance, which
 * is harmless (a row is deleted once). Returns a function that stops it.
 */
export function sweepRateLimits(database: SiteDatabase, log: (line: string) => void = console.log): () => void {
  const sweep = () =>
    sql`DELETE FROM rate_limits WHERE expire < ${Date.now() - HOUR_MS}`.execute(database.db).catch((error: unknown) => {
      log(JSON.stringify({ event: "rate-limit-sweep-failed", reason: error instanceof Error ? error.message : error }));
    });
  void sweep();
  const timer = setInterval(sweep, HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
