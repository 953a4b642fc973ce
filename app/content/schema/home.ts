// The shape of home.ts: the home page's hero slides, welcome, worship times and ways to connect.
import { z } from "zod";
import { href, id, image, infoCardSchema, pageMetaSchema, shownBetween, text } from "./blocks";

export const heroSlideSchema = z
  .object({
    id,
    image,
    title: text,
    subtitle: text.meta({ title: "Words under the title" }),
    ctaText: text.meta({ title: "Button" }),
    ctaLink: href.meta({ title: "Button link" }),
    ...shownBetween,
  })
  .meta({ title: "Slide" });

export const homeSchema = z.object({
  meta: pageMetaSchema,
  heroLabel: text,
  heroSlides: z.array(heroSlideSchema).min(1, "needs at least one slide").max(6, "has room for six slides at most"),
  welcome: z.object({
    eyebrow: text,
    title: text,
    body: z.array(text).min(1),
    joinOnlineLabel: text,
    connectLabel: text,
    connectHref: href,
  }),
  worship: z.object({
    title: text,
    intro: text,
    inPerson: z.object({ title: text, body: text, directionsLabel: text }),
    online: z.object({
      title: text,
      body: text,
      features: z.array(text).min(1),
      streamLabel: text,
      archiveLabel: text,
    }),
  }),
  waysToConnect: z.object({
    title: text,
    intro: text,
    cards: z
      .array(infoCardSchema.meta({ title: "Card" }))
      .min(1)
      .max(6),
  }),
});

export type HeroSlide = z.infer<typeof heroSlideSchema>;
export type HomeContent = z.input<typeof homeSchema>;
