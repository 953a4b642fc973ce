// Dates and times as the church writes them, in the church's own time zone, so the server's HTML
// and the browser's render agree wherever the visitor is.
const timeZone = "America/New_York";

function format(date: Date, options: Intl.DateTimeFormatOptions, zone = timeZone): string {
  // ICU puts a narrow no-break space before AM/PM; the site's text uses a plain one.
  return new Intl.DateTimeFormat("en-US", { timeZone: zone, ...options }).format(date).replace(/\u202f/g, " ");
}

const dateOnly = (value: string) => new Date(`${value}T00:00:00Z`);

/** "November 16–22, 2025" for two calendar dates (YYYY-MM-DD); longer forms across months and years. */
export function formatDateRange(start: string, end: string): string {
  const [from, to] = [dateOnly(start), dateOnly(end)];
  const part = (date: Date, options: Intl.DateTimeFormatOptions) => format(date, options, "UTC");
  const [fromYear, toYear] = [part(from, { year: "numeric" }), part(to, { year: "numeric" })];
  const [fromMonth, toMonth] = [part(from, { month: "long" }), part(to, { month: "long" })];
  const [fromDay, toDay] = [part(from, { day: "numeric" }), part(to, { day: "numeric" })];
  if (start === end) return `${fromMonth} ${fromDay}, ${fromYear}`;
  if (fromYear !== toYear) return `${fromMonth} ${fromDay}, ${fromYear} – ${toMonth} ${toDay}, ${toYear}`;
  if (fromMonth !== toMonth) return `${fromMonth} ${fromDay} – ${toMonth} ${toDay}, ${fromYear}`;
  return `${fromMonth} ${fromDay}–${toDay}, ${fromYear}`;
}

/** "Saturday, December 6, 2025" for an ISO 8601 instant. */
export function formatLongDate(instant: string): string {
  return format(new Date(instant), { weekday: "long", month: "long", day: "numeric", year: "numeric" });
}

/** "Saturday, December 6, 2025 at 8:00 AM" for an ISO 8601 instant. */
export function formatDateTime(instant: string): string {
  return `${formatLongDate(instant)} at ${formatClockTime(instant)}`;
}

/** "Saturday, December 6", for places where the year goes without saying. */
export function formatWeekdayDate(instant: string): string {
  return format(new Date(instant), { weekday: "long", month: "long", day: "numeric" });
}

/** "8:00 AM". */
export function formatClockTime(instant: string): string {
  return format(new Date(instant), { hour: "numeric", minute: "2-digit" });
}

/** "Nov 21": how the church's event cards write a day. */
export function formatShortMonthDay(instant: string): string {
  return format(new Date(instant), { month: "short", day: "numeric" });
}

/** The UTC offset of New York at that moment: "-05:00" in winter, "-04:00" in summer. */
export function newYorkOffset(date: Date): string {
  const name = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
    .formatToParts(date)
    .find((part) => part.type === "timeZoneName")?.value;
  return name?.replace(/^GMT$/, "GMT+00:00").replace(/^GMT/, "") ?? "";
}

const timestamp = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}):\d{2}([+-]\d{2}:\d{2})$/;

/** True for "2025-11-21T17:00:00-05:00" when -05:00 really is New York's offset on that date. */
export function isNewYorkTimestamp(value: string): boolean {
  const match = timestamp.exec(value);
  const date = new Date(value);
  if (!match || Number.isNaN(date.getTime())) return false;
  return newYorkOffset(date) === match[3];
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = dateOnly(value);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
