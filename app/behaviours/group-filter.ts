// <group-filter>: the /groups filters apply as soon as a choice is made, in place, without asking the
// server. The page already holds every group (those filtered out are `hidden`), each marked with
// its day, format and category; this shows the matching ones, hides sections left empty, updates
// the counts and the spoken status line, and keeps the choice in the address (Back undoes it).
// Focus stays on the select. Without script the same form is submitted to the server. Its words are
// the page's language's, written into the element's data by the server.
import { countLabel, filterKeys, showingSentence } from "~/published/small-groups";

class GroupFilter extends HTMLElement {
  private form?: HTMLFormElement;

  connectedCallback() {
    const form = this.querySelector("form");
    if (!form || this.form) return;
    this.form = form;
    form.addEventListener("change", () => this.apply("push"));
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      this.apply("push");
    });
    this.addEventListener("click", this.clear);
    window.addEventListener("popstate", this.followAddress);
    // A choice made before this script started (the page's button is for pages without script) is
    // applied now, as it would have been then.
    if (
      this.selects().some(
        (select) => select.value !== (select.querySelector<HTMLOptionElement>("option[selected]")?.value ?? ""),
      )
    )
      this.apply("push");
  }

  disconnectedCallback() {
    window.removeEventListener("popstate", this.followAddress);
  }

  private selects(): HTMLSelectElement[] {
    return filterKeys.flatMap((key) => {
      const select = this.form?.elements.namedItem(key);
      return select instanceof HTMLSelectElement ? [select] : [];
    });
  }

  /** Clear filters: every group again, focus on the first filter, the page left where it is. */
  private clear = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || !event.target.closest("a[data-clear-filters]")) return;
    event.preventDefault();
    for (const select of this.selects()) select.value = "";
    this.apply("push");
    this.selects()[0]?.focus();
  };

  /** Back and Forward: the selects and the list follow the address. */
  private followAddress = () => {
    const params = new URLSearchParams(window.location.search);
    for (const select of this.selects()) {
      // As on the server: an unknown value means "any".
      select.value = params.get(select.name)?.trim().toLowerCase() ?? "";
      if (select.selectedIndex < 0) select.value = "";
    }
    this.apply("none");
  };

  private apply(history: "push" | "none") {
    const chosen = this.selects().filter((select) => select.value);
    const matches = (item: HTMLElement) => chosen.every((select) => item.dataset[select.name] === select.value);

    const items = [...this.querySelectorAll<HTMLElement>("li[data-day]")];
    // The page's own words for a count, which the server wrote beside its sentences.
    const { countOne, countOther } = this.dataset;
    const words = countOne && countOther ? { one: countOne, other: countOther } : undefined;
    let shown = 0;
    for (const section of this.querySelectorAll<HTMLElement>("[data-group-section]")) {
      const sectionItems = [...section.querySelectorAll<HTMLElement>("li[data-day]")];
      let count = 0;
      for (const item of sectionItems) {
        item.hidden = !matches(item);
        if (!item.hidden) count += 1;
      }
      section.hidden = count === 0;
      const label = section.querySelector("[data-group-count]");
      if (label) label.textContent = countLabel(count, words);
      shown += count;
    }

    const { showingAll = "", showingSome = "", showingOne = showingSome } = this.dataset;
    const status = this.querySelector("[data-group-status]");
    const sentences = { showingAll, showingSome, showingOne };
    const sentence = showingSentence(sentences, chosen.length > 0, shown, items.length);
    // Only a real change is written, so the status line is announced once per choice.
    if (status && status.textContent !== sentence) status.textContent = sentence;
    const none = this.querySelector<HTMLElement>("[data-no-matches]");
    if (none) none.hidden = shown > 0;
    const clear = this.form?.querySelector<HTMLElement>("a[data-clear-filters]");
    if (clear) clear.hidden = chosen.length === 0;

    if (history === "push") {
      // Only what is chosen, so a shared address stays short: /groups?day=saturday.
      const params = new URLSearchParams(chosen.map((select) => [select.name, select.value]));
      const search = params.toString() ? `?${params}` : "";
      if (search !== window.location.search) window.history.pushState(null, "", `${window.location.pathname}${search}`);
    }
  }
}

if (!customElements.get("group-filter")) customElements.define("group-filter", GroupFilter);
