// <note-form>: the note of appreciation form answers in place. The form the server draws posts to
// its page without script; this sends the same fields as JSON to /api/submit-note instead, says
// Sending… on the button while it waits, shows the outcome above the form and moves focus there,
// marks every field's problem at the field at once (and unmarks a field as soon as it is changed),
// and hides its thanks after five seconds, leaving a quiet line that the note was sent until a new
// one is begun (docs/decisions/0034). Nothing typed while a note is on its way is lost. Its words
// are the page's language's: the staff's in the markup's templates, the form's own in its data
// (docs/decisions/0053).
import { defaultLanguage, languageCodes } from "~/content-model/languages";
import { showsSomething } from "~/lib/typed-text";
import { SUCCESS_VISIBLE_MS } from "~/notes/limits";
import type { FormMessages } from "~/notes/messages";
import type { FieldErrors } from "~/notes/schema";

type Outcome = "error" | "success" | "sent";

/** The four fields a note is. */
const NOTE_FIELDS = ["pastor", "noteContent", "senderName", "senderEmail"] as const;
/** The hidden field only a bot fills. */
const HONEYPOT = "website";
/** The fields a person fills, which a sent note empties. */
const FILLED = [...NOTE_FIELDS, HONEYPOT];

/** The note as the form holds it, and the hidden field only a bot fills. */
function sentFrom(form: HTMLFormElement) {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "");
  const payload = Object.fromEntries(NOTE_FIELDS.map((name) => [name, text(name)])) as Record<
    (typeof NOTE_FIELDS)[number],
    string
  >;
  return { payload, honeypot: text(HONEYPOT) };
}

/** The spec's two required fields left blank, each with its message; undefined when both are filled. */
function missingFields(payload: ReturnType<typeof sentFrom>["payload"], say: FormMessages): FieldErrors | undefined {
  const fields: FieldErrors = {};
  if (!payload.pastor) fields.pastor = say.choosePastor;
  if (!showsSomething(payload.noteContent)) fields.noteContent = say.writeNote;
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/** What the server said of a refused note, or `otherwise` when it said nothing readable. */
async function refusalOf(response: Response, otherwise: string): Promise<string> {
  const said = await response.json().catch(() => null);
  return said && typeof said.error === "string" && said.error ? said.error : otherwise;
}

class NoteFormElement extends HTMLElement {
  private form?: HTMLFormElement;
  private region?: HTMLElement;
  private say?: FormMessages;
  private hideThanks?: ReturnType<typeof setTimeout>;
  /** Whether the note sent last is said to be sent, until a new one is begun. */
  private sent = false;
  /** A note is on its way: Enter pressed again meanwhile sends nothing more. */
  private sending = false;

  connectedCallback() {
    const form = this.querySelector("form");
    const region = this.querySelector<HTMLElement>("[data-outcome-region]");
    if (!form || !region || this.form) return;
    this.form = form;
    this.region = region;
    this.say = JSON.parse(this.dataset.messages ?? "{}") as FormMessages;
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      void this.send();
    });
    form.addEventListener("input", (event) => {
      this.sent = false;
      if (this.region?.dataset.showing === "sent") this.show(undefined);
      if (event.target instanceof Element) this.unmark(event.target.getAttribute("name"));
    });
    // The page is the server's answer to a post sent before this script started (or without it):
    // its outcome is where the keyboard goes, unless the visitor has already moved on.
    const answered = this.dataset.outcome;
    if (answered === "error") region.dataset.showing = "error";
    if (answered === "success") {
      this.sent = true;
      this.thank();
    }
    if ((answered === "success" || answered === "error") && document.activeElement === document.body) region.focus();
  }

  disconnectedCallback() {
    clearTimeout(this.hideThanks);
  }

  private get language() {
    return languageCodes.find((code) => code === this.dataset.language) ?? defaultLanguage;
  }

  private copyOf(name: string): DocumentFragment {
    const template = this.querySelector<HTMLTemplateElement>(`template[data-part="${name}"]`);
    return template ? (template.content.cloneNode(true) as DocumentFragment) : new DocumentFragment();
  }

  /** Shows one outcome above the form (an error with its message), or none. */
  private show(outcome: Outcome | undefined, message = "") {
    const region = this.region;
    if (!region) return;
    clearTimeout(this.hideThanks);
    const part = outcome ? this.copyOf(outcome) : new DocumentFragment();
    if (outcome === "error") {
      const alert = part.querySelector("[role=alert]");
      if (alert) alert.textContent = message;
    }
    region.replaceChildren(part);
    if (outcome) region.dataset.showing = outcome;
    else delete region.dataset.showing;
  }

  /** The thanks, which gives way after five seconds to the quiet line, if the note was sent. */
  private thank() {
    this.show("success");
    this.hideThanks = setTimeout(() => this.show(this.sent ? "sent" : undefined), SUCCESS_VISIBLE_MS);
  }

  /** Says each field's problem at the field, and clears those it no longer has. */
  private markFields(fields: FieldErrors) {
    for (const slot of this.querySelectorAll<HTMLElement>("[data-error-for]"))
      this.mark(slot, fields[slot.dataset.errorFor as keyof FieldErrors]);
  }

  /** One field's problem said at it (its slot shown, the field invalid and described by it), or cleared. */
  private mark(slot: HTMLElement, message: string | undefined) {
    slot.textContent = message ?? "";
    slot.hidden = !message;
    const field = this.form?.elements.namedItem(slot.dataset.errorFor ?? "");
    if (!(field instanceof HTMLElement)) return;
    if (message) field.setAttribute("aria-invalid", "true");
    else field.removeAttribute("aria-invalid");
    const others = (field.getAttribute("aria-describedby") ?? "").split(/\s+/).filter((id) => id && id !== slot.id);
    const described = message ? [slot.id, ...others] : others;
    if (described.length > 0) field.setAttribute("aria-describedby", described.join(" "));
    else field.removeAttribute("aria-describedby");
  }

  /** A field changed is no longer said to be wrong; with the last such field, the message above goes too. */
  private unmark(name: string | null) {
    const slot = [...this.querySelectorAll<HTMLElement>("[data-error-for]")].find(
      (one) => one.dataset.errorFor === name,
    );
    if (!slot || slot.hidden) return;
    this.mark(slot, undefined);
    const stillMarked = this.querySelector("[data-error-for]:not([hidden])");
    if (!stillMarked && this.region?.dataset.showing === "error") this.show(undefined);
  }

  private refuse(message: string, fields: FieldErrors = {}) {
    this.markFields(fields);
    this.show("error", message);
    this.region?.focus();
  }

  /** The fields a person fills, as they are now. */
  private filled(): Map<string, string> {
    const values = new Map<string, string>();
    for (const name of FILLED) {
      const field = this.form?.elements.namedItem(name);
      if (
        field instanceof HTMLInputElement ||
        field instanceof HTMLTextAreaElement ||
        field instanceof HTMLSelectElement
      )
        values.set(name, field.value);
    }
    return values;
  }

  /**
   * Empties the fields a person fills, except those changed since `sent` was read: words added
   * while the note was on its way are not part of it, and stay. The form's key is replaced only by
   * the answer's.
   */
  private clear(sent: Map<string, string>) {
    for (const [name, value] of this.filled()) {
      const field = this.form?.elements.namedItem(name);
      if (
        value === sent.get(name) &&
        (field instanceof HTMLInputElement ||
          field instanceof HTMLTextAreaElement ||
          field instanceof HTMLSelectElement)
      )
        field.value = "";
    }
  }

  /**
   * Puts the button in its waiting state, saying Sending…, or back. `aria-disabled`, not
   * `disabled`: a disabled button would drop the focus of whoever pressed it to the page's start.
   * A press meanwhile sends nothing (`sending`).
   */
  private waiting(button: HTMLButtonElement | null) {
    if (!button) return () => {};
    const label = [...button.childNodes];
    button.setAttribute("aria-disabled", "true");
    button.replaceChildren(this.copyOf("submitting"));
    return () => {
      button.removeAttribute("aria-disabled");
      button.replaceChildren(...label);
    };
  }

  private async send() {
    const form = this.form;
    const say = this.say;
    if (!form || !say || this.sending) return;
    this.show(undefined);
    this.markFields({});
    const { payload, honeypot } = sentFrom(form);
    const sent = this.filled();
    if (honeypot !== "") {
      // Only a bot fills the hidden field: it gets a thank-you and nothing is sent.
      this.clear(sent);
      this.thank();
      this.region?.focus();
      return;
    }
    this.sending = true;
    const done = this.waiting(form.querySelector<HTMLButtonElement>("button[type=submit]"));
    try {
      // The shared checks load only now, so the page itself stays light. Every problem is said at
      // once; a blank required field is said in the spec's words above the form, even offline.
      const checks = await import("~/notes/schema").catch(() => undefined);
      const check = checks?.checkNote(payload, this.language);
      const missing = missingFields(payload, say);
      if (missing || check?.ok === false) {
        const fields = { ...(check?.ok === false ? check.fields : {}), ...missing };
        return this.refuse(missing ? say.missingRequired : (Object.values(fields)[0] ?? say.submitFailed), fields);
      }
      if (!check) return this.refuse(say.submitFailed);
      const key = form.elements.namedItem("noteKey");
      const noteKey = key instanceof HTMLInputElement ? key.value : "";
      const nextKey = await this.post({ ...payload, noteKey }, say.submitFailed);
      if (key instanceof HTMLInputElement) key.value = nextKey;
      this.clear(sent);
      this.sent = true;
      this.thank();
      this.region?.focus();
    } catch (caught) {
      this.refuse(caught instanceof Error && caught.message ? caught.message : say.unknownError);
    } finally {
      this.sending = false;
      done();
    }
  }

  /**
   * Sends the note: its four fields and key, and its language only where it is not the site's
   * first (the API's own contract). Resolves with the key for the next note once it is stored; a
   * refusal throws what the server said, in the page's language, or `otherwise`.
   */
  private async post(note: Record<string, string>, otherwise: string): Promise<string> {
    const language = this.language;
    // No connection is said in the form's words, not the browser's ("Failed to fetch").
    const response = await fetch("/api/submit-note", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(language === defaultLanguage ? note : { ...note, language }),
    }).catch(() => {
      throw new Error(otherwise);
    });
    if (!response.ok) throw new Error(await refusalOf(response, otherwise));
    const said = await response.json().catch(() => null);
    return typeof said?.nextKey === "string" ? said.nextKey : (note.noteKey ?? "");
  }
}

if (!customElements.get("note-form")) customElements.define("note-form", NoteFormElement);
