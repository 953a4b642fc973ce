// The shape of analytics.ts: which analytics service, if any, receives the site's events.
import { z } from "zod";
import { externalUrl, text } from "./blocks";

export const analyticsSchema = z.discriminatedUnion("provider", [
  z.object({ provider: z.literal("none") }),
  z.object({ provider: z.literal("plausible"), domain: text, scriptSrc: externalUrl }),
  z.object({
    provider: z.literal("google-analytics"),
    measurementId: z.string().regex(/^G-[A-Z0-9]+$/, "must look like G-XXXXXXX"),
    scriptSrc: externalUrl,
  }),
]);

export type AnalyticsContent = z.input<typeof analyticsSchema>;
