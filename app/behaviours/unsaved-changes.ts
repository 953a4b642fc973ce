// <unsaved-changes>: around a form, makes the browser ask before the page is left (a link, the back
// button, closing the tab) once something in the form was changed and not yet sent, or from the
// start when the page shows a form sent back unsaved (`data-unsent`). Sending the form is not leaving
// it, except to a new tab (a preview). Without script nothing asks, and what the browser keeps is kept.
// While changed, the element carries `data-changed`, which the editor's page reads where React moves
// between pages without a new document (app/editor/leave-changed-form.ts).
class UnsavedChanges extends HTMLElement {
  private get changed() {
    return this.hasAttribute("data-changed");
  }

  private set changed(value: boolean) {
    this.toggleAttribute("data-changed", value);
  }

  private readonly warn = (event: BeforeUnloadEvent) => {
    if (!this.changed) return;
    event.preventDefault();
    // Older browsers ask only when a value is set.
    event.returnValue = "";
  };

  connectedCallback() {
    this.changed = this.hasAttribute("data-unsent");
    const mark = () => {
      this.changed = true;
    };
    this.addEventListener("input", mark);
    this.addEventListener("change", mark);
    this.addEventListener("submit", (event) => {
      const by = (event as SubmitEvent).submitter;
      if (by instanceof HTMLButtonElement && by.formTarget === "_blank") return;
      this.changed = false;
    });
    window.addEventListener("beforeunload", this.warn);
  }

  disconnectedCallback() {
    window.removeEventListener("beforeunload", this.warn);
  }
}

if (!customElements.get("unsaved-changes")) customElements.define("unsaved-changes", UnsavedChanges);
