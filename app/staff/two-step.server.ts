// Two-step sign-in with an authenticator app (RFC 6238 time-based codes, through `otpauth`), and
// one-time recovery codes for a lost phone. The app's secret is kept sealed (AES-256-GCM, its key
// derived from the session secret), so a copy of the database alone does not give it away; each
// code is accepted once; recovery codes are kept as SHA-256 hashes and each works once.
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { renderSVG } from "uqr";

const PERIOD_SECONDS = 30;
const RECOVERY_CODE_COUNT = 10;
/** Letters and digits that are not mistaken for one another when read off paper. */
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

export type TwoStep = ReturnType<typeof createTwoStep>;

export function createTwoStep({ secret, issuer }: { secret: string; issuer: string }) {
  const key = Buffer.from(hkdfSync("sha256", secret, "", "staff two-step secrets", 32));
  const totp = (base32: string, label: string) =>
    new TOTP({ issuer, label, secret: Secret.fromBase32(base32), period: PERIOD_SECONDS, digits: 6 });

  function seal(base32: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", key, iv);
    const sealed = Buffer.concat([cipher.update(base32, "utf8"), cipher.final()]);
    return `v1.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url")}`;
  }

  function open(sealed: string): string | null {
    try {
      const bytes = Buffer.from(sealed.replace(/^v1\./, ""), "base64url");
      const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
    } catch {
      // Sealed with another SESSION_SECRET: the person sets the app up again, or uses a recovery code.
      return null;
    }
  }

  function shown(base32: string, label: string) {
    const svg = renderSVG(totp(base32, label).toString(), { border: 2 });
    return {
      /** For typing into the app by hand, in groups of four. */
      typed: base32.match(/.{1,4}/g)?.join(" ") ?? base32,
      picture: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
    };
  }

  return {
    /** A new secret, sealed for keeping, with what the person needs to add it to their app. */
    start(label: string) {
      const base32 = new Secret({ size: 20 }).base32;
      return { sealed: seal(base32), ...shown(base32, label) };
    },

    /** What `start` shows, again, for a secret not yet confirmed. */
    show(sealed: string, label: string) {
      const base32 = open(sealed);
      return base32 ? shown(base32, label) : null;
    },

    /**
     * The time step of a right code (one step of clock drift either way allowed), or null. A code
     * of a step no later than `lastStep` was used already and is refused.
     */
    check(sealed: string, code: string, lastStep: number | null, now = Date.now()): number | null {
      const digits = code.replace(/\s/g, "");
      const base32 = open(sealed);
      if (!base32 || !/^\d{6}$/.test(digits)) return null;
      const delta = totp(base32, "").validate({ token: digits, timestamp: now, window: 1 });
      if (delta === null) return null;
      const step = Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
      return lastStep !== null && step <= lastStep ? null : step;
    },

    /** New recovery codes to show once, and their hashes to keep. */
    newRecoveryCodes(): { codes: string[]; hashes: string[] } {
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
        const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
        return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
      });
      return { codes, hashes: codes.map(hashRecoveryCode) };
    },
  };
}

/** A recovery code's hash, however it was typed (case, spaces, the dash). */
export function hashRecoveryCode(code: string): string {
  const normal = code.toLowerCase().replace(/[^a-z0-9]/g, "");
  return createHash("sha256").update(normal).digest("base64url");
}
