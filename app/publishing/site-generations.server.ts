// The published site in the database, where every instance finds it: each publish stores its
// content and every file it rendered as a generation for one build, in the transaction that marks
// its revisions published. Instances load the newest generation of their build: told by PostgreSQL's
// NOTIFY the moment it commits, and by asking every few seconds too, because a listener whose
// connection was cut misses what was sent meanwhile (docs/decisions/0018).
import { sql } from "kysely";
import pg from "pg";
import type { PublishedContent } from "~/content/published/content";
import type { SiteDatabase } from "~/db/database.server";
import { fromJson } from "~/db/tables";
import type { PublishedFile } from "./render-site.server";

export const PUBLISHED_CHANNEL = "site_published";

export interface Generation {
  id: number;
  content: PublishedContent;
  /** The newest published revision it shows. */
  throughRevision: number;
  files: Map<string, PublishedFile>;
}

/** What the database says now: this build's newest generation, and the newest published revision. */
export interface Latest {
  generation: { id: number; throughRevision: number } | undefined;
  publishedThrough: number;
}

/** Generations kept per build: the newest, and the one before it for instances still loading it. */
const KEPT_PER_BUILD = 2;

export function siteGenerations(database: SiteDatabase, build: string) {
  const { db } = database;

  return {
    async latest(): Promise<Latest> {
      const [generation, published] = await Promise.all([
        db
          .selectFrom("site_generations")
          .select(["id", "through_revision as throughRevision"])
          .where("build", "=", build)
          .orderBy("id", "desc")
          .limit(1)
          .executeTakeFirst(),
        db
          .selectFrom("content_revisions")
          .select((eb) => eb.fn.max("id").as("id"))
          .where("published_at", "is not", null)
          .executeTakeFirst(),
      ]);
      return {
        generation: generation && { id: Number(generation.id), throughRevision: Number(generation.throughRevision) },
        publishedThrough: Number(published?.id ?? 0),
      };
    },

    async load(id: number): Promise<Generation | undefined> {
      const row = await db
        .selectFrom("site_generations")
        .select(["id", "content", "through_revision as throughRevision"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!row) return undefined;
      const files = await db
        .selectFrom("site_files")
        .select(["path", "body", "br", "gzip", "etag"])
        .where("generation", "=", id)
        .execute();
      return {
        id: Number(row.id),
        content: fromJson(row.content) as PublishedContent,
        throughRevision: Number(row.throughRevision),
        files: new Map(files.map(({ path, ...file }) => [path, file])),
      };
    },

    /**
     * Stores a generation and marks `revisions` published, in one transaction: the site shows a
     * revision exactly when its files are there for every instance to load. Tells the others on
     * commit (PostgreSQL), and drops generations no instance of this build will load again.
     */
    async store(
      content: PublishedContent,
      files: Map<string, PublishedFile>,
      revisions: readonly number[],
      at: Date,
    ): Promise<Generation> {
      const published = at.toISOString();
      const id = await db.transaction().execute(async (trx) => {
        if (revisions.length > 0) {
          await trx
            .updateTable("content_revisions")
            .set({ published_at: published })
            .where("id", "in", [...revisions])
            .where("published_at", "is", null)
            .execute();
        }
        const through = await trx
          .selectFrom("content_revisions")
          .select((eb) => eb.fn.max("id").as("id"))
          .where("published_at", "is not", null)
          .executeTakeFirst();
        const { id } = await trx
          .insertInto("site_generations")
          .values({
            build,
            content: JSON.stringify(content),
            through_revision: Number(through?.id ?? 0),
            published_at: published,
          })
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
        const older = await trx
          .selectFrom("site_generations")
          .select("id")
          .where("build", "=", build)
          .orderBy("id", "desc")
          .offset(KEPT_PER_BUILD)
          .limit(1_000)
          .execute();
        if (older.length > 0) {
          await trx
            .deleteFrom("site_generations")
            .where(
              "id",
              "in",
              older.map((row) => row.id),
            )
            .execute();
        }
        if (database.engine === "postgres") {
          // Delivered when the transaction commits, never before: a listener that hears it finds the files.
          await sql`SELECT pg_notify(${PUBLISHED_CHANNEL}, ${`${build} ${generation}`})`.execute(trx);
        }
        return generation;
      });
      const through = await db
        .selectFrom("site_generations")
        .select("through_revision")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      return { id, content, throughRevision: Number(through.through_revision), files };
    },
  };
}

export type SiteGenerations = ReturnType<typeof siteGenerations>;

/**
 * Calls `changed` whenever another instance may have published: on each NOTIFY of this build, and
 * every `pollMs` whatever happens to the listener, whose connection is made again when it is cut.
 * SQLite has one instance, so nothing is watched there. Returns a function that stops watching.
 */
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
      client.removeAllListeners();
      void client.end().catch(() => undefined);
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
    client?.removeAllListeners();
    await client?.end().catch(() => undefined);
  };
}
