// The part of a photo to keep in view when it is cropped to its place: a list of positions, which
// works with the keyboard and without JavaScript, and, with JavaScript, the whole photo to click on
// (from /staff/photos/:id, staff only), marking the point chosen. A point clicked is added to the
// list as its own choice, so the form sends it like any other.
import { type MouseEvent, useEffect, useState } from "react";
import { isUploaded } from "~/lib/media-paths";
import { FOCUS_CHOICES } from "./form-entries";

export function FocusChooser({
  id,
  name,
  typed,
  src,
  selectClasses,
}: {
  id: string;
  name: string;
  /** The focus as the form holds it: "x,y" in percent. */
  typed: string;
  /** The picture now: only a photo staff uploaded has a whole to click on. */
  src: string | undefined;
  selectClasses: string;
}) {
  const [focus, setFocus] = useState(typed || "50,50");
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);
  const [x = 50, y = 50] = focus.split(",").map(Number);
  const preset = FOCUS_CHOICES.some((choice) => choice.value === focus);
  const photo = src && isUploaded(src) ? src.slice("/media/".length) : undefined;
  const choose = (event: MouseEvent<HTMLImageElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const at = (offset: number, size: number) => Math.min(100, Math.max(0, Math.round((offset / size) * 100)));
    setFocus(`${at(event.clientX - box.left, box.width)},${at(event.clientY - box.top, box.height)}`);
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="max-w-xs">
        <label htmlFor={id} className="font-bold text-gray-900">
          Part to keep in view when it is cropped
        </label>
        <select
          id={id}
          name={name}
          value={focus}
          onChange={(event) => setFocus(event.target.value)}
          className={selectClasses}
        >
          {!preset && (
            <option value={focus}>
              The point chosen on the photo ({x}% across, {y}% down)
            </option>
          )}
          {FOCUS_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      {running && photo && (
        <details>
          <summary className="cursor-pointer font-bold text-navy">Or click the part to keep on the whole photo</summary>
          <div className="relative mt-2 inline-block max-w-md">
            {/* biome-ignore lint/a11y/useKeyWithClickEvents: the list of positions above is the keyboard's way to choose. */}
            <img
              src={`/staff/photos/${photo}`}
              alt="The whole photo: click the part to keep in view"
              loading="lazy"
              onClick={choose}
              className="block w-full cursor-crosshair rounded-lg bg-gray-100"
            />
            <span
              aria-hidden="true"
              className="pointer-events-none absolute size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-4 border-white bg-navy/70 shadow"
              style={{ left: `${x}%`, top: `${y}%` }}
            />
          </div>
        </details>
      )}
    </div>
  );
}
