// The shape of impact-week.ts: the week of serving the city, its three stories and how to join in.
import { z } from "zod";
import { buttonLinkSchema, calendarDate, id, image, pageMetaSchema, scriptureQuote, text } from "./blocks";

export const impactWeekSchema = z.object({
  meta: pageMetaSchema,
  /** From key-dates.ts, the one place they are written. */
  dates: z.object({ start: calendarDate, end: calendarDate }),
  hero: z.object({
    title: text,
    tagline: text,
    image,
    getInvolved: buttonLinkSchema,
    learnMoreLabel: text,
  }),
  about: z.object({ id, title: text, body: z.array(text).min(1), highlights: z.array(text).min(1) }),
  stories: z
    .array(z.object({ id, title: text, body: z.array(text).min(1), scripture: scriptureQuote, image }))
    .length(3),
  closing: z.object({ title: text, body: text, link: buttonLinkSchema }),
});

export type ImpactWeekContent = z.input<typeof impactWeekSchema>;
