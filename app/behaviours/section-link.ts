// <section-link>: an in-page link that brings its section into view (smoothly, unless the visitor
// prefers reduced motion) and moves keyboard focus there, so the next Tab continues from it.
// Without script the link is an ordinary #anchor.
import { scrollToSection } from "~/lib/scroll-to-section";

class SectionLink extends HTMLElement {
  connectedCallback() {
    const link = this.querySelector<HTMLAnchorElement>('a[href^="#"]');
    if (!link || link.dataset.enhanced) return;
    link.dataset.enhanced = "true";
    link.addEventListener("click", (event) => {
      if (scrollToSection(link.hash.slice(1))) event.preventDefault();
    });
  }
}

if (!customElements.get("section-link")) customElements.define("section-link", SectionLink);
