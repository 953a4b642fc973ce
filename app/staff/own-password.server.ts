// A signed-in person's own password, typed again to confirm it is them or to change it: a sign-in
// of its own, so it counts toward the same lockout, and a wrong one is recorded beside the sign-ins
// that failed, where a stolen session guessing the password shows on the Staff page.
import { tryAgainIn } from "~/db/rate-limiter.server";
import type { StaffAccount } from "./accounts.server";
import type { StaffServices } from "./context.server";

/** Why the password was not taken, as the form says it, with the answer's status; undefined when it was. */
export async function refuseOwnPassword(
  services: StaffServices,
  { request, clientAddress, account }: { request: Request; clientAddress: string; account: StaffAccount },
  password: string,
  /** Where it was typed, as the activity records it ("confirm", "account"), and what to say when it is wrong. */
  { where, wrong }: { where: string; wrong: string },
): Promise<{ status: 400 | 429 | 503; error: string } | undefined> {
  const { auth, signInLimiter } = services;
  const source = await auth.signInSource(request, clientAddress, account);
  const limited = await signInLimiter.attempt(source, account.id);
  if (limited) return { status: 429, error: `Too many wrong passwords. ${tryAgainIn(limited)}.` };
  const checked = await auth.checkCredentials(account.email ?? account.name, password, clientAddress);
  if (checked.outcome === "busy") {
    await signInLimiter.giveBack(source, account.id);
    return { status: 503, error: "Many sign-ins are being checked right now. Please try again in a few seconds." };
  }
  if (checked.outcome !== "match" || checked.account.id !== account.id) {
    await services.staff.activity.record({
      actor: account.name,
      action: "sign-in-failed",
      subject: null,
      detail: where,
    });
    return { status: 400, error: wrong };
  }
  await signInLimiter.giveBack(source, account.id);
  return undefined;
}
