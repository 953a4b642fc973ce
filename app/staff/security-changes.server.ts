// Changes to how a staff member signs in (db/migrations/*/020), each kept with a one-time link to
// undo it: the link carries 256 random bits and only their SHA-256 is kept, as for password links.
// The e-mail that carries it is written by app/staff/security-notices.server.ts; the undo itself is
// app/routes/staff.undo.tsx. A change is kept only while its link works: a week.
import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Tables } from "~/db/tables";
import { type SecurityChange, UNDO_LIFETIME_MS } from "./terms";

const digest = (token: string) => createHash("sha256").update(token).digest("base64url");
const TOKEN_FORMAT = /^[\w-]{43}$/;

/**
 * What an undo needs to know: the passkey that was added, the address that was replaced, and the
 * address the undo link was sent to (it works only while the account still holds that address).
 */
export type ChangeDetail = {
  passkeyId?: string;
  passkeyName?: string;
  oldEmail?: string | null;
  newEmail?: string;
  linkTo?: string | null;
};

export interface RecordedChange {
  id: string;
  staffId: string;
  at: string;
  change: SecurityChange;
  detail: ChangeDetail;
  madeBy: string;
  madeFrom: string;
}

export class SecurityChanges {
  constructor(private readonly db: Kysely<Tables>) {}

  /**
   * Keeps a change; the token of the link that undoes it. Changes whose link no longer works are
   * erased first: the browser and address they hold are kept only while they can undo something
   * (the privacy page says so).
   */
  async record(change: Omit<RecordedChange, "id" | "at">, at = new Date()): Promise<string> {
    const token = randomBytes(32).toString("base64url");
    await this.db.deleteFrom("staff_security_changes").where("undo_until", "<", at.toISOString()).execute();
    await this.db
      .insertInto("staff_security_changes")
      .values({
        id: randomBytes(12).toString("base64url"),
        staff_id: change.staffId,
        at: at.toISOString(),
        change: change.change,
        detail: JSON.stringify(change.detail),
        made_by: change.madeBy.slice(0, 100),
        made_from: change.madeFrom.slice(0, 200),
        undo_hash: digest(token),
        undo_until: new Date(at.getTime() + UNDO_LIFETIME_MS).toISOString(),
        undone_at: null,
      })
      .execute();
    return token;
  }

  /** The change a link would undo, while it still may; null otherwise. */
  async byUndoLink(token: string, at = new Date()): Promise<RecordedChange | null> {
    if (!TOKEN_FORMAT.test(token)) return null;
    const row = await this.db
      .selectFrom("staff_security_changes")
      .select(["id", "staff_id as staffId", "at", "change", "detail", "made_by as madeBy", "made_from as madeFrom"])
      .where("undo_hash", "=", digest(token))
      .where("undone_at", "is", null)
      .where("undo_until", ">", at.toISOString())
      .executeTakeFirst();
    return row
      ? { ...row, change: row.change as SecurityChange, detail: JSON.parse(row.detail) as ChangeDetail }
      : null;
  }

  /** Ends every link that would undo a change to the account: its address moved, or it was undone. */
  async expireFor(staffId: string, at = new Date()): Promise<void> {
    await this.db
      .updateTable("staff_security_changes")
      .set({ undo_until: at.toISOString() })
      .where("staff_id", "=", staffId)
      .where("undone_at", "is", null)
      .where("undo_until", ">", at.toISOString())
      .execute();
  }

  /** Marks a change undone; false when it already was (of two presses at once, one wins). */
  async markUndone(id: string, at = new Date()): Promise<boolean> {
    const result = await this.db
      .updateTable("staff_security_changes")
      .set({ undone_at: at.toISOString() })
      .where("id", "=", id)
      .where("undone_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
