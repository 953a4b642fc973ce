// The shape of impact-week.ts: the week of serving the city, its three stories and how to join in.
import { z } from "zod";
import { buttonLinkSchema, id, image, pageMetaSchema, scriptureQuote, text } from "./blocks";

export const impactWeekSchema = z.object({
  meta: pageMetaSchema,
  hero: z.object({
    title: text,
    tagline: text,
    image,
    getInvolved: buttonLinkSchema,
    learnMoreLabel: text,
  }),
  about: z.object({ id, title: text, body: z.array(text).min(1), highlights: z.array(text).min(1) }),
  stories: z
    .array(
      z
        .object({ id, title: text, body: z.array(text).min(1), scripture: scriptureQuote, image })
        .meta({ title: "Story" }),
    )
    .min(1)
    .max(6),
  closing: z.object({ title: text, body: text, link: buttonLinkSchema }),
});

export type ImpactWeekContent = z.input<typeof impactWeekSchema>;
