// /review/account: every signed-in staff member sees their own account, changes their password and
// signs out their other sessions (a phone left signed in, a computer at the church).
import { data, Form, redirect } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { formatDateTime } from "~/content/church-time";
import { requestContext } from "~/http/context.server";
import { readReviewForm, requireReviewer } from "~/review/access.server";
import { ReviewHeader, StaffMessage } from "~/review/review-header";
import { staffOnly } from "~/review/staff-only.server";
import { hashPassword } from "~/staff/passwords.server";
import { ROLE_NAMES } from "~/staff/roles";
import { TextField } from "~/staff/staff-fields";
import { MIN_PASSWORD_LENGTH } from "~/staff/terms";
import type { Route } from "./+types/review.account";

// Nothing under /review is cached or indexed, whatever spelling of the path reached it.
export const middleware = [staffOnly];

export const meta = () => [{ title: "Your account" }, { name: "robots", content: "noindex, nofollow" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, visit, account } = await requireReviewer(request, context);
  return data(
    {
      reviewer: account.name,
      email: account.email,
      roles: account.roles,
      lastSignedInAt: account.lastSignedInAt,
      csrfToken: visit.csrfToken,
      message: visit.message,
    },
    { headers: { "Set-Cookie": await auth.commit(visit, request) } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, visit, account, services } = await requireReviewer(request, context);
  const form = await readReviewForm(request, auth, visit);
  const headers = { "Set-Cookie": await auth.commit(visit, request) };
  const done = async (message: string) => {
    auth.flash(visit, message);
    return redirect("/review/account", { headers: { "Set-Cookie": await auth.commit(visit, request) } });
  };
  if (form.get("intent") === "sign-out-others") {
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
  // The current password is a sign-in of its own: it counts toward the same lockout.
  const { clientAddress } = context.get(requestContext);
  const limited = await services.signInLimiter.attempt(clientAddress, account.id);
  if (limited)
    return refuse(
      429,
      `Too many wrong passwords. Please try again in ${Math.ceil(limited.retryAfterSeconds / 60)} minutes.`,
    );
  const checked = await auth.checkCredentials(account.email ?? account.name, String(form.get("current") ?? ""));
  if (checked.outcome === "busy") {
    await services.signInLimiter.giveBack(clientAddress, account.id);
    return refuse(503, "Many sign-ins are being checked right now. Please try again in a few seconds.");
  }
  if (checked.outcome !== "match" || checked.account.id !== account.id) {
    return refuse(400, "Your current password is not right. Nothing was changed.");
  }
  await services.signInLimiter.giveBack(clientAddress, account.id);
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
  // Every other session ends with the old password; this one carries on with the new.
  await auth.endSessionsOf(account.id);
  const changed = await services.staff.accounts.byId(account.id);
  if (changed) await auth.signIn(visit, changed);
  return done("Your password is changed, and every other session of yours is signed out.");
}

export default function YourAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { reviewer, email, roles, lastSignedInAt, csrfToken, message } = loaderData;
  const error = (actionData as { error?: string } | undefined)?.error;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 md:px-6 md:py-14">
      <ReviewHeader title="Your account" reviewer={reviewer} roles={roles} csrfToken={csrfToken} />
      <StaffMessage message={message} />
      <dl className="mt-6 grid max-w-xl grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-gray-900">
        <dt className="font-bold">Name</dt>
        <dd>{reviewer}</dd>
        <dt className="font-bold">E-mail address</dt>
        <dd className="break-words">{email ?? "None yet: ask an administrator to add one"}</dd>
        <dt className="font-bold">What you may do</dt>
        <dd>{roles.length > 0 ? roles.map((role) => ROLE_NAMES[role]).join(", ") : "Sign in only"}</dd>
        <dt className="font-bold">Signed in</dt>
        <dd>{lastSignedInAt ? formatDateTime(lastSignedInAt) : "Now"}</dd>
      </dl>

      <section aria-labelledby="change-password" className="mt-10 max-w-xl">
        <h2 id="change-password" className="font-heading text-2xl font-extrabold text-navy">
          Change your password
        </h2>
        <p className="mt-2 text-gray-700">
          At least {MIN_PASSWORD_LENGTH} characters: a few words in a row are easy to remember and hard to guess. Your
          other sessions are signed out when it changes.
        </p>
        {error && (
          <p
            id="account-error"
            role="alert"
            className="mt-4 rounded-lg border-2 border-red bg-red-pale p-4 font-semibold text-red"
          >
            {error}
          </p>
        )}
        <Form method="post" className="mt-4 flex flex-col gap-5">
          <input type="hidden" name="csrf" value={csrfToken} />
          <input type="hidden" name="intent" value="password" />
          <input type="hidden" name="username" autoComplete="username" value={email ?? reviewer} />
          <TextField
            id="current-password"
            label="Current password"
            name="current"
            type="password"
            autoComplete="current-password"
            required
          />
          <TextField
            id="new-password"
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={MIN_PASSWORD_LENGTH}
          />
          <TextField
            id="confirm-password"
            label="The same new password again"
            name="confirm"
            type="password"
            autoComplete="new-password"
            required
          />
          <button type="submit" className={buttonClasses("secondary", "self-start")}>
            Change password
          </button>
        </Form>
      </section>

      <section aria-labelledby="other-sessions" className="mt-10 max-w-xl">
        <h2 id="other-sessions" className="font-heading text-2xl font-extrabold text-navy">
          Signed in somewhere else?
        </h2>
        <p className="mt-2 text-gray-700">
          Signed in on a computer at church or a phone you no longer have? Sign out everywhere but here.
        </p>
        <Form method="post" className="mt-4">
          <input type="hidden" name="csrf" value={csrfToken} />
          <input type="hidden" name="intent" value="sign-out-others" />
          <button type="submit" className={buttonClasses("outline")}>
            Sign out my other sessions
          </button>
        </Form>
      </section>
    </div>
  );
}
