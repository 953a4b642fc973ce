// Passkeys (WebAuthn, checked by @simplewebauthn/server): a key pair made by a person's phone,
// computer or security key, whose private half never leaves it. Signing in with one asks for the
// device's own unlock (face, fingerprint or PIN), so it stands for both the password and the code.
//
// Each ceremony's challenge is made here and signed: it names what it is for (adding a passkey, or
// signing in), the browser session it was given to, and when it expires, so nothing is kept until
// an answer comes back. A challenge answered once is recorded until it expires, so the same signed
// answer is refused the second time, on every instance.
import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import type { Kysely } from "kysely";
import type { Tables } from "~/db/tables";
import { holdWhileSignedIn } from "./sessions.server";

/** How long a person has to answer their device's prompt. */
const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;
/** The most passkeys one account may hold: a phone, a computer, a security key, and spares. */
const MAX_PASSKEYS = 10;
/** A credential id is at most 1023 bytes, as WebAuthn says; its base64url is at most this long. */
const MAX_ID_LENGTH = 1364;

export interface Passkey {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** The browser and internet address it was added from, when known. */
  addedFrom: string | null;
}

/** What the challenge is for: adding a passkey to an account, or signing in with one. */
type Ceremony = "add" | "sign-in";

/** Why a passkey was not added or not accepted, in words for the person at the device. */
type PasskeyRefusal = { refused: string };

const NOT_ACCEPTED = "That passkey was not accepted. Try again, or sign in with your password.";

export type Passkeys = ReturnType<typeof createPasskeys>;

/**
 * The ceremonies' challenges: each signed with a key derived from the session secret, bound to its
 * ceremony and session, and spent once on every instance (kept only until it expires).
 */
function signedChallenges(db: Kysely<Tables>, secret: string, now: () => number) {
  const key = Buffer.from(hkdfSync("sha256", secret, "", "staff passkey challenges", 32));
  const signature = (ceremony: Ceremony, bind: string, body: Buffer) =>
    createHmac("sha256", key).update(`${ceremony}\n${bind}\n`).update(body).digest();
  return {
    /** 16 random bytes, the expiry, and a signature over them, the ceremony and the session. */
    make(ceremony: Ceremony, bind: string): Uint8Array<ArrayBuffer> {
      const body = Buffer.alloc(24);
      randomBytes(16).copy(body);
      body.writeBigUInt64BE(BigInt(now() + CHALLENGE_LIFETIME_MS), 16);
      return Uint8Array.from(Buffer.concat([body, signature(ceremony, bind, body)]));
    },
    /** Whether a challenge the device signed is one of ours, for this ceremony and session, and not expired. */
    holds(ceremony: Ceremony, bind: string, answered: string): boolean {
      const bytes = Buffer.from(answered, "base64url");
      if (bytes.length !== 56) return false;
      const body = bytes.subarray(0, 24);
      if (!timingSafeEqual(bytes.subarray(24), signature(ceremony, bind, body))) return false;
      return Number(body.readBigUInt64BE(16)) > now();
    },
    /** Records a challenge as answered; false when it was answered already, here or on another instance. */
    async spend(answered: string): Promise<boolean> {
      const at = new Date(now()).toISOString();
      await db.deleteFrom("staff_spent_challenges").where("expires_at", "<", at).execute();
      const result = await db
        .insertInto("staff_spent_challenges")
        .values({
          challenge_hash: createHash("sha256").update(answered).digest("base64url"),
          expires_at: new Date(now() + CHALLENGE_LIFETIME_MS).toISOString(),
        })
        .onConflict((conflict) => conflict.column("challenge_hash").doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
  };
}

/** The challenge a device's answer signed, read from its client data; null when unreadable. */
function answeredChallenge(response: { response?: { clientDataJSON?: unknown } }): string | null {
  try {
    const clientData = JSON.parse(Buffer.from(String(response.response?.clientDataJSON), "base64url").toString());
    return typeof clientData.challenge === "string" ? clientData.challenge : null;
  } catch {
    return null;
  }
}

const transportsOf = (text: string) => (text ? (text.split(",") as AuthenticatorTransport[]) : undefined);

/** The passkeys each account holds, as kept in the database. */
function heldPasskeys(db: Kysely<Tables>) {
  return {
    list: (staffId: string): Promise<Passkey[]> =>
      db
        .selectFrom("staff_passkeys")
        .select(["id", "name", "created_at as createdAt", "last_used_at as lastUsedAt", "added_from as addedFrom"])
        .where("staff_id", "=", staffId)
        .orderBy("created_at")
        .execute(),

    /** How many passkeys each account holds, by account id. */
    async counts(): Promise<Map<string, number>> {
      const rows = await db.selectFrom("staff_passkeys").select("staff_id").execute();
      const counts = new Map<string, number>();
      for (const row of rows) counts.set(row.staff_id, (counts.get(row.staff_id) ?? 0) + 1);
      return counts;
    },

    async any(staffId: string): Promise<boolean> {
      const row = await db.selectFrom("staff_passkeys").select("id").where("staff_id", "=", staffId).executeTakeFirst();
      return row !== undefined;
    },

    /** Removes one of the account's passkeys; false when it has none by that id. */
    async remove(staffId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom("staff_passkeys")
        .where("staff_id", "=", staffId)
        .where("id", "=", id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    async removeAllOf(staffId: string): Promise<void> {
      await db.deleteFrom("staff_passkeys").where("staff_id", "=", staffId).execute();
    },
  };
}

export function createPasskeys({
  db,
  secret,
  origin,
  siteName,
  now = Date.now,
}: {
  db: Kysely<Tables>;
  /** The session secret: challenges are signed with a key derived from it. */
  secret: string;
  /** Where staff open the staff area (https://…, or http://localhost on one's own computer). */
  origin: string;
  siteName: string;
  now?: () => number;
}) {
  const rpID = new URL(origin).hostname;
  const challenges = signedChallenges(db, secret, now);
  /** The account's passkeys, as a browser is told of them. */
  const credentialsOf = async (staffId: string) =>
    (
      await db.selectFrom("staff_passkeys").selectAll().where("staff_id", "=", staffId).orderBy("created_at").execute()
    ).map((row) => ({ id: row.id, transports: transportsOf(row.transports) }));

  return {
    ...heldPasskeys(db),

    /** What the browser needs to make a new passkey for the account; `bind` names the session. */
    async addOptions(account: { id: string; name: string; email: string | null }, bind: string) {
      return generateRegistrationOptions({
        rpName: siteName,
        rpID,
        userName: account.email ?? account.name,
        userDisplayName: account.name,
        userID: new TextEncoder().encode(account.id),
        challenge: challenges.make("add", `${bind}\n${account.id}`),
        attestationType: "none",
        // A device that already holds one of the account's passkeys says so rather than make another.
        excludeCredentials: await credentialsOf(account.id),
        authenticatorSelection: { residentKey: "required", userVerification: "required" },
      });
    },

    /**
     * Checks a new passkey made for the account in this session, and keeps it while the session
     * still exists (a reset's clean start may have ended it meanwhile).
     */
    async add(
      account: { id: string },
      bind: string,
      response: RegistrationResponseJSON,
      made: { name: string; from: string; sessionId: string },
    ): Promise<Passkey | PasskeyRefusal> {
      const answered = answeredChallenge(response);
      const verified = await verifyRegistrationResponse({
        response,
        expectedChallenge: (value) => challenges.holds("add", `${bind}\n${account.id}`, value),
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: true,
      }).catch(() => null);
      if (!verified?.verified || !answered || !(await challenges.spend(answered))) {
        return { refused: "The passkey could not be added. Please try again." };
      }
      const { credential } = verified.registrationInfo;
      const passkey: Passkey = {
        id: credential.id,
        name: made.name,
        createdAt: new Date(now()).toISOString(),
        lastUsedAt: null,
        addedFrom: made.from,
      };
      return db.transaction().execute(async (trx): Promise<Passkey | PasskeyRefusal> => {
        if (!(await holdWhileSignedIn(trx, account.id, made.sessionId))) {
          return { refused: "Your session has ended. Sign in again to add a passkey." };
        }
        const held = await trx.selectFrom("staff_passkeys").select("id").where("staff_id", "=", account.id).execute();
        if (held.length >= MAX_PASSKEYS) {
          return { refused: `You have ${MAX_PASSKEYS} passkeys already. Remove one you no longer use first.` };
        }
        const result = await trx
          .insertInto("staff_passkeys")
          .values({
            id: credential.id,
            staff_id: account.id,
            public_key: Buffer.from(credential.publicKey).toString("base64url"),
            counter: credential.counter,
            transports: (credential.transports ?? []).join(","),
            name: made.name,
            created_at: passkey.createdAt,
            last_used_at: null,
            added_from: made.from,
          })
          .onConflict((conflict) => conflict.column("id").doNothing())
          .executeTakeFirst();
        if (Number(result.numInsertedOrUpdatedRows ?? 0) !== 1) return { refused: "That passkey is already added." };
        return passkey;
      });
    },

    /**
     * What the browser needs to ask for a passkey. With an account (the second step after its
     * password), only that account's passkeys are offered; without, any of the site's.
     */
    async signInOptions(bind: string, account?: { id: string }) {
      return generateAuthenticationOptions({
        rpID,
        challenge: challenges.make("sign-in", `${bind}\n${account?.id ?? ""}`),
        allowCredentials: account ? await credentialsOf(account.id) : [],
        userVerification: "required",
      });
    },

    /**
     * The account a passkey answer signs in, after checking its signature, origin, challenge and
     * counter; with `account`, only a passkey of that account is accepted.
     */
    async signIn(
      bind: string,
      response: AuthenticationResponseJSON,
      account?: { id: string },
    ): Promise<{ staffId: string } | PasskeyRefusal> {
      if (typeof response?.id !== "string" || response.id.length > MAX_ID_LENGTH) return { refused: NOT_ACCEPTED };
      const row = await db.selectFrom("staff_passkeys").selectAll().where("id", "=", response.id).executeTakeFirst();
      if (!row || (account && row.staff_id !== account.id)) return { refused: NOT_ACCEPTED };
      const answered = answeredChallenge(response);
      const verified = await verifyAuthenticationResponse({
        response,
        expectedChallenge: (value) => challenges.holds("sign-in", `${bind}\n${account?.id ?? ""}`, value),
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential: {
          id: row.id,
          publicKey: Buffer.from(row.public_key, "base64url"),
          counter: Number(row.counter),
          transports: transportsOf(row.transports),
        },
        requireUserVerification: true,
      }).catch(() => null);
      // A counter lower than the last one throws too: a copied device, refused.
      if (!verified?.verified) return { refused: NOT_ACCEPTED };
      const { newCounter } = verified.authenticationInfo;
      // The user handle, when the device sends one, names the account the passkey was made for.
      const handle = response.response.userHandle;
      if (handle && Buffer.from(handle, "base64url").toString() !== row.staff_id) return { refused: NOT_ACCEPTED };
      if (!answered || !(await challenges.spend(answered))) return { refused: NOT_ACCEPTED };
      // Counted only upwards, even when two answers arrive at once.
      const updated = await db
        .updateTable("staff_passkeys")
        .set({ counter: newCounter, last_used_at: new Date(now()).toISOString() })
        .where("id", "=", row.id)
        .where((eb) => (newCounter === 0 ? eb("counter", "=", 0) : eb("counter", "<", newCounter)))
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return { refused: NOT_ACCEPTED };
      return { staffId: row.staff_id };
    },
  };
}
