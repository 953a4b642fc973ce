// The shape of site.ts: who the church is, where and when it meets, and the links every page uses.
import { z } from "zod";
import { churchTimeZone } from "../church-time";
import { address, clockTime, email, externalUrl, image, siteOrigin, tel, text } from "./blocks";

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
