// The church's clocks. Every time in app/content/ is written in this zone, and every page, calendar
// file and search result shows times in it, whatever the visitor's or the server's own zone.
import { datesIn } from "../lib/dates";
import { type Language, languages } from "./languages";

export const churchTimeZone = "America/New_York";

/** The church's clocks, written in a language's locale. */
export const churchDatesIn = (language: Language) => datesIn(churchTimeZone, languages[language].locale);

export const {
  formatLongDate,
  formatClockTime,
  formatDateTime,
  formatShortMonthDay,
  offsetAt,
  dateAt,
  yearAt,
  isTimestamp,
  timestampAt,
} = datesIn(churchTimeZone);
