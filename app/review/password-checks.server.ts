// How many password checks run at once, and how many may wait for one. Each check is scrypt with
// 128 MiB of memory on Node's thread pool, the pool that also reads files and compresses answers:
// unbounded, twenty wrong passwords sent together held every page of the site for seconds. Past
// these bounds a sign-in is told to come back shortly (503 with Retry-After), never queued.

export type Checked<T> = { busy: false; value: T } | { busy: true };

export interface PasswordChecks {
  /** Runs the check when a place is free, or answers busy when too many are already waiting. */
  run<T>(check: () => Promise<T>): Promise<Checked<T>>;
}

/**
 * @param running checks at once: one leaves the rest of the thread pool, and a core, to visitors.
 * @param waiting checks that may wait their turn (a few staff signing in together).
 */
export function boundedPasswordChecks({ running = 1, waiting = 3 } = {}): PasswordChecks {
  let active = 0;
  const queue: Array<() => void> = [];
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else active--;
  };
  return {
    async run(check) {
      if (active >= running) {
        if (queue.length >= waiting) return { busy: true };
        // The place is handed over by the check that ends (release), so `active` stays as it is.
        await new Promise<void>((resolve) => queue.push(resolve));
      } else {
        active++;
      }
      try {
        return { busy: false, value: await check() };
      } finally {
        release();
      }
    },
  };
}
