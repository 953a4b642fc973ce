// The shape of about.ts: the About Us page's vision and its three cards.
import { z } from "zod";
import { image, infoCardSchema, pageMetaSchema, text } from "./blocks";

export const aboutSchema = z.object({
  meta: pageMetaSchema,
  hero: z.object({ title: text, subtitle: text, image }),
  vision: z.object({ title: text, statement: text, body: z.array(text).min(1) }),
  cards: z
    .array(infoCardSchema.extend({ image }).meta({ title: "Card" }))
    .min(1)
    .max(6),
});

export type AboutContent = z.input<typeof aboutSchema>;
