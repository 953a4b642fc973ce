// The calendar files visitors add to their own calendars, and the one feed they can subscribe to
// (/calendar.ics). The events themselves come from the other content files: see app/events/.
import type { CalendarsContent } from "~/content/schema/calendars";

export const calendars: CalendarsContent = {
  linkLabel: "Add to calendar",
  uidDomain: "thebridgechurch.org",
  feed: {
    name: "{church name}",
    description: "Sunday worship, Oxygen youth worship, baptism, Impact Week and outreach events at {church name}.",
    refreshHours: 12,
  },
};
