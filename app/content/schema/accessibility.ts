// The shape of accessibility.ts: the standard the site aims at, how it is checked, its known limits,
// and how to report a barrier.
import { z } from "zod";
import { heroSchema, pageMetaSchema, text, titledList, titledParagraphs, updated } from "./blocks";

export const accessibilitySchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  updated,
  standard: titledParagraphs,
  checks: titledList,
  limits: titledList,
  report: z.object({ title: text, body: text }),
});

export type AccessibilityContent = z.input<typeof accessibilitySchema>;
