// New notes are written in batches: everything that arrives during one turn of the event loop goes
// into one transaction, so a crowd of notes costs one commit (one sync to disk) each turn.
import type { Kysely } from "kysely";
import type { Tables } from "~/db/tables";
import type { NewNote } from "./note-store";

interface Pending {
  note: NewNote;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** Notes written in one transaction at most: well under SQLite's limit of bound values. */
const BATCH = 500;

/** An error about the rows themselves (a constraint, a value), not about reaching the database. */
function refusedByData(error: unknown): boolean {
  const code = String((error as { code?: unknown } | null)?.code ?? "");
  return code.startsWith("SQLITE_CONSTRAINT") || code.startsWith("SQLITE_MISMATCH") || /^2[23]/.test(code);
}

export class NoteWriter {
  private queue: Pending[] = [];
  private flushScheduled = false;

  constructor(private readonly db: Kysely<Tables>) {}

  /** Settles once the note is committed, or fails with the reason it was not. */
  add(note: NewNote): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ note, resolve, reject });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush() {
    this.flushScheduled = false;
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, BATCH);
      try {
        await this.db.transaction().execute((trx) => trx.insertInto("notes").values(batch.map(row)).execute());
        for (const pending of batch) pending.resolve();
      } catch (error) {
        // The database being away fails them all at once, without one wait per note.
        if (!refusedByData(error)) {
          for (const pending of batch) pending.reject(error);
          continue;
        }
        // One bad row must not sink the others: they are tried one by one.
        for (const pending of batch) {
          try {
            await this.db.insertInto("notes").values(row(pending)).execute();
            pending.resolve();
          } catch (single) {
            pending.reject(single);
          }
        }
      }
    }
  }
}

const row = ({ note }: Pending) => ({
  id: note.id,
  pastor_id: note.pastor,
  note_text: note.noteContent,
  sender_name: note.senderName,
  sender_email: note.senderEmail,
  created_at: note.createdAt,
  status: "pending" as const,
  client_hash: note.clientHash,
});
