// /staff/accounts: administrators invite staff by e-mail, give and take their roles, send a new
// password link, disable, enable or remove an account, and see what staff did. Plain server forms:
// it works the same with no JavaScript.
import { Form } from "react-router";
import { Answer } from "~/components/answer";
import { ErrorSummary } from "~/components/error-summary";
import { buttonClasses } from "~/components/ui/button";
import { formatDateTime } from "~/content-model/church-time";
import { ConfirmItsYou } from "~/staff/confirm-its-you";
import { ConfirmedWindow } from "~/staff/confirmed-window";
import { ROLES, type StaffRole } from "~/staff/roles";
import { RoleChoices, TextField } from "~/staff/staff-fields";
import { StaffHeader, StaffMessage } from "~/staff/staff-header";
import { staffOnly } from "~/staff/staff-only.server";
import { ACTIVITY_KEPT_DAYS, ACTIVITY_WORDS, LINK_LIFETIME_MS, WHY_CONFIRM } from "~/staff/terms";
import type { Route } from "./+types/staff.accounts";
import type { StaffAnswer } from "./staff.accounts.server";

export { action, loader } from "./staff.accounts.server";

// Nothing under /staff is cached or indexed, whatever spelling of the path reached it.
export const middleware = [staffOnly];

export const meta = () => [{ title: "Staff accounts" }, { name: "robots", content: "noindex, nofollow" }];

const DAYS = LINK_LIFETIME_MS.invitation / (24 * 60 * 60 * 1000);

type Person = Route.ComponentProps["loaderData"]["people"][number];

/** Why a change to one person was refused, where it was asked for, with the keyboard on it. */
function Problem({ text }: { text?: string }) {
  if (!text) return null;
  return (
    <Answer role="alert" className="mt-3 rounded-lg border-2 border-red bg-red-pale p-3 font-semibold text-red">
      {text}
    </Answer>
  );
}

/** Which second steps someone has, in words: "2 passkeys and an app", or "off". */
function secondStepsOf(person: Person): string {
  const ways = [
    person.passkeys > 0 && (person.passkeys === 1 ? "a passkey" : `${person.passkeys} passkeys`),
    person.twoStep && "an authenticator app",
  ].filter(Boolean);
  return ways.length > 0 ? ways.join(" and ") : "off";
}

function stateOf(person: Person): string {
  if (person.disabledAt) return `Disabled ${formatDateTime(person.disabledAt)}; cannot sign in.`;
  if (!person.hasPassword) return `Invited ${formatDateTime(person.createdAt)}; has not chosen a password yet.`;
  return person.lastSignedInAt ? `Last signed in ${formatDateTime(person.lastSignedInAt)}.` : "Has not signed in yet.";
}

function Hidden({ csrf, intent, id }: { csrf: string; intent: string; id?: string }) {
  return (
    <>
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="intent" value={intent} />
      {id && <input type="hidden" name="id" value={id} />}
    </>
  );
}

function PersonCard({
  person,
  you,
  csrf,
  answer,
  changes,
}: {
  person: Person;
  you: boolean;
  csrf: string;
  answer?: StaffAnswer;
  /** Whether the account may be changed now (after "Confirm it's you"). */
  changes: boolean;
}) {
  const problems = answer?.problems?.id === person.id ? answer.problems : undefined;
  const key = `person-${person.id}`;
  return (
    <li className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-gray-200 md:p-6" aria-labelledby={`${key}-name`}>
      <h3 id={`${key}-name`} className="font-heading text-xl font-extrabold text-navy">
        {person.name}
        {you && <span className="font-sans text-base font-semibold text-gray-700"> (you)</span>}
      </h3>
      <p className="mt-1 break-words text-gray-900">{person.email ?? "No e-mail address yet"}</p>
      <p className="mt-1 text-gray-700">
        {person.roles.length > 0
          ? person.roles.map((role: StaffRole) => ROLES[role].name).join(", ")
          : "No role: can only sign in"}
      </p>
      <p className="mt-1 text-sm text-gray-700">
        {stateOf(person)} Two-step sign-in: {secondStepsOf(person)}.
      </p>
      <Problem text={problems?.fields.form} />

      {changes && (
        <div className="mt-4 flex flex-col gap-3">
          <details className="rounded-lg border border-gray-300 p-3" open={problems?.intent === "roles"}>
            <summary className="cursor-pointer font-bold text-navy">Change what {person.name} may do</summary>
            <Form method="post" className="mt-3 flex flex-col gap-4">
              <Hidden csrf={csrf} intent="roles" id={person.id} />
              <RoleChoices idPrefix={key} chosen={person.roles} />
              <button type="submit" className={buttonClasses("secondary", "self-start")}>
                Save roles
              </button>
            </Form>
          </details>

          <details className="rounded-lg border border-gray-300 p-3" open={problems?.intent === "details"}>
            <summary className="cursor-pointer font-bold text-navy">Change name or e-mail address</summary>
            <Form method="post" className="mt-3 flex flex-col gap-4">
              <Hidden csrf={csrf} intent="details" id={person.id} />
              <TextField
                id={`${key}-new-name`}
                label="Name"
                name="name"
                defaultValue={person.name}
                required
                maxLength={80}
                problem={problems?.intent === "details" ? problems.fields.name : undefined}
              />
              <TextField
                id={`${key}-new-email`}
                label="E-mail address"
                name="email"
                type="email"
                defaultValue={person.email ?? ""}
                autoComplete="off"
                problem={problems?.intent === "details" ? problems.fields.email : undefined}
              />
              <button type="submit" className={buttonClasses("secondary", "self-start")}>
                Save name and address
              </button>
            </Form>
          </details>

          <div className="flex flex-wrap gap-3">
            {!person.disabledAt && (
              <Form method="post">
                <Hidden csrf={csrf} intent="send-link" id={person.id} />
                <button type="submit" className={buttonClasses("outline")}>
                  {person.hasPassword ? "Send a password reset link" : "Send the invitation again"}
                </button>
              </Form>
            )}
            {(person.twoStep || person.passkeys > 0) && (
              <Form method="post">
                <Hidden csrf={csrf} intent="two-step-off" id={person.id} />
                <button type="submit" className={buttonClasses("outline")}>
                  Turn off two-step sign-in
                </button>
              </Form>
            )}
            <Form method="post">
              <Hidden csrf={csrf} intent={person.disabledAt ? "enable" : "disable"} id={person.id} />
              <button type="submit" className={buttonClasses("outline")}>
                {person.disabledAt ? "Enable" : "Disable"}
              </button>
            </Form>
          </div>

          <details className="rounded-lg border border-gray-300 p-3">
            <summary className="cursor-pointer font-bold text-red">Remove {person.name}…</summary>
            <Form method="post" className="mt-3">
              <Hidden csrf={csrf} intent="remove" id={person.id} />
              <p className="text-gray-900">
                {person.name} will no longer be able to sign in, and is signed out at once. What they published and
                approved stays, with their name. To stop someone for a while instead, disable the account.
              </p>
              <button type="submit" className={buttonClasses("danger", "mt-3")}>
                Remove {person.name}
              </button>
            </Form>
          </details>
        </div>
      )}
    </li>
  );
}

export default function StaffPage({ loaderData, actionData }: Route.ComponentProps) {
  const { staffName, roles, csrfToken, message, sendsMail, you, people, activity, signIns, confirmed, login } =
    loaderData;
  const answer = actionData as StaffAnswer | undefined;
  const typed = answer?.typed ?? loaderData.keptInvitation ?? undefined;
  const inviting = answer?.problems?.intent === "invite" ? answer.problems.fields : undefined;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 md:px-6 md:py-14">
      <StaffHeader title="Staff accounts" staffName={staffName} roles={roles} csrfToken={csrfToken} />
      {/* A newer answer replaces what the last page said (a refused form does not load the page again). */}
      <StaffMessage message={answer ? null : message} />
      {answer?.link && (
        <Answer role="status" className="mt-6 rounded-lg border-2 border-teal bg-teal-pale p-4 text-gray-900">
          <p className="font-bold">Pass this link on to {answer.link.name} yourself.</p>
          <p className="mt-1">{answer.link.why} It works once; copy it into a message to them.</p>
          <label htmlFor="link-to-pass-on" className="mt-3 block font-semibold">
            Link for {answer.link.name}
          </label>
          <input
            id="link-to-pass-on"
            readOnly
            value={answer.link.url}
            className="mt-1 block w-full rounded-lg border border-gray-500 bg-white px-3 py-2 font-mono text-sm"
          />
        </Answer>
      )}

      {!confirmed && (
        <ConfirmItsYou
          csrfToken={csrfToken}
          next="/staff/accounts"
          login={login}
          why={`To invite someone, or change or remove an account, type your password. ${WHY_CONFIRM}`}
        />
      )}

      {loaderData.confirmedUntil && (
        <ConfirmedWindow until={loaderData.confirmedUntil} left={loaderData.confirmedLeft} csrfToken={csrfToken} />
      )}

      {confirmed && (
        <section aria-labelledby="invite" className="mt-10">
          <h2 id="invite" className="font-heading text-2xl font-extrabold text-navy">
            Invite someone
          </h2>
          <p className="mt-2 max-w-3xl text-gray-700">
            {sendsMail
              ? `They get an e-mail with a link to choose their password. It works once, for ${DAYS} days.`
              : `This site cannot send e-mail yet, so you are shown the link to pass on. It works once, for ${DAYS} days.`}
          </p>
          {!answer && loaderData.keptInvitation && (
            <p role="status" className="mt-3 max-w-3xl rounded-lg border-2 border-teal bg-teal-pale p-4 text-gray-900">
              Your invitation was not sent yet: your confirmation had ended. It is below as you typed it; check it and
              press Send invitation.
            </p>
          )}
          {inviting && (
            <ErrorSummary
              title={`The invitation was not sent${inviting.form ? `: ${inviting.form}` : ". Please correct:"}`}
              problems={[
                { id: "invite-name", label: "Name", message: inviting.name ?? "" },
                { id: "invite-email", label: "E-mail address", message: inviting.email ?? "" },
                { id: "invite-admin", label: "What they may do", message: inviting.roles ?? "" },
              ].filter((problem) => problem.message)}
            />
          )}
          <Form method="post" className="mt-4 flex max-w-xl flex-col gap-5">
            <Hidden csrf={csrfToken} intent="invite" />
            <TextField
              id="invite-name"
              label="Name"
              name="name"
              required
              maxLength={80}
              autoComplete="off"
              defaultValue={typed?.name}
              problem={inviting?.name}
            />
            <TextField
              id="invite-email"
              label="E-mail address"
              name="email"
              type="email"
              required
              autoComplete="off"
              defaultValue={typed?.email}
              problem={inviting?.email}
            />
            <RoleChoices idPrefix="invite" chosen={typed?.roles ?? []} problem={inviting?.roles} />
            <button type="submit" className={buttonClasses("secondary", "self-start")}>
              Send invitation
            </button>
          </Form>
        </section>
      )}

      <section aria-labelledby="people" className="mt-12">
        <h2 id="people" className="font-heading text-2xl font-extrabold text-navy">
          Staff who can sign in
        </h2>
        <ul className="mt-4 flex flex-col gap-5">
          {people.map((person) => (
            <PersonCard
              key={person.id}
              person={person}
              you={person.id === you}
              csrf={csrfToken}
              answer={answer}
              changes={confirmed}
            />
          ))}
        </ul>
      </section>

      <ActivityList
        id="activity"
        title="Recent changes"
        intro={`What staff changed: accounts, sign-in, the website. The latest 50, each kept for ${ACTIVITY_KEPT_DAYS} days.`}
        entries={activity}
      />
      <ActivityList
        id="sign-ins"
        title="Recent sign-ins"
        intro="Sign-ins and failed ones, listed apart so that many failures never hide a change. The latest 50."
        entries={signIns}
      />
    </div>
  );
}

type Entry = Route.ComponentProps["loaderData"]["activity"][number];

function ActivityList({ id, title, intro, entries }: { id: string; title: string; intro: string; entries: Entry[] }) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="font-heading text-2xl font-extrabold text-navy">
        {title}
      </h2>
      <p className="mt-2 text-gray-700">{intro}</p>
      {entries.length === 0 ? (
        <p className="mt-3 text-gray-700">Nothing yet.</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-2">
          {entries.map((entry) => (
            <li key={entry.id} className="text-gray-900">
              <span className="text-gray-700">{formatDateTime(entry.at)}:</span>{" "}
              <span className="font-semibold">{entry.actor}</span> {ACTIVITY_WORDS[entry.action] ?? entry.action}
              {entry.subject ? ` ${entry.subject}` : ""}.
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
