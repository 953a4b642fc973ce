// Staff edits kept as revisions in the site's database (db/migrations/*/006, 009): every save is a
// new row, published at once or at the time staff chose. The site shows each item's revision
// published last, so publishing is one update of rows; nothing here changes a row but to publish
// it or to withdraw a scheduled one, and nothing deletes one.
import { type Kysely, sql } from "kysely";
import type { SiteDatabase } from "~/db/database.server";
import { fromJson, type Tables } from "~/db/tables";

/** Where PostgreSQL tells every instance that something was published (watch-publishes.server.ts). */
export const PUBLISHED_CHANNEL = "site_published";

export interface Revision {
  id: number;
  item: string;
  data: unknown;
  author: string;
  savedAt: string;
  /** The revision whose value this one brought back, when it was a restore. */
  restoredFrom: number | null;
  /** When the site began to show it; null while it is being published, or if publishing failed. */
  publishedAt: string | null;
  /** When it is to go out, if staff scheduled it; null for at once. */
  publishAt: string | null;
  /** When staff cancelled it, if they did before it went out. */
  withdrawnAt: string | null;
}

const COLUMNS = [
  "id",
  "item",
  "data",
  "author",
  "saved_at as savedAt",
  "restored_from as restoredFrom",
  "published_at as publishedAt",
  "publish_at as publishAt",
  "withdrawn_at as withdrawnAt",
] as const;

const revision = (row: Omit<Revision, "data"> & { data: unknown }): Revision => ({ ...row, data: fromJson(row.data) });

export type SaveResult = { saved: number } | { newer: Revision };

export class RevisionStore {
  private readonly db: Kysely<Tables>;

  constructor(private readonly database: SiteDatabase) {
    this.db = database.db;
  }

  /**
   * Saves a revision, unless `basedOn` is given and the item's newest revision is not that one:
   * then nothing is saved and the newer one is returned. The check and the save are one step for
   * every instance (a lock per item), so two staff saving at once cannot both pass it.
   */
  async save(
    item: string,
    data: unknown,
    author: string,
    at: Date,
    {
      restoredFrom = null,
      basedOn,
      publishAt = null,
    }: { restoredFrom?: number | null; basedOn?: number; publishAt?: Date | null } = {},
  ): Promise<SaveResult> {
    return this.database.withLock(`content-revisions:${item}`, async () => {
      if (basedOn !== undefined) {
        const newest = await this.latestSaved(item);
        if (newest && newest.id !== basedOn) return { newer: newest };
      }
      const { id } = await this.db
        .insertInto("content_revisions")
        .values({
          item,
          data: JSON.stringify(data),
          author,
          saved_at: at.toISOString(),
          restored_from: restoredFrom,
          publish_at: publishAt?.toISOString() ?? null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return { saved: Number(id) };
    });
  }

  /**
   * Publishes revisions at `at`, in the order given, each after every revision published before,
   * in one transaction that one writer holds at a time. A revision already published or withdrawn
   * is left as it is: a withdrawal and a publication of the same revision cannot both happen, and
   * whichever comes first wins. Returns the revisions it published; on PostgreSQL every instance is
   * told when the transaction commits.
   */
  async markPublished(ids: readonly number[], at: Date): Promise<number[]> {
    return this.db.transaction().execute(async (trx) => {
      if (this.database.engine === "postgres") {
        await sql`SELECT pg_advisory_xact_lock(hashtextextended('content-publication', 0))`.execute(trx);
      }
      const published: number[] = [];
      for (const id of ids) {
        const row = await trx
          .selectFrom("content_revisions")
          .select(["item", "publish_at as publishAt"])
          .where("id", "=", id)
          .executeTakeFirst();
        // A change published at once never puts back a value older than one already out (saved
        // before it, published after it); a scheduled one goes out at its time, whatever came since.
        const newer =
          row?.publishAt === null &&
          (await trx
            .selectFrom("content_revisions")
            .select("id")
            .where("item", "=", row.item)
            .where("id", ">", id)
            .where("published_at", "is not", null)
            .executeTakeFirst());
        if (!row || newer) continue;
        const { last } = await trx
          .selectFrom("content_revisions")
          .select((eb) => eb.fn.max("published_seq").as("last"))
          .executeTakeFirstOrThrow();
        const result = await trx
          .updateTable("content_revisions")
          .set({ published_at: at.toISOString(), published_seq: Number(last ?? 0) + 1 })
          .where("id", "=", id)
          .where("published_at", "is", null)
          .where("withdrawn_at", "is", null)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 1) published.push(id);
      }
      if (published.length > 0 && this.database.engine === "postgres") {
        // Delivered when the transaction commits, never before: a listener that hears it finds the rows.
        await sql`SELECT pg_notify(${PUBLISHED_CHANNEL}, '')`.execute(trx);
      }
      return published;
    });
  }

  /** Publishes the scheduled revisions whose time has come by `now`, in the order of their times. */
  async publishDue(now: Date): Promise<number[]> {
    const due = (await this.scheduled()).filter((revision) => Date.parse(revision.publishAt ?? "") <= now.getTime());
    return due.length === 0
      ? []
      : this.markPublished(
          due.map((revision) => revision.id),
          now,
        );
  }

  /**
   * The revision each item shows: the one published last of each item, in one read. `version`
   * grows with every publication, so an instance knows whether what it shows is still current.
   */
  async published(): Promise<{ version: number; latest: Revision[] }> {
    const rows = await this.db
      .selectFrom("content_revisions")
      .select(COLUMNS)
      .select("published_seq as seq")
      .where("published_seq", "in", (eb) =>
        eb
          .selectFrom("content_revisions")
          .select((inner) => inner.fn.max("published_seq").as("seq"))
          .where("published_seq", "is not", null)
          .groupBy("item"),
      )
      .execute();
    return {
      version: Math.max(0, ...rows.map((row) => Number(row.seq))),
      latest: rows.map(({ seq, ...row }) => revision(row)),
    };
  }

  /** How far publication has gone: the version `published` would read now. */
  async version(): Promise<number> {
    const row = await this.db
      .selectFrom("content_revisions")
      .select((eb) => eb.fn.max("published_seq").as("seq"))
      .executeTakeFirst();
    return Number(row?.seq ?? 0);
  }

  async get(id: number): Promise<Revision | undefined> {
    const row = await this.db.selectFrom("content_revisions").select(COLUMNS).where("id", "=", id).executeTakeFirst();
    return row && revision(row);
  }

  /** The value the site shows for an item, when staff have published one. */
  async latestPublished(item: string): Promise<Revision | undefined> {
    const row = await this.db
      .selectFrom("content_revisions")
      .select(COLUMNS)
      .where("item", "=", item)
      .where("published_at", "is not", null)
      // The revision published last, in the order publishing handed out: never by a clock, which two
      // instances may read differently. A revision scheduled earlier may go out after a later one.
      .orderBy("published_seq", "desc")
      .limit(1)
      .executeTakeFirst();
    return row && revision(row);
  }

  /** The item's newest revision, published or not (but not withdrawn): a form made before it was saved is out of date. */
  async latestSaved(item: string): Promise<Revision | undefined> {
    const row = await this.db
      .selectFrom("content_revisions")
      .select(COLUMNS)
      .where("item", "=", item)
      .where("withdrawn_at", "is", null)
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst();
    return row && revision(row);
  }

  /** An item's revisions, newest first. */
  async history(item: string, limit = 50): Promise<Revision[]> {
    const rows = await this.db
      .selectFrom("content_revisions")
      .select(COLUMNS)
      .where("item", "=", item)
      .orderBy("id", "desc")
      .limit(limit)
      .execute();
    return rows.map(revision);
  }

  /** Revisions waiting for their time, soonest first; those of one item, with `item`. */
  async scheduled(item?: string): Promise<Revision[]> {
    let query = this.db
      .selectFrom("content_revisions")
      .select(COLUMNS)
      .where("publish_at", "is not", null)
      .where("published_at", "is", null)
      .where("withdrawn_at", "is", null);
    if (item) query = query.where("item", "=", item);
    const rows = await query.orderBy("publish_at").orderBy("id").execute();
    return rows.map(revision);
  }

  /** The next moment a scheduled revision is due, if any is waiting. */
  async nextScheduled(): Promise<number | undefined> {
    const row = await this.db
      .selectFrom("content_revisions")
      .select((eb) => eb.fn.min("publish_at").as("at"))
      .where("publish_at", "is not", null)
      .where("published_at", "is", null)
      .where("withdrawn_at", "is", null)
      .executeTakeFirst();
    return row?.at ? Date.parse(String(row.at)) : undefined;
  }

  /** Cancels a scheduled revision of `item` that has not gone out; false if it had, or is no scheduled one of it. */
  async withdraw(item: string, id: number, at: Date): Promise<boolean> {
    const result = await this.db
      .updateTable("content_revisions")
      .set({ withdrawn_at: at.toISOString() })
      .where("id", "=", id)
      .where("item", "=", item)
      .where("publish_at", "is not", null)
      .where("published_at", "is", null)
      .where("withdrawn_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
