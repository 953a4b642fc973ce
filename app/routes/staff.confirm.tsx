// /staff/confirm: "Confirm it's you". Before a change to how anyone signs in (a passkey, the
// authenticator app, recovery codes, staff accounts), the password or a passkey is asked again
// when the last one typed in this session is more than a few minutes old, so a session left open
// on an office computer, or a copied cookie, cannot add a lasting way in (docs/decisions/0033).
import { data, redirect } from "react-router";
import { requestContext } from "~/http/context.server";
import type { PageHandle } from "~/lib/page-handle";
import { readStaffForm, requireStaff, safeNext } from "~/staff/access.server";
import { ConfirmItsYou } from "~/staff/confirm-its-you";
import { refuseOwnPassword } from "~/staff/own-password.server";
import { StaffHeader, StaffMessage } from "~/staff/staff-header";
import { staffOnly } from "~/staff/staff-only.server";
import { CONFIRMED, WHY_CONFIRM } from "~/staff/terms";
import type { Route } from "./+types/staff.confirm";

// React runs in the browser here: the passkey button needs it (the password works without).
export const handle: PageHandle = { hydrate: true };

// Nothing under /staff is cached or indexed, whatever spelling of the path reached it.
export const middleware = [staffOnly];

export const meta = () => [{ title: "Confirm it's you" }, { name: "robots", content: "noindex, nofollow" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, visit, account } = await requireStaff(request, context, undefined, { settingUpTwoStep: true });
  return data(
    {
      staffName: account.name,
      roles: account.roles,
      login: account.email ?? account.name,
      csrfToken: visit.csrfToken,
      message: visit.message,
      next: safeNext(new URL(request.url).searchParams.get("next")),
    },
    { headers: { "Set-Cookie": await auth.commit(visit, request) } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, visit, account, services } = await requireStaff(request, context, undefined, {
    settingUpTwoStep: true,
  });
  const form = await readStaffForm(request, auth, visit);
  const next = safeNext(String(form.get("next") ?? ""));
  const refuse = async (status: number, error: string) =>
    data({ error, next }, { status, headers: { "Set-Cookie": await auth.commit(visit, request) } });
  // "Keep it for 10 more minutes", from the warning on the page the person is on (confirmed-window.tsx).
  if (form.get("intent") === "extend") {
    const until = auth.extendConfirmation(visit);
    if (until === null)
      return refuse(403, "Your confirmation can no longer be kept going: when you send a change, type your password.");
    return data(
      { confirmedUntil: until, left: until - Date.now() },
      { headers: { "Set-Cookie": await auth.commit(visit, request) } },
    );
  }
  const { clientAddress } = context.get(requestContext);
  const password = String(form.get("password") ?? "");
  const refused = await refuseOwnPassword(services, { request, clientAddress, account }, password, {
    where: "confirm",
    wrong: "That is not your password. Nothing was changed.",
  });
  if (refused) return refuse(refused.status, refused.error);
  auth.confirm(visit);
  auth.flash(visit, CONFIRMED);
  return redirect(next, { headers: { "Set-Cookie": await auth.commit(visit, request) } });
}

export default function ConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const { staffName, roles, login, csrfToken, message } = loaderData;
  const answer = actionData as { error?: string; next?: string } | undefined;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 md:px-6 md:py-14">
      <StaffHeader title="Confirm it's you" staffName={staffName} roles={roles} csrfToken={csrfToken} />
      <StaffMessage message={message} />
      <ConfirmItsYou
        csrfToken={csrfToken}
        next={answer?.next ?? loaderData.next}
        login={login}
        why={`Before a change to how you or others sign in, type your password. ${WHY_CONFIRM}`}
        problem={answer?.error}
        heading={false}
      />
    </div>
  );
}
