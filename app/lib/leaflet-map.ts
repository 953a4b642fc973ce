// Builds the Leaflet map. Imported only with import() by the <venue-map> behaviour, because Leaflet
// needs `window` (it cannot run on the server) and is too big to load before a visitor scrolls
// to it.
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import "./leaflet-map.css";

export interface LeafletMapOptions {
  lat: number;
  lng: number;
  zoom: number;
  tileUrl: string;
  attribution: string;
  markerColor: string;
  placeName: string;
  /** The map's buttons, in the page's language. */
  labels: MapLabels;
}

export interface MapLabels {
  zoomIn: string;
  zoomOut: string;
  north: string;
  west: string;
  east: string;
  south: string;
  closePopup: string;
}

/** How far one press of an arrow moves the map: a third of a phone's map, a step a person can follow. */
const PAN_STEP = 80;

/**
 * The map's buttons, real <button>s (Leaflet's own are links, so Space scrolls the page instead):
 * zoom in and out, and four arrows that move the map as dragging does (WCAG 2.5.7), in the
 * page's language. The arrow keys also move it while the map itself has the keyboard.
 */
function mapButtons(map: L.Map, labels: MapLabels) {
  const button = (parent: HTMLElement, label: string, symbol: string, action: () => void) => {
    const element = L.DomUtil.create("button", "venue-map-button", parent);
    element.type = "button";
    element.setAttribute("aria-label", label);
    element.title = label;
    element.innerHTML = `<span aria-hidden="true">${symbol}</span>`;
    L.DomEvent.disableClickPropagation(element);
    L.DomEvent.on(element, "click", action);
    return element;
  };
  // One row along the foot, above the credits: the top stays clear for the place's label.
  const Buttons = L.Control.extend({
    onAdd() {
      const row = L.DomUtil.create("div", "venue-map-buttons");
      const zoom = L.DomUtil.create("div", "leaflet-bar", row);
      button(zoom, labels.zoomIn, "+", () => map.zoomIn());
      button(zoom, labels.zoomOut, "\u2212", () => map.zoomOut());
      const pan = L.DomUtil.create("div", "leaflet-bar", row);
      button(pan, labels.west, "\u2190", () => map.panBy([-PAN_STEP, 0]));
      button(pan, labels.north, "\u2191", () => map.panBy([0, -PAN_STEP]));
      button(pan, labels.south, "\u2193", () => map.panBy([0, PAN_STEP]));
      button(pan, labels.east, "\u2192", () => map.panBy([PAN_STEP, 0]));
      return row;
    },
  });
  new Buttons({ position: "bottomleft" }).addTo(map);
}

function markerSvg(color: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 44" width="32" height="44" aria-hidden="true"><path d="M16 1C8 1 1.5 7.4 1.5 15.3 1.5 26 16 43 16 43s14.5-17 14.5-27.7C30.5 7.4 24 1 16 1z" fill="${color}" stroke="#fff" stroke-width="2"/><circle cx="16" cy="15.5" r="5.5" fill="#fff"/></svg>`;
}

function popupContent(placeName: string) {
  const strong = document.createElement("strong");
  strong.textContent = placeName;
  return strong;
}

/** Links in the map's credits leave the site, so, like every such link, they open in a new tab. */
function newTabLinks(html: string) {
  return html.replace(/<a (?![^>]*\btarget=)/g, '<a target="_blank" rel="noopener noreferrer" ');
}

export function createLeafletMap(element: HTMLElement, options: LeafletMapOptions, onTileError: () => void) {
  const map = L.map(element, { scrollWheelZoom: false, zoomControl: false }).setView(
    [options.lat, options.lng],
    options.zoom,
  );
  mapButtons(map, options.labels);
  map.attributionControl.setPrefix(newTabLinks('<a href="https://leafletjs.com">Leaflet</a>'));
  // The tile provider's credit is in English on every page: said so, for a screen reader on a Spanish one.
  L.tileLayer(options.tileUrl, {
    attribution: `<span lang="en">${newTabLinks(options.attribution)}</span>`,
    maxZoom: 19,
  })
    .on("tileerror", onTileError)
    .addTo(map);
  const icon = L.divIcon({
    html: markerSvg(options.markerColor),
    className: "",
    iconSize: [32, 44],
    iconAnchor: [16, 43],
    popupAnchor: [0, -40],
  });
  const marker = L.marker([options.lat, options.lng], { icon, title: options.placeName, alt: options.placeName });
  // The label's close button, named in the page's language and pressed by Space as a button is; once
  // the label is closed, the keyboard is on the marker that opens it again, not lost to the page's top.
  map.on("popupopen", (event) => {
    const close = event.popup.getElement()?.querySelector<HTMLElement>(".leaflet-popup-close-button");
    close?.setAttribute("aria-label", options.labels.closePopup);
    close?.setAttribute("title", options.labels.closePopup);
    close?.addEventListener("keydown", (key) => {
      if (key.key !== " ") return;
      key.preventDefault();
      close.click();
    });
  });
  map.on("popupclose", (event) => {
    const focus = document.activeElement;
    if (!focus || focus === document.body || event.popup.getElement()?.contains(focus))
      marker.getElement()?.focus({ preventScroll: true });
  });
  marker
    .addTo(map)
    // No wider than the map less its margins, so on a 320 px phone its close button is on screen.
    .bindPopup(popupContent(options.placeName), { maxWidth: Math.max(120, Math.min(300, element.clientWidth - 64)) })
    .openPopup();
  return map;
}
