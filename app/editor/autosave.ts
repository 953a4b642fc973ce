// With JavaScript, the editor's form keeps itself as the person's draft every little while once it
// differs from what it was opened with, so work is not lost to a closed tab or a flat battery. It
// sends the form's words only (a photo goes with "Save as draft" or Publish), and the page is not
// reloaded after it: nothing under the person's fingers moves. Once the person presses a button or
// follows a link, the keeping under way is dropped: React Router finishes a page's pending
// navigation with the data of a fetcher that ends during it, so an autosave ending while Publish was
// being answered would show the page as it was before, with no "Published.", and hide the answer.
import { useEffect, useRef } from "react";
import { useFetcher, useNavigation } from "react-router";
import { DRAFT_SEEN } from "~/publishing/edit-form";

/** How often the form is looked at, and kept if it changed since. */
const EVERY_MS = 15_000;

/** The intent the server knows an autosave by; the route skips reloading its data after one. */
export const AUTOSAVE = "autosave";

/** The form's fields as they stand, its files left out. */
function wordsOf(form: HTMLFormElement): FormData {
  const sent = new FormData(form);
  for (const [name, value] of [...sent]) if (typeof value !== "string") sent.delete(name);
  return sent;
}

// Which version of the draft the form stands on is not something the person changed.
const fingerprint = (form: FormData) => JSON.stringify([...form].filter(([name]) => name !== DRAFT_SEEN));

/** What the last keeping said: when it kept the form, the draft's version now, or that the draft was kept elsewhere. */
export interface Autosaved {
  autosaved?: string;
  draftSeen?: string;
  elsewhere?: string;
}

/**
 * Keeps the form `formId` as a draft by itself; says what became of the last keeping. `page` is the
 * page's data when the form is drawn from it (null when drawn from an answer, which holds what was
 * typed): a new one (a draft just saved, the page opened again) is what the server holds, so the
 * form as it is then drawn is nothing to keep.
 */
export function useAutosave(formId: string, page: unknown): Autosaved | undefined {
  const fetcher = useFetcher<Autosaved>();
  const navigation = useNavigation();
  const busy = useRef(false);
  busy.current = fetcher.state !== "idle" || navigation.state !== "idle";
  const submit = useRef(fetcher.submit);
  submit.current = fetcher.submit;

  const saving = fetcher.state !== "idle";
  const leaving = navigation.state !== "idle";
  const { reset } = fetcher;
  useEffect(() => {
    if (saving && leaving) reset({ reason: "The editor sent the form itself." });
  }, [saving, leaving, reset]);

  const kept = useRef("");
  useEffect(() => {
    const form = document.getElementById(formId);
    if (page !== null && form instanceof HTMLFormElement) kept.current = fingerprint(wordsOf(form));
  }, [formId, page]);

  useEffect(() => {
    const timer = setInterval(() => {
      const current = document.getElementById(formId);
      if (busy.current || !(current instanceof HTMLFormElement)) return;
      const words = wordsOf(current);
      const now = fingerprint(words);
      if (now === kept.current) return;
      kept.current = now;
      words.set("intent", AUTOSAVE);
      void submit.current(words, { method: "post", encType: "multipart/form-data" });
    }, EVERY_MS);
    return () => clearInterval(timer);
  }, [formId]);

  return fetcher.data;
}
