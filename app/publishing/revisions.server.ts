// Staff edits kept as revisions in the site's database (db/migrations/006): every save is a new
// row, published once the pages have been rendered with it. Nothing here changes or deletes a row.
import type Database from "better-sqlite3";

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

interface Row {
  id: number;
  item: string;
  data: string;
  author: string;
  saved_at: string;
  restored_from: number | null;
  published_at: string | null;
}

const revision = (row: Row): Revision => ({
  id: row.id,
  item: row.item,
  data: JSON.parse(row.data),
  author: row.author,
  savedAt: row.saved_at,
  restoredFrom: row.restored_from,
  publishedAt: row.published_at,
});

export class RevisionStore {
  constructor(private readonly db: Database.Database) {}

  save(item: string, data: unknown, author: string, at: Date, restoredFrom: number | null = null): number {
    const result = this.db
      .prepare("INSERT INTO content_revisions (item, data, author, saved_at, restored_from) VALUES (?, ?, ?, ?, ?)")
      .run(item, JSON.stringify(data), author, at.toISOString(), restoredFrom);
    return Number(result.lastInsertRowid);
  }

  markPublished(id: number, at: Date): void {
    this.db
      .prepare("UPDATE content_revisions SET published_at = ? WHERE id = ? AND published_at IS NULL")
      .run(at.toISOString(), id);
  }

  get(id: number): Revision | undefined {
    const row = this.db.prepare("SELECT * FROM content_revisions WHERE id = ?").get(id) as Row | undefined;
    return row && revision(row);
  }

  /** The value the site shows for an item, when staff have published one. */
  latestPublished(item: string): Revision | undefined {
    const row = this.db
      .prepare(
        "SELECT * FROM content_revisions WHERE item = ? AND published_at IS NOT NULL ORDER BY published_at DESC, id DESC LIMIT 1",
      )
      .get(item) as Row | undefined;
    return row && revision(row);
  }

  /** The item's newest revision, published or not: a form made before it was saved is out of date. */
  latestSaved(item: string): Revision | undefined {
    const row = this.db.prepare("SELECT * FROM content_revisions WHERE item = ? ORDER BY id DESC LIMIT 1").get(item) as
      | Row
      | undefined;
    return row && revision(row);
  }

  /** An item's revisions, newest first. */
  history(item: string, limit = 50): Revision[] {
    const rows = this.db
      .prepare("SELECT * FROM content_revisions WHERE item = ? ORDER BY id DESC LIMIT ?")
      .all(item, limit) as Row[];
    return rows.map(revision);
  }
}
