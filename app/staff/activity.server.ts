// What staff did with their accounts (db/migrations/*/012), shown to administrators at
// /staff/accounts: who did what, to whose account, and when. Entries older than a year are erased,
// as the privacy page says.
import type { Kysely } from "kysely";
import type { Tables } from "~/db/tables";
import { ACTIVITY_KEPT_DAYS, type ActivityAction } from "./terms";

export interface ActivityEntry {
  id: number;
  at: string;
  actor: string;
  action: ActivityAction;
  subject: string | null;
  detail: string | null;
}

/** The entries of the sign-ins list. */
const SIGN_INS: ActivityAction[] = ["signed-in", "sign-in-failed"];

export class StaffActivity {
  constructor(private readonly db: Kysely<Tables>) {}

  async record(entry: Omit<ActivityEntry, "at" | "id"> & { at?: Date }): Promise<void> {
    await this.db
      .insertInto("staff_activity")
      .values({
        at: (entry.at ?? new Date()).toISOString(),
        // What was typed at a failed sign-in is cut short: it may be anything.
        actor: entry.actor.slice(0, 100),
        action: entry.action,
        subject: entry.subject,
        detail: entry.detail,
      })
      .execute();
  }

  /**
   * The latest entries of one kind, newest first: sign-ins (and failed ones), or everything else,
   * so that a flood of failed sign-ins never pushes a change out of sight. Erases those past their time first.
   */
  async latest(kind: "sign-ins" | "changes", limit = 100, now = new Date()): Promise<ActivityEntry[]> {
    const before = new Date(now.getTime() - ACTIVITY_KEPT_DAYS * 24 * 60 * 60 * 1000).toISOString();
    await this.db.deleteFrom("staff_activity").where("at", "<", before).execute();
    const rows = await this.db
      .selectFrom("staff_activity")
      .select(["id", "at", "actor", "action", "subject", "detail"])
      .where("action", kind === "sign-ins" ? "in" : "not in", SIGN_INS)
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .execute();
    return rows.map((row) => ({ ...row, id: Number(row.id), action: row.action as ActivityAction }));
  }
}
