// Staff's unpublished work on an item, kept in the site's database (db/migrations/*/016): one draft
// per person and item, the form's value as it stood (it need not pass the checks yet), with the
// revision it was begun from. Every editor can open one; publishing or discarding it deletes it.
import type { Kysely } from "kysely";
import type { SiteDatabase } from "~/db/database.server";
import { fromJson, type Tables } from "~/db/tables";

export interface Draft {
  id: number;
  item: string;
  author: string;
  data: unknown;
  /** The item's newest revision when it was begun (0: the built values): publishing it is refused if the item changed since. */
  basedOn: number;
  savedAt: string;
}

const COLUMNS = ["id", "item", "author", "data", "based_on as basedOn", "saved_at as savedAt"] as const;

export class DraftStore {
  private readonly db: Kysely<Tables>;

  constructor(database: SiteDatabase) {
    this.db = database.db;
  }

  /** Keeps `data` as this person's draft of the item, in place of any they kept before. */
  async save(item: string, author: string, data: unknown, basedOn: number, at: Date): Promise<Draft> {
    const row = { data: JSON.stringify(data), based_on: basedOn, saved_at: at.toISOString() };
    const saved = await this.db
      .insertInto("content_drafts")
      .values({ item, author, ...row })
      .onConflict((conflict) => conflict.columns(["item", "author"]).doUpdateSet(row))
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return { ...saved, data: fromJson(saved.data) };
  }

  async get(id: number): Promise<Draft | undefined> {
    const row = await this.db.selectFrom("content_drafts").select(COLUMNS).where("id", "=", id).executeTakeFirst();
    return row && { ...row, data: fromJson(row.data) };
  }

  /** Every draft, or an item's, the latest saved first. */
  async list(item?: string): Promise<Omit<Draft, "data">[]> {
    let query = this.db
      .selectFrom("content_drafts")
      .select(["id", "item", "author", "based_on as basedOn", "saved_at as savedAt"]);
    if (item) query = query.where("item", "=", item);
    return query.orderBy("saved_at", "desc").orderBy("id", "desc").execute();
  }

  /** Every draft with its value: what the photo library looks through for the photos they show. */
  async all(): Promise<Draft[]> {
    const rows = await this.db.selectFrom("content_drafts").select(COLUMNS).orderBy("id").execute();
    return rows.map((row) => ({ ...row, data: fromJson(row.data) }));
  }

  /** Deletes the drafts of an item with these ids or by these people; the number deleted. */
  async discard(item: string, { ids = [], authors = [] }: { ids?: number[]; authors?: string[] }): Promise<number> {
    if (ids.length === 0 && authors.length === 0) return 0;
    const result = await this.db
      .deleteFrom("content_drafts")
      .where("item", "=", item)
      .where((where) =>
        where.or([
          ...(ids.length > 0 ? [where("id", "in", ids)] : []),
          ...(authors.length > 0 ? [where("author", "in", authors)] : []),
        ]),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
