// The shape of next.ts: the three NEXT sessions, how to register, and the ways to serve after them.
import { z } from "zod";
import { buttonLinkSchema, externalUrl, heroSchema, iconName, id, image, pageMetaSchema, text } from "./blocks";

export const nextSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  intro: z.object({ title: text, body: z.array(text).min(1) }),
  sessions: z.object({
    title: text,
    items: z
      .array(z.object({ id, step: text, title: text, description: text, icon: iconName }).meta({ title: "Session" }))
      .min(1)
      .max(6),
  }),
  register: z.object({ title: text, body: text, link: buttonLinkSchema.extend({ href: externalUrl }) }),
  serve: z.object({
    title: text,
    intro: text,
    cards: z
      .array(z.object({ title: text, description: text, image }).meta({ title: "Card" }))
      .min(1)
      .max(6),
    link: buttonLinkSchema,
  }),
});

export type NextContent = z.input<typeof nextSchema>;
