// Which analytics service receives the site's events. Set provider to "none" to send nothing.
import { z } from "zod";
import { externalUrl, text } from "../content-model/blocks";
import { defineContent } from "../content-model/define";

export const analyticsSchema = z.discriminatedUnion("provider", [
  z.object({ provider: z.literal("none") }),
  z.object({ provider: z.literal("plausible"), domain: text.meta({ localized: false }), scriptSrc: externalUrl }),
  z.object({
    provider: z.literal("google-analytics"),
    measurementId: z.string().regex(/^G-[A-Z0-9]+$/, "must look like G-XXXXXXX"),
    scriptSrc: externalUrl,
  }),
]);

export type AnalyticsContent = z.input<typeof analyticsSchema>;

export const analytics: AnalyticsContent = {
  provider: "plausible",
  // Plausible: the site's domain as registered there, and its script.
  domain: "thebridgechurch.org",
  scriptSrc: "https://plausible.io/js/script.js",
};

/** Kept in code, not offered to staff: checked when the site builds. */
export const analyticsModule = defineContent({ key: "analytics", schema: analyticsSchema, built: analytics });
