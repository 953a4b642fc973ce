// Where notes are kept: the site's database (app/db/), SQLite or PostgreSQL, behind the NoteStore
// interface (note-store.ts). Every change that must happen once, whatever the number of instances
// (a decision, a delivery, an erasure), is one conditional statement or one transaction.
import { type Kysely, sql } from "kysely";
import type { SiteDatabase } from "~/db/database.server";
import type { Tables } from "~/db/tables";
import type {
  Decision,
  DecisionResult,
  EraseResult,
  NewNote,
  NoteEvent,
  NoteEventAction,
  NoteStatus,
  NoteStore,
  StoredNote,
} from "./note-store";

const NOTE_COLUMNS = [
  "id",
  "pastor_id as pastor",
  "note_text as noteContent",
  "sender_name as senderName",
  "sender_email as senderEmail",
  "created_at as createdAt",
  "status",
  "client_hash as clientHash",
  "decided_by as decidedBy",
  "decided_at as decidedAt",
  "reject_reason as rejectReason",
  "delivery_attempts as deliveryAttempts",
  "next_attempt_at as nextAttemptAt",
  "last_error as lastError",
  "delivered_at as deliveredAt",
  "delivered_by as deliveredBy",
  "sending_since as sendingSince",
  "resent_after_interruption as resentAfterInterruption",
] as const;

/** Notes erased in one transaction by the retention sweep. */
const ERASE_CHUNK = 500;

type Writer = Kysely<Tables>;

export class DatabaseNoteStore implements NoteStore {
  private readonly db: Kysely<Tables>;

  constructor(private readonly database: SiteDatabase) {
    this.db = database.db;
  }

  // A plain insert, one commit per note: 620 notes/s with 50 senders at once on SQLite, 829 on
  // PostgreSQL (docs/benchmarks.md), far beyond what a church receives. Batching notes by event-loop
  // turn doubled that but saved a sender only 30 ms, so it went.
  async add(note: NewNote): Promise<void> {
    await this.db
      .insertInto("notes")
      .values({
        id: note.id,
        pastor_id: note.pastor,
        note_text: note.noteContent,
        sender_name: note.senderName,
        sender_email: note.senderEmail,
        created_at: note.createdAt,
        status: "pending",
        client_hash: note.clientHash,
      })
      .execute();
  }

  async get(id: string): Promise<StoredNote | undefined> {
    return (await this.db.selectFrom("notes").select(NOTE_COLUMNS).where("id", "=", id).executeTakeFirst()) as
      | StoredNote
      | undefined;
  }

  async count(status?: NoteStatus): Promise<number> {
    let query = this.db.selectFrom("notes").select((eb) => eb.fn.countAll().as("n"));
    if (status) query = query.where("status", "=", status);
    return Number((await query.executeTakeFirstOrThrow()).n);
  }

  async countByStatus(): Promise<Record<NoteStatus, number>> {
    const counts: Record<NoteStatus, number> = { pending: 0, approved: 0, rejected: 0, delivered: 0 };
    const rows = await this.db
      .selectFrom("notes")
      .select(["status", (eb) => eb.fn.countAll().as("n")])
      .groupBy("status")
      .execute();
    for (const { status, n } of rows) counts[status] = Number(n);
    return counts;
  }

  async list(status: NoteStatus, { offset, limit }: { offset: number; limit: number }): Promise<StoredNote[]> {
    const [column, direction] = (
      {
        pending: ["created_at", "asc"],
        approved: ["decided_at", "asc"],
        rejected: ["decided_at", "desc"],
        delivered: ["delivered_at", "desc"],
      } as const
    )[status];
    return (await this.db
      .selectFrom("notes")
      .select(NOTE_COLUMNS)
      .where("status", "=", status)
      .orderBy(column, direction)
      .orderBy("id")
      .limit(limit)
      .offset(offset)
      .execute()) as StoredNote[];
  }

  async history(ids: readonly string[]): Promise<Map<string, NoteEvent[]>> {
    const events = new Map<string, NoteEvent[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return events;
    const rows = await this.db
      .selectFrom("note_events")
      .select(["note_id as noteId", "action", "actor", "detail", "at"])
      .where("note_id", "in", [...ids])
      .orderBy("id")
      .execute();
    for (const { noteId, ...event } of rows) events.get(noteId)?.push(event as NoteEvent);
    return events;
  }

  decide(id: string, { action, reviewer, reason, at, sendAfter = at }: Decision): Promise<DecisionResult> {
    const when = at.toISOString();
    return this.changeOnce(id, async (trx) => {
      const changed =
        action === "approve"
          ? await trx
              .updateTable("notes")
              .set({
                status: "approved",
                decided_by: reviewer,
                decided_at: when,
                next_attempt_at: sendAfter.toISOString(),
              })
              .where("id", "=", id)
              .where("status", "=", "pending")
              .executeTakeFirst()
          : await trx
              .updateTable("notes")
              .set({ status: "rejected", decided_by: reviewer, decided_at: when, reject_reason: reason || null })
              .where("id", "=", id)
              .where("status", "=", "pending")
              .executeTakeFirst();
      if (changed.numUpdatedRows === 0n) return false;
      await record(trx, id, action === "approve" ? "approved" : "rejected", reviewer, reason || null, when);
      return true;
    });
  }

  undo(id: string, reviewer: string, at: Date): Promise<DecisionResult> {
    return this.changeOnce(id, async (trx) => {
      // In one statement with its condition: an outbox that took the note first leaves it as it is.
      const changed = await trx
        .updateTable("notes")
        .set({ status: "pending", decided_by: null, decided_at: null, reject_reason: null, next_attempt_at: null })
        .where("id", "=", id)
        .where((where) =>
          where.or([
            where("status", "=", "rejected"),
            where.and([
              where("status", "=", "approved"),
              where("sending_since", "is", null),
              where("delivery_attempts", "=", 0),
            ]),
          ]),
        )
        .executeTakeFirst();
      if (changed.numUpdatedRows === 0n) return false;
      await record(trx, id, "undone", reviewer, null, at.toISOString());
      return true;
    });
  }

  deliverByHand(id: string, reviewer: string, at: Date): Promise<DecisionResult> {
    const when = at.toISOString();
    return this.changeOnce(id, async (trx) => {
      const changed = await trx
        .updateTable("notes")
        .set({ status: "delivered", delivered_at: when, delivered_by: reviewer, next_attempt_at: null })
        .where("id", "=", id)
        .where("status", "=", "approved")
        .executeTakeFirst();
      if (changed.numUpdatedRows === 0n) return false;
      await record(trx, id, "delivered-by-hand", reviewer, null, when);
      return true;
    });
  }

  async claimNext(at: Date, leaseUntil: Date): Promise<StoredNote | undefined> {
    const due = at.toISOString();
    const lease = leaseUntil.toISOString();
    if (this.database.engine === "postgres") {
      // One statement: the row is locked as it is picked, and a row another outbox holds is passed
      // over, so two instances never take the same note.
      const { rows } = await sql<{ id: string; previous: string | null }>`
        WITH next AS (
          SELECT id, sending_since FROM notes
          WHERE status = 'approved' AND next_attempt_at <= ${due}
          ORDER BY next_attempt_at, id
          LIMIT 1
          FOR UPDATE SKIP LOCKED
        )
        UPDATE notes SET next_attempt_at = ${lease}, sending_since = ${due}
        FROM next WHERE notes.id = next.id
        RETURNING notes.id, next.sending_since AS previous`.execute(this.db);
      const taken = rows[0];
      if (!taken) return undefined;
      const note = await this.get(taken.id);
      return note && { ...note, sendingSince: taken.previous };
    }
    // SQLite writes one transaction at a time, so picking and taking in one cannot be raced.
    return this.db.transaction().execute(async (trx) => {
      const note = (await trx
        .selectFrom("notes")
        .select(NOTE_COLUMNS)
        .where("status", "=", "approved")
        .where("next_attempt_at", "<=", due)
        .orderBy("next_attempt_at")
        .orderBy("id")
        .limit(1)
        .executeTakeFirst()) as StoredNote | undefined;
      if (!note) return undefined;
      await trx
        .updateTable("notes")
        .set({ next_attempt_at: lease, sending_since: due })
        .where("id", "=", note.id)
        .execute();
      return note;
    });
  }

  async markResent(id: string) {
    await this.db
      .updateTable("notes")
      .set((eb) => ({ resent_after_interruption: eb("resent_after_interruption", "+", 1) }))
      .where("id", "=", id)
      .execute();
  }

  async markDelivered(id: string, at: Date) {
    const when = at.toISOString();
    await this.db.transaction().execute(async (trx) => {
      const changed = await trx
        .updateTable("notes")
        .set((eb) => ({
          status: "delivered",
          delivered_at: when,
          delivered_by: "e-mail",
          delivery_attempts: eb("delivery_attempts", "+", 1),
          next_attempt_at: null,
          last_error: null,
          sending_since: null,
        }))
        .where("id", "=", id)
        .where("status", "=", "approved")
        .executeTakeFirst();
      if (changed.numUpdatedRows > 0n) await record(trx, id, "delivered", "outbox", null, when);
    });
  }

  async markFailed(id: string, error: string, at: Date, retryAt: Date) {
    const when = at.toISOString();
    await this.db.transaction().execute(async (trx) => {
      const changed = await trx
        .updateTable("notes")
        .set((eb) => ({
          delivery_attempts: eb("delivery_attempts", "+", 1),
          last_error: error,
          next_attempt_at: retryAt.toISOString(),
          sending_since: null,
        }))
        .where("id", "=", id)
        .where("status", "=", "approved")
        .executeTakeFirst();
      if (changed.numUpdatedRows > 0n) await record(trx, id, "delivery-failed", "outbox", error, when);
    });
  }

  async erase(id: string, reviewer: string, at: Date): Promise<EraseResult> {
    const erased = await this.db.transaction().execute(async (trx) => {
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
    if (erased) {
      await this.dropOldPages();
      return { outcome: "erased" };
    }
    return (await this.get(id)) ? { outcome: "sending" } : { outcome: "missing" };
  }

  async eraseSettledBefore(settledBefore: Date, at: Date): Promise<number> {
    const cutoff = settledBefore.toISOString();
    let erased = 0;
    // A few hundred at a time, each in its own transaction: however many are due (after a long
    // stop, or a shorter retention), no statement outgrows what either engine binds.
    for (;;) {
      const chunk = await this.db.transaction().execute(async (trx) => {
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
    if (erased > 0) await this.dropOldPages();
    return erased;
  }

  /**
   * SQLite: copies the write-ahead log into the file and empties it, so earlier versions of the
   * erased rows do not linger in the log either. A reader holding an old snapshot can delay this
   * until the next erasure; the file itself was already overwritten (secure_delete). PostgreSQL
   * keeps dead rows until VACUUM reuses their space (docs/decisions/0018).
   */
  private async dropOldPages() {
    // Through Kysely, so that it waits for the connection: not inside another request's transaction.
    if (this.database.engine === "sqlite") await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(this.db);
  }

  /** Runs a conditional change in one transaction and says whether it happened or was done before. */
  private async changeOnce(id: string, change: (trx: Writer) => Promise<boolean>): Promise<DecisionResult> {
    const changed = await this.db.transaction().execute(change);
    const note = await this.get(id);
    if (!note) return { outcome: "missing" };
    return { outcome: changed ? "done" : "already", note };
  }
}

async function record(
  trx: Writer,
  id: string,
  action: NoteEventAction,
  actor: string,
  detail: string | null,
  at: string,
) {
  await trx.insertInto("note_events").values({ note_id: id, action, actor, detail, at }).execute();
}

/** Within a transaction, after the notes' rows are gone: clears what their history quoted, records the erasure. */
async function forget(trx: Writer, ids: readonly string[], action: NoteEventAction, actor: string, at: string) {
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
