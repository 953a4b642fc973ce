// Photos staff uploaded, in the site's database (db/migrations/*/008), where every instance finds
// them and a backup keeps them. A photo is written once and never changed: its files are served
// with an address that names it, cached for good.
import type { Kysely } from "kysely";
import type { SiteDatabase } from "~/db/database.server";
import type { Tables } from "~/db/tables";
import type { MadePhoto, Master } from "./photo-processing.server";

export interface StoredPhoto {
  id: string;
  width: number;
  height: number;
}

/** An upload as the library lists it: its first crop, who uploaded it and when. */
export interface UploadedPhoto extends StoredPhoto {
  uploadedBy: string;
  uploadedAt: string;
}

export class PhotoStore {
  private readonly db: Kysely<Tables>;

  constructor(database: SiteDatabase) {
    this.db = database.db;
  }

  /** Keeps a photo and its files, cut from the upload `original` (itself when not given); the same photo kept twice is kept once. */
  async save(photo: MadePhoto, master: Master, by: string, at: Date, original = photo.id): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto("photos")
        .values({
          id: photo.id,
          uploaded_by: by,
          uploaded_at: at.toISOString(),
          width: photo.width,
          height: photo.height,
          master: master.body,
          master_width: master.width,
          master_height: master.height,
          original,
        })
        .onConflict((conflict) => conflict.column("id").doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!inserted) return;
      // A few at a time: a photo's files are a few hundred kilobytes each.
      for (let start = 0; start < photo.files.length; start += 6) {
        await trx
          .insertInto("photo_files")
          .values(photo.files.slice(start, start + 6).map((file) => ({ photo: photo.id, ...file })))
          .execute();
      }
    });
  }

  async get(id: string): Promise<StoredPhoto | undefined> {
    return this.db.selectFrom("photos").select(["id", "width", "height"]).where("id", "=", id).executeTakeFirst();
  }

  /** The upload a photo was cut from: itself for an upload; undefined if it is not kept. */
  async originalOf(id: string): Promise<string | undefined> {
    const row = await this.db.selectFrom("photos").select(["id", "original"]).where("id", "=", id).executeTakeFirst();
    return row && (row.original ?? row.id);
  }

  /** Every photo kept, by the upload it was cut from. */
  async originals(): Promise<Map<string, string>> {
    const rows = await this.db.selectFrom("photos").select(["id", "original"]).execute();
    return new Map(rows.map((row) => [row.id, row.original ?? row.id]));
  }

  /** Every upload, the latest first. */
  async uploads(): Promise<UploadedPhoto[]> {
    return this.db
      .selectFrom("photos")
      .select(["id", "width", "height", "uploaded_by as uploadedBy", "uploaded_at as uploadedAt"])
      .where((where) => where.or([where("original", "is", null), where("original", "=", where.ref("id"))]))
      .orderBy("uploaded_at", "desc")
      .orderBy("id")
      .execute();
  }

  /** Deletes an upload and every crop made of it, with their files; the number of photos deleted. */
  async remove(original: string): Promise<number> {
    const result = await this.db
      .deleteFrom("photos")
      .where((where) => where.or([where("id", "=", original), where("original", "=", original)]))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** The photo as uploaded (drawn again, upright), to crop again around another part of it. */
  async master(id: string): Promise<Master | undefined> {
    const row = await this.db
      .selectFrom("photos")
      .select(["master", "master_width", "master_height"])
      .where("id", "=", id)
      .executeTakeFirst();
    return row && { body: row.master, width: row.master_width, height: row.master_height };
  }

  /**
   * One of a photo's files ("800.webp"). A width the photo was not made in, because the site's
   * widths (MEDIA_WIDTHS) changed after it was uploaded, is answered with the next larger file of
   * the same format it has, or its largest: a page's srcset never names a file that is not there.
   */
  async file(id: string, name: string): Promise<{ type: string; body: Buffer } | undefined> {
    const exact = await this.named(id, name);
    if (exact) return exact;
    const wanted = /^(\d+)\.(avif|webp|jpg)$/.exec(name);
    if (!wanted) return undefined;
    const [, width, extension] = wanted;
    const widths = (await this.db.selectFrom("photo_files").select("name").where("photo", "=", id).execute())
      .map((row) => /^(\d+)\.(\w+)$/.exec(row.name))
      .filter((match) => match?.[2] === extension)
      .map((match) => Number(match?.[1]))
      .sort((a, b) => a - b);
    const nearest = widths.find((each) => each >= Number(width)) ?? widths.at(-1);
    return nearest === undefined ? undefined : this.named(id, `${nearest}.${extension}`);
  }

  private named(id: string, name: string): Promise<{ type: string; body: Buffer } | undefined> {
    return this.db
      .selectFrom("photo_files")
      .select(["type", "body"])
      .where("photo", "=", id)
      .where("name", "=", name)
      .executeTakeFirst();
  }
}
