// The shape of baptism.ts: why and how to be baptized, consent for the young, and the next baptism.
import { z } from "zod";
import {
  address,
  buttonLinkSchema,
  email,
  externalUrl,
  heroSchema,
  pageMetaSchema,
  scriptureQuote,
  text,
} from "./blocks";

export const baptismSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  explanation: z.object({ title: text, body: z.array(text).min(1), scripture: scriptureQuote }),
  reasons: z.object({
    title: text,
    items: z
      .array(z.object({ title: text, description: text, scripture: scriptureQuote }).meta({ title: "Reason" }))
      .min(1)
      .max(6),
  }),
  consent: z.object({
    /** Candidates younger than this need a parent's consent (SPEC §5, §9). */
    underAge: z.number().int().min(1).max(18),
    title: text,
    body: text,
    form: z.object({
      label: text,
      href: z.string().regex(/^\/documents\/[\w-]+\.pdf$/, "must be a PDF under /documents/"),
    }),
    email,
  }),
  upcoming: z.object({
    title: text,
    venue: address.extend({ name: text }),
    registerLabel: text,
    directionsLabel: text,
  }),
  orientation: z.object({ title: text, intro: text }),
  /** Registration stays in the same window (SPEC §2, Baptism). */
  registration: z.object({ label: text, href: externalUrl, sameWindow: z.literal(true) }),
  contact: z.object({ title: text, body: text, link: buttonLinkSchema }),
});

export type BaptismContent = z.input<typeof baptismSchema>;
