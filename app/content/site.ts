// Who the church is and where and when it meets. Change a fact here and every page follows.
import { z } from "zod";
import {
  address,
  buttonLinkSchema,
  clockTime,
  email,
  externalUrl,
  image,
  paragraphText,
  siteOrigin,
  tel,
  text,
} from "../content-model/blocks";
import { churchTimeZone } from "../content-model/church-time";
import { defineContent } from "../content-model/define";

export const siteSchema = z.object({
  name: text,
  shortName: text,
  /** The public address, for canonical links, link previews and the sitemap; SITE_URL overrides it at build time. */
  url: siteOrigin.meta({ editable: false }),
  tagline: text,
  description: text,
  copyrightYear: z.number().int().min(2000).max(2100),
  /** The favicon and app icons are drawn from it when the site is built (npm run icons). */
  logo: image.meta({ editable: false }),
  worship: z.object({
    day: z.enum(["Sunday", "Saturday"]),
    time: clockTime,
    /** How long the service lasts, so a calendar shows when it ends. */
    durationMinutes: z.number().int().min(15).max(360),
    /** Every time in content is written on these clocks (church-time.ts). */
    timeZone: z.literal(churchTimeZone).meta({ editable: false }),
    timeZoneLabel: text,
    experienceName: text,
    venue: address.extend({ name: text }),
    /** Latitude/longitude of the worship venue, for the map and directions. */
    coordinates: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
  }),
  /**
   * For a visitor reading the site in another language: in which language the weekly service is
   * held and what help there is, in the church's own words, said on the home and first-visit pages
   * of every language but the default; and someone who answers in that language, if there is one.
   */
  languageHelp: z
    .object({
      note: paragraphText.meta({ title: "In which language the service is held, and the help there is" }),
      /** Where more help is: a group that meets in the visitor's language, a page, a form. */
      link: buttonLinkSchema.optional(),
      contact: z
        .object({
          name: text.meta({ localized: false }),
          email: email.optional(),
          phone: tel.optional().meta({ title: "Phone (+13015550142)" }),
        })
        .optional()
        .meta({ title: "Someone who answers in the visitor's language" }),
    })
    .meta({ title: "For visitors in another language" }),
  mailingAddress: address,
  email,
  phone: z.object({ display: text, tel }),
  kidsMinistry: z.object({ name: text, minAge: z.number().int().min(0), maxAge: z.number().int().max(18) }),
  youthMinistry: z.object({ name: text, grades: z.string().regex(/^\d{1,2}–\d{1,2}$/, "must look like '6–12'") }),
  links: z.object({
    liveStream: externalUrl,
    messageArchive: externalUrl,
    prayerRequestForm: externalUrl,
    connectionForm: externalUrl,
    givingOnline: externalUrl,
    appStore: externalUrl,
    googlePlay: externalUrl,
  }),
  directionsBaseUrl: externalUrl.refine((url) => url.endsWith("="), "must end with '=' so the address can follow"),
});

export type SiteContent = z.input<typeof siteSchema>;

export const site: SiteContent = {
  name: "The Bridge Church",
  shortName: "The Bridge",
  url: "https://thebridgechurch.org",
  tagline: "Connecting people to Jesus and to each other",
  description:
    "The Bridge Church is a welcoming church family in Silver Spring, Maryland. Join us {worship time} in person or online.",
  copyrightYear: 2025,
  logo: { src: "/images/brand/logo-mark.svg", width: 48, height: 48, alt: "", decorative: true },
  worship: {
    day: "Sunday",
    time: "10:30 AM",
    durationMinutes: 75,
    timeZone: churchTimeZone,
    timeZoneLabel: "EST",
    experienceName: "Sunday Worship Experience",
    venue: {
      name: "Northwood Ridge High School",
      street: "919 University Boulevard West",
      city: "Silver Spring",
      state: "MD",
      zip: "20901",
    },
    coordinates: { lat: 39.0338, lng: -77.0322 },
  },
  languageHelp: {
    note: "Our Sunday service is held in English. If English is not your first language, you are just as welcome: tell a greeter at the door, and we will sit with you, help with the kids' check-in and answer your questions. Grupo Familia, one of our small groups, meets in Spanish.",
    link: { label: "Meet Grupo Familia", href: "/groups#group-grupo-familia" },
  },
  mailingAddress: {
    name: "The Bridge Church",
    street: "P.O. Box 8142",
    city: "Silver Spring",
    state: "MD",
    zip: "20907",
  },
  email: "hello@thebridgechurch.org",
  phone: { display: "(301) 555-0142", tel: "+13015550142" },
  kidsMinistry: { name: "Kids Downtown", minAge: 4, maxAge: 11 },
  youthMinistry: { name: "Oxygen Youth Ministry", grades: "6–12" },
  links: {
    liveStream: "https://live.thebridgechurch.org",
    messageArchive: "https://thebridgechurch.subsplash.com/media",
    prayerRequestForm: "https://thebridgechurch.churchcenter.com/people/forms/prayer-request",
    connectionForm: "https://thebridgechurch.churchcenter.com/people/forms/connect-card",
    givingOnline: "https://thebridgechurch.churchcenter.com/giving",
    appStore: "https://apps.apple.com/us/app/the-bridge-church-md/id1480000000",
    googlePlay: "https://play.google.com/store/apps/details?id=com.subsplash.thebridgechurchmd",
  },
  /** The maps service that plans a route; the encoded address is appended. */
  directionsBaseUrl: "https://www.google.com/maps/dir/?api=1&destination=",
};

declare module "../content-model/define" {
  interface EditableContent {
    site: SiteContent;
  }
}

export const siteModule = defineContent({
  key: "site",
  schema: siteSchema,
  built: site,
  staff: {
    part: "site",
    title: "The church",
    description:
      "Its name, where and when it meets, its mailing address, e-mail and phone, the ministries' names and ages, and the links to the live stream, giving and the church's forms. Every page that names one of these follows, and so do sentences that name it in braces, such as {worship time}.",
    shownOn: [
      { path: "/", label: "Home" },
      { path: "/contact", label: "Contact" },
      { path: "/guest", label: "First Time?" },
      { path: "/kids", label: "Kids" },
    ],
  },
});
