// The dates of the church's big moments, each written once. The home page's slides and the pages
// about each moment read them from here (a small module, so the home page does not carry whole pages).
import type { KeyDatesContent } from "~/content/schema/key-dates";

export const keyDates: KeyDatesContent = {
  impactWeek: { start: "2025-11-16", end: "2025-11-22" },
  baptism: { startsAt: "2025-12-06T08:00:00-05:00", endsAt: "2025-12-06T10:00:00-05:00" },
};
