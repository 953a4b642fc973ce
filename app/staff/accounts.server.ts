// Staff accounts in the site's database (db/migrations/*/012), shared by every instance: the one
// place that says who may sign in and with which roles. A change here (a role taken away, an
// account disabled or removed, a new password) holds from the next request on every instance,
// since each request reads the account again (app/staff/auth.server.ts).
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { SiteDatabase } from "~/db/database.server";
import type { Tables } from "~/db/tables";
import { readRoles, type StaffRole } from "./roles";
import { holdAccount, holdWhileSignedIn } from "./sessions.server";

export interface StaffAccount {
  id: string;
  name: string;
  email: string | null;
  roles: StaffRole[];
  /** Null until an invitation or reset link has been used to choose one. */
  passwordHash: string | null;
  createdAt: string;
  createdBy: string | null;
  lastSignedInAt: string | null;
  disabledAt: string | null;
  /** When its holder last chose a password: the last time they are known to have been in control. */
  passwordSetAt: string | null;
  /** Two-step sign-in: the app's sealed secret, when it was confirmed, the last step used, unused recovery codes. */
  twoStep: {
    sealed: string;
    confirmedAt: string | null;
    /** The browser and internet address it was set up from, when known. */
    from: string | null;
    lastStep: number | null;
    recoveryCodes: string[];
  } | null;
}

type Row = Tables["staff_accounts"];

function toAccount(row: Row): StaffAccount {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    roles: readRoles(row.roles.split(",")),
    passwordHash: row.password_hash,
    createdAt: row.created_at,
    createdBy: row.created_by,
    lastSignedInAt: row.last_signed_in_at,
    disabledAt: row.disabled_at,
    passwordSetAt: row.password_set_at,
    twoStep: row.two_step_secret
      ? {
          sealed: row.two_step_secret,
          confirmedAt: row.two_step_confirmed_at,
          from: row.two_step_from,
          lastStep: row.two_step_last_step === null ? null : Number(row.two_step_last_step),
          recoveryCodes: row.recovery_codes ? (JSON.parse(row.recovery_codes) as string[]) : [],
        }
      : null,
  };
}

export interface NewAccount {
  name: string;
  email: string | null;
  roles: StaffRole[];
  passwordHash?: string | null;
  by: string | null;
  at: Date;
}

/** What a holder keeps at a clean start. */
export interface Kept {
  /**
   * The passkeys to keep, each by its id and when it was added: a passkey removed and made again
   * with the same id (a device may choose its id) is not the one that was ticked.
   */
  passkeys: Array<{ id: string; createdAt: string }>;
  /** When the app to keep was set up: an app set up again since is not the one that was ticked. */
  appConfirmedAt: string | null;
}

/** Why a change to the accounts was not made, in words for the administrator. */
export type AccountRefusal = { refused: string };

/** No authenticator app: no secret, no confirmation, no last step, no recovery codes. */
const NO_TWO_STEP = {
  two_step_secret: null,
  two_step_confirmed_at: null,
  two_step_from: null,
  two_step_last_step: null,
  recovery_codes: null,
};

const LAST_ADMIN =
  "The site must keep at least one administrator who can sign in. Make someone else an administrator first.";

export class StaffAccounts {
  private readonly db: Kysely<Tables>;
  constructor(private readonly database: SiteDatabase) {
    this.db = database.db;
  }

  /** Whether anyone can sign in yet: the staff area explains how to add the first account if not. */
  async any(): Promise<boolean> {
    const row = await this.db.selectFrom("staff_accounts").select("id").limit(1).executeTakeFirst();
    return row !== undefined;
  }

  /** Everyone, by name. */
  async list(): Promise<StaffAccount[]> {
    const rows = await this.db.selectFrom("staff_accounts").selectAll().execute();
    return rows.map(toAccount).sort((a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }));
  }

  async byId(id: string): Promise<StaffAccount | null> {
    return this.findBy("id", id);
  }

  /** The account signed in as `login`: its e-mail address, or its name, whatever their case. */
  async byLogin(login: string): Promise<StaffAccount | null> {
    const wanted = login.trim().toLowerCase();
    if (!wanted) return null;
    // One read of every account, whatever was typed, so the time taken says nothing of which
    // addresses or names exist. Names are compared in code: SQLite's lower() knows only ASCII.
    const all = await this.db.selectFrom("staff_accounts").selectAll().execute();
    const found = all.find((row) => row.email === wanted) ?? all.find((row) => row.name.toLowerCase() === wanted);
    return found ? toAccount(found) : null;
  }

  async byEmail(email: string): Promise<StaffAccount | null> {
    return this.findBy("email", email.trim().toLowerCase());
  }

  private async findBy(column: "id" | "email", value: string): Promise<StaffAccount | null> {
    const row = await this.db.selectFrom("staff_accounts").selectAll().where(column, "=", value).executeTakeFirst();
    return row ? toAccount(row) : null;
  }

  /** A new account; refused when its name or e-mail address is already someone's. */
  async add(account: NewAccount): Promise<StaffAccount | AccountRefusal> {
    const email = account.email?.trim().toLowerCase() || null;
    const name = account.name.trim();
    const taken = await this.taken(name, email);
    if (taken) return taken;
    const row: Row = {
      id: randomBytes(12).toString("base64url"),
      name,
      email,
      roles: account.roles.join(","),
      password_hash: account.passwordHash ?? null,
      created_at: account.at.toISOString(),
      created_by: account.by,
      last_signed_in_at: null,
      disabled_at: null,
      ...NO_TWO_STEP,
      password_set_at: account.passwordHash ? account.at.toISOString() : null,
    };
    try {
      await this.db.insertInto("staff_accounts").values(row).execute();
    } catch (error) {
      // Added at the same moment by someone else: the unique indexes had the last word.
      const late = await this.taken(name, email);
      if (late) return late;
      throw error;
    }
    return toAccount(row);
  }

  private async taken(name: string, email: string | null, except?: string): Promise<AccountRefusal | null> {
    const all = await this.db.selectFrom("staff_accounts").select(["id", "name", "email"]).execute();
    const others = all.filter((row) => row.id !== except);
    if (email && others.some((row) => row.email === email)) return { refused: `${email} already has an account.` };
    if (others.some((row) => row.name.toLowerCase() === name.toLowerCase())) {
      return { refused: `Someone is already called “${name}”. Add a surname or an initial.` };
    }
    return null;
  }

  async setDetails(id: string, name: string, email: string | null): Promise<AccountRefusal | null> {
    const wantedEmail = email?.trim().toLowerCase() || null;
    const taken = await this.taken(name.trim(), wantedEmail, id);
    if (taken) return taken;
    await this.update(id, { name: name.trim(), email: wantedEmail });
    return null;
  }

  private async update(id: string, change: Partial<Row>, db = this.db): Promise<void> {
    await db.updateTable("staff_accounts").set(change).where("id", "=", id).execute();
  }

  setPassword(id: string, passwordHash: string, at = new Date()): Promise<void> {
    return this.update(id, { password_hash: passwordHash, password_set_at: at.toISOString() });
  }

  /**
   * Makes the password no one's: it matches nothing, and every session tied to it ends. After an
   * undo, whoever made the change may know the password; only the e-mailed link sets a new one.
   */
  forgetPassword(id: string): Promise<void> {
    return this.update(id, { password_hash: `forgotten:${randomBytes(16).toString("base64url")}` });
  }

  signedIn(id: string, at: Date): Promise<void> {
    return this.update(id, { last_signed_in_at: at.toISOString() });
  }

  /** A new authenticator app's secret, not asked for until confirmed with a code. */
  startTwoStep(id: string, sealed: string): Promise<void> {
    return this.update(id, { ...NO_TWO_STEP, two_step_secret: sealed });
  }

  /**
   * Turns the app on, from the session that set it up while that session still exists (a clean
   * start may have ended it meanwhile); false when it no longer does.
   */
  confirmTwoStep(
    id: string,
    step: number,
    recoveryHashes: string[],
    made: { at: Date; from: string; sessionId: string },
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      if (!(await holdWhileSignedIn(trx, id, made.sessionId))) return false;
      const confirmed = { two_step_confirmed_at: made.at.toISOString(), two_step_last_step: step };
      await this.update(
        id,
        { ...confirmed, two_step_from: made.from, recovery_codes: JSON.stringify(recoveryHashes) },
        trx,
      );
      return true;
    });
  }

  /**
   * A password reset by link is a clean start (docs/decisions/0041): every session of the account
   * ends, and every passkey and app goes but those its holder ticked to keep, from the full list.
   * One transaction, under the hold that adding a passkey or an app takes too
   * (app/staff/sessions.server.ts), so nothing a thief's session adds while the reset is being
   * saved survives it, whatever happened before.
   */
  async cleanStart(id: string, kept: Kept): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await holdAccount(trx, id);
      await trx.deleteFrom("review_sessions").where("reviewer", "=", id).execute();
      let passkeys = trx.deleteFrom("staff_passkeys").where("staff_id", "=", id);
      for (const each of kept.passkeys) {
        passkeys = passkeys.where((eb) => eb.or([eb("id", "!=", each.id), eb("created_at", "!=", each.createdAt)]));
      }
      await passkeys.execute();
      let app = trx.updateTable("staff_accounts").set(NO_TWO_STEP).where("id", "=", id);
      const keptApp = kept.appConfirmedAt;
      if (keptApp) {
        app = app.where((eb) =>
          eb.or([eb("two_step_confirmed_at", "is", null), eb("two_step_confirmed_at", "!=", keptApp)]),
        );
      }
      await app.execute();
    });
  }

  stopTwoStep(id: string): Promise<void> {
    return this.update(id, NO_TWO_STEP);
  }

  /** Records a code's time step as used; false when it (or a later one) was used already, here or on another instance. */
  async spendStep(id: string, step: number): Promise<boolean> {
    const result = await this.db
      .updateTable("staff_accounts")
      .set({ two_step_last_step: step })
      .where("id", "=", id)
      .where((eb) => eb.or([eb("two_step_last_step", "is", null), eb("two_step_last_step", "<", step)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Uses up a recovery code by its hash; false when it is not one of the account's unused codes. */
  async spendRecoveryCode(id: string, hash: string): Promise<boolean> {
    const row = await this.db
      .selectFrom("staff_accounts")
      .select("recovery_codes")
      .where("id", "=", id)
      .executeTakeFirst();
    const held = row?.recovery_codes ?? null;
    const codes = held ? (JSON.parse(held) as string[]) : [];
    if (!held || !codes.includes(hash)) return false;
    // Only if no one used another code meanwhile: of two uses at once, one wins.
    const result = await this.db
      .updateTable("staff_accounts")
      .set({ recovery_codes: JSON.stringify(codes.filter((each) => each !== hash)) })
      .where("id", "=", id)
      .where("recovery_codes", "=", held)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  setRecoveryCodes(id: string, hashes: string[]): Promise<void> {
    return this.update(id, { recovery_codes: JSON.stringify(hashes) });
  }

  /** New roles; refused when it would leave no administrator who can sign in. */
  setRoles(id: string, roles: StaffRole[]): Promise<AccountRefusal | null> {
    return this.keepingAnAdministrator(id, !roles.includes("admin"), (trx) =>
      this.update(id, { roles: roles.join(",") }, trx),
    );
  }

  setDisabled(id: string, at: Date | null): Promise<AccountRefusal | null> {
    return this.keepingAnAdministrator(id, at !== null, (trx) =>
      this.update(id, { disabled_at: at ? at.toISOString() : null }, trx),
    );
  }

  remove(id: string): Promise<AccountRefusal | null> {
    return this.keepingAnAdministrator(id, true, async (trx) => {
      await trx.deleteFrom("staff_links").where("staff_id", "=", id).execute();
      await trx.deleteFrom("staff_passkeys").where("staff_id", "=", id).execute();
      await trx.deleteFrom("review_sessions").where("reviewer", "=", id).execute();
      await trx.deleteFrom("staff_accounts").where("id", "=", id).execute();
    });
  }

  /**
   * Makes a change to `id` in one transaction, refused when it loses the last administrator who
   * can sign in. Such changes are made one at a time, on every instance: two administrators
   * demoting each other at the same moment must not both succeed.
   */
  private keepingAnAdministrator(
    id: string,
    losesAdmin: boolean,
    change: (trx: Kysely<Tables>) => Promise<void>,
  ): Promise<AccountRefusal | null> {
    return this.database.withLock("staff-administrators", () =>
      this.db.transaction().execute(async (trx) => {
        if (losesAdmin && (await this.lastAdministrator(trx, id))) return { refused: LAST_ADMIN };
        await change(trx);
        return null;
      }),
    );
  }

  /** Whether `id` is the only administrator who can sign in (enabled, with a password). */
  private async lastAdministrator(trx: Kysely<Tables>, id: string): Promise<boolean> {
    const rows = await trx
      .selectFrom("staff_accounts")
      .select(["id", "roles"])
      .where("disabled_at", "is", null)
      .where("password_hash", "is not", null)
      .execute();
    const admins = rows.filter((row) => readRoles(row.roles.split(",")).includes("admin"));
    return admins.length > 0 && admins.every((row) => row.id === id);
  }
}
