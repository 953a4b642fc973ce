// <venue-map>: builds the Leaflet map (app/lib/leaflet-map.ts) inside its section once the map is
// within 300px of the viewport, so visitors who never scroll there never download it. If Leaflet
// cannot load, the empty map is hidden and the failure logged; a tile that fails is logged once.
import type { LeafletMapOptions } from "~/lib/leaflet-map";

class VenueMap extends HTMLElement {
  private observer?: IntersectionObserver;
  private map?: { remove(): void };

  connectedCallback() {
    const section = this.querySelector<HTMLElement>("section");
    if (!section || this.observer || this.map) return;
    this.observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        this.observer?.disconnect();
        void this.load(section);
      },
      { rootMargin: "300px" },
    );
    this.observer.observe(section);
  }

  disconnectedCallback() {
    this.observer?.disconnect();
    this.observer = undefined;
    this.map?.remove();
    this.map = undefined;
  }

  private async load(section: HTMLElement) {
    const options = JSON.parse(this.dataset.map ?? "{}") as LeafletMapOptions;
    let tileErrorLogged = false;
    try {
      const { createLeafletMap } = await import("~/lib/leaflet-map");
      if (!this.isConnected) return;
      this.map = createLeafletMap(section, options, () => {
        if (tileErrorLogged) return;
        tileErrorLogged = true;
        console.error(`The map tiles could not load from ${new URL(options.tileUrl).host}`);
      });
    } catch (error) {
      console.error("The map could not load:", error);
      section.hidden = true;
    }
  }
}

if (!customElements.get("venue-map")) customElements.define("venue-map", VenueMap);
