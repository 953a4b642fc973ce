// "Confirm it's you": the password (or a passkey) asked again before a change to how anyone signs
// in, when the last one typed in this session is more than a few minutes old (docs/decisions/0033).
// It posts to /staff/confirm, which comes back to `next`; without JavaScript the password works.
import { Form } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { PasskeyButton } from "~/staff/passkey-button";
import { TextField } from "~/staff/staff-fields";
import { StaffAlert } from "./staff-header";

export function ConfirmItsYou({
  csrfToken,
  next,
  login,
  why,
  problem,
  heading = true,
}: {
  csrfToken: string;
  /** The staff page to come back to, with its #part. */
  next: string;
  /** The account's e-mail address or name, for password managers. */
  login: string;
  /** What the confirmation opens, in a sentence. */
  why: string;
  /** Why the last password was refused: said at once, and by the field. */
  problem?: string;
  /** False on the page whose own heading says it already. */
  heading?: boolean;
}) {
  return (
    <section
      aria-label={heading ? undefined : "Confirm it's you"}
      aria-labelledby={heading ? "confirm-heading" : undefined}
      className="mt-6 max-w-xl rounded-lg border-2 border-navy bg-white p-4 text-gray-900 md:p-6"
    >
      {heading && (
        <h2 id="confirm-heading" className="font-heading text-xl font-extrabold text-navy">
          Confirm it's you
        </h2>
      )}
      <p className={heading ? "mt-2" : undefined}>{why}</p>
      {problem && <StaffAlert id="confirm-problem" message={problem} />}
      <Form method="post" action="/staff/confirm" className="mt-4 flex flex-col gap-4">
        <input type="hidden" name="csrf" value={csrfToken} />
        <input type="hidden" name="next" value={next} />
        <input type="hidden" name="username" autoComplete="username" value={login} />
        <TextField
          id="confirm-its-you-password"
          label="Your password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? "confirm-problem" : undefined}
        />
        <button type="submit" className={buttonClasses("secondary", "self-start")}>
          Confirm
        </button>
      </Form>
      <PasskeyButton
        kind="sign-in"
        csrf={csrfToken}
        label="Confirm with a passkey"
        fields={{ next, step: "confirm" }}
        fallback={null}
        look="outline"
        className="mt-4"
      />
    </section>
  );
}
