// React Router's <Form> turns every submission into a navigation of this page, whichever button sent
// it, and ignores a button's `formtarget`. A button that asks for another tab ("Preview … (opens in a
// new tab)") must leave this page, and what is typed in it, as they are: the browser sends that
// submission itself, as it does with JavaScript off.
import type { FormEvent } from "react";

type Submitter = HTMLButtonElement | HTMLInputElement;

const isSubmitter = (element: unknown): element is Submitter =>
  element instanceof HTMLButtonElement || element instanceof HTMLInputElement;

/**
 * The editor's <Form>'s `onSubmit`: a submission whose button names another tab is made by the
 * browser, with the button's own address, method and encoding, and React Router leaves it alone (it
 * handles no submission whose event was already handled).
 */
export function editorSubmit(event: FormEvent<HTMLFormElement>): void {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  if (!isSubmitter(submitter)) return;
  // Enter in a field presses a form's first button; where that one is hidden (it only keeps what is
  // typed, for a browser without JavaScript), nothing needs sending, and the keyboard stays put.
  if (submitter.hidden) {
    event.preventDefault();
    return;
  }
  const target = submitter.getAttribute("formtarget");
  if (!target || target === "_self") return;
  event.preventDefault();
  const form = event.currentTarget;
  // `form.submit()` sends no button: its name and value go as a field, for that one submission.
  const sent = document.createElement("input");
  sent.type = "hidden";
  sent.name = submitter.name;
  sent.value = submitter.value;
  const overridden = ["action", "target", "method", "enctype"] as const;
  const before = overridden.map((name) => [name, form.getAttribute(name)] as const);
  form.setAttribute("action", submitter.formAction);
  form.setAttribute("target", target);
  if (submitter.hasAttribute("formmethod")) form.setAttribute("method", submitter.formMethod);
  if (submitter.hasAttribute("formenctype")) form.setAttribute("enctype", submitter.formEnctype);
  if (submitter.name) form.append(sent);
  try {
    // The entries are read as it is called; what is restored below is not sent.
    HTMLFormElement.prototype.submit.call(form);
  } finally {
    sent.remove();
    for (const [name, value] of before) {
      if (value === null) form.removeAttribute(name);
      else form.setAttribute(name, value);
    }
  }
}
