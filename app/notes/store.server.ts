// Where notes are kept: SQLite, one file under DATA_DIR, behind the NoteStore interface
// (note-store.ts).
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { migrate } from "./migrations.server";
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

const SELECT_NOTE = `
  SELECT id, pastor_id AS pastor, note_text AS noteContent, sender_name AS senderName,
         sender_email AS senderEmail, created_at AS createdAt, status, client_hash AS clientHash,
         decided_by AS decidedBy, decided_at AS decidedAt, reject_reason AS rejectReason,
         delivery_attempts AS deliveryAttempts, next_attempt_at AS nextAttemptAt, last_error AS lastError,
         delivered_at AS deliveredAt, delivered_by AS deliveredBy, sending_since AS sendingSince,
         resent_after_interruption AS resentAfterInterruption
  FROM notes`;

/** Makes the data folder if it is missing, readable by the server's own user only. */
export function makePrivateDir(dir: string) {
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true, mode: 0o700 });
}

/**
 * The database file, readable and writable by the server's own user only: it holds senders' names,
 * e-mail addresses and notes. SQLite gives the -wal and -shm files the database file's permissions.
 */
function privateDatabaseFile(file: string): string {
  closeSync(openSync(file, "a", 0o600));
  chmodSync(file, 0o600);
  for (const companion of [`${file}-wal`, `${file}-shm`]) if (existsSync(companion)) chmodSync(companion, 0o600);
  return file;
}

interface Pending {
  note: NewNote;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * SQLite in WAL mode with full sync: a note acknowledged is a note on disk, even if the machine
 * loses power. To keep that fast under load, notes that arrive together are written together:
 * everything queued during one turn of the event loop goes into one transaction and one sync.
 */
export class SqliteNoteStore implements NoteStore {
  readonly db: Database.Database;
  private queue: Pending[] = [];
  private flushScheduled = false;
  private readonly insert: Database.Statement;
  private readonly insertBatch: (batch: Pending[]) => void;

  constructor(options: { dataDir: string; fileName?: string }) {
    makePrivateDir(options.dataDir);
    this.db = new Database(privateDatabaseFile(join(options.dataDir, options.fileName ?? "notes.sqlite3")));
    this.db.pragma("journal_mode = WAL");
    this.db.pragma("synchronous = FULL");
    this.db.pragma("busy_timeout = 5000");
    this.db.pragma("foreign_keys = ON");
    // Erased notes leave no trace in the file: freed space is overwritten with zeros.
    this.db.pragma("secure_delete = ON");
    migrate(this.db);
    this.insert = this.db.prepare(
      `INSERT INTO notes (id, pastor_id, note_text, sender_name, sender_email, created_at, status, client_hash)
       VALUES (@id, @pastor, @noteContent, @senderName, @senderEmail, @createdAt, 'pending', @clientHash)`,
    );
    this.insertBatch = this.db.transaction((batch: Pending[]) => {
      for (const { note } of batch) this.insert.run(note);
    });
  }

  add(note: NewNote): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ note, resolve, reject });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush() {
    this.flushScheduled = false;
    const batch = this.queue;
    this.queue = [];
    if (batch.length === 0) return;
    try {
      this.insertBatch(batch);
      for (const pending of batch) pending.resolve();
    } catch {
      // One bad row must not sink the others: retry them one by one.
      for (const pending of batch) {
        try {
          this.insert.run(pending.note);
          pending.resolve();
        } catch (error) {
          pending.reject(error);
        }
      }
    }
  }

  get(id: string): StoredNote | undefined {
    return this.db.prepare(`${SELECT_NOTE} WHERE id = ?`).get(id) as StoredNote | undefined;
  }

  count(status?: NoteStatus): number {
    const sql = status ? "SELECT count(*) FROM notes WHERE status = ?" : "SELECT count(*) FROM notes";
    const statement = this.db.prepare(sql).pluck();
    return (status ? statement.get(status) : statement.get()) as number;
  }

  countByStatus(): Record<NoteStatus, number> {
    const counts: Record<NoteStatus, number> = { pending: 0, approved: 0, rejected: 0, delivered: 0 };
    const rows = this.db.prepare("SELECT status, count(*) AS n FROM notes GROUP BY status").all() as {
      status: NoteStatus;
      n: number;
    }[];
    for (const { status, n } of rows) counts[status] = n;
    return counts;
  }

  list(status: NoteStatus, { offset, limit }: { offset: number; limit: number }): StoredNote[] {
    const order = {
      pending: "created_at ASC",
      approved: "decided_at ASC",
      rejected: "decided_at DESC",
      delivered: "delivered_at DESC",
    }[status];
    return this.db
      .prepare(`${SELECT_NOTE} WHERE status = ? ORDER BY ${order}, id LIMIT ? OFFSET ?`)
      .all(status, limit, offset) as StoredNote[];
  }

  history(ids: readonly string[]): Map<string, NoteEvent[]> {
    const events = new Map<string, NoteEvent[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return events;
    const rows = this.db
      .prepare(
        `SELECT note_id AS noteId, action, actor, detail, at FROM note_events
         WHERE note_id IN (SELECT value FROM json_each(?)) ORDER BY id`,
      )
      .all(JSON.stringify(ids)) as (NoteEvent & { noteId: string })[];
    for (const { noteId, ...event } of rows) events.get(noteId)?.push(event);
    return events;
  }

  decide(id: string, { action, reviewer, reason, at }: Decision): DecisionResult {
    const when = at.toISOString();
    return this.changeOnce(id, () => {
      const changed =
        action === "approve"
          ? this.db
              .prepare(
                `UPDATE notes SET status = 'approved', decided_by = ?, decided_at = ?, next_attempt_at = ?
                 WHERE id = ? AND status = 'pending'`,
              )
              .run(reviewer, when, when, id).changes
          : this.db
              .prepare(
                `UPDATE notes SET status = 'rejected', decided_by = ?, decided_at = ?, reject_reason = ?
                 WHERE id = ? AND status = 'pending'`,
              )
              .run(reviewer, when, reason || null, id).changes;
      if (changed) this.record(id, action === "approve" ? "approved" : "rejected", reviewer, reason || null, when);
      return changed > 0;
    });
  }

  deliverByHand(id: string, reviewer: string, at: Date): DecisionResult {
    const when = at.toISOString();
    return this.changeOnce(id, () => {
      const changed = this.db
        .prepare(
          `UPDATE notes SET status = 'delivered', delivered_at = ?, delivered_by = ?, next_attempt_at = NULL
           WHERE id = ? AND status = 'approved'`,
        )
        .run(when, reviewer, id).changes;
      if (changed) this.record(id, "delivered-by-hand", reviewer, null, when);
      return changed > 0;
    });
  }

  due(at: Date, limit: number): StoredNote[] {
    return this.db
      .prepare(`${SELECT_NOTE} WHERE status = 'approved' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?`)
      .all(at.toISOString(), limit) as StoredNote[];
  }

  claim(note: StoredNote, leaseUntil: Date, at: Date): boolean {
    return (
      this.db
        .prepare(
          `UPDATE notes SET next_attempt_at = ?, sending_since = ?
           WHERE id = ? AND status = 'approved' AND next_attempt_at IS ?`,
        )
        .run(leaseUntil.toISOString(), at.toISOString(), note.id, note.nextAttemptAt).changes > 0
    );
  }

  markResent(id: string) {
    this.db.prepare("UPDATE notes SET resent_after_interruption = resent_after_interruption + 1 WHERE id = ?").run(id);
  }

  markDelivered(id: string, at: Date) {
    const when = at.toISOString();
    this.db.transaction(() => {
      const changed = this.db
        .prepare(
          `UPDATE notes SET status = 'delivered', delivered_at = ?, delivered_by = 'e-mail',
                  delivery_attempts = delivery_attempts + 1, next_attempt_at = NULL, last_error = NULL,
                  sending_since = NULL
           WHERE id = ? AND status = 'approved'`,
        )
        .run(when, id).changes;
      if (changed) this.record(id, "delivered", "outbox", null, when);
    })();
  }

  markFailed(id: string, error: string, at: Date, retryAt: Date) {
    const when = at.toISOString();
    this.db.transaction(() => {
      const changed = this.db
        .prepare(
          `UPDATE notes SET delivery_attempts = delivery_attempts + 1, last_error = ?, next_attempt_at = ?,
                  sending_since = NULL
           WHERE id = ? AND status = 'approved'`,
        )
        .run(error, retryAt.toISOString(), id).changes;
      if (changed) this.record(id, "delivery-failed", "outbox", error, when);
    })();
  }

  erase(id: string, reviewer: string, at: Date): EraseResult {
    const result = this.db
      .transaction((): EraseResult => {
        const note = this.db.prepare("SELECT sending_since AS sendingSince FROM notes WHERE id = ?").get(id) as
          | { sendingSince: string | null }
          | undefined;
        if (!note) return { outcome: "missing" };
        if (note.sendingSince) return { outcome: "sending" };
        this.eraseRows([id], "deleted", reviewer, at.toISOString());
        return { outcome: "erased" };
      })
      .immediate();
    if (result.outcome === "erased") this.dropOldPages();
    return result;
  }

  eraseSettledBefore(settledBefore: Date, at: Date): number {
    const cutoff = settledBefore.toISOString();
    const erased = this.db
      .transaction(() => {
        const ids = this.db
          .prepare(
            `SELECT id FROM notes
             WHERE (status = 'delivered' AND delivered_at < ?) OR (status = 'rejected' AND decided_at < ?)
             ORDER BY created_at, id`,
          )
          .pluck()
          .all(cutoff, cutoff) as string[];
        this.eraseRows(ids, "erased-after-retention", "retention", at.toISOString());
        return ids.length;
      })
      .immediate();
    if (erased > 0) this.dropOldPages();
    return erased;
  }

  /** Within a transaction: records the erasure, clears what the history quoted, deletes the rows. */
  private eraseRows(ids: readonly string[], action: NoteEventAction, actor: string, at: string) {
    const clearDetails = this.db.prepare(
      "UPDATE note_events SET detail = NULL WHERE note_id = ? AND detail IS NOT NULL",
    );
    const remove = this.db.prepare("DELETE FROM notes WHERE id = ?");
    for (const id of ids) {
      clearDetails.run(id);
      this.record(id, action, actor, null, at);
      remove.run(id);
    }
  }

  /**
   * Copies the write-ahead log into the file and empties it, so earlier versions of the erased rows
   * do not linger in the log either. A reader holding an old snapshot can delay this until the next
   * erasure; the file itself was already overwritten.
   */
  private dropOldPages() {
    this.db.pragma("wal_checkpoint(TRUNCATE)");
  }

  private record(id: string, action: NoteEventAction, actor: string, detail: string | null, at: string) {
    this.db
      .prepare("INSERT INTO note_events (note_id, action, actor, detail, at) VALUES (?, ?, ?, ?, ?)")
      .run(id, action, actor, detail, at);
  }

  /** Runs a conditional change in one transaction and says whether it happened or was done before. */
  private changeOnce(id: string, change: () => boolean): DecisionResult {
    const changed = this.db.transaction(change).immediate();
    const note = this.get(id);
    if (!note) return { outcome: "missing" };
    return { outcome: changed ? "done" : "already", note };
  }

  close() {
    this.flush();
    this.db.close();
  }
}
