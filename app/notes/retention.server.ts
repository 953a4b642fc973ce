// Notes are kept only as long as they are useful: a delivered or rejected note is erased once it has
// been settled for the retention period (NOTE_RETENTION_DAYS, 365 by default). The check runs in
// the server process when it starts and every hour after; /privacy states the same period.
import type { DatabaseNoteStore } from "./store.server";

export const DEFAULT_RETENTION_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;
const EVERY_MS = 60 * 60 * 1000;

export type Retention = ReturnType<typeof startRetention>;

export function startRetention(store: DatabaseNoteStore, days: number, log: (line: string) => void = console.log) {
  /** Erases what is past the period now; returns how many notes this run erased. */
  const run = async (now = new Date()): Promise<number> => {
    const erased = await store.eraseSettledBefore(new Date(now.getTime() - days * DAY_MS), now);
    if (erased > 0) log(JSON.stringify({ event: "notes-erased-after-retention", count: erased, days, at: now }));
    return erased;
  };
  const check = () =>
    run().catch((error) => {
      // A busy or failing database is tried again at the next check; the site keeps serving.
      console.error("Erasing notes past their retention failed:", error);
    });
  let checking = check();
  const timer = setInterval(() => {
    checking = check();
  }, EVERY_MS).unref();
  return {
    days,
    run,
    /** No more checks; resolves once a check under way is done, so the database can close after it. */
    async stop(): Promise<void> {
      clearInterval(timer);
      await checking;
    },
  };
}
