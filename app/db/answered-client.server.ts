// A PostgreSQL server cut off by the network (not stopped: a cable, a switch, a machine that hangs)
// sends nothing, not even a reset, and the operating system keeps a connection to it open for many
// minutes. Every query on such a connection would wait as long, and with it the request, the note
// and the pool. So a query that gets no answer within ANSWER_WITHIN_MS ends its connection: the
// query fails as a lost connection (which the note store tries again on a new one, sent by
// app/db/primary.server.ts to the primary), and the pool drops the connection when it is given
// back. node-postgres's own `query_timeout` fails the query but leaves the connection open and in
// the pool, its next query queued behind the unanswered one.
import pg from "pg";

/** Longer than any statement the site runs while serving, far shorter than the system's wait. */
const ANSWER_WITHIN_MS = 15_000;

/**
 * When each server (host:port) last left a query unanswered. Every connection to it made before
 * then is taken for lost too, at its next query, instead of each costing a request the whole bound
 * (the pool keeps up to ten).
 */
const silentSince = new Map<string, number>();

/** A pg.Client whose queries are answered within `answerWithinMs`, or whose connection ends. */
export class AnsweredClient extends pg.Client {
  /** 0 while a statement may rightly take longer: a migration building an index. */
  answerWithinMs: number;
  private readonly madeAt = Date.now();

  constructor(config: pg.ClientConfig & { answerWithinMs?: number } = {}) {
    super(config);
    this.answerWithinMs = config.answerWithinMs ?? ANSWER_WITHIN_MS;
  }

  private get server() {
    return `${this.host}:${this.port}`;
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg.Client's query has many signatures, each passed on as given.
  override query(...args: any[]): any {
    const query = pg.Client.prototype.query as (...given: unknown[]) => unknown;
    // Made before its server went silent: ended now, so the query fails at once as a lost connection.
    if (this.madeAt <= (silentSince.get(this.server) ?? 0)) this.giveUp("went silent on another connection");
    // A custom query object (a cursor) answers in parts, on its own time.
    if (!this.answerWithinMs || typeof args[0]?.submit === "function") return query.apply(this, args);
    const timer = setTimeout(() => {
      silentSince.set(this.server, Date.now());
      this.giveUp(`did not answer within ${this.answerWithinMs / 1000} s`);
    }, this.answerWithinMs);
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === "function") {
      args[last] = (...results: unknown[]) => {
        clearTimeout(timer);
        callback(...results);
      };
      return query.apply(this, args);
    }
    const answer = query.apply(this, args) as Promise<unknown>;
    answer.then(
      () => clearTimeout(timer),
      () => clearTimeout(timer),
    );
    return answer;
  }

  private giveUp(why: string) {
    const error = Object.assign(new Error(`PostgreSQL at ${this.server} ${why}`), { code: "ETIMEDOUT" });
    this.connection.stream.destroy(error);
  }
}

/** Runs `task` with `client`'s answers waited for as long as they take. */
export async function withoutAnswerBound<T>(client: pg.PoolClient, task: () => Promise<T>): Promise<T> {
  if (!(client instanceof AnsweredClient)) return task();
  const before = client.answerWithinMs;
  client.answerWithinMs = 0;
  try {
    return await task();
  } finally {
    client.answerWithinMs = before;
  }
}
