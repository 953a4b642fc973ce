// The shape of outreach-events.ts: the Impact Week events, each with the text its card shows and its
// start and end in New York time for calendars and search engines.
import { z } from "zod";
import { formatShortMonthDay } from "../church-time";
import {
  address,
  buttonLinkSchema,
  externalUrl,
  id,
  image,
  newYorkTimestamp,
  pageMetaSchema,
  paragraphText,
  shownBetween,
  text,
  unique,
} from "./blocks";

export const outreachEventSchema = z
  .object({
    id,
    title: text,
    /** As the card shows it ("Friday, Nov 21"); `startsAt` says the same for machines. */
    date: text.meta({ title: "Date as the card shows it" }),
    time: text.meta({ title: "Time as the card shows it" }),
    location: text,
    description: paragraphText,
    image,
    category: z.enum(["Service", "Community", "Care"]),
    /** Kept for the sign-up system; not shown (SPEC §2, Outreach Events). */
    spotsLeft: z.number().int().min(0).optional(),
    /** The sign-up form; missing or "#" while sign-up is not open, and the button is then inert. */
    rsvpUrl: z
      .union([externalUrl, z.literal("#")])
      .optional()
      .meta({ title: "Sign-up link" }),
    /**
     * The town it is in (and the street, when there is one), for search engines, which list an event
     * only with a place. Leave it out for a project with no one place, such as one done at home.
     */
    address: address.omit({ name: true }).partial({ street: true, zip: true }).optional(),
    startsAt: newYorkTimestamp.meta({ title: "Starts" }),
    /** For an all-day event, the start of the day after it ends, as calendars expect. */
    endsAt: newYorkTimestamp.meta({ title: "Ends (for an all-day event, midnight after the last day)" }),
    allDay: z.boolean().optional().meta({ title: "All day" }),
    ...shownBetween,
  })
  .meta({ title: "Event" })
  .superRefine((event, ctx) => {
    if (!(new Date(event.endsAt) > new Date(event.startsAt))) {
      ctx.addIssue({ code: "custom", path: ["endsAt"], message: "must be after startsAt" });
    }
    // A whole day runs from one midnight to another: anything else would write a calendar entry that
    // ends on the day it starts, or a day early.
    if (event.allDay) {
      const midnight = (at: string) => at.slice(11, 19) === "00:00:00";
      if (!midnight(event.startsAt)) {
        ctx.addIssue({
          code: "custom",
          path: ["startsAt"],
          message: "for an all-day event, must be midnight (12:00 AM)",
        });
      }
      if (!midnight(event.endsAt)) {
        ctx.addIssue({
          code: "custom",
          path: ["endsAt"],
          message: "for an all-day event, must be midnight (12:00 AM) after the last day",
        });
      }
    }
    const day = formatShortMonthDay(event.startsAt);
    if (!event.date.includes(day)) {
      ctx.addIssue({ code: "custom", path: ["date"], message: `must mention ${day}, the day startsAt names` });
    }
  });

export const outreachEventsSchema = z.object({
  meta: pageMetaSchema,
  hero: z.object({ eyebrow: text, title: text, subtitle: text }),
  available: z.object({ title: text, intro: text, signupLabel: text, signupClosedNote: text }),
  events: z
    .array(outreachEventSchema)
    .min(1, "needs at least one event")
    .max(24, "has room for 24 events at most")
    .superRefine(unique((event) => event.id, "event ids")),
  banner: z.object({ title: text, body: text, links: z.array(buttonLinkSchema).min(1).max(3) }),
});

export type OutreachEvent = z.infer<typeof outreachEventSchema>;
export type OutreachEventsContent = z.input<typeof outreachEventsSchema>;
