// /staff/undo?token=…: the link in the e-mail that tells a staff member their sign-in changed.
// "It wasn't me" undoes the change (the passkey or app added goes, new recovery codes stop
// working) and signs the account out everywhere; since whoever made the change may know the
// password, the password stops working and a link to choose a new one is e-mailed to the
// account's address, never handed to whoever pressed the button. The link works once, for a week,
// and only while the account still holds the address it was sent to; a change of address is not
// undone from a link (an administrator made it, and one moves it back). It needs no sign-in, as a
// password reset link does not (docs/decisions/0041).
import { data, Form, redirect } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { formatDateTime } from "~/content-model/church-time";
import { readStaffFormAndToken } from "~/staff/access.server";
import { type StaffServices, staffServices } from "~/staff/context.server";
import { LINK_GONE, LinkGone } from "~/staff/link-gone";
import type { RecordedChange } from "~/staff/security-changes.server";
import { StaffAlert, StaffHeading, StaffMessage } from "~/staff/staff-header";
import { staffOnly } from "~/staff/staff-only.server";
import { LINK_LIFETIME_MS, SECURITY_CHANGES, UNDO_PAGE } from "~/staff/terms";
import type { Route } from "./+types/staff.undo";

// Nothing under /staff is cached or indexed, whatever spelling of the path reached it.
export const middleware = [staffOnly];

export const meta = () => [
  { title: "Undo a change to your sign-in" },
  { name: "robots", content: "noindex, nofollow" },
];

// The link's token is in this page's address: it is never sent on to another site.
export const headers = () => ({ "Referrer-Policy": "same-origin" });

/** The change a link undoes, while the account is enabled and still holds the address the link was sent to. */
async function changeOf(services: StaffServices, token: string) {
  const change = await services.notices.changes.byUndoLink(token);
  const account = change && (await services.staff.accounts.byId(change.staffId));
  const stillTheirs = !!account?.email && change?.detail.linkTo === account.email;
  // An address is moved by an administrator only, and moved back by one (docs/decisions/0041).
  const undoable = change?.change !== "email-changed";
  return change && account && !account.disabledAt && stillTheirs && undoable ? { change, account } : null;
}

/** Puts back what the change did, where it can be put back; the new password and sign-out follow for every kind. */
async function putBack(services: StaffServices, change: RecordedChange, account: { id: string; name: string }) {
  const { passkeys, staff } = services;
  const { detail } = change;
  if (change.change === "passkey-added" && detail.passkeyId) await passkeys.remove(account.id, detail.passkeyId);
  if (change.change === "two-step-on") await staff.accounts.stopTwoStep(account.id);
  if (change.change === "recovery-codes") await staff.accounts.setRecoveryCodes(account.id, []);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = staffServices(context);
  const visit = await services.auth.visit(request);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const found = await changeOf(services, token);
  return data(
    {
      csrfToken: visit.csrfToken,
      token,
      message: visit.message,
      change: found && {
        what: SECURITY_CHANGES[found.change.change],
        at: found.change.at,
        by: found.change.madeBy === found.account.name ? null : found.change.madeBy,
        from: found.change.madeFrom,
        name: found.account.name,
      },
    },
    // After "undo it", the page says what was done, with no link in its address.
    {
      status: found || visit.message ? 200 : 410,
      headers: { "Set-Cookie": await services.auth.commit(visit, request) },
    },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = staffServices(context);
  const { auth, staff } = services;
  const visit = await auth.visit(request);
  const { form, tokenMatches } = await readStaffFormAndToken(request, auth, visit);
  const headers = { "Set-Cookie": await auth.commit(visit, request) };
  if (!tokenMatches) return data({ error: "This form had expired. Please try again." }, { status: 403, headers });
  const found = await changeOf(services, String(form.get("token") ?? ""));
  if (!found || !(await services.notices.changes.markUndone(found.change.id))) {
    return data({ error: LINK_GONE }, { status: 410, headers });
  }
  const { change, account } = found;
  await putBack(services, change, account);
  // Whoever made the change may know the password: it stops working, every session ends, and
  // every other link to the account (a reset, another undo) with it.
  await staff.accounts.forgetPassword(account.id);
  await auth.endSessionsOf(account.id);
  await staff.links.cancelFor(account.id);
  await services.notices.changes.expireFor(account.id);
  await staff.activity.record({ actor: account.name, action: "change-undone", subject: null, detail: change.change });
  // The new password is chosen from the mailbox the account has now, whoever pressed the button.
  const now = await staff.accounts.byId(account.id);
  const sent = now ? await staff.sendLink(now, "reset", null, "undone") : null;
  const minutes = LINK_LIFETIME_MS.reset / 60_000;
  auth.flash(
    visit,
    sent?.emailed
      ? `The change is undone and the account is signed out everywhere. Its password no longer works: a link to choose a new one has been e-mailed to the account's address. It works once, for ${minutes} minutes.`
      : "The change is undone and the account is signed out everywhere. Its password no longer works: ask an administrator of the website to send a link to choose a new one.",
  );
  return redirect(UNDO_PAGE, { headers: { "Set-Cookie": await auth.commit(visit, request) } });
}

export default function UndoChange({ loaderData, actionData }: Route.ComponentProps) {
  const { change, token, csrfToken } = loaderData;
  const error = (actionData as { error?: string } | undefined)?.error;
  if (!change && loaderData.message) {
    return (
      <div className="mx-auto max-w-md px-4 py-14 md:py-20">
        <StaffHeading title="The change is undone" />
        <StaffMessage message={loaderData.message} />
      </div>
    );
  }
  if (!change || error === LINK_GONE) {
    return (
      <LinkGone
        why="Each link to undo a change works once, for a week, and only while the account still has the address it was sent to. If you think someone else is using your account, ask for a new password, or ask an administrator to disable the account for now."
        newLink="Choose a new password"
      />
    );
  }
  return (
    <div className="mx-auto max-w-md px-4 py-14 md:py-20">
      <StaffHeading title="Was this you?" />
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-gray-900">
        <dt className="font-bold">What</dt>
        <dd>{change.what}</dd>
        <dt className="font-bold">When</dt>
        <dd>{formatDateTime(change.at)}</dd>
        <dt className="font-bold">By</dt>
        <dd>{change.by ?? `Someone signed in as ${change.name}`}</dd>
        <dt className="font-bold">From</dt>
        <dd className="break-words">{change.from}</dd>
      </dl>
      <p className="mt-6 text-gray-700">
        If it was you, close this page: nothing more is needed. If it was not, undo it. Your account is then signed out
        everywhere, your password stops working, and a link to choose a new one is e-mailed to your account's address.
      </p>
      {error && <StaffAlert id="undo-error" message={error} />}
      <Form method="post" className="mt-6">
        <input type="hidden" name="csrf" value={csrfToken} />
        <input type="hidden" name="token" value={token} />
        <button type="submit" className={buttonClasses("danger")}>
          It wasn't me: undo it
        </button>
      </Form>
    </div>
  );
}
