// Content that the church's media and management platform renders on our pages (contact form,
// events calendar, sermon library, outreach events, app download), through its embed script.
import { z } from "zod";
import { externalUrl, text } from "../content-model/blocks";
import { defineContent } from "../content-model/define";

export const embedItemSchema = z.object({
  path: z.string().regex(/^\+[\w/+-]+$/, "must be the provider's embed path, like '+abcd/fb/ap/form'"),
  targetId: z
    .string()
    .regex(/^[a-z][\w-]*$/, "must be a valid element id")
    .meta({ editable: false }),
  title: text,
  /** What it is, in lower case, to finish "The ... could not be loaded here." */
  name: z
    .string()
    // Apostrophes too: French and Italian join words with them ("l’application").
    .regex(/^\p{Ll}[\p{Ll}'’ -]+$/u, "must be lower-case words, like 'contact form'")
    .meta({ localized: true }),
  placeholder: text,
  fallbackUrl: externalUrl,
  fallbackLabel: text,
  /** Take the provider's script out of the page when the visitor leaves. */
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

export const embeds: EmbedsContent = {
  provider: {
    name: "Subsplash",
    scriptSrc: "https://dashboard.static.subsplash.com/production/web-client/external/embed-1.1.0.js",
    baseUrl: "https://subsplash.com/",
    /** How long to wait for the provider before offering the link instead. */
    timeoutMs: 10000,
  },
  items: {
    contactForm: {
      path: "+brdg/fb/ap/contact-us",
      targetId: "subsplash-embed-contact",
      title: "Contact form",
      name: "contact form",
      placeholder: "Loading contact form...",
      fallbackUrl: "https://subsplash.com/+brdg/fb/ap/contact-us",
      fallbackLabel: "Open the contact form",
      removeScriptOnLeave: true,
    },
    eventsCalendar: {
      path: "+brdg/lb/ca/+events",
      targetId: "subsplash-embed-events",
      title: "Events calendar",
      name: "events calendar",
      placeholder: "Loading events calendar...",
      fallbackUrl: "https://subsplash.com/+brdg/lb/ca/+events",
      fallbackLabel: "See the events calendar",
      removeScriptOnLeave: true,
    },
    sermonLibrary: {
      path: "+brdg/lb/li/+sermons",
      targetId: "subsplash-embed-sermons",
      title: "Sermon library",
      name: "sermon library",
      placeholder: "Loading sermon library...",
      fallbackUrl: "https://subsplash.com/+brdg/lb/li/+sermons",
      fallbackLabel: "Browse the sermon library",
      removeScriptOnLeave: true,
    },
    outreachEvents: {
      path: "+brdg/lb/ca/+outreach",
      targetId: "subsplash-embed-outreach",
      title: "Upcoming outreach events",
      name: "list of outreach events",
      placeholder: "Loading outreach events...",
      fallbackUrl: "https://subsplash.com/+brdg/lb/ca/+outreach",
      fallbackLabel: "See upcoming outreach events",
      removeScriptOnLeave: false,
    },
    appDownload: {
      path: "+brdg/ap/download",
      targetId: "subsplash-embed-app",
      title: "Download our app",
      name: "app download links",
      placeholder: "Loading app download links...",
      fallbackUrl: "https://subsplash.com/+brdg/ap/download",
      fallbackLabel: "Get the app",
      removeScriptOnLeave: false,
    },
  },
};

declare module "../content-model/define" {
  interface EditableContent {
    embeds: EmbedsContent;
  }
}

export const embedsModule = defineContent({
  key: "embeds",
  schema: embedsSchema,
  built: embeds,
  staff: {
    part: "site",
    title: "Embedded forms and lists",
    description:
      "Which of the church platform's forms and lists each page shows (the contact form, the events calendar, the sermon library, the outreach events, the app download), and what shows while one loads. The platform itself stays as built.",
    shownOn: [
      { path: "/contact", label: "Contact" },
      { path: "/events", label: "Events" },
      { path: "/watch", label: "Watch" },
    ],
  },
});
