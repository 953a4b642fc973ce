// <site-analytics data-settings="{…}">: loads the analytics provider its settings name (unless the
// browser asks for privacy, app/analytics/tracking.ts) and counts presses of the links and buttons
// marked with `trackedButton`, from one listener on the document, before any navigation they start.
import { loadAnalytics, setProvider, trackClick } from "~/analytics/tracking";

let listening = false;

class SiteAnalytics extends HTMLElement {
  connectedCallback() {
    if (listening) return;
    listening = true;
    setProvider(JSON.parse(this.dataset.settings ?? '{"provider":"none"}'));
    loadAnalytics();
    document.addEventListener("click", (event) => trackClick(event.target), { capture: true });
  }
}

if (!customElements.get("site-analytics")) customElements.define("site-analytics", SiteAnalytics);
