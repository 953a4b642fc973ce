// The shape of youth.ts: the youth ministry's worship nights, special events, and word to parents.
import { z } from "zod";
import {
  buttonLinkSchema,
  clockTime,
  externalUrl,
  heroSchema,
  iconName,
  image,
  pageMetaSchema,
  text,
  weekday,
} from "./blocks";

export const youthSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  /** Read out before the cards by screen readers; not shown. */
  cardsTitle: text,
  cards: z
    .array(z.object({ title: text, body: text, icon: iconName }).meta({ title: "Card" }))
    .min(1)
    .max(4),
  worship: z
    .object({
      title: text,
      /** As the page shows it ("2nd and 4th Sundays"); `day` and `weeksOfMonth` say the same for calendars. */
      schedule: text,
      day: weekday,
      /** Which of the month's `day`s it meets on: [2, 4] is the 2nd and 4th. */
      weeksOfMonth: z.array(z.number().int().min(1).max(5)).min(1),
      time: clockTime,
      durationMinutes: z.number().int().min(15).max(360),
      body: text,
    })
    .superRefine((worship, ctx) => {
      const ordinal = (n: number) => `${n}${["th", "st", "nd", "rd"][n] ?? "th"}`;
      const expected = [...worship.weeksOfMonth.map(ordinal), `${worship.day}s`];
      for (const word of expected.filter((w) => !worship.schedule.includes(w))) {
        ctx.addIssue({
          code: "custom",
          path: ["schedule"],
          message: `must mention ${word}, as day and weeksOfMonth say`,
        });
      }
    }),
  specialEvents: z.object({
    title: text,
    intro: text,
    items: z.array(z.object({ title: text, when: text, description: text, icon: iconName })).min(1),
  }),
  parents: z.object({ title: text, body: text, link: buttonLinkSchema.extend({ href: externalUrl }) }),
  gallery: z.object({
    title: text,
    intro: text,
    photos: z
      .array(image.meta({ title: "Photo" }))
      .min(1)
      .max(12),
  }),
});

export type YouthContent = z.input<typeof youthSchema>;
