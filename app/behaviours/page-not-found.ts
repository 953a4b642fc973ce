// <page-not-found>: notes the missing address in the browser's console (SPEC §2, Not found).
class PageNotFound extends HTMLElement {
  connectedCallback() {
    console.error(`404: no page at ${window.location.pathname}`);
  }
}

if (!customElements.get("page-not-found")) customElements.define("page-not-found", PageNotFound);
