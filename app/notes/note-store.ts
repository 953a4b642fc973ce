// What a stored note is and what happens to it. store.server.ts keeps notes in the site's database,
// SQLite or PostgreSQL (app/db/).
import type { Language } from "~/content-model/languages";
import type { Note } from "./schema";

export type NoteStatus = "pending" | "approved" | "rejected" | "delivered";

export interface NewNote extends Note {
  id: string;
  /** The language of the form it was written in (the default language when not given). */
  language?: Language;
  createdAt: string;
  clientHash: string;
  /** The key its form was drawn with: the same note sent again with it is not kept twice. */
  formKey?: string | null;
}

export interface StoredNote extends NewNote {
  language: Language;
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
export type DecisionResult = { outcome: "done" | "already"; note: StoredNote } | { outcome: "missing" };
