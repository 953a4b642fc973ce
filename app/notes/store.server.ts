// Where notes are kept: the site's database (app/db/), SQLite or PostgreSQL; a note's shape is in
// note-store.ts. Every change that must happen once, whatever the number of instances (a decision,
// a delivery, an erasure), is one conditional statement or one transaction.
import { createHash } from "node:crypto";
import { type ExpressionOrFactory, expressionBuilder, type Kysely, type SqlBool, sql, type UpdateObject } from "kysely";
import { defaultLanguage } from "~/content-model/languages";
import { retryOnConnectionLoss } from "~/db/connection-loss.server";
import type { SiteDatabase } from "~/db/database.server";
import type { Tables } from "~/db/tables";
import { eraseNote, eraseSettledBefore } from "./erasure.server";
import type { Decision, DecisionResult, EraseResult, NewNote, NoteEvent, NoteStatus, StoredNote } from "./note-store";
import type { Note } from "./schema";

const NOTE_COLUMNS = [
  "id",
  "pastor_id as pastor",
  "note_text as noteContent",
  "sender_name as senderName",
  "sender_email as senderEmail",
  "created_at as createdAt",
  "language",
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

/** Each list's order: the column, and which way. */
const LIST_ORDER = {
  pending: ["created_at", "asc"],
  approved: ["decided_at", "asc"],
  rejected: ["decided_at", "desc"],
  delivered: ["delivered_at", "desc"],
} as const;

type NoteChange = UpdateObject<Tables, "notes">;
type Condition = ExpressionOrFactory<Tables, "notes", SqlBool>;

function inStatus(status: NoteStatus): Condition {
  return (eb) => eb("status", "=", status);
}

/** A note waiting for review again: no decision, and nothing to send. */
const UNDECIDED = {
  status: "pending",
  decided_by: null,
  decided_at: null,
  reject_reason: null,
  next_attempt_at: null,
} as const;

/** An attempt to e-mail a note is over: one more counted, and no longer in flight. */
const ATTEMPT_ENDED = {
  delivery_attempts: expressionBuilder<Tables, "notes">()("delivery_attempts", "+", 1),
  sending_since: null,
};

/**
 * How long a note is tried again while the database server is away: a failover (a standby
 * promoted) within it is one the sender never sees. Well inside the request's 30 s, and longer than
 * a try on a primary cut off takes to fail (ANSWER_WITHIN_MS, app/db/answered-client.server.ts).
 */
const RETRY_WITHIN_MS = 20_000;

/**
 * What a note is kept under: its form's key with a digest of its words. The same words sent again
 * from that form meet the note kept before; other words (a form used again after Back) are a note
 * of their own, and each of its own retries meets it in turn.
 */
function keptKey(formKey: string, note: Note): string {
  const words = JSON.stringify([note.pastor, note.noteContent, note.senderName, note.senderEmail]);
  return `${formKey}.${createHash("sha256").update(words).digest("base64url").slice(0, 22)}`;
}

export class DatabaseNoteStore {
  private readonly db: Kysely<Tables>;

  constructor(private readonly database: SiteDatabase) {
    this.db = database.db;
  }

  /**
   * Resolves with the note's id once it is safely on disk (committed); rejects if it could not be
   * stored. A note sent again from the same form with the same words resolves with the id kept
   * the first time, and nothing more is stored. One commit per note: 620 notes/s with 50 senders at once on SQLite, 829 on
   * PostgreSQL (docs/benchmarks.md), far beyond what a church receives. Batching notes by event-loop
   * turn doubled that but saved a sender only 30 ms, so it went.
   */
  async add(note: NewNote): Promise<string> {
    // Tried again on a new connection if the database server went mid-way (a failover): a try that
    // was stored after all is found by its id, or its form key, and kept once.
    return retryOnConnectionLoss(
      async (attempt) => {
        if (attempt > 1 && (await this.get(note.id))) return note.id;
        return this.addOnce(note);
      },
      { withinMs: RETRY_WITHIN_MS },
    );
  }

  /** The id a note was kept under, if these words were sent from this form before. */
  async keptBefore(note: Note & { formKey?: string | null }): Promise<string | undefined> {
    const { formKey } = note;
    if (!formKey) return undefined;
    // Asked again on a new connection if the database server went mid-way (a failover), as `add` is.
    const earlier = await retryOnConnectionLoss(
      () => this.db.selectFrom("notes").select("id").where("form_key", "=", keptKey(formKey, note)).executeTakeFirst(),
      { withinMs: RETRY_WITHIN_MS },
    );
    return earlier?.id;
  }

  private async addOnce(note: NewNote): Promise<string> {
    const row = {
      id: note.id,
      pastor_id: note.pastor,
      note_text: note.noteContent,
      sender_name: note.senderName,
      sender_email: note.senderEmail,
      created_at: note.createdAt,
      status: "pending" as const,
      client_hash: note.clientHash,
      language: note.language ?? defaultLanguage,
      form_key: note.formKey ? keptKey(note.formKey, note) : null,
    };
    if (!row.form_key) {
      await this.db.insertInto("notes").values(row).execute();
      return note.id;
    }
    const stored = await this.db
      .insertInto("notes")
      .values(row)
      .onConflict((conflict) => conflict.column("form_key").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (stored) return stored.id;
    // The same words from the same form: that note sent once more (nginx passing it to the next
    // instance, a browser or a person trying again after no answer came). Its id is the answer.
    const earlier = await this.db
      .selectFrom("notes")
      .select("id")
      .where("form_key", "=", row.form_key)
      .executeTakeFirstOrThrow();
    return earlier.id;
  }

  async get(id: string): Promise<StoredNote | undefined> {
    const note = await this.db.selectFrom("notes").select(NOTE_COLUMNS).where("id", "=", id).executeTakeFirst();
    return note as StoredNote | undefined;
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

  /** Pending and approved notes oldest first (the order they are handled); the others newest first. */
  async list(status: NoteStatus, { offset, limit }: { offset: number; limit: number }): Promise<StoredNote[]> {
    const [column, direction] = LIST_ORDER[status];
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

  /** Approves or rejects a pending note, once; the decision goes into the history. */
  decide(id: string, { action, reviewer, reason, at, sendAfter = at }: Decision): Promise<DecisionResult> {
    const decided = { decided_by: reviewer, decided_at: at.toISOString() };
    const change =
      action === "approve"
        ? { ...decided, status: "approved" as const, next_attempt_at: sendAfter.toISOString() }
        : { ...decided, status: "rejected" as const, reject_reason: reason || null };
    return this.changeOnce(id, change, inStatus("pending"), {
      action: action === "approve" ? "approved" : "rejected",
      actor: reviewer,
      detail: reason || null,
      at: decided.decided_at,
    });
  }

  /**
   * Takes back a decision: the note waits for review again, and the history records it. Refused
   * ("already") once an approved note is being sent, has been tried, or is delivered.
   */
  undo(id: string, reviewer: string, at: Date): Promise<DecisionResult> {
    // In one statement with its condition: an outbox that took the note first leaves it as it is.
    const undoable: Condition = (where) =>
      where.or([
        where("status", "=", "rejected"),
        where.and([
          where("status", "=", "approved"),
          where("sending_since", "is", null),
          where("delivery_attempts", "=", 0),
        ]),
      ]);
    const event = { action: "undone", actor: reviewer, detail: null, at: at.toISOString() } as const;
    return this.changeOnce(id, UNDECIDED, undoable, event);
  }

  /** Marks an approved note delivered by a reviewer who printed or forwarded it. */
  deliverByHand(id: string, reviewer: string, at: Date): Promise<DecisionResult> {
    const when = at.toISOString();
    const change = { status: "delivered", delivered_at: when, delivered_by: reviewer, next_attempt_at: null } as const;
    const event = { action: "delivered-by-hand", actor: reviewer, detail: null, at: when } as const;
    return this.changeOnce(id, change, inStatus("approved"), event);
  }

  /**
   * Takes the approved note whose attempt is due soonest (at or before `at`) for one attempt: moves
   * its next attempt to `leaseUntil` and marks the attempt in flight (`sendingSince`), in one
   * statement, so that however many outboxes run (one per instance) each note goes to one of them.
   * Returns the note as it was before it was taken (its `sendingSince` says whether an earlier
   * attempt was interrupted), or undefined when none is due. If the process dies mid-attempt, the
   * note is due again after the lease, still marked in flight.
   */
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

  /** Counts a send that repeats an attempt interrupted after the mail server may have taken it. */
  async markResent(id: string) {
    await this.db
      .updateTable("notes")
      .set((eb) => ({ resent_after_interruption: eb("resent_after_interruption", "+", 1) }))
      .where("id", "=", id)
      .execute();
  }

  async markDelivered(id: string, at: Date) {
    const when = at.toISOString();
    const change = { status: "delivered", delivered_at: when, delivered_by: "e-mail", next_attempt_at: null } as const;
    const event = { action: "delivered", actor: "outbox", detail: null, at: when } as const;
    await this.changeRecorded(id, { ...change, ...ATTEMPT_ENDED, last_error: null }, inStatus("approved"), event);
  }

  async markFailed(id: string, error: string, at: Date, retryAt: Date) {
    const change = { ...ATTEMPT_ENDED, last_error: error, next_attempt_at: retryAt.toISOString() };
    const event = { action: "delivery-failed", actor: "outbox", detail: error, at: at.toISOString() } as const;
    await this.changeRecorded(id, change, inStatus("approved"), event);
  }

  /**
   * Erases a note at a reviewer's request (erasure.server.ts); not while it is being sent. Says
   * "sending" then, or "missing" when there is no such note.
   */
  async erase(id: string, reviewer: string, at: Date): Promise<EraseResult> {
    if (await eraseNote(this.database, id, reviewer, at)) return { outcome: "erased" };
    return (await this.get(id)) ? { outcome: "sending" } : { outcome: "missing" };
  }

  /** Erases the notes settled before `settledBefore` (erasure.server.ts); returns how many this call erased. */
  eraseSettledBefore(settledBefore: Date, at: Date): Promise<number> {
    return eraseSettledBefore(this.database, settledBefore, at);
  }

  /**
   * In one transaction: changes the note if `condition` holds and, when it did, records `event` in
   * its history; says whether it changed.
   */
  private changeRecorded(id: string, change: NoteChange, condition: Condition, event: NoteEvent): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const changed = await trx
        .updateTable("notes")
        .set(change)
        .where("id", "=", id)
        .where(condition)
        .executeTakeFirst();
      if (changed.numUpdatedRows === 0n) return false;
      await trx
        .insertInto("note_events")
        .values({ note_id: id, ...event })
        .execute();
      return true;
    });
  }

  /** Makes a change as `changeRecorded` does and says whether it happened or was done before. */
  private async changeOnce(id: string, change: NoteChange, condition: Condition, event: NoteEvent) {
    const changed = await this.changeRecorded(id, change, condition, event);
    const note = await this.get(id);
    if (!note) return { outcome: "missing" } as const;
    return { outcome: changed ? "done" : "already", note } as const;
  }
}
