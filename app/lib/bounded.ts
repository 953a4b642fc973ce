// A bound on how much of one kind of work runs at once and how much may wait for its turn. Past
// both, the work is refused at once (the caller answers "busy"), never queued without end: a crowd
// of requests of one kind then costs a little each, and everything else goes on being answered.
// With `perKey`, each key (a client's address) holds at most that many places, running or waiting,
// so one sender cannot fill the bound and shut everyone else out.

type Bounded<T> = { busy: false; value: T } | { busy: true };

export interface Bound {
  /**
   * Runs the task when a place is free, or answers busy when too many are already waiting, or when
   * `key` holds its share of places already.
   */
  run<T>(task: () => Promise<T>, key?: string): Promise<Bounded<T>>;
}

export function createBound({
  running,
  waiting,
  perKey = Number.POSITIVE_INFINITY,
}: {
  running: number;
  waiting: number;
  /** The most places one key may hold at once, running and waiting together. */
  perKey?: number;
}): Bound {
  let active = 0;
  const queue: Array<() => void> = [];
  const held = new Map<string, number>();
  const hold = (key: string | undefined, by: number) => {
    if (key === undefined) return;
    const count = (held.get(key) ?? 0) + by;
    if (count > 0) held.set(key, count);
    else held.delete(key);
  };
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else active--;
  };
  return {
    async run(task, key) {
      if (key !== undefined && (held.get(key) ?? 0) >= perKey) return { busy: true };
      if (active >= running) {
        if (queue.length >= waiting) return { busy: true };
        hold(key, 1);
        // The place is handed over by the task that ends (release), so `active` stays as it is.
        await new Promise<void>((resolve) => queue.push(resolve));
      } else {
        hold(key, 1);
        active++;
      }
      try {
        return { busy: false, value: await task() };
      } finally {
        hold(key, -1);
        release();
      }
    },
  };
}
