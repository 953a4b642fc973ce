// What /staff/account does on the server: its loader, the account as its holder sees it, and its
// action, a step for each of the page's forms (a passkey removed, two-step sign-in set up, renewed or
// turned off, other sessions signed out, the password changed). The page is staff.account.tsx.
import { data, redirect } from "react-router";
import { requestContext } from "~/http/context.server";
import { changeMade, readStaffForm, requireConfirmed, requireStaff, secondStepRequired } from "~/staff/access.server";
import { refuseOwnPassword } from "~/staff/own-password.server";
import { hashPassword } from "~/staff/passwords.server";
import type { ChangeDetail } from "~/staff/security-changes.server";
import type { SecurityChange } from "~/staff/terms";
import type { Route } from "./+types/staff.account";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, visit, account, services } = await requireStaff(request, context, undefined, {
    settingUpTwoStep: true,
  });
  const label = account.email ?? account.name;
  const pending =
    account.twoStep && !account.twoStep.confirmedAt ? services.twoStep.show(account.twoStep.sealed, label) : null;
  return data(
    {
      staffName: account.name,
      email: account.email,
      roles: account.roles,
      lastSignedInAt: account.lastSignedInAt,
      csrfToken: visit.csrfToken,
      message: visit.message,
      confirmed: auth.recentlyConfirmed(visit),
      confirmedUntil: auth.confirmedUntil(visit),
      // What is left of it, counted from this answer: the page's warning counts it down (confirmed-window.tsx).
      confirmedLeft: (auth.confirmedUntil(visit) ?? Date.now()) - Date.now(),
      passkeys: await services.passkeys.list(account.id),
      twoStep: {
        required: secondStepRequired(services, account),
        confirmedAt: account.twoStep?.confirmedAt ?? null,
        codesLeft: account.twoStep?.recoveryCodes.length ?? 0,
        pending,
      },
    },
    { headers: { "Set-Cookie": await auth.commit(visit, request) } },
  );
}

/** What changes how the holder signs in, and so asks "Confirm it's you" first. */
const LASTING = new Set([
  "passkey-remove",
  "two-step-start",
  "two-step-confirm",
  "two-step-off",
  "recovery-codes",
  // A stale or copied session must not shut its holder's own sessions out.
  "sign-out-others",
]);

export async function action({ request, context }: Route.ActionArgs) {
  const signedIn = await requireStaff(request, context, undefined, { settingUpTwoStep: true });
  const { auth, visit, account, services } = signedIn;
  const form = await readStaffForm(request, auth, visit);
  const headers = { "Set-Cookie": await auth.commit(visit, request) };
  const done = async (message: string) => {
    auth.flash(visit, message);
    return redirect("/staff/account", { headers: { "Set-Cookie": await auth.commit(visit, request) } });
  };
  /** Tells the holder, by e-mail with a link to undo it. */
  const tell = (change: SecurityChange, detail?: ChangeDetail) =>
    services.notices.tell(account, change, changeMade(request, context, account.name, detail));
  const intent = String(form.get("intent") ?? "");
  if (LASTING.has(intent)) await requireConfirmed(signedIn, request, "/staff/account");
  if (intent === "passkey-remove") {
    const { passkeys, staff } = services;
    const held = await passkeys.list(account.id);
    const removed = held.find((passkey) => passkey.id === form.get("id"));
    if (!removed) return done("That passkey was removed already.");
    if (held.length === 1 && !account.twoStep?.confirmedAt && secondStepRequired(services, account)) {
      return data(
        {
          passkeyError:
            "Your role needs a second step at sign-in, and this is your only one. Add another passkey or an authenticator app first.",
        },
        { status: 400, headers },
      );
    }
    await passkeys.remove(account.id, removed.id);
    await staff.activity.record({
      actor: account.name,
      action: "passkey-removed",
      subject: null,
      detail: removed.name,
    });
    await tell("passkey-removed", { passkeyName: removed.name });
    return done(`The passkey “${removed.name}” is removed. The device may still list it: you can delete it there too.`);
  }
  if (intent.startsWith("two-step") || intent === "recovery-codes") {
    const { from } = changeMade(request, context, account.name);
    return twoStepStep(intent, form, { auth, visit, account, services, from, headers, done, tell });
  }
  if (intent === "sign-out-others") {
    await auth.endSessionsOf(account.id, visit);
    await services.staff.activity.record({
      actor: account.name,
      action: "signed-out-elsewhere",
      subject: null,
      detail: null,
    });
    return done("Your other sessions are signed out. This one stays signed in.");
  }
  const refuse = (status: number, error: string) => data({ error }, { status, headers });
  const { clientAddress } = context.get(requestContext);
  const current = String(form.get("current") ?? "");
  const refused = await refuseOwnPassword(services, { request, clientAddress, account }, current, {
    where: "account",
    wrong: "Your current password is not right. Nothing was changed.",
  });
  if (refused) return refuse(refused.status, refused.error);
  const password = String(form.get("password") ?? "");
  if (password !== String(form.get("confirm") ?? "")) {
    return refuse(400, "The two new passwords are not the same. Type the same password in both boxes.");
  }
  const problem = services.staff.passwordProblem(password, account);
  if (problem) return refuse(400, problem);
  await services.staff.accounts.setPassword(account.id, await hashPassword(password, services.staff.passwordCost));
  await services.staff.activity.record({
    actor: account.name,
    action: "password-chosen",
    subject: null,
    detail: "changed",
  });
  await tell("password-changed");
  // Every other session ends with the old password; this one carries on with the new.
  await auth.endSessionsOf(account.id);
  const changed = await services.staff.accounts.byId(account.id);
  if (changed) await auth.signIn(visit, changed);
  return done("Your password is changed, and every other session of yours is signed out.");
}

type Step = {
  auth: Awaited<ReturnType<typeof requireStaff>>["auth"];
  visit: Awaited<ReturnType<typeof requireStaff>>["visit"];
  account: Awaited<ReturnType<typeof requireStaff>>["account"];
  services: Awaited<ReturnType<typeof requireStaff>>["services"];
  /** The browser and address the change is made from. */
  from: string;
  headers: Record<string, string>;
  done(message: string): Promise<Response>;
  tell(change: SecurityChange, detail?: ChangeDetail): Promise<void>;
};

/** Setting up, renewing and turning off two-step sign-in; each but the first needs a code from the app. */
async function twoStepStep(
  intent: string,
  form: FormData,
  { auth, visit, account, services, from, headers, done, tell }: Step,
) {
  const { twoStep, staff } = services;
  const record = async (action: "two-step-on" | "two-step-off" | "recovery-codes") => {
    await staff.activity.record({ actor: account.name, action, subject: null, detail: null });
    await tell(action);
  };
  const refuse = (twoStepError: string) => data({ twoStepError }, { status: 400, headers });
  const start = async () => {
    await staff.accounts.startTwoStep(account.id, twoStep.start(account.email ?? account.name).sealed);
    return done("Add this site to your authenticator app, then type the code it shows.");
  };
  const held = account.twoStep;
  // Setting up afresh needs no code, unless it would replace an app that is in use.
  if (intent === "two-step-start" && !held?.confirmedAt) return start();
  if (!held) return refuse("Two-step sign-in is not set up. Start again.");
  const step = twoStep.check(held.sealed, String(form.get("code") ?? ""), held.lastStep);
  if (step === null || (held.confirmedAt && !(await staff.accounts.spendStep(account.id, step)))) {
    return refuse("That code is not right, or was used already. Type the code your app shows now.");
  }
  if (intent === "two-step-start") return start();
  if (intent === "two-step-confirm" || intent === "recovery-codes") {
    const { codes, hashes } = twoStep.newRecoveryCodes();
    if (intent === "two-step-confirm") {
      const made = { at: new Date(), from, sessionId: auth.sessionIdOf(visit) };
      if (!(await staff.accounts.confirmTwoStep(account.id, step, hashes, made))) {
        return refuse("Your session has ended. Sign in again to set up the app.");
      }
    } else await staff.accounts.setRecoveryCodes(account.id, hashes);
    await record(intent === "two-step-confirm" ? "two-step-on" : "recovery-codes");
    return data({ recoveryCodes: codes }, { headers });
  }
  if (intent === "two-step-off") {
    if (secondStepRequired(services, account) && !(await services.passkeys.any(account.id))) {
      return refuse(
        "Your role needs a second step at sign-in, so the app stays on until you add a passkey. To move it to a new phone, set it up again.",
      );
    }
    await staff.accounts.stopTwoStep(account.id);
    await record("two-step-off");
    return done("Two-step sign-in is off. Only your password is asked for now.");
  }
  return refuse("This form asks for something this page does not do.");
}
