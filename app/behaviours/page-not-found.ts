// <page-not-found>: notes the missing address in the browser's console.
class PageNotFound extends HTMLElement {
  connectedCallback() {
    console.error(`404: no page at ${window.location.pathname}`);
  }
}

if (!customElements.get("page-not-found")) customElements.define("page-not-found", PageNotFound);
