// What an edit is about to put on the site that is likely a mistake, said before it is published,
// never refused: what "Needs attention" would newly find in the item (a date passed, an event with
// no sign-up link, a link to a page that does not exist), a date or time just typed that is already
// past, and a day written with a weekday that date does not fall on ("Friday, December 6, 2026").
import { dateAt } from "~/content-model/church-time";
import { defaultLanguage, type Language } from "~/content-model/languages";
import { formatDateRange } from "~/lib/dates";
import { filledContent, type PublishedContent } from "~/published/content";
import { needsAttention } from "~/publishing/attention";
import {
  type FormField,
  fieldGroups,
  type LabelledField,
  labelledFields,
  stableKeys,
  valuesByKey,
} from "~/publishing/edit-form";
import type { EditableItem } from "~/publishing/editable-items";
import { wordsOf } from "~/publishing/localized";

export interface Warning {
  /** The field it is about ("events[2].startsAt"), or "" for the item. */
  name: string;
  message: string;
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
// "Friday, Nov 21", "Saturday, December 6, 2026", "Sat Dec 6": a weekday (not "Sundays"), then a date.
const DAY_WRITTEN = new RegExp(
  `\\b(${WEEKDAYS.join("|")})\\b,?\\s+(${MONTHS.join("|")})[a-z]*\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?:,?\\s+(\\d{4}))?`,
  "gi",
);

const isWhen = (field: FormField) => field.input === "date" || field.input === "timestamp";

/**
 * Each day written with a weekday in `field` that the date does not fall on. A date written without
 * its year is read in the year of its item's own time, or else this year or the next.
 */
function weekdayMismatches(field: LabelledField, fields: LabelledField[], today: string): string[] {
  const itsTime = fields.find((other) => other.group === field.group && isWhen(other) && other.value !== "");
  const year = Number((itsTime?.value ?? today).slice(0, 4));
  const years = itsTime ? [year] : [year, year + 1];
  return [...field.value.matchAll(DAY_WRITTEN)].flatMap(([written, weekday = "", month = "", day, year]) => {
    const monthIndex = MONTHS.indexOf(month.slice(0, 3).toLowerCase());
    const fallsOn = (year ? [Number(year)] : years).map((each) =>
      new Date(Date.UTC(each, monthIndex, Number(day))).getUTCDay(),
    );
    const wanted = WEEKDAYS.findIndex((name) => name.toLowerCase() === weekday.toLowerCase());
    return fallsOn.includes(wanted) ? [] : [`says “${written}”, but that date is a ${WEEKDAYS[fallsOn[0] ?? 0]}`];
  });
}

/**
 * The warnings for publishing `value` as `item` where the site now shows `before`, at `now`: only
 * what this edit brings, so a page that already had an old date is not a warning on every save.
 * Another language's form is warned only about its words: its dates and links are the default
 * language's, to be put right there (a past event whose title was translated is not news).
 */
export function publishWarnings(
  item: EditableItem,
  before: PublishedContent,
  value: unknown,
  now: Date = new Date(),
  language: Language = defaultLanguage,
): Warning[] {
  const found = warningsFor(item, before, value, now);
  if (language === defaultLanguage) return found;
  const words = new Set(wordsOf(item.schema, value).map(({ name }) => name));
  return found.filter((warning) => words.has(warning.name));
}

function warningsFor(item: EditableItem, before: PublishedContent, value: unknown, now: Date): Warning[] {
  const after = { ...before, [item.key]: value } as PublishedContent;
  const known = new Set(
    needsAttention(filledContent(before), now)
      .filter((each) => each.slug === item.slug)
      // By what it says, not where: an item moved in its list is the same item.
      .map((each) => each.message),
  );
  const found: Warning[] = needsAttention(filledContent(after), now)
    .filter((each) => each.slug === item.slug && !known.has(each.message))
    .map((each) => ({ name: each.field, message: each.message }));

  const today = dateAt(now);
  // Each field by a key that names list items by id: an item moved in its list is the same item.
  const was = valuesByKey(fieldGroups(item.schema, before[item.key]));
  const groups = fieldGroups(item.schema, value);
  const keys = stableKeys(groups);
  const fields = labelledFields(groups);
  const changed = fields.filter(
    (field) => field.value !== "" && field.value !== was.get(keys.get(field.name) ?? field.name),
  );
  for (const field of changed) {
    const named = (message: string) => ({ name: field.name, message: `${field.label} ${message}` });
    const day = field.value.slice(0, 10);
    // Showing an item from a moment past is how it shows at once: not a mistake.
    const past = isWhen(field) && !field.name.endsWith("showFrom") && day < today;
    // Once per item: "Needs attention" may have said it has passed.
    const said = found.some((each) => each.name === field.name || each.name.startsWith(`${field.group}.`));
    if (past && !said) found.push(named(`is ${formatDateRange(day, day)}, a day already past`));
    if (field.input === "text" || field.input === "paragraph" || field.input === "lines") {
      for (const mismatch of weekdayMismatches(field, fields, today)) found.push(named(mismatch));
    }
  }
  return found;
}
