// The shape of embeds.ts: the church platform's embed script and each piece it renders on our pages.
import { z } from "zod";
import { externalUrl, text } from "./blocks";

export const embedItemSchema = z.object({
  path: z.string().regex(/^\+[\w/+-]+$/, "must be the provider's embed path, like '+abcd/fb/ap/form'"),
  targetId: z
    .string()
    .regex(/^[a-z][\w-]*$/, "must be a valid element id")
    .meta({ editable: false }),
  title: text,
  /** What it is, in lower case, to finish "The ... could not be loaded here." */
  name: z.string().regex(/^[a-z][a-z -]+$/, "must be lower-case words, like 'contact form'"),
  placeholder: text,
  fallbackUrl: externalUrl,
  fallbackLabel: text,
  /** Take the provider's script out of the page when the visitor leaves (SPEC §7). */
  removeScriptOnLeave: z.boolean().meta({ editable: false }),
});

export const embedsSchema = z.object({
  /** The provider's script and site: the Content-Security-Policy allows exactly these (third-party.ts). */
  provider: z
    .object({
      name: text,
      scriptSrc: externalUrl,
      baseUrl: externalUrl,
      timeoutMs: z.number().int().min(1000).max(60000),
    })
    .meta({ editable: false }),
  items: z.object({
    contactForm: embedItemSchema,
    eventsCalendar: embedItemSchema,
    sermonLibrary: embedItemSchema,
    outreachEvents: embedItemSchema,
    appDownload: embedItemSchema,
  }),
});

export type EmbedItem = z.infer<typeof embedItemSchema>;
export type EmbedsContent = z.input<typeof embedsSchema>;
