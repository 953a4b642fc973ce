// Staff's unpublished work on an item, kept in the site's database (db/migrations/*/016, 019, 021):
// one draft per person, item and language, the form's value as it stood (it need not pass the checks yet), with the
// item's value it was begun from, so that publishing it brings only what its author changed. Every
// editor can open one; publishing or discarding it deletes it.
import type { Kysely } from "kysely";
import { defaultLanguage, type Language } from "~/content-model/languages";
import type { SiteDatabase } from "~/db/database.server";
import { fromJson, type Tables } from "~/db/tables";

export interface Draft {
  id: number;
  item: string;
  author: string;
  data: unknown;
  /** The item's newest revision when it was begun (0: the built values). */
  basedOn: number;
  savedAt: string;
  /** The item's value it was begun from; undefined for a draft kept before these were. */
  base: unknown;
}

const COLUMNS = ["id", "item", "author", "data", "based_on as basedOn", "saved_at as savedAt", "base_data"] as const;

const draft = ({ base_data, ...row }: Omit<Draft, "base"> & { base_data: unknown }): Draft => ({
  ...row,
  data: fromJson(row.data),
  base: base_data === null ? undefined : fromJson(base_data),
});

export class DraftStore {
  private readonly db: Kysely<Tables>;

  constructor(
    database: SiteDatabase,
    private readonly language: Language = defaultLanguage,
  ) {
    this.db = database.db;
  }

  /** Keeps `data`, begun from `base`, as this person's draft of the item, in place of any they kept before. */
  async save(
    item: string,
    author: string,
    { data, base, basedOn }: { data: unknown; base: unknown; basedOn: number },
    at: Date,
  ): Promise<Draft> {
    const row = {
      data: JSON.stringify(data),
      based_on: basedOn,
      saved_at: at.toISOString(),
      base_data: base === undefined ? null : JSON.stringify(base),
    };
    const saved = await this.db
      .insertInto("content_drafts")
      .values({ item, language: this.language, author, ...row })
      .onConflict((conflict) => conflict.columns(["item", "language", "author"]).doUpdateSet(row))
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return draft(saved);
  }

  async get(id: number): Promise<Draft | undefined> {
    const row = await this.db
      .selectFrom("content_drafts")
      .select(COLUMNS)
      .where("id", "=", id)
      .where("language", "=", this.language)
      .executeTakeFirst();
    return row && draft(row);
  }

  /** Every draft in this language, or an item's, the latest saved first. */
  async list(item?: string): Promise<Draft[]> {
    let query = this.db.selectFrom("content_drafts").select(COLUMNS).where("language", "=", this.language);
    if (item) query = query.where("item", "=", item);
    const rows = await query.orderBy("saved_at", "desc").orderBy("id", "desc").execute();
    return rows.map(draft);
  }

  /** Every draft with its value, in every language: what the photo library looks through for the photos they show. */
  async all(): Promise<Draft[]> {
    const rows = await this.db.selectFrom("content_drafts").select(COLUMNS).orderBy("id").execute();
    return rows.map(draft);
  }

  /** Deletes every draft of one person (whose account is removed), in every language; the number deleted. */
  async discardAllBy(author: string): Promise<number> {
    const result = await this.db.deleteFrom("content_drafts").where("author", "=", author).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Deletes the drafts of an item with these ids or by these people; the number deleted. */
  async discard(item: string, { ids = [], authors = [] }: { ids?: number[]; authors?: string[] }): Promise<number> {
    if (ids.length === 0 && authors.length === 0) return 0;
    const result = await this.db
      .deleteFrom("content_drafts")
      .where("item", "=", item)
      .where("language", "=", this.language)
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
