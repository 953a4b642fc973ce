// The shape of outreach.ts: how the church serves its neighbours all year, and the Impact Week banner.
import { z } from "zod";
import { buttonLinkSchema, id, image, pageMetaSchema, text } from "./blocks";

export const outreachSchema = z.object({
  meta: pageMetaSchema,
  hero: z.object({ eyebrow: text, title: text, subtitle: text }),
  intro: z.object({ title: text, body: z.array(text).min(1) }),
  impactBanner: z.object({ title: text, dates: text, body: text, link: buttonLinkSchema }),
  opportunities: z.object({
    title: text,
    intro: text,
    items: z
      .array(
        z
          .object({
            id,
            title: text,
            description: text,
            image,
            schedule: z.string().optional(),
            link: buttonLinkSchema.optional(),
          })
          .meta({ title: "Way to serve" }),
      )
      .min(1)
      .max(12),
  }),
  events: z.object({ title: text, intro: text }),
});

export type OutreachContent = z.input<typeof outreachSchema>;
