// Erasing notes: at a reviewer's request, one note; after the retention period, every settled one.
// A note's row goes, with its words, name, e-mail and address hash; its history keeps who did what
// and when, loses what it quoted, and records the erasure.
import { type Kysely, sql } from "kysely";
import type { SiteDatabase } from "~/db/database.server";
import type { Tables } from "~/db/tables";
import type { NoteEventAction } from "./note-store";

/** Notes erased in one transaction by the retention sweep. */
const ERASE_CHUNK = 500;

/**
 * Erases a note at a reviewer's request: its row goes (text, name, e-mail, address hash), its
 * history keeps who did what and when, and records the deletion. Not while it is being sent: says
 * whether it was erased.
 */
export async function eraseNote(database: SiteDatabase, id: string, reviewer: string, at: Date): Promise<boolean> {
  const erased = await database.db.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom("notes")
      .where("id", "=", id)
      .where("sending_since", "is", null)
      .returning("id")
      .execute();
    if (gone.length === 0) return false;
    await forget(trx, [id], "deleted", reviewer, at.toISOString());
    return true;
  });
  if (erased) await dropOldPages(database);
  return erased;
}

/**
 * Erases every delivered note delivered, and every rejected note rejected, before `settledBefore`,
 * the same way, recording "erased-after-retention". Pending and approved notes are never touched.
 * Safe to run on every instance at once. Returns how many this call erased.
 */
export async function eraseSettledBefore(database: SiteDatabase, settledBefore: Date, at: Date): Promise<number> {
  const cutoff = settledBefore.toISOString();
  let erased = 0;
  // A few hundred at a time, each in its own transaction: however many are due (after a long
  // stop, or a shorter retention), no statement outgrows what either engine binds.
  for (;;) {
    const chunk = await database.db.transaction().execute(async (trx) => {
      const due = trx
        .selectFrom("notes")
        .select("id")
        .where((eb) =>
          eb.or([
            eb.and([eb("status", "=", "delivered"), eb("delivered_at", "<", cutoff)]),
            eb.and([eb("status", "=", "rejected"), eb("decided_at", "<", cutoff)]),
          ]),
        )
        .orderBy("id")
        .limit(ERASE_CHUNK);
      // The rows go first: a row can be deleted once, so if two instances run this at the same
      // time, each records the erasure of the notes it deleted and no note is recorded twice.
      const gone = await trx.deleteFrom("notes").where("id", "in", due).returning("id").execute();
      const ids = gone.map((note) => note.id).sort();
      await forget(trx, ids, "erased-after-retention", "retention", at.toISOString());
      return ids.length;
    });
    erased += chunk;
    if (chunk < ERASE_CHUNK) break;
  }
  if (erased > 0) await dropOldPages(database);
  return erased;
}

/**
 * SQLite: copies the write-ahead log into the file and empties it, so earlier versions of the
 * erased rows do not linger in the log either. A reader holding an old snapshot can delay this
 * until the next erasure; the file itself was already overwritten (secure_delete). PostgreSQL
 * keeps dead rows until VACUUM reuses their space (docs/decisions/0018).
 */
async function dropOldPages(database: SiteDatabase) {
  // Through Kysely, so that it waits for the connection: not inside another request's transaction.
  if (database.engine === "sqlite") await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(database.db);
}

/** Within a transaction, after the notes' rows are gone: clears what their history quoted, records the erasure. */
async function forget(trx: Kysely<Tables>, ids: readonly string[], action: NoteEventAction, actor: string, at: string) {
  if (ids.length === 0) return;
  await trx
    .updateTable("note_events")
    .set({ detail: null })
    .where("note_id", "in", [...ids])
    .where("detail", "is not", null)
    .execute();
  await trx
    .insertInto("note_events")
    .values(ids.map((id) => ({ note_id: id, action, actor, detail: null, at })))
    .execute();
}
