// Browsers that have signed in before (docs/decisions/0033): after a sign-in, the browser keeps a
// signed cookie with its own random id and the accounts signed in on it. A later sign-in to one of
// those accounts from that browser counts its failures against that browser alone, so nobody else,
// however many wrong passwords they send for the name, can lock its holder out of their own
// computer or phone. The cookie opens nothing by itself: a password or a passkey is still asked.
import { randomBytes } from "node:crypto";
import { createCookie } from "react-router";
import { z } from "zod";

const COOKIE = "staff_device";
/** Half a year: a browser used every week or two stays known. */
const KEPT_SECONDS = 180 * 24 * 60 * 60;
/** A shared office computer signs in a few people; older names drop off first. */
const MOST_ACCOUNTS = 8;

/** What the cookie holds: the browser's id, and the accounts signed in on it, latest first. */
const Device = z.object({ id: z.string(), accounts: z.array(z.string()) });

export function createKnownDevices(secret: string) {
  const cookie = createCookie(COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    path: "/staff",
    secrets: [secret],
    maxAge: KEPT_SECONDS,
  });

  async function read(request: Request): Promise<z.infer<typeof Device> | null> {
    // A forged or altered cookie reads as none.
    return Device.safeParse(await cookie.parse(request.headers.get("Cookie"))).data ?? null;
  }

  return {
    /** This browser's id, when the account has signed in on it before; null otherwise. */
    async idFor(request: Request, accountId: string): Promise<string | null> {
      const device = await read(request);
      return device?.accounts.includes(accountId) ? device.id : null;
    },

    /** Whether the browser carries the cookie at all (before looking up whose name was typed). */
    async any(request: Request): Promise<boolean> {
      return (await read(request)) !== null;
    },

    /** The Set-Cookie value that remembers this browser for the account just signed in. */
    async remember(request: Request, accountId: string): Promise<string> {
      const device = (await read(request)) ?? { id: randomBytes(16).toString("base64url"), accounts: [] };
      const accounts = [accountId, ...device.accounts.filter((id) => id !== accountId)].slice(0, MOST_ACCOUNTS);
      return cookie.serialize({ id: device.id, accounts }, { secure: new URL(request.url).protocol === "https:" });
    },
  };
}
