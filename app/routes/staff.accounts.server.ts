// What /staff/accounts does on the server: the list of staff with their roles and last sign-in, and
// the administrator's changes, each intent a step of its own (`steps` below). The page is
// staff.accounts.tsx.
import { data, redirect } from "react-router";
import { lineProblem } from "~/lib/typed-text";
import { publisherOf } from "~/publishing/context.server";
import { changeMade, readStaffForm, requireConfirmed, requireStaff } from "~/staff/access.server";
import type { StaffAccount } from "~/staff/accounts.server";
import type { Passkeys } from "~/staff/passkeys.server";
import { readRoles, type StaffRole } from "~/staff/roles";
import type { ChangeDetail } from "~/staff/security-changes.server";
import type { StaffService } from "~/staff/staff.server";
import { type ActivityAction, emailAddress, type SecurityChange } from "~/staff/terms";
import type { Route } from "./+types/staff.accounts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, visit, staffName, account, services } = await requireStaff(request, context, ["manage", "staff"]);
  const { staff } = services;
  const [accounts, activity, signIns, passkeys] = await Promise.all([
    staff.accounts.list(),
    staff.activity.latest("changes", 50),
    staff.activity.latest("sign-ins", 50),
    services.passkeys.counts(),
  ]);
  // An invitation sent after the confirmation had run out, back as it was typed.
  const kept = auth.kept(visit, "/staff/accounts");
  return data(
    {
      staffName,
      roles: account.roles,
      csrfToken: visit.csrfToken,
      message: visit.message,
      confirmed: auth.recentlyConfirmed(visit),
      confirmedUntil: auth.confirmedUntil(visit),
      // What is left of it, counted from this answer: the page's warning counts it down (confirmed-window.tsx).
      confirmedLeft: (auth.confirmedUntil(visit) ?? Date.now()) - Date.now(),
      keptInvitation: kept?.get("intent") === "invite" ? typedInvitation(kept) : null,
      login: account.email ?? account.name,
      sendsMail: staff.sendsMail,
      you: account.id,
      // Never the password's hash.
      people: accounts.map(({ passwordHash, twoStep, ...person }) => ({
        ...person,
        hasPassword: passwordHash !== null,
        twoStep: Boolean(twoStep?.confirmedAt),
        passkeys: passkeys.get(person.id) ?? 0,
      })),
      activity,
      signIns,
    },
    { headers: { "Set-Cookie": await auth.commit(visit, request) } },
  );
}

/** What the page shows after a change that did not lead elsewhere. */
export interface StaffAnswer {
  /** The intent and account a problem belongs to, and the problem of each field. */
  problems?: { intent: string; id?: string; fields: Partial<Record<"name" | "email" | "roles" | "form", string>> };
  /** What was typed into the invitation, shown again after a problem. */
  typed?: { name: string; email: string; roles: StaffRole[] };
  /** A link the site could not e-mail, for the administrator to pass on. */
  link?: { name: string; url: string; why: string };
}

function nameProblem(name: string): string | null {
  if (name === "") return "Write the person's name, as colleagues know it.";
  if (name.length > 80) return "Use at most 80 characters.";
  return lineProblem(name) ? "Use letters, spaces and ordinary punctuation only." : null;
}

function emailProblem(email: string): string | null {
  if (email === "") return "Write the address the invitation goes to.";
  return emailAddress.safeParse(email).success
    ? null
    : "That is not an e-mail address. It looks like name@example.org.";
}

interface Step {
  form: FormData;
  staff: StaffService;
  passkeys: Passkeys;
  by: string;
  target: StaffAccount | null;
  endSessionsOf(id: string): Promise<void>;
  /** Deletes every draft of the website a person kept: no one else would finish or discard them. */
  discardDraftsOf(name: string): Promise<number>;
  /** Tells the account's holder of a change to how they sign in, by e-mail with a link to undo it. */
  tell(account: StaffAccount, change: SecurityChange, detail?: ChangeDetail): Promise<void>;
  /** Ends every link that would undo an earlier change to the account. */
  expireUndoLinks(id: string): Promise<void>;
}

/** After a change: back to the page with what was done said once, or the page again with a problem or a link. */
type Outcome = { done: string } | { answer: StaffAnswer; status: number };

const refused = (intent: string, id: string | undefined, text: string): Outcome => ({
  answer: { problems: { intent, id, fields: { form: text } } },
  status: 400,
});

function linkOutcome(account: StaffAccount, sent: { url: string; emailed: boolean }, done: string) {
  if (sent.emailed) return { done: `${done} The link is on its way to ${account.email}.` } satisfies Outcome;
  const why = !account.email
    ? `${account.name} has no e-mail address here, so the site cannot send it.`
    : "This site cannot send e-mail (SMTP_URL is not set on the server), so it was not sent.";
  return { answer: { link: { name: account.name, url: sent.url, why } }, status: 200 } satisfies Outcome;
}

function typedInvitation(form: FormData) {
  return {
    name: String(form.get("name") ?? "").trim(),
    email: String(form.get("email") ?? "").trim(),
    roles: readRoles(form.getAll("roles").map(String)),
  };
}

const steps: Record<string, (step: Step) => Promise<Outcome>> = {
  async invite(step) {
    const { name, email, roles } = typedInvitation(step.form);
    const fields = {
      name: nameProblem(name) ?? undefined,
      email: emailProblem(email) ?? undefined,
      roles: roles.length === 0 ? "Choose at least one thing they may do." : undefined,
    };
    if (fields.name || fields.email || fields.roles) {
      return { answer: { problems: { intent: "invite", fields }, typed: { name, email, roles } }, status: 400 };
    }
    const invited = await step.staff.invite({ name, email, roles, by: step.by });
    if ("refused" in invited) {
      return {
        answer: { problems: { intent: "invite", fields: { form: invited.refused } }, typed: { name, email, roles } },
        status: 400,
      };
    }
    return linkOutcome(invited.account, invited, `${name} is invited.`);
  },

  async roles(step) {
    const target = step.target as StaffAccount;
    const roles = readRoles(step.form.getAll("roles").map(String));
    const refusal = await step.staff.accounts.setRoles(target.id, roles);
    if (refusal) return refused("roles", target.id, refusal.refused);
    await record(step, "roles-changed", target, roles.join(",") || "none");
    return { done: `${target.name}'s roles are saved.` };
  },

  async details(step) {
    const target = step.target as StaffAccount;
    const name = String(step.form.get("name") ?? "").trim();
    const email = String(step.form.get("email") ?? "").trim();
    const fields = {
      name: nameProblem(name) ?? undefined,
      email: email === "" && !target.email ? undefined : (emailProblem(email) ?? undefined),
    };
    if (fields.name || fields.email)
      return { answer: { problems: { intent: "details", id: target.id, fields } }, status: 400 };
    const refusal = await step.staff.accounts.setDetails(target.id, name, email || null);
    if (refusal) return refused("details", target.id, refusal.refused);
    await record(step, "details-changed", target, null);
    const oldEmail = target.email;
    const changed = await step.staff.accounts.byId(target.id);
    if (changed && changed.email !== oldEmail) {
      // Every link the old address was sent (a reset, an invitation, an undo) stops working: that
      // mailbox may no longer be the person's (docs/decisions/0041).
      await step.staff.links.cancelFor(changed.id);
      await step.expireUndoLinks(changed.id);
      await step.tell(changed, "email-changed", { oldEmail, newEmail: changed.email ?? undefined });
      const again = changed.passwordHash ? "" : ": send the invitation again, to the new address";
      return {
        done: `${name}'s name and e-mail address are saved. Links sent to the old address no longer work${again}.`,
      };
    }
    return { done: `${name}'s name and e-mail address are saved.` };
  },

  async "send-link"(step) {
    const target = step.target as StaffAccount;
    if (target.disabledAt) return refused("send-link", target.id, `Enable ${target.name}'s account first.`);
    const purpose = target.passwordHash ? "reset" : "invitation";
    const sent = await step.staff.sendLink(target, purpose, step.by);
    await record(step, "link-sent", target, purpose);
    return linkOutcome(
      target,
      sent,
      purpose === "invitation"
        ? `A new invitation for ${target.name} replaces the old one.`
        : `${target.name} can choose a new password.`,
    );
  },

  async "two-step-off"(step) {
    const target = step.target as StaffAccount;
    await step.staff.accounts.stopTwoStep(target.id);
    await step.passkeys.removeAllOf(target.id);
    await record(step, "two-step-reset", target, null);
    await step.tell(target, "two-step-reset");
    return {
      done: `${target.name}'s authenticator app and passkeys are removed: they sign in with their password alone until they add a passkey or set up an app again.`,
    };
  },

  async disable(step) {
    const target = step.target as StaffAccount;
    const refusal = await step.staff.accounts.setDisabled(target.id, new Date());
    if (refusal) return refused("disable", target.id, refusal.refused);
    // Signed out at once on every instance, and no link of theirs works any more.
    await step.endSessionsOf(target.id);
    await step.staff.links.cancelFor(target.id);
    await record(step, "disabled", target, null);
    return { done: `${target.name} can no longer sign in, and was signed out everywhere.` };
  },

  async enable(step) {
    const target = step.target as StaffAccount;
    await step.staff.accounts.setDisabled(target.id, null);
    await record(step, "enabled", target, null);
    return { done: `${target.name} can sign in again.` };
  },

  async remove(step) {
    const target = step.target as StaffAccount;
    const refusal = await step.staff.accounts.remove(target.id);
    if (refusal) return refused("remove", target.id, refusal.refused);
    await record(step, "removed", target, null);
    const drafts = await step.discardDraftsOf(target.name);
    const left = drafts === 0 ? "" : ` ${drafts === 1 ? "Their draft is" : `Their ${drafts} drafts are`} discarded.`;
    return { done: `${target.name}'s account is removed.${left}` };
  },
};

function record(step: Step, action: ActivityAction, target: StaffAccount, detail: string | null) {
  return step.staff.activity.record({ actor: step.by, action, subject: target.name, detail });
}

export async function action({ request, context }: Route.ActionArgs) {
  const administrator = await requireStaff(request, context, ["manage", "staff"]);
  const { auth, visit, staffName, services } = administrator;
  const form = await readStaffForm(request, auth, visit);
  // Every change here is to who may sign in, and how: the password again after a few minutes.
  await requireConfirmed(administrator, request, "/staff/accounts", form);
  const intent = String(form.get("intent") ?? "");
  const run = Object.hasOwn(steps, intent) ? steps[intent] : undefined;
  if (!run) throw data("This form asks for something the staff page does not do.", { status: 400 });
  let target: StaffAccount | null = null;
  if (intent !== "invite") {
    target = await services.staff.accounts.byId(String(form.get("id") ?? ""));
    if (!target) throw data("There is no such staff account. It may have just been removed.", { status: 404 });
  }
  const outcome = await run({
    form,
    staff: services.staff,
    passkeys: services.passkeys,
    by: staffName,
    target,
    endSessionsOf: (id) => auth.endSessionsOf(id),
    discardDraftsOf: (name) => publisherOf(context).drafts.discardAllBy(name),
    tell: (account, change, detail) =>
      services.notices.tell(account, change, changeMade(request, context, staffName, detail)),
    expireUndoLinks: (id) => services.notices.changes.expireFor(id),
  });
  const headers = { "Set-Cookie": await auth.commit(visit, request) };
  if ("done" in outcome) {
    auth.flash(visit, outcome.done);
    return redirect("/staff/accounts", { headers: { "Set-Cookie": await auth.commit(visit, request) } });
  }
  return data(outcome.answer, { status: outcome.status, headers });
}
