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

/**
 * A slide as staff edit it (app/publishing/): the words after its date (which comes from the key
 * dates) and its button. Its id, which ties it to its date, and its illustration stay as built.
 */
export const homeSlidesSchema = z
  .array(
    z
      .object({
        id: heroSlideSchema.shape.id.meta({ editable: false }),
        image: image.meta({ editable: false }),
        title: text,
        tagline: text.meta({ title: "Words after the date" }),
        ctaText: text.meta({ title: "Button" }),
        ctaLink: href.meta({ title: "Button link" }),
      })
      .meta({ title: "Slide" }),
  )
  .min(1);

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
export type HomeSlideText = z.input<typeof homeSlidesSchema>[number];
export type HomeContent = z.input<typeof homeSchema>;
