// A bound on how much of one kind of work runs at once and how much may wait for its turn. Past
// both, the work is refused at once (the caller answers "busy"), never queued without end: a crowd
// of requests of one kind then costs a little each, and everything else goes on being answered.

type Bounded<T> = { busy: false; value: T } | { busy: true };

export interface Bound {
  /** Runs the task when a place is free, or answers busy when too many are already waiting. */
  run<T>(task: () => Promise<T>): Promise<Bounded<T>>;
}

export function createBound({ running, waiting }: { running: number; waiting: number }): Bound {
  let active = 0;
  const queue: Array<() => void> = [];
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else active--;
  };
  return {
    async run(task) {
      if (active >= running) {
        if (queue.length >= waiting) return { busy: true };
        // The place is handed over by the task that ends (release), so `active` stays as it is.
        await new Promise<void>((resolve) => queue.push(resolve));
      } else {
        active++;
      }
      try {
        return { busy: false, value: await task() };
      } finally {
        release();
      }
    },
  };
}
