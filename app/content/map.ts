// The map on the home page: where its tiles come from and how close it starts. Its centre is the
// worship venue's coordinates in site.ts; its marker is drawn in the brand's navy.
import type { MapContent } from "~/content/schema/map";

export const map: MapContent = {
  tileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  zoom: 15,
};
