// What a stored note is, what happens to it, and the NoteStore interface the rest of the code uses.
// store.server.ts keeps notes in the site's database, SQLite or PostgreSQL (app/db/).
import type { Note } from "./schema";

export type NoteStatus = "pending" | "approved" | "rejected" | "delivered";

export interface NewNote extends Note {
  id: string;
  createdAt: string;
  clientHash: string;
}

export interface StoredNote extends NewNote {
  status: NoteStatus;
  /** The reviewer whose decision is in force, and when it was made. */
  decidedBy: string | null;
  decidedAt: string | null;
  rejectReason: string | null;
  deliveryAttempts: number;
  /** When the outbox may next try to send an approved note. */
  nextAttemptAt: string | null;
  lastError: string | null;
  deliveredAt: string | null;
  /** "e-mail", or the reviewer who handed the note over. */
  deliveredBy: string | null;
  /** Set while an attempt to e-mail the note is in flight; still set after a crash mid-attempt. */
  sendingSince: string | null;
  /** Times the note was sent again after an interrupted attempt (possible extra copies). */
  resentAfterInterruption: number;
}

export type NoteEventAction =
  | "approved"
  | "rejected"
  | "undone"
  | "delivered"
  | "delivery-failed"
  | "delivered-by-hand"
  | "deleted"
  | "erased-after-retention";

export interface NoteEvent {
  action: NoteEventAction;
  actor: string;
  detail: string | null;
  at: string;
}

export interface Decision {
  action: "approve" | "reject";
  reviewer: string;
  reason?: string;
  at: Date;
  /** When an approved note may first be sent (`at` when not given): until then the approval can be undone. */
  sendAfter?: Date;
}

/** How long an approved note waits before it is e-mailed, so that a reviewer's slip can be taken back. */
export const UNDO_WINDOW_MS = 30_000;

/** Whether a decision on the note can still be taken back: a rejection, or an approval not yet sent. */
export const undoable = (note: Pick<StoredNote, "status" | "sendingSince" | "deliveryAttempts">) =>
  note.status === "rejected" || (note.status === "approved" && !note.sendingSince && note.deliveryAttempts === 0);

/** "sending": the outbox is e-mailing the note right now, so it is left alone. */
export type EraseResult = { outcome: "erased" } | { outcome: "sending" } | { outcome: "missing" };

/** "already": someone decided first (a double click, or two reviewers at once); nothing changed. */
export type DecisionResult =
  | { outcome: "done"; note: StoredNote }
  | { outcome: "already"; note: StoredNote }
  | { outcome: "missing" };

export interface NoteStore {
  /** Resolves once the note is safely on disk (committed); rejects if it could not be stored. */
  add(note: NewNote): Promise<void>;
  get(id: string): Promise<StoredNote | undefined>;
  count(status?: NoteStatus): Promise<number>;
  countByStatus(): Promise<Record<NoteStatus, number>>;
  /** Pending and approved notes oldest first (the order they are handled); the others newest first. */
  list(status: NoteStatus, page: { offset: number; limit: number }): Promise<StoredNote[]>;
  history(ids: readonly string[]): Promise<Map<string, NoteEvent[]>>;
  /** Approves or rejects a pending note, once; the decision goes into the history. */
  decide(id: string, decision: Decision): Promise<DecisionResult>;
  /**
   * Takes back a decision: the note waits for review again, and the history records it. Refused
   * ("already") once an approved note is being sent, has been tried, or is delivered.
   */
  undo(id: string, reviewer: string, at: Date): Promise<DecisionResult>;
  /** Marks an approved note delivered by a reviewer who printed or forwarded it. */
  deliverByHand(id: string, reviewer: string, at: Date): Promise<DecisionResult>;
  /**
   * Takes the approved note whose attempt is due soonest (at or before `at`) for one attempt: moves
   * its next attempt to `leaseUntil` and marks the attempt in flight (`sendingSince`), in one
   * statement, so that however many outboxes run (one per instance) each note goes to one of them.
   * Returns the note as it was before it was taken (its `sendingSince` says whether an earlier
   * attempt was interrupted), or undefined when none is due. If the process dies mid-attempt, the
   * note is due again after the lease, still marked in flight.
   */
  claimNext(at: Date, leaseUntil: Date): Promise<StoredNote | undefined>;
  /** Counts a send that repeats an attempt interrupted after the mail server may have taken it. */
  markResent(id: string): Promise<void>;
  markDelivered(id: string, at: Date): Promise<void>;
  markFailed(id: string, error: string, at: Date, retryAt: Date): Promise<void>;
  /**
   * Erases a note at a reviewer's request: its row goes (text, name, e-mail, address hash), its
   * history keeps who did what and when, and records the deletion. Not while it is being sent.
   */
  erase(id: string, reviewer: string, at: Date): Promise<EraseResult>;
  /**
   * Erases every delivered note delivered, and every rejected note rejected, before `settledBefore`,
   * the same way, recording "erased-after-retention". Pending and approved notes are never touched.
   * Safe to run on every instance at once. Returns how many this call erased.
   */
  eraseSettledBefore(settledBefore: Date, at: Date): Promise<number>;
}
