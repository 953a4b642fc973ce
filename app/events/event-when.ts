// What an outreach event's card says of when it is, made from when it starts and ends. Apart from the
// content module, so a page's script that shows it carries none of the church's events with it.

import type { OutreachEvent } from "~/content/outreach-events";
import { churchDatesIn } from "~/content-model/church-time";

/** What an event's card says of when it is: the day and the time, in the office's words where it chose them. */
export function eventWhen(
  event: OutreachEvent,
  allDayWords: string,
  dates = churchDatesIn("en"),
): { date: string; time: string } {
  return {
    date: event.date ?? dates.formatDaySpan(event.startsAt, event.endsAt),
    time: event.time ?? (event.allDay ? allDayWords : dates.formatTimeSpan(event.startsAt, event.endsAt)),
  };
}
