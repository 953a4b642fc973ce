// /staff/password?token=…: the page an invitation or a password reset link opens, where its holder
// chooses a password. The link works once, until it expires, and only while it is the newest of its
// kind (app/staff/links.server.ts); once used, every earlier session of the account has ended, and a
// reset has removed every passkey and app the holder did not tick to keep.
import { data, Form, redirect } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { formatDateTime } from "~/content-model/church-time";
import { changeMade, readStaffFormAndToken } from "~/staff/access.server";
import type { StaffAccount } from "~/staff/accounts.server";
import { staffServices } from "~/staff/context.server";
import { LINK_GONE, LinkGone } from "~/staff/link-gone";
import { NewPasswordFields } from "~/staff/staff-fields";
import { StaffAlert, StaffHeading, StaffMessage } from "~/staff/staff-header";
import { staffOnly } from "~/staff/staff-only.server";
import { MIN_PASSWORD_LENGTH } from "~/staff/terms";
import type { Route } from "./+types/staff.password";

// Nothing under /staff is cached or indexed, whatever spelling of the path reached it.
export const middleware = [staffOnly];

export const meta = () => [{ title: "Choose your password" }, { name: "robots", content: "noindex, nofollow" }];

// The link's token is in this page's address: it is never sent on to another site. ("no-referrer"
// would also make the browser send "Origin: null" with the form, which React Router refuses.)
export const headers = () => ({ "Referrer-Policy": "same-origin" });

async function linkedAccount(context: Route.LoaderArgs["context"], token: string) {
  const { staff } = staffServices(context);
  const link = await staff.links.peek(token, new Date());
  const account = link && (await staff.accounts.byId(link.staffId));
  return account && !account.disabledAt && link ? { account, purpose: link.purpose } : null;
}

/**
 * Every way in the account holds besides its password, with when and where each was added: a reset
 * removes every one its holder does not tick to keep (docs/decisions/0041), whatever happened
 * before, since a password changed in between says nothing of who added what.
 */
async function waysIn(context: Route.LoaderArgs["context"], account: StaffAccount) {
  const passkeys = await staffServices(context).passkeys.list(account.id);
  const app = account.twoStep?.confirmedAt ? { at: account.twoStep.confirmedAt, from: account.twoStep.from } : null;
  return { passkeys, app };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth } = staffServices(context);
  const visit = await auth.visit(request);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const linked = await linkedAccount(context, token);
  return data(
    {
      csrfToken: visit.csrfToken,
      token,
      message: visit.message,
      person: linked && { name: linked.account.name, email: linked.account.email, purpose: linked.purpose },
      added: linked?.purpose === "reset" ? await waysIn(context, linked.account) : null,
    },
    // A link that does not work (any more) is gone.
    { status: linked ? 200 : 410, headers: { "Set-Cookie": await auth.commit(visit, request) } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, staff, notices } = staffServices(context);
  const visit = await auth.visit(request);
  const { form, tokenMatches } = await readStaffFormAndToken(request, auth, visit);
  const headers = { "Set-Cookie": await auth.commit(visit, request) };
  const refuse = (status: number, error: string) => data({ error }, { status, headers });
  if (!tokenMatches) return refuse(403, "This form had expired. Please try again.");
  const token = String(form.get("token") ?? "");
  const linked = await linkedAccount(context, token);
  if (!linked) return refuse(410, LINK_GONE);
  const password = String(form.get("password") ?? "");
  if (password !== String(form.get("confirm") ?? "")) {
    return refuse(400, "The two passwords are not the same. Type the same password in both boxes.");
  }
  const problem = staff.passwordProblem(password, linked.account);
  if (problem) return refuse(400, problem);
  const account = await staff.choosePassword(token, password);
  if (!account) return refuse(410, LINK_GONE);
  if (linked.purpose === "reset") {
    // A clean start: every session ends, and every way in goes but those the holder kept.
    const kept = form.getAll("keep").map(String);
    await staff.accounts.cleanStart(account.id, {
      passkeys: kept.flatMap((each) => {
        const [id, createdAt] = each.slice("passkey:".length).split("@");
        return each.startsWith("passkey:") && id && createdAt ? [{ id, createdAt }] : [];
      }),
      appConfirmedAt: kept.find((each) => each.startsWith("app:"))?.slice("app:".length) ?? null,
    });
    await notices.tell(account, "password-reset", changeMade(request, context, account.name));
  } else {
    await auth.endSessionsOf(account.id);
  }
  auth.flash(
    visit,
    account.email
      ? `Your password is set. Sign in with ${account.email} and your new password.`
      : "Your password is set. Sign in with your new password.",
  );
  return redirect("/staff/login", { headers: { "Set-Cookie": await auth.commit(visit, request) } });
}

export default function ChoosePassword({ loaderData, actionData }: Route.ComponentProps) {
  const { person, token, csrfToken, added, message } = loaderData;
  const error = (actionData as { error?: string } | undefined)?.error;
  if (!person || error === LINK_GONE) {
    return (
      <LinkGone
        why="Each link works once, for a limited time, and only the newest one sent to you works. Ask for a new one, or ask an administrator to send you a new invitation."
        newLink="Send me a new link"
      />
    );
  }
  return (
    <div className="mx-auto max-w-md px-4 py-14 md:py-20">
      <StaffHeading title={person.purpose === "invitation" ? `Welcome, ${person.name}` : "Choose a new password"} />
      <p className="mt-3 text-gray-700">
        {person.purpose === "invitation" ? "Choose the password you will sign in with" : "Choose a new password"}
        {person.email ? ` as ${person.email}` : ""}. Use at least {MIN_PASSWORD_LENGTH} characters: a few words in a row
        are easy to remember and hard to guess. Capitals, digits and symbols are not needed.
      </p>
      <StaffMessage message={message} />
      {error && <StaffAlert id="password-error" message={error} />}
      <Form method="post" className="mt-6 flex flex-col gap-5">
        <input type="hidden" name="csrf" value={csrfToken} />
        <input type="hidden" name="token" value={token} />
        {/* For password managers: which account this password belongs to. */}
        <input type="hidden" name="username" autoComplete="username" value={person.email ?? person.name} />
        <NewPasswordFields confirmLabel="The same password again" describedBy={error ? "password-error" : undefined} />
        {added && (added.passkeys.length > 0 || added.app) && (
          <fieldset className="rounded-lg border-2 border-gray-300 p-4">
            <legend className="px-1 font-bold text-gray-900">Which ways to sign in are yours?</legend>
            <p className="text-gray-700">
              Tick each one you know you added. Any you leave unticked is removed, and every session of your account is
              signed out, so no one else keeps a way in.
            </p>
            <ul className="mt-3 flex flex-col gap-3">
              {added.passkeys.map((passkey) => (
                <li key={passkey.id} className="flex items-start gap-3">
                  <input
                    id={`keep-${passkey.id}`}
                    type="checkbox"
                    name="keep"
                    value={`passkey:${passkey.id}@${passkey.createdAt}`}
                    className="mt-1 size-5"
                  />
                  <label htmlFor={`keep-${passkey.id}`} className="text-gray-900">
                    Keep the passkey “{passkey.name}”, added {formatDateTime(passkey.createdAt)}
                    {passkey.addedFrom ? ` from ${passkey.addedFrom}` : ""}
                  </label>
                </li>
              ))}
              {added.app && (
                <li className="flex items-start gap-3">
                  <input
                    id="keep-app"
                    type="checkbox"
                    name="keep"
                    value={`app:${added.app.at}`}
                    className="mt-1 size-5"
                  />
                  <label htmlFor="keep-app" className="text-gray-900">
                    Keep the authenticator app, set up {formatDateTime(added.app.at)}
                    {added.app.from ? ` from ${added.app.from}` : ""}
                  </label>
                </li>
              )}
            </ul>
          </fieldset>
        )}
        <button type="submit" className={buttonClasses("secondary")}>
          Save my password
        </button>
      </Form>
    </div>
  );
}
