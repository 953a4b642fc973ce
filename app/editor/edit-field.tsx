// One field of the staff editor's form (edit-form.ts), as the schema asks for it: a date, a time on
// the church's clocks, a text box, a list of lines, a number, a choice, a tick box or a picture,
// with its label and, after a refused save, what is wrong with it beside it.
import { useState } from "react";
import { isUploaded, mediaFile } from "~/lib/media-paths";
import { type FormField, imageParts, SAME_WORDS } from "~/publishing/edit-form";
import { FocusChooser } from "./focus-chooser";
import { focusValue } from "./form-entries";
import { PhotoPicker } from "./photo-picker";

const inputClasses =
  "mt-1 block w-full rounded-lg border border-gray-500 bg-white px-4 py-3 text-base text-gray-900 focus:border-navy aria-[invalid=true]:border-red";

/** A name of the form as a word for an element id: "events[3].title" → "events-3-title". */
const idWord = (name: string) => name.replace(/\[(\d+)\]/g, "-$1").replace(/\./g, "-");

/** The id of a field's input. */
export const fieldId = (name: string) => `field-${idWord(name)}`;

/** The id of a part of the form (a group of fields, or the end of a list): "part-events-3", "part-top". */
export const partId = (path: string) => `part-${idWord(path) || "top"}`;

/** 1600 × 900 → "16:9"; a photo cut to 1333 × 1000 → "4:3": the nearest proportions in small numbers. */
function ratio(width: number, height: number): string {
  for (let high = 1; high <= 16; high++) {
    const wide = Math.round((width / height) * high);
    if (wide > 0 && Math.abs(wide / high - width / height) < 0.01) return `${wide}:${high}`;
  }
  const divisor = (a: number, b: number): number => (b === 0 ? a : divisor(b, a % b));
  const d = divisor(width, height) || 1;
  return `${width / d}:${height / d}`;
}

function Problem({ id, problems }: { id: string; problems: string[] }) {
  if (problems.length === 0) return null;
  return (
    <p id={id} className="mt-1 max-w-md font-semibold text-red">
      {problems.join("; ")}
    </p>
  );
}

/** A picture: what is there now, a photo to put in its place, its description, and the part to keep in view. */
function ImageField({ field, problems, autoFocus }: { field: FormField; problems: string[]; autoFocus?: boolean }) {
  const current = field.image?.current;
  // A form sent back shows what was typed beside the picture; a fresh one, the picture's own.
  const typed = field.image?.typed ?? {
    alt: current?.alt ?? "",
    decorative: current?.decorative === true,
    focus: focusValue(current?.focus),
  };
  const parts = imageParts(field.name);
  const id = fieldId(field.name);
  const invalid = problems.length > 0;
  const shown =
    current && (isUploaded(current.src) ? mediaFile(current.src, Math.min(400, current.width), "jpg") : current.src);
  // With JavaScript, a photo chosen is seen at once, before it is sent (a data: address: the page's
  // rules allow no other kind of picture made on the device).
  const [chosen, setChosen] = useState<string>();
  const { width, height } = field.image?.aspect ?? { width: 4, height: 3 };
  return (
    <div className="flex basis-full flex-col gap-4 rounded-xl border border-gray-200 p-4 md:flex-row">
      <div className="w-full max-w-56 shrink-0">
        <p className="font-bold text-gray-900">
          {field.label}
          {!field.required && <span className="font-normal text-gray-700"> (optional)</span>}
        </p>
        {chosen ? (
          <>
            <img
              src={chosen}
              alt="Chosen for this place, not yet sent"
              className="mt-2 w-full rounded-lg bg-gray-100 object-cover"
              style={{ aspectRatio: `${width} / ${height}` }}
            />
            <p className="mt-1 text-sm font-semibold text-gray-900">
              Chosen: it goes in when you preview, save or publish.
            </p>
          </>
        ) : shown ? (
          <img
            src={shown}
            alt={current?.alt ? `Now: ${current.alt}` : "Now: a decorative picture"}
            width={current?.width}
            height={current?.height}
            className="mt-2 w-full rounded-lg bg-gray-100 object-cover"
            style={{ aspectRatio: `${width} / ${height}` }}
          />
        ) : (
          <p className="mt-2 text-gray-700">No picture yet.</p>
        )}
        <p className="mt-1 text-sm text-gray-700">
          Shown {ratio(width, height)} (wide to high); a photo is cropped to fit.
        </p>
      </div>
      <div className="flex flex-1 flex-col gap-3">
        {current && (
          <>
            <input type="hidden" name={parts.src} value={current.src} />
            <input type="hidden" name={parts.width} value={current.width} />
            <input type="hidden" name={parts.height} value={current.height} />
            <input type="hidden" name={parts.describedAs} value={current.alt} />
            <input type="hidden" name={parts.croppedAt} value={focusValue(current.focus)} />
          </>
        )}
        <div>
          <label htmlFor={id} className="font-bold text-gray-900">
            {current ? "Replace with a photo" : "Choose a photo"}{" "}
            <span className="font-normal text-gray-700">(JPEG, PNG, WebP or AVIF, up to 20 MB)</span>
          </label>
          <input
            id={id}
            name={parts.file}
            type="file"
            // Phones turn their own formats (an iPhone's HEIC) into JPEG for a field that asks for it.
            accept="image/jpeg,image/png,image/webp,image/avif"
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? `${id}-problem` : undefined}
            // biome-ignore lint/a11y/noAutofocus: the first field of an item just added.
            autoFocus={autoFocus}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (!file) return setChosen(undefined);
              const reader = new FileReader();
              reader.onload = () => setChosen(typeof reader.result === "string" ? reader.result : undefined);
              reader.readAsDataURL(file);
            }}
            className="mt-1 block w-full max-w-md text-base text-gray-900 file:mr-3 file:rounded-lg file:border-0 file:bg-navy file:px-4 file:py-2 file:font-bold file:text-white"
          />
          {/* Beside the photo it is about, not below the whole picture's settings. */}
          <Problem id={`${id}-problem`} problems={problems} />
        </div>
        <PhotoPicker name={parts.pick} id={fieldId(parts.pick)} />
        <div>
          <label htmlFor={fieldId(parts.alt)} className="font-bold text-gray-900">
            Describe the picture for people who cannot see it
          </label>
          <input
            id={fieldId(parts.alt)}
            name={parts.alt}
            type="text"
            defaultValue={typed.alt}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={
              [invalid && `${id}-problem`, chosen && current?.alt && `${id}-check`].filter(Boolean).join(" ") ||
              undefined
            }
            className={`${inputClasses} max-w-2xl`}
          />
          {/* The words stay until the person changes them: they may still fit, and are not lost if the choice is undone. */}
          {chosen && current?.alt && (
            <p id={`${id}-check`} className="mt-1 max-w-2xl font-semibold text-gray-900">
              Check these words: they describe the picture your photo replaces. Change them to say what yours shows.
            </p>
          )}
        </div>
        <label htmlFor={fieldId(parts.decorative)} className="inline-flex min-h-11 items-center gap-3 text-gray-900">
          <input
            id={fieldId(parts.decorative)}
            name={parts.decorative}
            type="checkbox"
            value="true"
            defaultChecked={typed.decorative}
            className="size-5"
          />
          Decorative only: it adds nothing the words around it do not say
        </label>
        <FocusChooser
          id={fieldId(parts.focus)}
          name={parts.focus}
          typed={typed.focus}
          src={current?.src}
          selectClasses={inputClasses}
        />
        {!field.required && current && (
          <label htmlFor={fieldId(parts.remove)} className="inline-flex min-h-11 items-center gap-3 text-gray-900">
            <input id={fieldId(parts.remove)} name={parts.remove} type="checkbox" value="true" className="size-5" />
            Show no picture here
          </label>
        )}
      </div>
    </div>
  );
}

export function EditField({
  field,
  value,
  problems,
  autoFocus,
}: {
  field: FormField;
  value: string;
  problems: string[];
  /** The first field of an item just added, so the keyboard is where the new item is. */
  autoFocus?: boolean;
}) {
  if (field.input === "image") return <ImageField field={field} problems={problems} autoFocus={autoFocus} />;
  const id = fieldId(field.name);
  const invalid = problems.length > 0;
  const english = field.english !== undefined;
  const described = [
    english && `${id}-english`,
    field.wordState && `${id}-state`,
    field.hint && `${id}-hint`,
    invalid && `${id}-problem`,
  ]
    .filter(Boolean)
    .join(" ");
  const common = {
    id,
    name: field.name,
    required: field.required,
    autoFocus,
    "aria-invalid": invalid ? true : undefined,
    "aria-describedby": described || undefined,
    lang: field.language,
  };
  const hint = (
    <>
      {/* Beside another language's words, what the field says in English, to write them from. */}
      {english && (
        <p
          id={`${id}-english`}
          lang="en"
          className="mt-1 max-w-2xl whitespace-pre-line rounded-lg bg-gray-50 px-3 py-2 text-sm text-gray-800"
        >
          <span className="font-bold">English: </span>
          {field.english || "(empty)"}
        </p>
      )}
      {field.wordState && <WordState id={id} field={field} />}
      {field.hint && (
        <p id={`${id}-hint`} className="mt-1 max-w-2xl text-sm text-gray-700">
          {field.hint}
        </p>
      )}
    </>
  );
  const problem = <Problem id={`${id}-problem`} problems={problems} />;

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
  const wide = field.input === "paragraph" || field.input === "text" || field.input === "lines";
  return (
    <div className={wide ? "basis-full" : "w-full max-w-xs"}>
      <label htmlFor={id} className="font-bold text-gray-900">
        {field.label}
        {field.input === "timestamp" && <span className="font-normal text-gray-700"> (church time)</span>}
        {field.input === "lines" && <span className="font-normal text-gray-700"> (one per line)</span>}
        {!field.required && <span className="font-normal text-gray-700"> (optional)</span>}
      </label>
      {hint}
      {field.input === "paragraph" || field.input === "lines" ? (
        <textarea
          {...common}
          defaultValue={value}
          rows={field.input === "lines" ? Math.min(Math.max(value.split("\n").length + 1, 3), 12) : 4}
          className={`${inputClasses} max-w-2xl`}
        />
      ) : field.input === "select" ? (
        <select {...common} defaultValue={value} className={inputClasses}>
          {!field.required && <option value="">None</option>}
          {field.options?.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={field.input === "timestamp" ? "datetime-local" : field.input === "text" ? "text" : field.input}
          // When an item shows may be given to the second; other times to the minute.
          step={field.seconds ? "1" : field.input === "number" ? "any" : undefined}
          defaultValue={value}
          className={`${inputClasses} ${wide ? "max-w-2xl" : ""}`}
        />
      )}
      {problem}
    </div>
  );
}

/**
 * Where another language's words stand: none yet (the page shows the English), or written before
 * the English changed, with a tick to say they still say the same (docs/decisions/0042).
 */
function WordState({ id, field }: { id: string; field: FormField }) {
  if (field.wordState === "missing") {
    return (
      <p id={`${id}-state`} className="mt-1 max-w-2xl text-sm font-semibold text-gray-800">
        No words of this language yet: its page shows the English. Type them here, or leave it empty.
      </p>
    );
  }
  return (
    <div className="mt-1 max-w-2xl">
      <p id={`${id}-state`} className="text-sm font-semibold text-gray-800">
        The English changed since these words were written.
      </p>
      <label className="inline-flex min-h-11 items-center gap-3 text-sm text-gray-900">
        <input type="checkbox" name={SAME_WORDS} value={field.name} className="size-5" />
        They still say the same
      </label>
    </div>
  );
}
