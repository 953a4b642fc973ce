// The shape of home.ts: the home page's hero slides, welcome, worship times and ways to connect.
import { z } from "zod";
import { href, image, infoCardSchema, pageMetaSchema, text } from "./blocks";

export const heroSlideSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  image,
  title: text,
  subtitle: text,
  ctaText: text,
  ctaLink: href,
});

export const homeSchema = z.object({
  meta: pageMetaSchema,
  heroLabel: text,
  heroSlides: z.array(heroSlideSchema).min(1),
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
  waysToConnect: z.object({ title: text, intro: text, cards: z.array(infoCardSchema).length(3) }),
});

export type HeroSlide = z.infer<typeof heroSlideSchema>;
export type HomeContent = z.input<typeof homeSchema>;
