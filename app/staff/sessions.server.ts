// Staff sessions on the server (db/migrations/*/003): the cookie names a session, and signing out
// deletes it, so a copy of the cookie taken earlier opens nothing afterwards, on any instance. The
// `reviewer` column holds the staff account's id (db/migrations/*/012).
import { randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Tables } from "~/db/tables";

export class DatabaseStaffSessions {
  constructor(private readonly db: Kysely<Tables>) {}

  /** Records a new session and returns its id. */
  async start(accountId: string, at: Date): Promise<string> {
    const id = randomBytes(32).toString("base64url");
    await this.db
      .insertInto("review_sessions")
      .values({ id, reviewer: accountId, signed_in_at: at.toISOString() })
      .execute();
    return id;
  }

  /** Whether the session exists and belongs to this account. */
  async isActive(id: string, accountId: string): Promise<boolean> {
    const found = await this.db
      .selectFrom("review_sessions")
      .select("id")
      .where("id", "=", id)
      .where("reviewer", "=", accountId)
      .executeTakeFirst();
    return found !== undefined;
  }

  async end(id: string): Promise<void> {
    await this.db.deleteFrom("review_sessions").where("id", "=", id).execute();
  }

  /** Ends every session of an account, except the one named. */
  async endAllOf(accountId: string, except?: string): Promise<void> {
    let query = this.db.deleteFrom("review_sessions").where("reviewer", "=", accountId);
    if (except) query = query.where("id", "!=", except);
    await query.execute();
  }

  /** Deletes sessions that began before `before`. */
  async purge(before: Date): Promise<void> {
    await this.db.deleteFrom("review_sessions").where("signed_in_at", "<", before.toISOString()).execute();
  }
}

/**
 * Within a transaction: holds the account's row until it ends, and says whether the session still
 * exists. A lasting way in (a passkey, an app) is added only while this holds, and a clean start
 * (StaffAccounts.cleanStart) ends the sessions under the same hold, so of the two one comes
 * wholly first: an addition made by a session that a reset ends is never left behind.
 */
export async function holdWhileSignedIn(
  trx: Transaction<Tables>,
  staffId: string,
  sessionId: string,
): Promise<boolean> {
  await holdAccount(trx, staffId);
  return new DatabaseStaffSessions(trx).isActive(sessionId, staffId);
}

/** Takes the account's row for the rest of the transaction: a write of nothing, on either engine. */
export async function holdAccount(trx: Transaction<Tables>, staffId: string): Promise<void> {
  await trx
    .updateTable("staff_accounts")
    .set((eb) => ({ id: eb.ref("id") }))
    .where("id", "=", staffId)
    .execute();
}
