// Builds the Leaflet map. Imported only with import() by the <venue-map> behaviour, because Leaflet
// needs `window` (it cannot run on the server) and is too big to load before a visitor scrolls
// to it.
import L from "leaflet";
import "leaflet/dist/leaflet.css";

export interface LeafletMapOptions {
  lat: number;
  lng: number;
  zoom: number;
  tileUrl: string;
  attribution: string;
  markerColor: string;
  placeName: string;
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
  const map = L.map(element, { scrollWheelZoom: false }).setView([options.lat, options.lng], options.zoom);
  map.attributionControl.setPrefix(newTabLinks('<a href="https://leafletjs.com">Leaflet</a>'));
  L.tileLayer(options.tileUrl, { attribution: newTabLinks(options.attribution), maxZoom: 19 })
    .on("tileerror", onTileError)
    .addTo(map);
  const icon = L.divIcon({
    html: markerSvg(options.markerColor),
    className: "",
    iconSize: [32, 44],
    iconAnchor: [16, 43],
    popupAnchor: [0, -40],
  });
  L.marker([options.lat, options.lng], { icon, title: options.placeName, alt: options.placeName })
    .addTo(map)
    // No wider than the map less its margins, so on a 320 px phone its close button is on screen.
    .bindPopup(popupContent(options.placeName), { maxWidth: Math.max(120, Math.min(300, element.clientWidth - 64)) })
    .openPopup();
  return map;
}
