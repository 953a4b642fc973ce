// Staff edits kept as revisions in the site's database (db/migrations/*/006): every save is a new
// row, published once the pages have been rendered with it. Nothing here changes or deletes a row.
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
}

const COLUMNS = [
  "id",
  "item",
  "data",
  "author",
  "saved_at as savedAt",
  "restored_from as restoredFrom",
  "published_at as publishedAt",
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
    { restoredFrom = null, basedOn }: { restoredFrom?: number | null; basedOn?: number } = {},
  ): Promise<SaveResult> {
    return this.database.withLock(`content-revisions:${item}`, async () => {
      if (basedOn !== undefined) {
        const newest = await this.latestSaved(item);
        if (newest && newest.id !== basedOn) return { newer: newest };
      }
      const { id } = await this.db
        .insertInto("content_revisions")
        .values({ item, data: JSON.stringify(data), author, saved_at: at.toISOString(), restored_from: restoredFrom })
        .returning("id")
        .executeTakeFirstOrThrow();
      return { saved: Number(id) };
    });
  }

  async markPublished(ids: readonly number[], at: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .updateTable("content_revisions")
      .set({ published_at: at.toISOString() })
      .where("id", "in", [...ids])
      .where("published_at", "is", null)
      .execute();
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
      // The newest revision published, by the order they were saved: never by a clock, which two
      // instances may read differently.
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst();
    return row && revision(row);
  }

  /** The item's newest revision, published or not: a form made before it was saved is out of date. */
  async latestSaved(item: string): Promise<Revision | undefined> {
    const row = await this.db
      .selectFrom("content_revisions")
      .select(COLUMNS)
      .where("item", "=", item)
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
}
