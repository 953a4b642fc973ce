// <site-menu>: the mobile menu's small behaviour. The menu itself is a popover and works with no
// script (open, Escape, tap outside, focus back to its button); this adds what HTML cannot:
// aria-expanded as an attribute on the button, closing the menu when a link in it is chosen on a
// page that changes without reloading, and closing it when the keyboard leaves it, so the next stop
// is not hidden under a menu still open over the page.
class SiteMenu extends HTMLElement {
  connectedCallback() {
    const toggle = this.querySelector<HTMLButtonElement>("button[popovertarget]");
    const menu = this.querySelector<HTMLElement>("[popover]");
    if (!toggle || !menu) return;
    const sync = () => toggle.setAttribute("aria-expanded", String(menu.matches(":popover-open")));
    sync();
    menu.addEventListener("toggle", sync);
    menu.addEventListener("click", (event) => {
      if (event.target instanceof Element && event.target.closest("a[href]")) menu.hidePopover();
    });
    menu.addEventListener("focusout", (event) => {
      const next = event.relatedTarget;
      // Back to its own button is the way it came: the button closes it, or the person returns.
      if (next instanceof Node && !menu.contains(next) && next !== toggle && menu.matches(":popover-open"))
        menu.hidePopover();
    });
  }
}

if (!customElements.get("site-menu")) customElements.define("site-menu", SiteMenu);
