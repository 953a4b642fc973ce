// The calendar files visitors add to their own calendars, and the one feed they can subscribe to
// (/calendar.ics). The events themselves come from the other content files: see app/events/.
import { z } from "zod";
import { text } from "../content-model/blocks";
import { defineContent } from "../content-model/define";

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

export const calendars: CalendarsContent = {
  linkLabel: "Add to calendar",
  uidDomain: "thebridgechurch.org",
  feed: {
    name: "{church name}",
    description: "Sunday worship, Oxygen youth worship, baptism, Impact Week and outreach events at {church name}.",
    refreshHours: 12,
  },
};

declare module "../content-model/define" {
  interface EditableContent {
    calendars: CalendarsContent;
  }
}

export const calendarsModule = defineContent({
  key: "calendars",
  schema: calendarsSchema,
  built: calendars,
  staff: {
    part: "site",
    title: "Calendar files",
    description: "The words of the “Add to calendar” links and the name of the calendar visitors subscribe to.",
    shownOn: [{ path: "/", label: "Home" }],
  },
});
