// Staff edits kept as revisions in the site's database (db/migrations/*/006, 009, 021): every save is
// a new row, published at once or at the time staff chose. A store reads and writes the revisions of
// one language; the order of publication is one for all. The site shows each item's revision
// published last, so publishing is one update of rows; nothing here changes a row but to publish
// it (a scheduled one with what it changed merged onto what was published then), to hold a
// scheduled one back, or to withdraw it, and nothing deletes one.
import { type Kysely, sql } from "kysely";
import { defaultLanguage, type Language } from "~/content-model/languages";
import type { SiteDatabase } from "~/db/database.server";
import { fromJson, type Tables } from "~/db/tables";
import { type Applied, COLUMNS, type DueRevision, type Revision, revision } from "./revision";

/** Where PostgreSQL tells every instance that something was published (watch-publishes.server.ts). */
export const PUBLISHED_CHANNEL = "site_published";

export type { Applied, DueRevision, Revision } from "./revision";

export type SaveResult = { saved: number } | { newer: Revision };

interface SaveOptions {
  restoredFrom?: number | null;
  basedOn?: number;
  publishAt?: Date | null;
  /** A scheduled revision's base: the item's value the site shows as it is scheduled. */
  base?: unknown;
  /** Another language's revision: the words it wrote itself and their sources (localized.ts). */
  wordsFrom?: unknown;
}

export class RevisionStore {
  private readonly db: Kysely<Tables>;

  constructor(
    private readonly database: SiteDatabase,
    /** The language whose revisions this store reads and writes. */
    readonly language: Language = defaultLanguage,
  ) {
    this.db = database.db;
  }

  /** This language's revisions, as `db` (a transaction) sees them. */
  private rows(db: Kysely<Tables> = this.db) {
    return db.selectFrom("content_revisions").where("language", "=", this.language);
  }

  /**
   * The item's revision published last, in the order publishing handed out: never by a clock, which
   * two instances may read differently. A revision scheduled earlier may go out after a later one.
   */
  private lastPublished(item: string, db: Kysely<Tables> = this.db) {
    return this.rows(db)
      .where("item", "=", item)
      .where("published_seq", "is not", null)
      .orderBy("published_seq", "desc")
      .limit(1);
  }

  /** The scheduled revisions waiting for their time: not published, withdrawn or held back. */
  private waiting(db: Kysely<Tables> = this.db) {
    return this.rows(db)
      .where("publish_at", "is not", null)
      .where("published_at", "is", null)
      .where("withdrawn_at", "is", null)
      .where("held_at", "is", null);
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
    { restoredFrom = null, basedOn, publishAt = null, base, wordsFrom }: SaveOptions = {},
  ): Promise<SaveResult> {
    return this.database.withLock(`content-revisions:${item}:${this.language}`, async () => {
      if (basedOn !== undefined) {
        const newest = await this.latestSaved(item);
        if (newest && newest.id !== basedOn) return { newer: newest };
      }
      const { id } = await this.db
        .insertInto("content_revisions")
        .values({
          item,
          language: this.language,
          data: JSON.stringify(data),
          author,
          saved_at: at.toISOString(),
          restored_from: restoredFrom,
          publish_at: publishAt?.toISOString() ?? null,
          base_data: base === undefined ? null : JSON.stringify(base),
          words_from: wordsFrom === undefined ? null : JSON.stringify(wordsFrom),
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
   * whichever comes first wins. With `onTopOf`, a revision is published only while the one its item
   * shows is still that one (0: none), so a value merged onto what was published is never published
   * over something newer. Returns the revisions it published; on PostgreSQL every instance is told
   * when the transaction commits.
   */
  async markPublished(ids: readonly number[], at: Date, { onTopOf }: { onTopOf?: number } = {}): Promise<number[]> {
    return this.publishing(async (trx, published) => {
      for (const id of ids) {
        const row = await this.rows(trx)
          .select(["item", "publish_at as publishAt"])
          .where("id", "=", id)
          .executeTakeFirst();
        if (!row) continue;
        if (onTopOf !== undefined) {
          // Made on top of the item's revision published then: not published if another went out since.
          const shown = await this.lastPublished(row.item, trx).select("id").executeTakeFirst();
          if (Number(shown?.id ?? 0) !== onTopOf) continue;
        }
        // A change published at once never puts back a value older than one already out (saved
        // before it, published after it); a scheduled one goes out at its time, whatever came since.
        const newer =
          row.publishAt === null &&
          (await this.rows(trx)
            .select("id")
            .where("item", "=", row.item)
            .where("id", ">", id)
            .where("published_at", "is not", null)
            .executeTakeFirst());
        if (!newer && (await this.publishRow(trx, id, at))) published.push(id);
      }
      return published;
    });
  }

  /**
   * Runs `work` in one transaction that one writer holds at a time, with the list it adds the
   * revisions it published to. On PostgreSQL, when it published any, every instance is told as the
   * transaction commits, never before: a listener finds the rows.
   */
  private publishing<T>(work: (trx: Kysely<Tables>, published: number[]) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      const postgres = this.database.engine === "postgres";
      if (postgres) await sql`SELECT pg_advisory_xact_lock(hashtextextended('content-publication', 0))`.execute(trx);
      const published: number[] = [];
      const result = await work(trx, published);
      if (postgres && published.length > 0) await sql`SELECT pg_notify(${PUBLISHED_CHANNEL}, '')`.execute(trx);
      return result;
    });
  }

  /** Marks one revision published after every other, with `data` in place of its own if given. */
  private async publishRow(trx: Kysely<Tables>, id: number, at: Date, data?: unknown): Promise<boolean> {
    const result = await trx
      .updateTable("content_revisions")
      .set({
        published_at: at.toISOString(),
        published_seq: (await this.version(trx)) + 1,
        ...(data === undefined ? {} : { data: JSON.stringify(data) }),
      })
      .where("id", "=", id)
      .where("published_at", "is", null)
      .where("withdrawn_at", "is", null)
      .where("held_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Publishes the scheduled revisions whose time has come by `now`, in the order of their times,
   * each as `apply` makes it on top of the item's value published then (read in the same
   * transaction, so nothing published meanwhile is overwritten), or holds it back with what collided.
   */
  async publishDue(
    now: Date,
    apply: (due: DueRevision, published: unknown | undefined) => Applied,
  ): Promise<{ published: number[]; held: number[] }> {
    const due = await this.dueBy(now);
    if (due.length === 0) return { published: [], held: [] };
    return this.publishing(async (trx, published) => {
      const held: number[] = [];
      for (const revision of due) {
        const { id } = revision;
        // Withdrawn, held back or published since it was read: left as it is.
        if (!(await this.waiting(trx).select("id").where("id", "=", id).executeTakeFirst())) continue;
        const shown = await this.lastPublished(revision.item, trx).select("data").executeTakeFirst();
        const applied = apply(revision, shown && fromJson(shown.data));
        if ("held" in applied) {
          await trx
            .updateTable("content_revisions")
            .set({ held_at: now.toISOString(), held_because: JSON.stringify(applied.held) })
            .where("id", "=", id)
            .execute();
          held.push(id);
        } else if (await this.publishRow(trx, id, now, applied.value)) published.push(id);
      }
      return { published, held };
    });
  }

  /** Scheduled revisions held back at their time, newest first; those of one item, with `item`. */
  async held(item?: string): Promise<Revision[]> {
    let query = this.rows().select(COLUMNS).where("held_at", "is not", null).where("withdrawn_at", "is", null);
    if (item) query = query.where("item", "=", item);
    const rows = await query.orderBy("held_at", "desc").execute();
    return rows.map(revision);
  }

  /**
   * The revision each item shows: the one published last of each item, in one read. `version`
   * grows with every publication, so an instance knows whether what it shows is still current.
   */
  async published(): Promise<{ version: number; latest: Revision[] }> {
    // The order of publication is one for every language. Read first, it is never newer than the
    // rows read after it: a publish between the two is read again at the next look, never missed.
    const version = await this.version();
    const rows = await this.rows()
      .select(COLUMNS)
      .where("published_seq", "in", (eb) =>
        eb
          .selectFrom("content_revisions")
          .select((inner) => inner.fn.max("published_seq").as("seq"))
          .where("language", "=", this.language)
          .groupBy("item"),
      )
      .execute();
    return { version, latest: rows.map(revision) };
  }

  /** How far publication has gone: the version `published` would read now, as `db` sees it. */
  async version(db: Kysely<Tables> = this.db): Promise<number> {
    const row = await db
      .selectFrom("content_revisions")
      .select((eb) => eb.fn.max("published_seq").as("seq"))
      .executeTakeFirst();
    return Number(row?.seq ?? 0);
  }

  async get(id: number): Promise<Revision | undefined> {
    const row = await this.rows().select(COLUMNS).where("id", "=", id).executeTakeFirst();
    return row && revision(row);
  }

  /** The value the site shows for an item, when staff have published one. */
  async latestPublished(item: string): Promise<Revision | undefined> {
    const row = await this.lastPublished(item).select(COLUMNS).executeTakeFirst();
    return row && revision(row);
  }

  /** The item's newest revision, published or not (but not withdrawn): a form made before it was saved is out of date. */
  async latestSaved(item: string): Promise<Revision | undefined> {
    const row = await this.rows()
      .select(COLUMNS)
      .where("item", "=", item)
      .where("withdrawn_at", "is", null)
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst();
    return row && revision(row);
  }

  /** The newest revision of any item, in any language, whose value names one of `words` (a photo's address). */
  async newestNaming(words: readonly string[]): Promise<Revision | undefined> {
    if (words.length === 0) return undefined;
    const row = await this.db
      .selectFrom("content_revisions")
      .select(COLUMNS)
      .where((where) => where.or(words.map((word) => where(sql`cast(data as text)`, "like", `%${word}%`))))
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst();
    return row && revision(row);
  }

  /** An item's revisions, newest first. */
  async history(item: string, limit = 50): Promise<Revision[]> {
    const rows = await this.rows()
      .select(COLUMNS)
      .where("item", "=", item)
      .orderBy("id", "desc")
      .limit(limit)
      .execute();
    return rows.map(revision);
  }

  /** Revisions waiting for their time, soonest first; those of one item, with `item`. */
  async scheduled(item?: string): Promise<Revision[]> {
    let query = this.waiting().select(COLUMNS);
    if (item) query = query.where("item", "=", item);
    const rows = await query.orderBy("publish_at").orderBy("id").execute();
    return rows.map(revision);
  }

  /** The scheduled revisions that will have gone out by `at`, in the order they go, each with the value it was scheduled against. */
  async dueBy(at: Date): Promise<DueRevision[]> {
    const rows = await this.waiting()
      .select(["id", "item", "data", "base_data", "publish_at"])
      .orderBy("publish_at")
      .orderBy("id")
      .execute();
    return rows
      .filter((row) => Date.parse(row.publish_at ?? "") <= at.getTime())
      .map(({ id, item, data, base_data }) => {
        const base = base_data === null ? null : fromJson(base_data);
        return { id, item, data: fromJson(data), base };
      });
  }

  /** The next moment a scheduled revision is due, if any is waiting. */
  async nextScheduled(): Promise<number | undefined> {
    const row = await this.waiting()
      .select((eb) => eb.fn.min("publish_at").as("at"))
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
      .where("language", "=", this.language)
      .where("publish_at", "is not", null)
      .where("published_at", "is", null)
      .where("withdrawn_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
