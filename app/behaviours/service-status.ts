// <service-status>: turns the weekly schedule into "Live now" (a link to the stream) during the
// service, or "Next service Sunday at 10:30 AM EST, in 2 days" otherwise, in the church's own
// time zone whatever the visitor's; checked again every 30 seconds so an open page stays right.
// Said in the page's language, with the words the server wrote into the element's data.
import { describeStart, type ServiceWords, serviceState, type ZoneTable } from "~/lib/weekly-service";

class ServiceStatus extends HTMLElement {
  private timer?: number;

  connectedCallback() {
    if (this.timer) return;
    this.update();
    this.timer = window.setInterval(() => this.update(), 30_000);
  }

  disconnectedCallback() {
    window.clearInterval(this.timer);
    this.timer = undefined;
  }

  /** What the server wrote into the page as JSON: the zone's offsets (weekly-service.ts), the words. */
  private written<T>(json: string | undefined): T | undefined {
    try {
      return JSON.parse(json ?? "") as T;
    } catch {
      return undefined;
    }
  }

  private update() {
    const { day = "", time = "", minutes = "0", timeZone = "", stream = "", live = "", next = "" } = this.dataset;
    const text = this.querySelector<HTMLElement>("[data-status-text]");
    const line = text?.parentElement;
    if (!text || !line) return;
    const now = shownAt();
    const table = this.written<ZoneTable>(this.dataset.zoneTable);
    const state = serviceState(now, { day, time, durationMinutes: Number(minutes), timeZone }, table);
    this.dataset.state = state.live ? "live" : "upcoming";
    if (state.live) {
      if (text.querySelector("a")) return;
      const link = document.createElement("a");
      link.href = stream;
      link.target = "_blank";
      link.rel = "noopener noreferrer";
      link.className = "underline underline-offset-4";
      link.textContent = live;
      const hint = document.createElement("span");
      hint.className = "sr-only";
      hint.textContent = ` ${this.dataset.newTab ?? ""}`;
      link.append(hint);
      text.replaceChildren(link);
    } else {
      const words = this.written<ServiceWords>(this.dataset.words);
      const { when, relative } = describeStart(state.start, now, timeZone, table, words);
      const sentence = next.replace("{when}", when).replace("{relative}", relative);
      if (text.textContent !== sentence) text.textContent = sentence;
    }
  }
}

/** The moment the page shows: now, or, in staff's preview "as on" a later time, that time. */
function shownAt(): Date {
  const at = Date.parse(document.querySelector<HTMLMetaElement>('meta[name="shown-at"]')?.content ?? "");
  return Number.isNaN(at) ? new Date() : new Date(at);
}

if (!customElements.get("service-status")) customElements.define("service-status", ServiceStatus);
