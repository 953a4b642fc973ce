// The end of the editor's form: what waits to go out, what to check before it does, publishing at a
// chosen time, and a bar with Publish, Save draft and Preview that stays in view at the foot of the screen while
// the form is scrolled, so a long form is never a long way from its buttons.
import { type RefObject, useEffect, useRef } from "react";
import { buttonClasses } from "~/components/ui/button";
import type { Autosaved } from "./autosave";
import { ColleagueChoices, OwnDraftChoices } from "./collision-choices";
import { EditField } from "./edit-field";
import { EditWarnings } from "./edit-problems";
import type { ChoiceToMake, Since } from "./on-top.server";
import type { Warning } from "./publish-warnings";

/**
 * The browser scrolls to what Tab reaches only when none of it is on screen, so a field half under
 * the bar stays there: once the browser is done, such a field is brought clear of the bar (by the
 * page's scroll padding).
 */
function useFocusClearOf(bar: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const clear = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || bar.current?.contains(target)) return;
      requestAnimationFrame(() => {
        const top = bar.current?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY;
        const box = target.getBoundingClientRect();
        // Wholly clear of the bar; a field taller than a third of the screen, its first lines.
        const tall = box.height > window.innerHeight / 3;
        if ((tall ? box.top + 48 : box.bottom) > top) target.scrollIntoView({ block: tall ? "start" : "nearest" });
      });
    };
    document.addEventListener("focusin", clear);
    return () => document.removeEventListener("focusin", clear);
  }, [bar]);
}

const selectClasses =
  "mt-1 block min-h-11 w-full rounded-lg border border-gray-500 bg-white px-4 py-3 text-base text-gray-900 focus:border-navy";

export function PublishPanel({
  slug,
  language,
  shownOn,
  scheduled,
  warnings,
  warnedFor,
  collisions,
  draftCollisions,
  answered,
  publishAt,
  publishAtProblems,
  intent,
  working,
  autosaved,
}: {
  slug: string;
  /** Another language's form: its preview is asked for in that language, as its publish is. */
  language?: string;
  shownOn: ReadonlyArray<{ path: string; label: string }>;
  scheduled: ReadonlyArray<{ at: string }>;
  warnings?: Warning[];
  warnedFor?: "publish" | "schedule";
  /** The fields a colleague changed too since the form was begun, each to choose a value for. */
  collisions?: { since: Since | undefined; items: ChoiceToMake[] };
  /** The fields the person's own draft, kept on another device or tab, changed too. */
  draftCollisions?: { at: string; items: ChoiceToMake[]; pressed: "publish" | "schedule" | "draft" };
  /** Which answer the page shows: each new one takes the keyboard. */
  answered?: number;
  /** "Or publish at" as typed, and what is wrong with it. */
  publishAt: string;
  publishAtProblems: string[];
  /** The button being answered, and what it is doing, while the answer comes. */
  intent: string;
  working: string;
  /** What became of the form's last keeping of itself as a draft. */
  autosaved?: Autosaved;
}) {
  const bar = useRef<HTMLDivElement>(null);
  useFocusClearOf(bar);
  return (
    <>
      <div className="flex flex-col gap-4 rounded-2xl bg-gray-50 p-6 ring-1 ring-gray-200">
        {draftCollisions && <OwnDraftChoices key={answered} {...draftCollisions} />}
        {collisions && <ColleagueChoices key={answered} since={collisions.since} items={collisions.items} />}
        {warnings && warnedFor && <EditWarnings key={answered} warnings={warnings} warnedFor={warnedFor} />}
        {scheduled.length > 0 && (
          <p className="rounded-lg border-l-4 border-yellow bg-white p-3 text-gray-900">
            <strong>A change to this item is waiting for its time</strong> (
            {scheduled.map((each) => each.at).join("; ")}
            ). Publishing now does not cancel it: at its time it changes only its own fields, and if you change one of
            them differently now, it is held back and listed at the top of this page.
          </p>
        )}
        <div className="flex flex-wrap items-end gap-3">
          <EditField
            field={{
              name: "publishAt",
              label: "Or publish at",
              input: "timestamp",
              value: publishAt,
              required: false,
              seconds: true,
            }}
            value={publishAt}
            problems={publishAtProblems}
          />
          <button
            type="submit"
            name="intent"
            value="schedule"
            className={buttonClasses("outline", "min-h-11 px-4 py-2")}
          >
            Schedule
          </button>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          {/* Several pages show the item: which one Preview opens is chosen here, so the bar keeps one button. */}
          {shownOn.length > 1 && (
            <div>
              <label htmlFor="preview-page" className="font-bold text-gray-900">
                Page to preview
              </label>
              <select id="preview-page" name="page" defaultValue={shownOn[0]?.path} className={selectClasses}>
                {shownOn.map((page) => (
                  <option key={page.path} value={page.path}>
                    {page.label}
                  </option>
                ))}
              </select>
            </div>
          )}
          <EditField
            field={{ name: "previewAt", label: "Preview as on", input: "timestamp", value: "", required: false }}
            value=""
            problems={[]}
          />
          <p className="max-w-sm pb-3 text-gray-700">
            Then press Preview: the page as it will be then, with the changes scheduled by then and the items shown
            then.
          </p>
        </div>
      </div>
      <div
        ref={bar}
        data-sticky-foot
        // On a phone, its three buttons share one row (a quarter of the screen at most, with the header).
        className="sticky bottom-0 z-10 -mx-4 grid grid-cols-3 items-center gap-2 border-t sm:flex sm:flex-wrap sm:gap-3 border-gray-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] md:mx-0 md:rounded-t-2xl md:px-6"
      >
        <button
          type="submit"
          name="intent"
          value="publish"
          className={buttonClasses("primary", "min-h-11 py-2 max-sm:px-2 max-[359px]:px-1 max-[359px]:text-sm sm:px-5")}
        >
          {intent === "publish" ? "Publishing…" : "Publish"}
        </button>
        <button
          type="submit"
          name="intent"
          value="draft"
          className={buttonClasses("outline", "min-h-11 py-2 max-sm:px-2 max-[359px]:px-1 max-[359px]:text-sm sm:px-4")}
        >
          Save draft
        </button>
        <button
          type="submit"
          // One page: the button names it. Several: the page chosen above the bar goes with the form.
          {...(shownOn.length === 1 && { name: "page", value: shownOn[0]?.path })}
          formAction={`/staff/content/${slug}/preview${language ? `?language=${language}` : ""}`}
          formTarget="_blank"
          className={buttonClasses("outline", "min-h-11 py-2 max-sm:px-2 max-[359px]:px-1 max-[359px]:text-sm sm:px-4")}
        >
          {/* On a phone, the bar stays one line: "Preview" says enough. */}
          Preview{shownOn.length === 1 && <span className="max-sm:sr-only"> {shownOn[0]?.label}</span>}
          <span className="sr-only"> (opens in a new tab)</span>
        </button>
        {/* Not role="status": that is the answer's, said once it comes. */}
        <p aria-live="polite" className="col-span-full font-semibold text-gray-700 empty:sr-only">
          {working && `${working}: every page and calendar that shows this is being updated…`}
        </p>
        {autosaved?.elsewhere && !working ? (
          <p role="status" className="col-span-full basis-full text-sm font-semibold text-red">
            Not kept by itself: your draft was changed on another device or tab. Press Save draft.
          </p>
        ) : (
          autosaved?.autosaved &&
          !working && (
            <p className="col-span-full text-sm text-gray-700">Draft kept by itself, {autosaved.autosaved}.</p>
          )
        )}
      </div>
    </>
  );
}
