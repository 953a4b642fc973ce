// <service-status>: turns the weekly schedule into "Live now" (a link to the stream) during the
// service, or "Next service Sunday at 10:30 AM EST, in 2 days" otherwise, in the church's own
// time zone whatever the visitor's; checked again every 30 seconds so an open page stays right.
import { describeStart, serviceState, type ZoneTable } from "~/lib/weekly-service";

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

  /** The zone's offsets, written into the page when it was rendered (see weekly-service.ts). */
  private zoneTable(): ZoneTable | undefined {
    try {
      return JSON.parse(this.dataset.zoneTable ?? "") as ZoneTable;
    } catch {
      return undefined;
    }
  }

  private update() {
    const { day = "", time = "", minutes = "0", timeZone = "", stream = "", live = "", next = "" } = this.dataset;
    const text = this.querySelector<HTMLElement>("[data-status-text]");
    const line = text?.parentElement;
    if (!text || !line) return;
    const now = new Date();
    const table = this.zoneTable();
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
      hint.textContent = " (opens in a new tab)";
      link.append(hint);
      text.replaceChildren(link);
    } else {
      const { when, relative } = describeStart(state.start, now, timeZone, table);
      const sentence = next.replace("{when}", when).replace("{relative}", relative);
      if (text.textContent !== sentence) text.textContent = sentence;
    }
  }
}

if (!customElements.get("service-status")) customElements.define("service-status", ServiceStatus);
