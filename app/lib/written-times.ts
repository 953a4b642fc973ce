// Days and times as people write them, read back: "7pm", "7 p.m.", "7:00 PM", "19:00", "noon";
// "December 19", "Dec 19", "Dec. 19th", "12/19". The words staff may write on a card in their own
// way are checked against the moment they stand for, however they are written.

/** A time of day: hour 0–23 and minute. */
interface Clock {
  hour: number;
  minute: number;
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/**
 * The first time of day the words name. Its AM or PM may come later, after a range ("5 – 7 PM");
 * a time with neither is read on a 24-hour clock only when it must be one ("19:00").
 */
export function firstTimeIn(words: string): Clock | undefined {
  const text = words
    .toLowerCase()
    .replace(/\bnoon\b|\bmidday\b/g, "12:00 pm")
    .replace(/\bmidnight\b/g, "12:00 am");
  const found = /\b(\d{1,2})(?::(\d{2}))?\s*(a\.?\s?m\b\.?|p\.?\s?m\b\.?)?/.exec(text);
  if (!found) return undefined;
  const hour = Number(found[1]);
  const minute = Number(found[2] ?? 0);
  if (hour > 23 || minute > 59) return undefined;
  const meridiem = found[3] ?? /\b([ap])\.?\s?m\b/.exec(text.slice(found.index + found[0].length))?.[0];
  if (!meridiem) return found[2] !== undefined && (hour === 0 || hour > 12) ? { hour, minute } : undefined;
  if (hour === 0 || hour > 12) return undefined;
  return { hour: (hour % 12) + (meridiem.startsWith("p") ? 12 : 0), minute };
}

/** Whether the words name the day `month` (1–12) `day` of a month, in any of the ways people write one. */
export function namesDay(words: string, month: number, day: number): boolean {
  const text = words.toLowerCase();
  const name = MONTHS[month - 1] ?? "";
  const spelled = new RegExp(`\\b${name}[a-z]*\\.?\\s+0?${day}(?:st|nd|rd|th)?\\b`);
  const numbered = new RegExp(`\\b0?${month}/0?${day}\\b`);
  return spelled.test(text) || numbered.test(text);
}
