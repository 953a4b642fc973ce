// Notes are kept only as long as they are useful: a delivered or rejected note is erased once it has
// been settled for the retention period (NOTE_RETENTION_DAYS, 365 by default). The check runs in
// the server process when it starts and every hour after; /privacy states the same period.
import type { NoteStore } from "./note-store";

export const DEFAULT_RETENTION_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;
const EVERY_MS = 60 * 60 * 1000;

export interface Retention {
  days: number;
  /** Erases what is past the period now; returns how many notes this run erased. */
  run(now?: Date): Promise<number>;
  /** No more checks; resolves once a check under way is done, so the database can close after it. */
  stop(): Promise<void>;
}

export function startRetention(store: NoteStore, days: number, log: (line: string) => void = console.log): Retention {
  const run = async (now = new Date()) => {
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
  }, EVERY_MS);
  timer.unref();
  return {
    days,
    run,
    async stop() {
      clearInterval(timer);
      await checking;
    },
  };
}
