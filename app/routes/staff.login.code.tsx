// /staff/login/code: the second step of signing in: the six-digit code of an authenticator app, one
// of its recovery codes, or one of the account's passkeys (app/routes/staff.passkey.ts). Reached
// only after a right password, in the same browser, within ten minutes (app/staff/auth.server.ts).
import { data, Form, Link, redirect } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { tryAgainIn } from "~/db/rate-limiter.server";
import { requestContext } from "~/http/context.server";
import type { PageHandle } from "~/lib/page-handle";
import { homeOf, readStaffFormAndToken, safeNext, secondStepAfterPassword } from "~/staff/access.server";
import { staffServices } from "~/staff/context.server";
import { PasskeyButton } from "~/staff/passkey-button";
import { TextField } from "~/staff/staff-fields";
import { StaffAlert, StaffHeading } from "~/staff/staff-header";
import { staffOnly } from "~/staff/staff-only.server";
import { hashRecoveryCode } from "~/staff/two-step.server";
import type { Route } from "./+types/staff.login.code";

// React runs in the browser here: the passkey button needs it (the code form does not).
export const handle: PageHandle = { hydrate: true };

// Nothing under /staff is cached or indexed, whatever spelling of the path reached it.
export const middleware = [staffOnly];

export const meta = () => [{ title: "Staff sign-in: your code" }, { name: "robots", content: "noindex, nofollow" }];

export const headers = ({ actionHeaders }: Route.HeadersArgs) => actionHeaders;

const AGAIN = "Your sign-in took too long, or was started elsewhere. Please sign in again.";

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = staffServices(context);
  const { auth } = services;
  const visit = await auth.visit(request);
  const account = await auth.pendingAccount(visit);
  const ways = account && (await secondStepAfterPassword(services, account));
  if (!ways) {
    auth.flash(visit, AGAIN);
    throw redirect("/staff/login", { headers: { "Set-Cookie": await auth.commit(visit, request) } });
  }
  return data(
    { csrfToken: visit.csrfToken, next: safeNext(new URL(request.url).searchParams.get("next")), ways },
    { headers: { "Set-Cookie": await auth.commit(visit, request) } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = staffServices(context);
  const { auth, staff, twoStep, signInLimiter } = services;
  const visit = await auth.visit(request);
  const { form, tokenMatches } = await readStaffFormAndToken(request, auth, visit);
  const headers = { "Set-Cookie": await auth.commit(visit, request) };
  const refuse = (status: number, error: string, more: Record<string, string> = {}) =>
    data({ error }, { status, headers: { ...headers, ...more } });
  if (!tokenMatches) return refuse(403, "This form had expired. Please try again.");
  const account = await auth.pendingAccount(visit);
  if (!account?.twoStep?.confirmedAt) {
    auth.flash(visit, AGAIN);
    return redirect("/staff/login", { headers: { "Set-Cookie": await auth.commit(visit, request) } });
  }
  // Codes count toward the same lockout as passwords, under the account's own name.
  const { clientAddress } = context.get(requestContext);
  const source = await auth.signInSource(request, clientAddress, account);
  const limited = await signInLimiter.attempt(source, `code ${account.id}`);
  if (limited) {
    return refuse(429, `Too many wrong codes. ${tryAgainIn(limited)}.`, {
      "Retry-After": String(limited.retryAfterSeconds),
    });
  }
  // A recovery code in its own field, or typed where the app's code goes.
  const typed = String(form.get("recovery") || form.get("code") || "").trim();
  let how: "code" | "recovery code" | null = null;
  if (/^[\d\s]{6,8}$/.test(typed)) {
    const step = twoStep.check(account.twoStep.sealed, typed, account.twoStep.lastStep);
    if (step !== null && (await staff.accounts.spendStep(account.id, step))) how = "code";
  } else if (typed.length <= 40 && (await staff.accounts.spendRecoveryCode(account.id, hashRecoveryCode(typed)))) {
    how = "recovery code";
  }
  if (!how) {
    await staff.activity.record({ actor: account.name, action: "sign-in-failed", subject: null, detail: "code" });
    return refuse(401, "That code is not right, or was used already. Type the code your app shows now.");
  }
  await signInLimiter.giveBack(source, `code ${account.id}`);
  await auth.signIn(visit, account);
  await staff.activity.record({ actor: account.name, action: "signed-in", subject: null, detail: how });
  if (how === "recovery code") {
    const left = (await staff.accounts.byId(account.id))?.twoStep?.recoveryCodes.length ?? 0;
    auth.flash(
      visit,
      `You signed in with a recovery code; ${left} are left. Make new ones on Your account if your phone is lost.`,
    );
  }
  const next = safeNext(String(form.get("next") ?? ""));
  return redirect(next === "/staff" ? homeOf(account) : next, {
    headers: await auth.commitSignedIn(visit, request, account),
  });
}

export default function SignInCode({ loaderData, actionData }: Route.ComponentProps) {
  const error = (actionData as { error?: string } | undefined)?.error;
  const { ways } = loaderData;
  const passkey = ways.passkey && (
    <PasskeyButton
      kind="sign-in"
      csrf={loaderData.csrfToken}
      label="Use your passkey"
      fields={{ next: loaderData.next, step: "second" }}
      fallback={
        ways.app ? null : (
          <p className="rounded-lg border-2 border-gray-300 bg-gray-50 p-4 text-gray-900">
            Your second step is your passkey, and passkeys need JavaScript, which is off or still loading in this
            browser. Turn it on, or use another browser; an administrator can also turn two-step sign-in off for you.
          </p>
        )
      }
      className="mt-6"
    />
  );
  return (
    <div className="mx-auto max-w-md px-4 py-14 md:py-20">
      <StaffHeading title={ways.app ? "Your code" : "Your passkey"} />
      <p className="mt-3 text-gray-700">
        {ways.app
          ? "Open your authenticator app and type the six-digit code it shows for this site."
          : "Your password was right. Now confirm it is you with your passkey: your device asks for your face, fingerprint or PIN."}
      </p>
      {ways.app && ways.passkey && <p className="mt-2 text-gray-700">Or use your passkey instead, below the code.</p>}
      {!ways.app && passkey}
      {error && <StaffAlert id="code-error" message={error} />}
      {ways.app && (
        <Form method="post" className="mt-6 flex flex-col gap-5">
          <input type="hidden" name="csrf" value={loaderData.csrfToken} />
          <input type="hidden" name="next" value={loaderData.next} />
          {/* Digits only, so a phone offers its number pad; a recovery code, with letters, has its own field. */}
          <TextField
            id="sign-in-code"
            label="Code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            spellCheck={false}
            maxLength={40}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "code-error" : undefined}
          />
          <details className="rounded-lg bg-gray-50 p-3 ring-1 ring-gray-200">
            <summary className="cursor-pointer font-bold text-navy">Lost your phone? Use a recovery code</summary>
            <TextField
              id="sign-in-recovery"
              label="Recovery code"
              name="recovery"
              hint="One of the codes you saved when you set up the app, such as abcde-12345."
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={40}
            />
          </details>
          <button type="submit" className={buttonClasses("secondary")}>
            Sign in
          </button>
        </Form>
      )}
      {ways.app && passkey}
      <p className="mt-6">
        <Link to="/staff/login" className="font-semibold text-navy underline underline-offset-4">
          Start again
        </Link>
      </p>
    </div>
  );
}
