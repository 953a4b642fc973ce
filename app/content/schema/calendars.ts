// The shape of calendars.ts: the calendar files (.ics) offered to visitors and the feed they subscribe to.
import { z } from "zod";
import { text } from "./blocks";

/** The calendar files (.ics) built from the events in the other content files, and the link that offers them. */
export const calendarsSchema = z.object({
  /** The visible text of every "add to calendar" link; the event's name follows for screen readers. */
  linkLabel: text,
  /**
   * Calendar apps tell events apart by an id made of this domain and the event's id and date.
   * Keep it as it is: changing it makes every subscribed calendar show each event twice.
   */
  uidDomain: z
    .string()
    .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, "must be a domain name like thebridgechurch.org")
    .meta({ editable: false }),
  feed: z.object({
    name: text,
    description: text,
    /** How often subscribed calendars should look for changes. */
    refreshHours: z.number().int().min(1).max(168),
  }),
});

export type CalendarsContent = z.input<typeof calendarsSchema>;
