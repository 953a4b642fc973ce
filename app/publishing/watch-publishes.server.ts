// Tells an instance at once when another has published, by PostgreSQL's LISTEN/NOTIFY
// (revisions.server.ts notifies as its transaction commits). A listener whose connection was cut
// misses what was sent meanwhile: the publisher also looks every few seconds (docs/decisions/0025).
import pg from "pg";
import type { SiteDatabase } from "~/db/database.server";
import { PUBLISHED_CHANNEL } from "./revisions.server";

/** Ends a connection whose events no longer matter; an error it reports while ending is ignored. */
async function forget(client: pg.Client) {
  client.removeAllListeners();
  client.on("error", () => {});
  await client.end().catch(() => undefined);
}

/**
 * Calls `changed` the moment PostgreSQL says another instance published, over a connection of its
 * own that is made again when it is cut. SQLite has one instance, so nothing is heard there. Returns
 * a function that stops listening.
 */
export function watchPublishes(
  database: SiteDatabase,
  changed: () => void,
  log: (line: string) => void,
): () => Promise<void> {
  if (database.engine !== "postgres" || !database.pool) return async () => {};
  const { pool } = database;
  let stopped = false;
  let listener: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const listen = async () => {
    if (stopped) return;
    // Its own connection, outside the pool: LISTEN belongs to one session for as long as it lives.
    // The pool's own kind of client, which goes to the primary when DATABASE_URL names several.
    const Client = (pool.options.Client ?? pg.Client) as typeof pg.Client;
    const client = new Client({ ...pool.options, application_name: "church-website-listener" });
    const again = () => {
      if (listener === client) listener = undefined;
      forget(client);
      if (!stopped && !retry) {
        retry = setTimeout(() => {
          retry = undefined;
          void listen();
        }, 1_000).unref();
      }
    };
    client.on("error", (error) => {
      log(JSON.stringify({ event: "publish-listener-lost", reason: error.message }));
      again();
    });
    client.on("end", again);
    client.on("notification", (message) => {
      if (message.channel === PUBLISHED_CHANNEL) changed();
    });
    try {
      await client.connect();
      // Stopped while it was connecting: nothing must stay open.
      if (stopped) return forget(client);
      await client.query(`LISTEN ${PUBLISHED_CHANNEL}`);
      listener = client;
      // Whatever was published while it was away is found now.
      changed();
    } catch {
      again();
    }
  };

  void listen();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const client = listener;
    listener = undefined;
    if (client) await forget(client);
  };
}

/** Starts listening for a caller, and stops it again. */
export type Listen = (changed: () => void) => () => Promise<void>;

/**
 * One listener for every language's publisher of an instance: each that starts is told of every
 * publish over the one connection, opened with the first and closed with the last, so an instance
 * holds one listening connection however many languages the site has.
 */
export function sharedListener(database: SiteDatabase, log: (line: string) => void): Listen {
  const told = new Set<() => void>();
  let stop: (() => Promise<void>) | undefined;
  return (changed) => {
    told.add(changed);
    stop ??= watchPublishes(
      database,
      () => {
        for (const each of told) each();
      },
      log,
    );
    return async () => {
      told.delete(changed);
      if (told.size > 0 || !stop) return;
      const stopping = stop;
      stop = undefined;
      await stopping();
    };
  };
}
