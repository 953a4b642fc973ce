// Where each calendar file is served. Pages link to these; the build writes the files there
// (scripts/vite-dated-content.ts), so both read the addresses from this one module.
export const calendarFeedPath = "/calendar.ics";

export const calendarPaths = {
  worship: "/calendar/worship.ics",
  youthWorship: "/calendar/youth-worship.ics",
  baptism: "/calendar/baptism.ics",
  impactWeek: "/calendar/impact-week.ics",
} as const;

export function outreachEventCalendarPath(eventId: string): string {
  return `/calendar/outreach/${eventId}.ics`;
}
