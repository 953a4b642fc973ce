// Where notes are kept. The rest of the code uses the NoteStore interface, so a PostgreSQL store
// for several server instances can sit behind it later; SQLite (one file under DATA_DIR) is the
// default.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { migrate } from "./migrations.server";
import type { Note } from "./schema";

export type NoteStatus = "pending" | "approved" | "rejected" | "delivered";

export interface NewNote extends Note {
  id: string;
  createdAt: string;
  clientHash: string;
}

export interface StoredNote extends NewNote {
  status: NoteStatus;
}

export interface NoteStore {
  /** Resolves once the note is safely on disk; rejects if it could not be stored. */
  add(note: NewNote): Promise<void>;
  get(id: string): StoredNote | undefined;
  count(status?: NoteStatus): number;
  close(): void;
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

  constructor(options: { dataDir: string; migrationsDir: string; fileName?: string }) {
    mkdirSync(options.dataDir, { recursive: true });
    this.db = new Database(join(options.dataDir, options.fileName ?? "notes.sqlite3"));
    this.db.pragma("journal_mode = WAL");
    this.db.pragma("synchronous = FULL");
    this.db.pragma("busy_timeout = 5000");
    this.db.pragma("foreign_keys = ON");
    migrate(this.db, options.migrationsDir);
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
    const row = this.db
      .prepare(
        `SELECT id, pastor_id AS pastor, note_text AS noteContent, sender_name AS senderName,
                sender_email AS senderEmail, created_at AS createdAt, status, client_hash AS clientHash
         FROM notes WHERE id = ?`,
      )
      .get(id) as StoredNote | undefined;
    return row;
  }

  count(status?: NoteStatus): number {
    const sql = status ? "SELECT count(*) FROM notes WHERE status = ?" : "SELECT count(*) FROM notes";
    const statement = this.db.prepare(sql).pluck();
    return (status ? statement.get(status) : statement.get()) as number;
  }

  close() {
    this.flush();
    this.db.close();
  }
}
