// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { pageWords } from "~/components/page-words";
import { createLeafletMap } from "./leaflet-map";

describe("createLeafletMap", () => {
  it("centres on the venue at the configured zoom, with scroll-wheel zoom off and a named marker", () => {
    const element = document.createElement("div");
    document.body.appendChild(element);
    const map = createLeafletMap(
      element,
      {
        lat: 39.0338,
        lng: -77.0322,
        zoom: 15,
        tileUrl: "https://tiles.example.org/{z}/{x}/{y}.png",
        attribution: '<a href="https://tiles.example.org/">Example</a> tiles',
        markerColor: "#1d3868",
        placeName: "Northwood Ridge High School",
        labels: pageWords.es.mapControls,
      },
      vi.fn(),
    );
    expect(map.getZoom()).toBe(15);
    // The popup may pan the view a little to fit; the map stays on the venue.
    expect(map.getCenter().lat).toBeCloseTo(39.0338, 1);
    expect(map.getCenter().lng).toBeCloseTo(-77.0322, 1);
    expect(map.scrollWheelZoom.enabled()).toBe(false);
    const marker = element.querySelector(".leaflet-marker-icon");
    expect(marker?.getAttribute("title")).toBe("Northwood Ridge High School");
    expect(marker?.innerHTML).toContain('fill="#1d3868"');
    expect(element.querySelector(".leaflet-popup-content")?.textContent).toBe("Northwood Ridge High School");
    // Its credits leave the site, so they open in a new tab like every other such link.
    const credits = [...element.querySelectorAll(".leaflet-control-attribution a")];
    expect(credits.map((link) => link.textContent)).toEqual(["Leaflet", "Example"]);
    for (const link of credits) {
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    }
    // Its buttons are buttons (Space presses them), named in the page's language.
    const buttons = [...element.querySelectorAll("button")].map((button) => button.getAttribute("aria-label"));
    expect(buttons).toEqual([
      "Acercar",
      "Alejar",
      "Mover el mapa al oeste",
      "Mover el mapa al norte",
      "Mover el mapa al sur",
      "Mover el mapa al este",
    ]);
    expect(element.querySelector(".leaflet-popup-close-button")?.getAttribute("aria-label")).toBe(
      "Cerrar la etiqueta del lugar",
    );
    map.remove();
  });
});
