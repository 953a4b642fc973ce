// The shape of privacy.ts: what the site keeps about visitors, for how long, who reads it, and
// which other sites its pages load.
import { z } from "zod";
import { heroSchema, id, pageMetaSchema, paragraphs, text, titledList, titledParagraphs, updated } from "./blocks";

/** Text that states the notes' retention period says it with this token, filled in from the server's setting. */
const withRetention = text.refine(
  (value) => !/\{(?!retentionDays\})[^}]*\}/.test(value),
  "the only token allowed is {retentionDays}",
);
const thirdPartyService = z.object({ name: text, purpose: text });

export const privacySchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  updated,
  summary: z.object({ title: text, points: z.array(withRetention).min(1) }),
  notes: z.object({
    id,
    title: text,
    kept: titledList,
    readers: titledParagraphs,
    retention: z.object({
      title: text,
      body: z
        .array(withRetention)
        .min(1)
        .refine(
          (body) => body.some((p) => p.includes("{retentionDays}")),
          "must state the period with {retentionDays}",
        ),
    }),
  }),
  analytics: z.object({ id, title: text, body: paragraphs }),
  cookies: z.object({ id, title: text, body: paragraphs }),
  thirdParties: z.object({
    id,
    title: text,
    intro: text,
    services: z.object({
      analytics: thirdPartyService,
      embeds: thirdPartyService,
      media: thirdPartyService,
      backgroundVideos: thirdPartyService,
      map: thirdPartyService,
    }),
    hostsLabel: text,
  }),
  contact: z.object({ id, title: text, body: text }),
});

export type PrivacyContent = z.input<typeof privacySchema>;
