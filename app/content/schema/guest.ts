// The shape of guest.ts: what a first-time guest wants to know before Sunday.
import { z } from "zod";
import { buttonLinkSchema, heroSchema, iconName, pageMetaSchema, text } from "./blocks";

export const guestSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  /** The when-and-where cards under the top, from the church's facts: their heading and map link. */
  whenWhere: z.object({ title: text, directionsLabel: text }),
  expect: z.object({
    title: text,
    intro: text,
    items: z.array(z.object({ title: text, description: text, icon: iconName })).min(3),
  }),
  kids: z.object({ title: text, body: text, link: buttonLinkSchema }),
  arrival: z.object({ title: text, items: z.array(z.object({ title: text, description: text })).min(2) }),
  connect: z.object({ title: text, body: text, link: buttonLinkSchema }),
});

export type GuestContent = z.input<typeof guestSchema>;
