// The shape of jesus.ts: what following Jesus means and the first steps.
import { z } from "zod";
import { buttonLinkSchema, heroSchema, iconName, pageMetaSchema, text } from "./blocks";

export const jesusSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  intro: z.object({ title: text, body: z.array(text).min(1) }),
  steps: z.object({
    title: text,
    items: z
      .array(
        z
          .object({ title: text, description: text, icon: iconName, link: buttonLinkSchema.optional() })
          .meta({ title: "Step" }),
      )
      .min(1)
      .max(8),
  }),
  next: z.object({ title: text, body: text, link: buttonLinkSchema }),
  forms: z.object({ title: text, body: text, links: z.array(buttonLinkSchema).min(1).max(3) }),
});

export type JesusContent = z.input<typeof jesusSchema>;
