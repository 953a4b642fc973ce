// The database's tables as the code sees them, the same for SQLite and PostgreSQL: times are ISO
// 8601 strings in UTC (PostgreSQL's timestamptz is read back as one, see database.server.ts), ids
// are numbers, and JSON values are text.
import type { ColumnType, Generated } from "kysely";

/** A JSON value: written as text; read as text from SQLite and as parsed JSON from PostgreSQL. */
type Json = ColumnType<unknown, string, string>;
/** Binary data: read back as a Buffer (better-sqlite3) or a Buffer (pg's bytea). */
type Bytes = ColumnType<Buffer, Buffer, Buffer>;

interface NotesTable {
  id: string;
  pastor_id: string;
  note_text: string;
  language: Generated<string>;
  sender_name: string;
  sender_email: string;
  created_at: string;
  status: "pending" | "approved" | "rejected" | "delivered";
  client_hash: string;
  /** The key its form was drawn with and a digest of its words (migration 025): null for notes sent without one. */
  form_key: string | null;
  decided_by: string | null;
  decided_at: string | null;
  reject_reason: string | null;
  delivery_attempts: Generated<number>;
  next_attempt_at: string | null;
  last_error: string | null;
  delivered_at: string | null;
  delivered_by: string | null;
  sending_since: string | null;
  resent_after_interruption: Generated<number>;
}

interface NoteEventsTable {
  id: Generated<number>;
  note_id: string;
  action: string;
  actor: string;
  detail: string | null;
  at: string;
}

interface ReviewSessionsTable {
  id: string;
  reviewer: string;
  signed_in_at: string;
}

interface ContentRevisionsTable {
  id: Generated<number>;
  item: string;
  /** The language it is written in (app/content-model/languages.ts). */
  language: Generated<string>;
  data: Json;
  author: string;
  saved_at: string;
  restored_from: number | null;
  published_at: string | null;
  /** When it is to be published; null for at once. */
  publish_at: string | null;
  /** A scheduled revision cancelled before it went out. */
  withdrawn_at: string | null;
  /** Its place in the order revisions were published in: the site shows each item's last. */
  published_seq: number | null;
  /** A scheduled revision's base: the item's value when it was scheduled (JSON). */
  base_data: Json | null;
  /** When a scheduled revision was held back, its changes colliding with ones published since. */
  held_at: string | null;
  /** What collided, in staff's words (JSON: a list of lines). */
  held_because: string | null;
  /** Another language's words it wrote, each with the default language's words it was written from (JSON, in the item's shape). */
  words_from: Json | null;
}

interface ContentDraftsTable {
  id: Generated<number>;
  item: string;
  /** The language it is written in: one draft per person, item and language. */
  language: Generated<string>;
  author: string;
  data: Json;
  /** The item's newest revision when the draft was begun; 0 for the built values. */
  based_on: number;
  saved_at: string;
  /** The item's value the draft was begun from; null for a draft kept before these were. */
  base_data: Json | null;
}

interface PhotosTable {
  id: string;
  uploaded_by: string;
  uploaded_at: string;
  width: number;
  height: number;
  master: Bytes;
  master_width: number;
  master_height: number;
  /** The upload it was cut from (itself for an upload); null only in SQLite, never written so. */
  original: string | null;
}

interface PhotoFilesTable {
  photo: string;
  name: string;
  type: string;
  body: Bytes;
}

interface StaffAccountsTable {
  id: string;
  name: string;
  email: string | null;
  /** Comma-separated roles (app/staff/roles.ts). */
  roles: string;
  password_hash: string | null;
  created_at: string;
  created_by: string | null;
  last_signed_in_at: string | null;
  disabled_at: string | null;
  two_step_secret: string | null;
  two_step_confirmed_at: string | null;
  /** The browser and internet address the app was set up from; null for one set up before this was kept. */
  two_step_from: string | null;
  /** Read back as a string from PostgreSQL's bigint. */
  two_step_last_step: number | string | null;
  /** JSON: the hashes of the unused recovery codes. */
  recovery_codes: string | null;
  password_set_at: string | null;
}

interface StaffLinksTable {
  token_hash: string;
  staff_id: string;
  purpose: "invitation" | "reset";
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

interface StaffPasskeysTable {
  id: string;
  staff_id: string;
  public_key: string;
  /** Read back as a string from PostgreSQL's bigint. */
  counter: number | string;
  transports: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
  /** The browser and internet address it was added from; null for those added before this was kept. */
  added_from: string | null;
}

interface StaffSpentChallengesTable {
  challenge_hash: string;
  expires_at: string;
}

interface StaffSecurityChangesTable {
  id: string;
  staff_id: string;
  at: string;
  change: string;
  /** JSON. */
  detail: string;
  made_by: string;
  made_from: string;
  undo_hash: string;
  undo_until: string;
  undone_at: string | null;
}

interface StaffActivityTable {
  id: Generated<number>;
  at: string;
  actor: string;
  action: string;
  subject: string | null;
  detail: string | null;
}

export interface Tables {
  notes: NotesTable;
  note_events: NoteEventsTable;
  review_sessions: ReviewSessionsTable;
  content_revisions: ContentRevisionsTable;
  content_drafts: ContentDraftsTable;
  photos: PhotosTable;
  photo_files: PhotoFilesTable;
  staff_accounts: StaffAccountsTable;
  staff_links: StaffLinksTable;
  staff_activity: StaffActivityTable;
  staff_passkeys: StaffPasskeysTable;
  staff_spent_challenges: StaffSpentChallengesTable;
  staff_security_changes: StaffSecurityChangesTable;
}

/** A JSON column's value, whichever engine read it. */
export function fromJson(value: unknown): unknown {
  return typeof value === "string" ? JSON.parse(value) : value;
}
