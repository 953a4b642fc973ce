// The shape of bridge-app.ts: the church app's download page.
import { z } from "zod";
import { image, pageMetaSchema, text } from "./blocks";

export const bridgeAppSchema = z.object({
  meta: pageMetaSchema,
  title: text,
  intro: text,
  image,
  features: z.array(text).min(1),
});

export type BridgeAppContent = z.input<typeof bridgeAppSchema>;
