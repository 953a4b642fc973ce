// The published site in the database, where every instance finds it: each publish stores its
// content and every file it rendered as a generation for one build, in the transaction that marks
// its revisions published. Instances load the newest generation of their build: told by PostgreSQL's
// NOTIFY the moment it commits, and by asking every few seconds too, because a listener whose
// connection was cut misses what was sent meanwhile (docs/decisions/0018).
import { type Kysely, sql } from "kysely";
import pg from "pg";
import type { PublishedContent } from "~/content/published/content";
import type { SiteDatabase } from "~/db/database.server";
import { fromJson, type Tables } from "~/db/tables";
import type { PublishedFile } from "./render-site.server";
import { markPublishedIn } from "./revisions.server";

const PUBLISHED_CHANNEL = "site_published";

export interface Generation {
  id: number;
  content: PublishedContent;
  /** How far through the order of publication it shows (content_revisions.published_seq). */
  throughRevision: number;
  /** When it was rendered: a list item shown from or until a later moment makes it out of date then. */
  renderedAt: string;
  files: Map<string, PublishedFile>;
}

/** What the database says now: this build's newest generation, and how far publication has gone. */
export interface Latest {
  generation: { id: number; throughRevision: number } | undefined;
  publishedThrough: number;
}

/** Generations kept per build: the newest, and the one before it for instances still loading it. */
const KEPT_PER_BUILD = 2;
/** Other builds whose newest generation is kept. */
const KEPT_BUILDS = 3;
/** Taken by the transaction that stores a generation, on every instance. */
const STORE_LOCK = "site-generations";

export function siteGenerations(database: SiteDatabase, build: string) {
  const { db } = database;

  const generations = {
    latest: () => latestIn(db),

    async load(id: number): Promise<Generation | undefined> {
      // One transaction, so a generation dropped meanwhile is not read as one without files.
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom("site_generations")
          .select(["id", "content", "through_revision as throughRevision", "published_at as renderedAt"])
          .where("id", "=", id)
          .executeTakeFirst();
        if (!row) return undefined;
        const files = await trx
          .selectFrom("site_files")
          .select(["path", "body", "br", "gzip", "etag"])
          .where("generation", "=", id)
          .execute();
        if (files.length === 0) return undefined;
        return {
          id: Number(row.id),
          content: fromJson(row.content) as PublishedContent,
          throughRevision: Number(row.throughRevision),
          renderedAt: row.renderedAt,
          files: new Map(files.map(({ path, ...file }) => [path, file])),
        };
      });
    },

    /**
     * Stores a generation and marks `revisions` published, in one transaction: the site shows a
     * revision exactly when its files are there for every instance to load. `basis` is what the
     * render started from; if another instance stored a generation or published a revision since
     * (its lock lost with a cut connection, say), nothing is stored and `stale` is returned, for the
     * caller to render again from the newer state. Tells the other instances on commit
     * (PostgreSQL), and drops generations no instance will load again.
     */
    async store(
      content: PublishedContent,
      files: Map<string, PublishedFile>,
      revisions: readonly number[],
      at: Date,
      basis: Latest,
    ): Promise<Generation | "stale"> {
      const published = at.toISOString();
      const stored = await db.transaction().execute(async (trx) => {
        // Held until this transaction ends, whatever happens to any other connection.
        if (database.engine === "postgres") {
          await sql`SELECT pg_advisory_xact_lock(hashtextextended(${STORE_LOCK}, 0))`.execute(trx);
        }
        const now = await latestIn(trx);
        if (now.generation?.id !== basis.generation?.id || now.publishedThrough !== basis.publishedThrough) {
          return "stale" as const;
        }
        await markPublishedIn(trx, revisions, at);
        const through = (await latestIn(trx)).publishedThrough;
        const { id } = await trx
          .insertInto("site_generations")
          .values({ build, content: JSON.stringify(content), through_revision: through, published_at: published })
          .returning("id")
          .executeTakeFirstOrThrow();
        const generation = Number(id);
        // A few files at a time: each holds a page three times (plain, brotli, gzip).
        const rows = [...files].map(([path, file]) => ({ generation, path, ...file }));
        for (let start = 0; start < rows.length; start += 20) {
          await trx
            .insertInto("site_files")
            .values(rows.slice(start, start + 20))
            .execute();
        }
        await dropUnused(trx);
        if (database.engine === "postgres") {
          // Delivered when the transaction commits, never before: a listener that hears it finds the files.
          await sql`SELECT pg_notify(${PUBLISHED_CHANNEL}, ${`${build} ${generation}`})`.execute(trx);
        }
        return { id: generation, throughRevision: through };
      });
      return stored === "stale" ? stored : { ...stored, renderedAt: published, content, files };
    },
  };
  return generations;

  /** This build's newest generation, and the newest published revision, as one reader sees them. */
  async function latestIn(reader: Kysely<Tables>): Promise<Latest> {
    const [generation, published] = await Promise.all([
      reader
        .selectFrom("site_generations")
        .select(["id", "through_revision as throughRevision"])
        .where("build", "=", build)
        .orderBy("id", "desc")
        .limit(1)
        .executeTakeFirst(),
      reader
        .selectFrom("content_revisions")
        .select((eb) => eb.fn.max("published_seq").as("id"))
        .executeTakeFirst(),
    ]);
    return {
      generation: generation && { id: Number(generation.id), throughRevision: Number(generation.throughRevision) },
      publishedThrough: Number(published?.id ?? 0),
    };
  }

  /**
   * Keeps this build's newest generations (instances may still be loading the one before), and the
   * newest of the few latest other builds (instances of the last deploy, still running or rolled
   * back to); everything older goes, so neither the database nor its backups keep every deploy.
   */
  async function dropUnused(trx: Kysely<Tables>) {
    const generations = await trx
      .selectFrom("site_generations")
      .select(["id", "build"])
      .orderBy("id", "desc")
      .execute();
    const seen = new Map<string, number>();
    /** Other builds, newest first by their newest generation. */
    const others: string[] = [];
    const unused: number[] = [];
    for (const { id, build: of } of generations) {
      const count = seen.get(of) ?? 0;
      seen.set(of, count + 1);
      if (of !== build && count === 0) others.push(of);
      const keep = of === build ? count < KEPT_PER_BUILD : count === 0 && others.indexOf(of) < KEPT_BUILDS;
      if (!keep) unused.push(Number(id));
    }
    for (let start = 0; start < unused.length; start += 500) {
      await trx
        .deleteFrom("site_generations")
        .where("id", "in", unused.slice(start, start + 500))
        .execute();
    }
  }
}

/**
 * Calls `changed` whenever another instance may have published: on each NOTIFY of this build, and
 * every `pollMs` whatever happens to the listener, whose connection is made again when it is cut.
 * SQLite has one instance, so nothing is watched there. Returns a function that stops watching.
 */
/** Ends a connection whose events no longer matter; an error it reports while ending is ignored. */
async function forget(client: pg.Client) {
  client.removeAllListeners();
  client.on("error", () => {});
  await client.end().catch(() => undefined);
}

export function watchPublishes(
  database: SiteDatabase,
  build: string,
  changed: () => void,
  { pollMs = 2_000, log = (line: string) => console.log(line) } = {},
): () => Promise<void> {
  if (database.engine !== "postgres" || !database.pool) return async () => {};
  const { pool } = database;
  let stopped = false;
  let listener: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const listen = async () => {
    if (stopped) return;
    // Its own connection, outside the pool: LISTEN belongs to one session for as long as it lives.
    const client = new pg.Client({ ...pool.options, application_name: "church-website-listener" });
    const again = () => {
      if (listener === client) listener = undefined;
      forget(client);
      if (!stopped && !retry) {
        retry = setTimeout(() => {
          retry = undefined;
          void listen();
        }, 1_000);
        retry.unref();
      }
    };
    client.on("error", (error) => {
      log(JSON.stringify({ event: "publish-listener-lost", reason: error.message }));
      again();
    });
    client.on("end", again);
    client.on("notification", (message) => {
      if (message.channel === PUBLISHED_CHANNEL && message.payload?.startsWith(`${build} `)) changed();
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
  const poll = setInterval(changed, pollMs);
  poll.unref();
  return async () => {
    stopped = true;
    clearInterval(poll);
    if (retry) clearTimeout(retry);
    const client = listener;
    listener = undefined;
    if (client) await forget(client);
  };
}
