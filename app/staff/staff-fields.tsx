// The few fields of the staff account forms: a labelled text box that shows its own problem, and
// the choice of roles.
import { ROLES, STAFF_ROLES, type StaffRole } from "./roles";
import { MIN_PASSWORD_LENGTH } from "./terms";

const inputClasses =
  "mt-1 block w-full rounded-lg border border-gray-500 bg-white px-4 py-3 text-base text-gray-900 focus:border-navy aria-[invalid=true]:border-red";

export function TextField({
  id,
  label,
  hint,
  problem,
  ...input
}: {
  id: string;
  label: string;
  hint?: string;
  problem?: string | null;
} & React.InputHTMLAttributes<HTMLInputElement>) {
  const described = [hint && `${id}-hint`, problem && `${id}-problem`].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="font-bold text-gray-900">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-gray-700">
          {hint}
        </p>
      )}
      <input
        id={id}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described}
        className={inputClasses}
        {...input}
      />
      {problem && (
        <p id={`${id}-problem`} className="mt-1 font-semibold text-red">
          {problem}
        </p>
      )}
    </div>
  );
}

export function RoleChoices({
  idPrefix,
  chosen,
  problem,
}: {
  idPrefix: string;
  chosen: readonly StaffRole[];
  problem?: string | null;
}) {
  return (
    <fieldset aria-describedby={problem ? `${idPrefix}-roles-problem` : undefined}>
      <legend className="font-bold text-gray-900">What they may do</legend>
      <div className="mt-2 flex flex-col gap-3">
        {STAFF_ROLES.map((role) => (
          <div key={role} className="flex items-start gap-3">
            <input
              id={`${idPrefix}-${role}`}
              type="checkbox"
              name="roles"
              value={role}
              defaultChecked={chosen.includes(role)}
              aria-describedby={`${idPrefix}-${role}-duty`}
              className="mt-1 size-5 shrink-0"
            />
            <div>
              <label htmlFor={`${idPrefix}-${role}`} className="font-semibold text-gray-900">
                {ROLES[role].name}
              </label>
              <p id={`${idPrefix}-${role}-duty`} className="text-sm text-gray-700">
                {ROLES[role].duties}
              </p>
            </div>
          </div>
        ))}
      </div>
      {problem && (
        <p id={`${idPrefix}-roles-problem`} className="mt-2 font-semibold text-red">
          {problem}
        </p>
      )}
    </fieldset>
  );
}

/** A new password and the same again, as a password manager expects them. */
export function NewPasswordFields({ confirmLabel, describedBy }: { confirmLabel: string; describedBy?: string }) {
  return (
    <>
      <TextField
        id="new-password"
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        aria-describedby={describedBy}
      />
      <TextField
        id="new-password-again"
        label={confirmLabel}
        name="confirm"
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
