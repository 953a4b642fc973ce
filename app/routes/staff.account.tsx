// /staff/account: every signed-in staff member sees their own account, adds and removes passkeys,
// sets up an authenticator app, changes their password and signs out their other sessions (a phone
// left signed in, a computer at the church).
import { Form, useLocation } from "react-router";
import { Answer } from "~/components/answer";
import { buttonClasses } from "~/components/ui/button";
import { formatDateTime } from "~/content-model/church-time";
import type { PageHandle } from "~/lib/page-handle";
import { ConfirmItsYou } from "~/staff/confirm-its-you";
import { ConfirmedWindow } from "~/staff/confirmed-window";
import { PasskeyButton } from "~/staff/passkey-button";
import type { Passkey } from "~/staff/passkeys.server";
import { ROLES } from "~/staff/roles";
import { NewPasswordFields, TextField } from "~/staff/staff-fields";
import { StaffAlert, StaffHeader, StaffMessage } from "~/staff/staff-header";
import { staffOnly } from "~/staff/staff-only.server";
import { MIN_PASSWORD_LENGTH, WHY_CONFIRM } from "~/staff/terms";
import type { Route } from "./+types/staff.account";

// Its loader and action: the passkey, two-step, password and session steps.
export { action, loader } from "./staff.account.server";

// React runs in the browser here: adding a passkey needs it (nothing else on the page does).
export const handle: PageHandle = { hydrate: true };

// Nothing under /staff is cached or indexed, whatever spelling of the path reached it.
export const middleware = [staffOnly];

export const meta = () => [{ title: "Your account" }, { name: "robots", content: "noindex, nofollow" }];

/** The second step's two kinds, under one heading: where a required second step is set up. */
function SecondStepSection({
  csrfToken,
  twoStep,
  passkeys,
  answer,
  confirm,
  confirmedWindow,
}: {
  csrfToken: string;
  twoStep: Route.ComponentProps["loaderData"]["twoStep"];
  passkeys: Passkey[];
  answer?: AccountAnswer;
  /** Shown in place of the controls while the password is to be asked again; null when it is not. */
  confirm: React.ReactNode;
  /** While it is not: until when, and the warning before that (confirmed-window.tsx). */
  confirmedWindow: React.ReactNode;
}) {
  return (
    <section id="two-step" aria-labelledby="two-step-heading" className="mt-10 max-w-xl">
      <h2 id="two-step-heading" className="font-heading text-2xl font-extrabold text-navy">
        Two-step sign-in
      </h2>
      <p className="mt-2 text-gray-700">
        A passkey or an authenticator app keeps your account safe even if someone learns your password.
        {twoStep.required ? " Your role needs at least one of them." : ""}
      </p>
      {confirm ?? confirmedWindow}
      <PasskeysSection
        csrfToken={csrfToken}
        passkeys={passkeys}
        error={answer?.passkeyError}
        changes={confirm === null}
      />
      {confirm === null ? (
        <AppSection csrfToken={csrfToken} twoStep={twoStep} hasPasskey={passkeys.length > 0} answer={answer} />
      ) : (
        <AppSummary twoStep={twoStep} />
      )}
    </section>
  );
}

/** The app's state alone, while changes wait for "Confirm it's you". */
function AppSummary({ twoStep }: { twoStep: Route.ComponentProps["loaderData"]["twoStep"] }) {
  return (
    <section aria-labelledby="app-heading" className="mt-8">
      <h3 id="app-heading" className="font-heading text-xl font-extrabold text-navy">
        Authenticator app
      </h3>
      <p className="mt-2 text-gray-900">
        {twoStep.confirmedAt
          ? `On since ${formatDateTime(twoStep.confirmedAt)}. ${twoStep.codesLeft} recovery codes left.`
          : "Not set up."}
      </p>
    </section>
  );
}

function PasskeysSection({
  csrfToken,
  passkeys,
  error,
  changes,
}: {
  csrfToken: string;
  passkeys: Passkey[];
  error?: string;
  /** Whether passkeys may be added and removed now (after "Confirm it's you"). */
  changes: boolean;
}) {
  return (
    <section id="passkeys" aria-labelledby="passkeys-heading" className="mt-6">
      <h3 id="passkeys-heading" className="font-heading text-xl font-extrabold text-navy">
        Passkeys
      </h3>
      <p className="mt-2 text-gray-700">
        A passkey lets you sign in with your phone's or computer's own lock (your face, fingerprint or PIN) instead of
        your password and a code. After your password, it also serves as the second step.
      </p>
      {error && <StaffAlert id="passkey-error" message={error} />}
      {passkeys.length > 0 && (
        <ul aria-label="Your passkeys" className="mt-4 flex flex-col gap-3">
          {passkeys.map((passkey) => (
            <li
              key={passkey.id}
              className="flex flex-col gap-2 rounded-lg border border-gray-300 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div>
                <p className="font-bold text-gray-900">{passkey.name}</p>
                <p className="text-sm text-gray-700">
                  Added {formatDateTime(passkey.createdAt)}.{" "}
                  {passkey.lastUsedAt ? `Last used ${formatDateTime(passkey.lastUsedAt)}.` : "Not used yet."}
                </p>
              </div>
              {changes && (
                <Form method="post">
                  <input type="hidden" name="csrf" value={csrfToken} />
                  <input type="hidden" name="intent" value="passkey-remove" />
                  <input type="hidden" name="id" value={passkey.id} />
                  <button type="submit" className={buttonClasses("outline")} aria-label={`Remove ${passkey.name}`}>
                    Remove
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
      {changes && (
        <PasskeyButton
          kind="add"
          csrf={csrfToken}
          label={passkeys.length > 0 ? "Add another passkey" : "Add a passkey"}
          nameField
          className="mt-4"
          fallback={
            <p className="mt-4 rounded-lg border-2 border-gray-300 bg-gray-50 p-4 text-gray-900">
              Adding a passkey needs JavaScript, which is off or still loading in this browser. You can set up an
              authenticator app below instead.
            </p>
          }
        />
      )}
    </section>
  );
}

type AccountAnswer = { error?: string; recoveryCodes?: string[]; twoStepError?: string; passkeyError?: string };

/**
 * The recovery codes, shown once: to keep as a file (a link that needs no script) or on paper (the
 * page prints these alone, from the button or the browser's own Print).
 */
function RecoveryCodes({ codes }: { codes: string[] }) {
  const file = `Recovery codes for signing in to the website's staff area.\nEach works once, in place of the code from your app.\n\n${codes.join("\n")}\n`;
  return (
    <Answer role="status" className="print-alone mt-4 rounded-lg border-2 border-teal bg-teal-pale p-4 text-gray-900">
      <p className="font-bold">Your recovery codes. Keep them somewhere safe: they are shown only now.</p>
      <p className="mt-1">If your phone is lost, each one signs you in once instead of a code.</p>
      <ul className="mt-3 grid grid-cols-2 gap-2 font-mono text-lg" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap items-center gap-3 print:hidden">
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(file)}`}
          download="recovery-codes.txt"
          className={buttonClasses("outline", "min-h-11 bg-white px-4 py-2")}
        >
          Save them as a file
        </a>
        <button
          type="button"
          onClick={() => window.print()}
          className={buttonClasses("outline", "min-h-11 bg-white px-4 py-2")}
        >
          Print them
        </button>
      </div>
    </Answer>
  );
}

function AppSection({
  csrfToken,
  twoStep,
  hasPasskey,
  answer,
}: {
  csrfToken: string;
  twoStep: Route.ComponentProps["loaderData"]["twoStep"];
  hasPasskey: boolean;
  answer?: AccountAnswer;
}) {
  const codeField = (
    <TextField
      id="two-step-code"
      label="Code from your app"
      hint={twoStep.confirmedAt ? "Each change here asks for the code your app shows now." : undefined}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      required
      maxLength={8}
      problem={answer?.twoStepError}
    />
  );
  return (
    <section aria-labelledby="app-heading" className="mt-8">
      <h3 id="app-heading" className="font-heading text-xl font-extrabold text-navy">
        Authenticator app
      </h3>
      <p className="mt-2 text-gray-700">
        Besides your password, sign-in asks for a six-digit code from an app on your phone (such as Google
        Authenticator, Microsoft Authenticator or 1Password). It works in any browser, with or without JavaScript.
      </p>
      {/* A refused code is announced and takes the keyboard; the field below says it again, beside itself. */}
      {answer?.twoStepError && (
        <StaffAlert id="two-step-error" message={`Nothing was changed. ${answer.twoStepError}`} />
      )}
      {/* Keyed by the codes: a new set is a new answer, and takes the keyboard. */}
      {answer?.recoveryCodes && <RecoveryCodes key={answer.recoveryCodes.join()} codes={answer.recoveryCodes} />}
      {twoStep.confirmedAt ? (
        <>
          <p className="mt-4 font-semibold text-gray-900">
            On since {formatDateTime(twoStep.confirmedAt)}. {twoStep.codesLeft} recovery codes left.
          </p>
          <Form method="post" className="mt-4 flex flex-col gap-4">
            <input type="hidden" name="csrf" value={csrfToken} />
            {codeField}
            <div className="flex flex-wrap gap-3">
              <button type="submit" name="intent" value="recovery-codes" className={buttonClasses("outline")}>
                Make new recovery codes
              </button>
              <button type="submit" name="intent" value="two-step-start" className={buttonClasses("outline")}>
                Move to a new phone
              </button>
              {(!twoStep.required || hasPasskey) && (
                <button type="submit" name="intent" value="two-step-off" className={buttonClasses("outline")}>
                  Turn off
                </button>
              )}
            </div>
          </Form>
        </>
      ) : twoStep.pending ? (
        <>
          <ol className="mt-4 flex list-decimal flex-col gap-2 pl-6 text-gray-900">
            <li>In your authenticator app, add an account and scan this picture.</li>
            <li>
              Or type this key into the app instead:{" "}
              <code className="font-mono font-bold">{twoStep.pending.typed}</code>
            </li>
            <li>Type the six-digit code the app then shows.</li>
          </ol>
          <img
            src={twoStep.pending.picture}
            alt="A QR code holding this site's key for your authenticator app"
            width={200}
            height={200}
            className="mt-4 rounded-lg ring-1 ring-gray-200"
          />
          <Form method="post" className="mt-4 flex flex-col gap-4">
            <input type="hidden" name="csrf" value={csrfToken} />
            <input type="hidden" name="intent" value="two-step-confirm" />
            {codeField}
            <button type="submit" className={buttonClasses("secondary", "self-start")}>
              Turn on two-step sign-in
            </button>
          </Form>
        </>
      ) : (
        <Form method="post" className="mt-4">
          <input type="hidden" name="csrf" value={csrfToken} />
          <input type="hidden" name="intent" value="two-step-start" />
          <button type="submit" className={buttonClasses("secondary")}>
            Set up an authenticator app
          </button>
        </Form>
      )}
    </section>
  );
}

export default function YourAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { staffName, email, roles, lastSignedInAt, csrfToken, message, twoStep, passkeys, confirmed } = loaderData;
  const answer = actionData as AccountAnswer | undefined;
  const error = answer?.error;
  const location = useLocation();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 md:px-6 md:py-14">
      <StaffHeader title="Your account" staffName={staffName} roles={roles} csrfToken={csrfToken} />
      {/* What the last page said gives way to the answer to this form, so the keyboard goes to that answer. */}
      <StaffMessage message={answer ? null : message} />
      <dl className="mt-6 grid max-w-xl grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-gray-900">
        <dt className="font-bold">Name</dt>
        <dd>{staffName}</dd>
        <dt className="font-bold">E-mail address</dt>
        <dd className="break-words">{email ?? "None yet: ask an administrator to add one"}</dd>
        <dt className="font-bold">What you may do</dt>
        <dd>{roles.length > 0 ? roles.map((role) => ROLES[role].name).join(", ") : "Sign in only"}</dd>
        <dt className="font-bold">Signed in</dt>
        <dd>{lastSignedInAt ? formatDateTime(lastSignedInAt) : "Now"}</dd>
      </dl>

      <SecondStepSection
        csrfToken={csrfToken}
        twoStep={twoStep}
        passkeys={passkeys}
        answer={answer}
        confirmedWindow={
          loaderData.confirmedUntil && (
            <ConfirmedWindow until={loaderData.confirmedUntil} left={loaderData.confirmedLeft} csrfToken={csrfToken} />
          )
        }
        confirm={
          confirmed ? null : (
            <ConfirmItsYou
              csrfToken={csrfToken}
              next="/staff/account"
              login={email ?? staffName}
              why={`To add or remove a passkey, or change the authenticator app, type your password. ${WHY_CONFIRM}`}
            />
          )
        }
      />

      <section aria-labelledby="change-password" className="mt-10 max-w-xl">
        <h2 id="change-password" className="font-heading text-2xl font-extrabold text-navy">
          Change your password
        </h2>
        <p className="mt-2 text-gray-700">
          At least {MIN_PASSWORD_LENGTH} characters: a few words in a row are easy to remember and hard to guess. Your
          other sessions are signed out when it changes.
        </p>
        {error && <StaffAlert id="account-error" message={error} />}
        {/* Drawn anew on each page the server sends (after a change): no password stays in it. */}
        <Form key={location.key} method="post" className="mt-4 flex flex-col gap-5">
          <input type="hidden" name="csrf" value={csrfToken} />
          <input type="hidden" name="intent" value="password" />
          <input type="hidden" name="username" autoComplete="username" value={email ?? staffName} />
          <TextField
            id="current-password"
            label="Current password"
            name="current"
            type="password"
            autoComplete="current-password"
            required
          />
          <NewPasswordFields confirmLabel="The same new password again" />
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
