// The shape of core-beliefs.ts: what the church believes, each belief with its Scripture reference.
import { z } from "zod";
import { iconName, id, image, pageMetaSchema, text } from "./blocks";

export const coreBeliefSchema = z.object({
  id,
  title: text,
  icon: iconName,
  content: text,
  scriptureReference: z
    .string()
    .regex(
      /^(\d )?[A-Z][a-z]+( [A-Z][a-z]+)? \d+:\d+([-–]\d+)?(; .+)?$/,
      "must look like 'John 3:16' or '2 Timothy 3:16-17'",
    ),
});

export const coreBeliefsSchema = z.object({
  meta: pageMetaSchema,
  hero: z.object({ title: text, subtitle: text, image }),
  intro: text,
  beliefs: z
    .array(coreBeliefSchema.meta({ title: "Belief" }))
    .min(1)
    .max(12),
});

export type CoreBeliefsContent = z.input<typeof coreBeliefsSchema>;
