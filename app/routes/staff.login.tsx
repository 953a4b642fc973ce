// /staff/login: staff sign in with their e-mail address (or name) and password (app/staff/).
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { tryAgainIn } from "~/db/rate-limiter.server";
import { requestContext } from "~/http/context.server";
import type { PageHandle } from "~/lib/page-handle";
import { homeOf, readStaffFormAndToken, safeNext, secondStepAfterPassword } from "~/staff/access.server";
import { staffServices } from "~/staff/context.server";
import { PasskeyButton } from "~/staff/passkey-button";
import { SetupHelp } from "~/staff/setup-help";
import { SIGN_IN_BUSY_RETRY_SECONDS, signInGate, signInTurnedAway } from "~/staff/sign-in-gate.server";
import type { SignInRefusal } from "~/staff/sign-in-limiter.server";
import { StaffAlert, StaffHeading, StaffMessage } from "~/staff/staff-header";
import { staffOnly } from "~/staff/staff-only.server";
import type { Route } from "./+types/staff.login";

// React runs in the browser here: this page's behaviour is React state (docs/decisions/0013).
export const handle: PageHandle = { hydrate: true };

// Nothing under /staff is cached or indexed, whatever spelling of the path reached it; and only a
// few sign-ins are handled at once, so a crowd of them cannot hold back visitors' pages.
export const middleware = [staffOnly, signInGate];

export const meta = () => [{ title: "Staff sign-in" }, { name: "robots", content: "noindex, nofollow" }];

// Retry-After on a refused sign-in (Set-Cookie is passed on by React Router anyway).
export const headers = ({ actionHeaders }: Route.HeadersArgs) => actionHeaders;

/** The true wait, and who can help sooner. */
function lockoutMessage(refusal: SignInRefusal): string {
  const wait = tryAgainIn(refusal);
  const whose = {
    "name-and-address": "for this name from here",
    device: "for this name in this browser",
    address: "from here",
    name: "for this account",
  }[refusal.scope];
  return `Too many failed sign-ins ${whose}. ${wait}, or choose “Forgot your password?” below, or ask an administrator to send you a reset link.`;
}

/** Said only once the password was right, so it tells nothing to someone guessing. */
const DISABLED = "That account has been disabled. An administrator can enable it again.";
const BUSY = "Many sign-ins are being checked right now. Please try again in a few seconds.";

const inputClasses =
  "mt-1 block w-full rounded-lg border border-gray-500 bg-white px-4 py-3 text-base text-gray-900 focus:border-navy aria-[invalid=true]:border-red";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth } = staffServices(context);
  if (!(await auth.configured())) return { setup: true as const };
  const visit = await auth.visit(request);
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  if (visit.staff) throw redirect(next === "/staff" ? homeOf(visit.staff) : next);
  return data(
    { setup: false as const, csrfToken: visit.csrfToken, message: visit.message, next },
    { headers: { "Set-Cookie": await auth.commit(visit, request) } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = staffServices(context);
  const { auth } = services;
  if (!(await auth.configured())) throw redirect("/staff/login");
  const { clientAddress } = context.get(requestContext);
  const visit = await auth.visit(request);
  const { form, tokenMatches } = await readStaffFormAndToken(request, auth, visit);
  const name = String(form.get("name") ?? "");
  const refuse = async (status: number, error: string, headers: Record<string, string> = {}) =>
    data(
      // A name longer than any staff member's is not shown again.
      { error, name: name.length <= 64 ? name : "" },
      { status, headers: { ...headers, "Set-Cookie": await auth.commit(visit, request) } },
    );

  // Turned away by the sign-in gate: nothing is checked, and nothing counted.
  if (context.get(signInTurnedAway)) {
    return refuse(503, BUSY, { "Retry-After": String(SIGN_IN_BUSY_RETRY_SECONDS) });
  }
  // Not counted as a failed sign-in: a page elsewhere could otherwise lock a staff member out.
  if (!tokenMatches) {
    return refuse(403, "This sign-in form had expired. Please try again.");
  }
  // One attempt is taken before the password is checked, so attempts sent all at once count too;
  // a sign-in that succeeds gives its attempt back.
  // An account's tries are counted by the account, whether its address or its name was typed (and
  // on "Confirm it's you" and the account page too), so typing the other is no second allowance.
  const typedAccount = await services.staff.accounts.byLogin(name);
  const counted = typedAccount?.id ?? name;
  const source = await auth.signInSource(request, clientAddress, typedAccount ?? name);
  const limited = await services.signInLimiter.attempt(source, counted);
  const logLine = (event: string) =>
    // Who tried, from where (a keyed hash, never the address) and when; never the password, nor
    // what was typed as a name unless it is an account's (a password typed in the wrong box is not).
    console.log(
      JSON.stringify({
        event,
        name: typedAccount?.name ?? null,
        client: services.clientHash(clientAddress),
        at: new Date().toISOString(),
      }),
    );
  if (limited) {
    logLine(`sign-in-refused-${limited.scope}`);
    return refuse(429, lockoutMessage(limited), { "Retry-After": String(limited.retryAfterSeconds) });
  }
  const checked = await auth.checkCredentials(name, String(form.get("password") ?? ""), clientAddress);
  if (checked.outcome === "busy") {
    // The password was never looked at: the attempt is given back.
    await services.signInLimiter.giveBack(source, counted);
    logLine("sign-in-busy");
    return refuse(503, BUSY, {
      "Retry-After": String(SIGN_IN_BUSY_RETRY_SECONDS),
    });
  }
  if (checked.outcome === "no-match") {
    logLine("sign-in-failed");
    // Only failures against a real account are kept: what was typed may be a password in the wrong box.
    if (checked.account) {
      await services.staff.activity.record({
        actor: checked.account.name,
        action: "sign-in-failed",
        subject: null,
        detail: services.clientHash(clientAddress).slice(0, 8),
      });
    }
    return refuse(401, "That e-mail address or name and password do not match. Please try again.");
  }
  if (checked.outcome === "disabled") {
    logLine("sign-in-disabled");
    return refuse(403, DISABLED);
  }
  const { account } = checked;
  await services.signInLimiter.giveBack(source, counted);
  const next = safeNext(String(form.get("next") ?? ""));
  if (await secondStepAfterPassword(services, account)) {
    // The password was right; the code from the app, or a passkey, comes next, on a page of its own.
    auth.beginSecondStep(visit, account);
    return redirect(`/staff/login/code?next=${encodeURIComponent(next)}`, {
      headers: { "Set-Cookie": await auth.commit(visit, request) },
    });
  }
  await auth.signIn(visit, account);
  await services.staff.activity.record({ actor: account.name, action: "signed-in", subject: null, detail: null });
  return redirect(next === "/staff" ? homeOf(account) : next, {
    headers: await auth.commitSignedIn(visit, request, account),
  });
}

export default function ReviewLogin({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (loaderData.setup) return <SetupHelp />;
  const error = actionData?.error;
  return (
    <div className="mx-auto max-w-md px-4 py-14 md:py-20">
      <StaffHeading title="Staff sign-in" />
      <p className="mt-3 text-gray-700">
        For church staff who review notes of appreciation before they go to a pastor, or keep the website up to date.
      </p>
      {/* What led here (signed out, a password set): the answer to the last thing done, with the keyboard. */}
      {!error && <StaffMessage message={loaderData.message} />}
      {error && <StaffAlert id="sign-in-error" message={error} />}
      <Form method="post" className="mt-6 flex flex-col gap-5">
        <input type="hidden" name="csrf" value={loaderData.csrfToken} />
        <input type="hidden" name="next" value={loaderData.next} />
        <div>
          <label htmlFor="staff-name" className="font-bold text-gray-900">
            E-mail address or name
          </label>
          <input
            id="staff-name"
            name="name"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            defaultValue={actionData?.name}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "sign-in-error" : undefined}
            className={inputClasses}
          />
        </div>
        <div>
          <label htmlFor="staff-password" className="font-bold text-gray-900">
            Password
          </label>
          <input
            id="staff-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "sign-in-error" : undefined}
            className={inputClasses}
          />
        </div>
        <button type="submit" disabled={navigation.state === "submitting"} className={buttonClasses("secondary")}>
          {navigation.state === "submitting" ? "Signing in..." : "Sign in"}
        </button>
      </Form>
      <PasskeyButton
        kind="sign-in"
        csrf={loaderData.csrfToken}
        label="Use a passkey"
        fields={{ next: loaderData.next }}
        fallback={null}
        look="outline"
        className="mt-8 border-t border-gray-200 pt-6"
      />
      <p className="mt-6">
        <Link to="/staff/forgot" className="font-semibold text-navy underline underline-offset-4">
          Forgot your password?
        </Link>
      </p>
    </div>
  );
}
