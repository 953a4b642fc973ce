// Content that the church's media and management platform renders on our pages (contact form,
// events calendar, sermon library, outreach events, app download), through its embed script.
import type { EmbedsContent } from "~/content/schema/embeds";

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
