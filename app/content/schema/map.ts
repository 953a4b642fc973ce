// The shape of map.ts: where the home page map's tiles come from and how it looks.
import { z } from "zod";
import { text } from "./blocks";

export const mapSchema = z.object({
  tileUrl: z
    .string()
    .regex(/^https:\/\/[^\s/]+\/.*\{z\}.*\{x\}.*\{y\}/, "must be an https:// tile URL with {z}, {x} and {y}"),
  attribution: text,
  zoom: z.number().int().min(1).max(19),
});

export type MapContent = z.input<typeof mapSchema>;
