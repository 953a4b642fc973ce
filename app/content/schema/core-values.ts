// The shape of core-values.ts: the six values that shape the church's life together.
import { z } from "zod";
import { image, pageMetaSchema, text } from "./blocks";

export const coreValueSchema = z.object({
  title: text,
  subtitle: text,
  description: text,
  image,
});

export const coreValuesSchema = z.object({
  meta: pageMetaSchema,
  hero: z.object({ title: text, subtitle: text, image }),
  intro: text,
  values: z
    .array(coreValueSchema.meta({ title: "Value" }))
    .min(1)
    .max(12),
});

export type CoreValuesContent = z.input<typeof coreValuesSchema>;
