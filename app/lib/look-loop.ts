// A task that runs now and again later, one run at a time: the publisher looks for due and
// published changes with it.
/**
 * Runs `once` now, then again at the moment `nextAt` names or after `pollMs`, whichever is sooner.
 * A look asked for while one runs is made after it, once: what the caller wants to see may have
 * happened after the running one read the database.
 */
export function lookLoop(once: () => Promise<void>, nextAt: () => Promise<number | null | undefined>, pollMs: number) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let looking: Promise<void> | undefined;
  let lookAgain: Promise<void> | undefined;

  function look(): Promise<void> {
    if (looking) {
      lookAgain ??= looking.then(() => {
        lookAgain = undefined;
        return look();
      });
      return lookAgain;
    }
    looking = once().finally(async () => {
      looking = undefined;
      await arm();
    });
    return looking;
  }

  async function arm(): Promise<void> {
    if (stopped) return;
    let next = Number.POSITIVE_INFINITY;
    try {
      next = (await nextAt()) ?? next;
    } catch {
      // The database is away: the next look tries again.
    }
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void look(), Math.min(Math.max(next - Date.now(), 0), pollMs));
    timer.unref();
  }

  return {
    look,
    arm,
    start() {
      stopped = false;
      return look();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await (lookAgain ?? looking);
    },
  };
}
