// <language-switch>: the link to the page in another language takes the reader to the same place in
// it: the filters they chose (which a script may have put in the address since the page came, as
// /groups does) and the part of the page they had scrolled to. Without it the link still leads to
// the same page, with the filters the address had when the page was drawn. A link to the home page
// of a language this page is not in (data-home-instead) is left as it is.
class LanguageSwitch extends HTMLElement {
  connectedCallback() {
    this.addEventListener("click", (event) => {
      const link =
        event.target instanceof Element
          ? event.target.closest<HTMLAnchorElement>("a[href]:not([data-home-instead])")
          : null;
      if (!link) return;
      const there = new URL(link.href);
      there.search = window.location.search;
      // At the top of the page, there is no part to go back to.
      const part = window.scrollY > 0 ? partInView() : null;
      there.hash = part ? `#${part}` : "";
      link.href = there.href;
    });
  }
}

/**
 * The part of the page with an address of its own (not a form's field, which may stay in view as a
 * filter does) that the reader scrolled to last (its top under
 * the header, near the top of what shows); the same part has the same id in every language.
 */
function partInView(): string | null {
  // Under the header, and a little further: a part just below it, where a jump to it would put it, is in view.
  const under = (document.querySelector("header")?.getBoundingClientRect().bottom ?? 0) + window.innerHeight / 4;
  let found: { id: string; top: number } | null = null;
  for (const part of document.querySelectorAll<HTMLElement>("main [id]:not(input, select, textarea, button)")) {
    if (part.id.startsWith("_") || part.getClientRects().length === 0) continue;
    const { top } = part.getBoundingClientRect();
    // The nearest above the line: the one the reader reached last.
    if (top <= under && (!found || top >= found.top)) found = { id: part.id, top };
  }
  return found?.id ?? null;
}

if (!customElements.get("language-switch")) customElements.define("language-switch", LanguageSwitch);
