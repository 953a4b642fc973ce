// The shape of give.ts: why and how to give, the ways to give, and what giving makes possible.
import { z } from "zod";
import {
  buttonLinkSchema,
  externalUrl,
  heroSchema,
  href,
  iconName,
  id,
  image,
  pageMetaSchema,
  text,
  tone,
} from "./blocks";

export const givingMethodSchema = z.object({
  id,
  title: text,
  description: text,
  icon: iconName,
  iconColor: tone,
  buttonText: text,
  buttonUrl: href,
  buttonStyle: z.enum(["primary", "secondary", "outline"]),
  additionalInfo: z.string().optional(),
});

export const impactAreaSchema = z.object({ id, title: text, description: text, image });

export const giveSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  worship: z.object({
    title: text,
    body: z.array(text).min(1),
    scripture: text,
    scriptureReference: text,
    giveNow: buttonLinkSchema,
  }),
  ways: z.object({
    title: text,
    intro: text,
    methods: z
      .array(givingMethodSchema.meta({ title: "Way to give" }))
      .min(1)
      .max(8),
  }),
  platform: z.object({ title: text, body: text }),
  impact: z.object({
    title: text,
    intro: text,
    areas: z
      .array(impactAreaSchema.meta({ title: "Area" }))
      .min(1)
      .max(6),
  }),
  annualReport: z.object({
    year: z.number().int().min(2000).max(2100),
    title: text,
    description: text,
    url: externalUrl,
  }),
  thanks: z.object({ title: text, body: text }),
});

export type GivingMethod = z.infer<typeof givingMethodSchema>;
export type GiveContent = z.input<typeof giveSchema>;
