// The map on the home page: where its tiles come from and how close it starts. Its centre is the
// worship venue's coordinates in site.ts; its marker is drawn in the brand's navy.
import { z } from "zod";
import { text } from "../content-model/blocks";
import { defineContent } from "../content-model/define";

export const mapSchema = z.object({
  tileUrl: z
    .string()
    .regex(/^https:\/\/[^\s/]+\/.*\{z\}.*\{x\}.*\{y\}/, "must be an https:// tile URL with {z}, {x} and {y}"),
  /** The credit OpenStreetMap asks for, as it asks for it: one line for every language. */
  attribution: text.meta({ localized: false }),
  zoom: z.number().int().min(1).max(19),
});

export type MapContent = z.input<typeof mapSchema>;

export const map: MapContent = {
  tileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  zoom: 15,
};

/** Kept in code, not offered to staff: checked when the site builds. */
export const mapModule = defineContent({ key: "map", schema: mapSchema, built: map });
