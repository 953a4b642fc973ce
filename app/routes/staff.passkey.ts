// /staff/passkey: the server's half of the passkey buttons (app/staff/passkey-button.tsx). Each
// button posts twice: first for the challenge its device must sign, then the signed answer. Signing
// in takes a passkey of any account, or, as the second step after a password, only one of that
// account's; adding one needs a signed-in session. Every post carries the session's form token.
import { data, redirect } from "react-router";
import { formatLongDate } from "~/content-model/church-time";
import { changeMade, homeOf, readStaffFormAndToken, requireStaff, safeNext } from "~/staff/access.server";
import { staffServices } from "~/staff/context.server";
import { SIGN_IN_BUSY_RETRY_SECONDS, signInGate, signInTurnedAway } from "~/staff/sign-in-gate.server";
import { staffOnly } from "~/staff/staff-only.server";
import { CONFIRMED, oneLine } from "~/staff/terms";
import type { Route } from "./+types/staff.passkey";

// Passkey sign-ins share the sign-in page's bound on how many are handled at once.
export const middleware = [staffOnly, signInGate];

/** What the buttons are told: the options for their device, where to go next, or what went wrong. */
export type PasskeyAnswer = { options: unknown } | { go: string } | { error: string };

const answer = (body: PasskeyAnswer, status = 200, headers: Record<string, string> = {}) =>
  data(body, { status, headers });

/** The device's answer, as the browser library gave it; anything unreadable is no answer. */
function deviceAnswer(form: FormData) {
  try {
    const parsed = JSON.parse(String(form.get("response") ?? ""));
    return parsed && typeof parsed === "object" ? parsed : null;
  } catch {
    return null;
  }
}

export function loader() {
  throw redirect("/staff/login");
}

export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const intent = url.searchParams.get("intent") ?? "";
  if (intent === "add-options" || intent === "add") return addPasskey(intent, request, context);
  if (intent !== "sign-in-options" && intent !== "sign-in") return answer({ error: "Unknown request." }, 400);

  const services = staffServices(context);
  const { auth, passkeys, staff } = services;
  const visit = await auth.visit(request);
  const { form, tokenMatches } = await readStaffFormAndToken(request, auth, visit);
  const headers = { "Set-Cookie": await auth.commit(visit, request) };
  if (context.get(signInTurnedAway)) {
    return answer({ error: "Many sign-ins are being checked right now. Please try again in a few seconds." }, 503, {
      ...headers,
      "Retry-After": String(SIGN_IN_BUSY_RETRY_SECONDS),
    });
  }
  if (!tokenMatches) return answer({ error: "This page had expired. Reload it and try again." }, 403, headers);
  // The second step after a password, and "Confirm it's you" while signed in, take only that
  // account's passkeys.
  const step = form.get("step");
  const confirming = step === "confirm";
  const pending = step === "second" ? await auth.pendingAccount(visit) : confirming ? visit.staff : null;
  if ((step === "second" || confirming) && !pending) {
    return answer({ error: "Your sign-in took too long. Please sign in again." }, 409, headers);
  }
  const bind = visit.csrfToken;
  if (intent === "sign-in-options") {
    return answer({ options: await passkeys.signInOptions(bind, pending ?? undefined) }, 200, headers);
  }

  // Not counted toward the sign-in lockout: a signature cannot be guessed, and a lockout shared
  // by every passkey would let anyone turn passkeys off for the whole staff.
  const response = deviceAnswer(form);
  const checked = response
    ? await passkeys.signIn(bind, response, pending ?? undefined)
    : { refused: "That passkey was not accepted." };
  const account = "staffId" in checked ? await staff.accounts.byId(checked.staffId) : null;
  if ("refused" in checked || !account) {
    if (pending) {
      await staff.activity.record({ actor: pending.name, action: "sign-in-failed", subject: null, detail: "passkey" });
    }
    return answer({ error: "refused" in checked ? checked.refused : "That passkey was not accepted." }, 401, headers);
  }
  if (account.disabledAt || !account.passwordHash) {
    return answer({ error: "That account has been disabled. An administrator can enable it again." }, 403, headers);
  }
  const next = safeNext(String(form.get("next") ?? ""));
  if (confirming) {
    auth.confirm(visit);
    auth.flash(visit, CONFIRMED);
    return answer({ go: next }, 200, { "Set-Cookie": await auth.commit(visit, request) });
  }
  await auth.signIn(visit, account);
  await staff.activity.record({ actor: account.name, action: "signed-in", subject: null, detail: "passkey" });
  return data({ go: next === "/staff" ? homeOf(account) : next } satisfies PasskeyAnswer, {
    headers: await auth.commitSignedIn(visit, request, account),
  });
}

const CONFIRM_FIRST = "Confirm it's you first: reload the page and type your password again.";

/** Adding a passkey to the signed-in account: its options, then the new passkey itself. */
async function addPasskey(intent: "add-options" | "add", request: Request, context: Route.ActionArgs["context"]) {
  // Open to someone whose role needs a second step they have not set up: a passkey is one.
  const { auth, visit, account, services } = await requireStaff(request, context, undefined, {
    settingUpTwoStep: true,
  });
  const { form, tokenMatches } = await readStaffFormAndToken(request, auth, visit);
  const headers = { "Set-Cookie": await auth.commit(visit, request) };
  if (!tokenMatches) return answer({ error: "This page had expired. Reload it and try again." }, 403, headers);
  if (!auth.recentlyConfirmed(visit)) return answer({ error: CONFIRM_FIRST }, 403, headers);
  const bind = visit.csrfToken;
  if (intent === "add-options") {
    return answer({ options: await services.passkeys.addOptions(account, bind) }, 200, headers);
  }
  const response = deviceAnswer(form);
  // One line of words: the name is written into the e-mail that tells of the passkey.
  const name =
    oneLine(String(form.get("name") ?? "")).slice(0, 60) || `Passkey added ${formatLongDate(new Date().toISOString())}`;
  const { from } = changeMade(request, context, account.name);
  const added = response
    ? await services.passkeys.add(account, bind, response, { name, from, sessionId: auth.sessionIdOf(visit) })
    : { refused: "The passkey could not be added. Please try again." };
  if ("refused" in added) return answer({ error: added.refused }, 400, headers);
  await services.staff.activity.record({ actor: account.name, action: "passkey-added", subject: null, detail: name });
  await services.notices.tell(
    account,
    "passkey-added",
    changeMade(request, context, account.name, { passkeyId: added.id, passkeyName: name }),
  );
  auth.flash(visit, `Your passkey “${name}” is added. Next time, choose “Use a passkey”.`);
  return answer({ go: "/staff/account#passkeys" }, 200, { "Set-Cookie": await auth.commit(visit, request) });
}
