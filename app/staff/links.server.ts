// One-time links for staff (db/migrations/*/012): an invitation to choose a first password, or a
// password reset. The link carries 256 random bits; only their SHA-256 is kept, so a copy of the
// database opens no account. A link works once, until it expires, and only while it is the newest
// of its kind for that account.
import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Tables } from "~/db/tables";
import { LINK_LIFETIME_MS, type LinkPurpose } from "./terms";

const digest = (token: string) => createHash("sha256").update(token).digest("base64url");
/** Tokens as this module makes them; anything else is not looked up. */
const TOKEN_FORMAT = /^[\w-]{43}$/;

export class StaffLinks {
  constructor(private readonly db: Kysely<Tables>) {}

  /** A new link's token; any earlier unused link of the same kind for the account stops working. */
  async issue(staffId: string, purpose: LinkPurpose, at: Date): Promise<string> {
    const token = randomBytes(32).toString("base64url");
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom("staff_links")
        .where("staff_id", "=", staffId)
        .where("purpose", "=", purpose)
        .where("used_at", "is", null)
        .execute();
      await trx
        .insertInto("staff_links")
        .values({
          token_hash: digest(token),
          staff_id: staffId,
          purpose,
          created_at: at.toISOString(),
          expires_at: new Date(at.getTime() + LINK_LIFETIME_MS[purpose]).toISOString(),
          used_at: null,
        })
        .execute();
    });
    return token;
  }

  /** The account a link would open, without using it up; null when it would not work. */
  async peek(token: string, at: Date): Promise<{ staffId: string; purpose: LinkPurpose } | null> {
    if (!TOKEN_FORMAT.test(token)) return null;
    const row = await this.db
      .selectFrom("staff_links")
      .select(["staff_id", "purpose"])
      .where("token_hash", "=", digest(token))
      .where("used_at", "is", null)
      .where("expires_at", ">", at.toISOString())
      .executeTakeFirst();
    return row ? { staffId: row.staff_id, purpose: row.purpose } : null;
  }

  /**
   * Uses the link up: the account it opens, or null when it does not work (used, expired, replaced
   * or never made). Of two uses at the same moment, one wins.
   */
  async use(token: string, at: Date): Promise<{ staffId: string; purpose: LinkPurpose } | null> {
    const found = await this.peek(token, at);
    if (!found) return null;
    const result = await this.db
      .updateTable("staff_links")
      .set({ used_at: at.toISOString() })
      .where("token_hash", "=", digest(token))
      .where("used_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1 ? found : null;
  }

  /** Ends every unused link of an account (its password was just set, or it was disabled). */
  async cancelFor(staffId: string): Promise<void> {
    await this.db.deleteFrom("staff_links").where("staff_id", "=", staffId).where("used_at", "is", null).execute();
  }
}
