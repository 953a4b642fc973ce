// Finds dated content that has gone stale: events that are over, a copyright year or annual report
// that is out of date. `npm run content:check` lists them and every build prints them as warnings,
// so the site never quietly advertises last year's events. Nothing here hides or changes content.
import type { GiveContent } from "~/content/give";
import { give } from "~/content/give";
import type { KeyDatesContent } from "~/content/key-dates";
import { keyDates } from "~/content/key-dates";
import type { OutreachEventsContent } from "~/content/outreach-events";
import { outreachEvents } from "~/content/outreach-events";
import type { SiteContent } from "~/content/site";
import { site } from "~/content/site";
import { formatLongDate, offsetAt, yearAt } from "~/content-model/church-time";
import { formatDateRange } from "~/lib/dates";

/** The content that carries dates, as the files write it. */
export interface DatedContent {
  site: Pick<SiteContent, "copyrightYear">;
  keyDates: KeyDatesContent;
  give: { annualReport: Pick<GiveContent["annualReport"], "year"> };
  outreachEvents: { events: Array<Pick<OutreachEventsContent["events"][number], "title" | "startsAt" | "endsAt">> };
}

export interface StaleItem {
  /** The file under app/content/ to edit. */
  file: string;
  /** The field in it that holds the date. */
  field: string;
  message: string;
}

const shipped: DatedContent = { site, keyDates, give, outreachEvents };

/** Midnight at the start of a YYYY-MM-DD date in New York. */
function newYorkMidnight(date: string): Date {
  // 05:00 UTC is 00:00 or 01:00 in New York: still before the 2 AM daylight-saving switch, so the
  // offset then is the offset at midnight.
  return new Date(`${date}T00:00:00${offsetAt(new Date(`${date}T05:00:00Z`))}`);
}

const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Every dated item whose time is past at `now`: an event once it has ended, the copyright year once
 * that year is over, an annual report once a newer one is due (the year after next).
 */
export function findStaleContent(now: Date = new Date(), content: DatedContent = shipped): StaleItem[] {
  const stale: StaleItem[] = [];
  const year = yearAt(now);
  const { impactWeek, baptism } = content.keyDates;

  if (newYorkMidnight(dayAfter(impactWeek.end)) <= now) {
    stale.push({
      file: "key-dates.ts",
      field: "impactWeek.start",
      message: `Impact Week (${formatDateRange(impactWeek.start, impactWeek.end)}) has passed`,
    });
  }
  if (new Date(baptism.endsAt) <= now) {
    stale.push({
      file: "key-dates.ts",
      field: "baptism.startsAt",
      message: `the baptism (${formatLongDate(baptism.startsAt)}) has passed`,
    });
  }
  for (const [index, event] of content.outreachEvents.events.entries()) {
    if (new Date(event.endsAt) <= now) {
      stale.push({
        file: "outreach-events.ts",
        field: `events[${index}].startsAt`,
        message: `"${event.title}" (${formatLongDate(event.startsAt)}) has passed`,
      });
    }
  }
  const reportYear = content.give.annualReport.year;
  if (reportYear < year - 1) {
    stale.push({
      file: "give.ts",
      field: "annualReport.year",
      message: `the ${reportYear} annual report is more than a year old (the ${year - 1} report is due)`,
    });
  }
  const copyrightYear = content.site.copyrightYear;
  if (copyrightYear < year) {
    stale.push({
      file: "site.ts",
      field: "copyrightYear",
      message: `the footer says © ${copyrightYear}, and it is now ${year}`,
    });
  }
  return stale;
}

/** "app/content/site.ts: copyrightYear: ...": file and field first, as content validation writes problems. */
export function formatStaleItem(item: StaleItem): string {
  return `app/content/${item.file}: ${item.field}: ${item.message}`;
}

/** The list as `npm run content:check` prints it and the build warns it. */
export function staleContentReport(items: StaleItem[]): string {
  if (items.length === 0) return "No dated content has passed: every event, date and year is current.";
  return [
    `${items.length} dated item${items.length === 1 ? " is" : "s are"} out of date and still on the site:`,
    ...items.map((item) => `  ${formatStaleItem(item)}`),
    "Update or remove them: docs/content-freshness.md says how.",
  ].join("\n");
}
