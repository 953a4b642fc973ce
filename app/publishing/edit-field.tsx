// One field of the staff editor's form (edit-form.ts), as the schema asks for it: a date, a time on
// the church's clocks, a text box, a number, a choice or a tick box, with its label and, after a
// refused save, what is wrong with it beside it.
import type { FormField } from "./edit-form";

const inputClasses =
  "mt-1 block w-full rounded-lg border border-gray-400 bg-white px-4 py-3 text-base text-gray-900 focus:border-navy aria-[invalid=true]:border-red";

export const fieldId = (name: string) => `field-${name.replace(/\./g, "-")}`;

export function EditField({ field, value, problems }: { field: FormField; value: string; problems: string[] }) {
  const id = fieldId(field.name);
  const invalid = problems.length > 0;
  const common = {
    id,
    name: field.name,
    required: field.required,
    "aria-invalid": invalid ? true : undefined,
    "aria-describedby": invalid ? `${id}-problem` : undefined,
  };
  const problem = invalid && (
    <p id={`${id}-problem`} className="mt-1 max-w-md font-semibold text-red">
      {problems.join("; ")}
    </p>
  );

  if (field.input === "checkbox") {
    return (
      <div className="flex basis-full flex-col">
        <label htmlFor={id} className="inline-flex min-h-11 items-center gap-3 font-bold text-gray-900">
          <input {...common} type="checkbox" value="true" defaultChecked={value === "true"} className="size-5" />
          {field.label}
        </label>
        {problem}
      </div>
    );
  }
  const wide = field.input === "paragraph" || field.input === "text";
  return (
    <div className={wide ? "basis-full" : "w-full max-w-xs"}>
      <label htmlFor={id} className="font-bold text-gray-900">
        {field.label}
        {field.input === "timestamp" && <span className="font-normal text-gray-700"> (church time)</span>}
        {!field.required && <span className="font-normal text-gray-700"> (optional)</span>}
      </label>
      {field.input === "paragraph" ? (
        <textarea {...common} defaultValue={value} rows={4} className={`${inputClasses} max-w-2xl`} />
      ) : field.input === "select" ? (
        <select {...common} defaultValue={value} className={inputClasses}>
          {field.options?.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={field.input === "timestamp" ? "datetime-local" : field.input === "text" ? "text" : field.input}
          defaultValue={value}
          className={`${inputClasses} ${wide ? "max-w-2xl" : ""}`}
        />
      )}
      {problem}
    </div>
  );
}
