// Staff edits kept as revisions in the site's database (db/migrations/*/006, 009): every save is a
// new row, published once the pages have been rendered with it, at once or at the time staff chose.
// Nothing here changes a row but to withdraw a scheduled one, and nothing deletes one.
import type { Kysely } from "kysely";
import type { SiteDatabase } from "~/db/database.server";
import { fromJson, type Tables } from "~/db/tables";

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

/**
 * Marks revisions published at `at`, in the order given, each after every revision published
 * before: the site shows each item's revision published last. Run inside the transaction that
 * stores the pages (site-generations.server.ts), which one writer holds at a time.
 */
export async function markPublishedIn(db: Kysely<Tables>, ids: readonly number[], at: Date): Promise<void> {
  for (const id of ids) {
    const { last } = await db
      .selectFrom("content_revisions")
      .select((eb) => eb.fn.max("published_seq").as("last"))
      .executeTakeFirstOrThrow();
    await db
      .updateTable("content_revisions")
      .set({ published_at: at.toISOString(), published_seq: Number(last ?? 0) + 1 })
      .where("id", "=", id)
      .where("published_at", "is", null)
      .where("withdrawn_at", "is", null)
      .execute();
  }
}

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

  /** Marks revisions published, in one transaction (publishing does it with the pages it stores). */
  async markPublished(ids: readonly number[], at: Date): Promise<void> {
    await this.db.transaction().execute((trx) => markPublishedIn(trx, ids, at));
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

  /** Cancels a scheduled revision that has not gone out; false if it had, or was not scheduled. */
  async withdraw(id: number, at: Date): Promise<boolean> {
    const result = await this.db
      .updateTable("content_revisions")
      .set({ withdrawn_at: at.toISOString() })
      .where("id", "=", id)
      .where("publish_at", "is not", null)
      .where("published_at", "is", null)
      .where("withdrawn_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
