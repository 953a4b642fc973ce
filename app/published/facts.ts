// The church's facts that the words of any page may name in braces: "Join us {worship time} at
// {worship place}." Each fact is written once (the worship time in site.ts, the baptism's date in
// key-dates.ts) and filled in wherever words are shown, so staff who change a fact change every
// sentence that names it, and staff who reword a sentence keep the fact it names.
// A name of one word in braces ("{total}", "{retentionDays}") is filled by the page that shows it.

import type { KeyDatesContent } from "../content/key-dates";
import type { SiteContent } from "../content/site";
import type { Address } from "../content-model/blocks";
import { churchDatesIn } from "../content-model/church-time";
import { defaultLanguage, type Language, languages } from "../content-model/languages";
import { dayName, formatDateRange, weeklyTime } from "../lib/dates";

/** The content the facts are read from. */
export interface FactSources {
  site: SiteContent;
  keyDates: KeyDatesContent;
  baptism: { consent: { underAge: number; email: string } };
}

/** How a fact is said in one language: its locale, and the church's clocks written in it. */
interface Saying {
  locale: string;
  dates: ReturnType<typeof churchDatesIn>;
}

/** The first and last grades of "6–12". */
const gradesOf = ({ youthMinistry }: SiteContent) => {
  const [first = "", last = ""] = youthMinistry.grades.split("–");
  return [first, last] as const;
};

const town = (address: Pick<Address, "city" | "state" | "zip">) => `${address.city}, ${address.state} ${address.zip}`;

/** Each fact by the name staff write in braces, with what it says. */
const FACTS = {
  "church name": ({ site }) => site.name,
  "church email": ({ site }) => site.email,
  "church phone": ({ site }) => site.phone.display,
  "church phone number": ({ site }) => site.phone.tel,
  "worship time": ({ site }, { locale }) => weeklyTime(site.worship, locale),
  "worship day": ({ site }, { locale }) => dayName(site.worship.day, locale),
  "time zone": ({ site }) => site.worship.timeZoneLabel,
  "worship place": ({ site }) => site.worship.venue.name,
  "worship street": ({ site }) => site.worship.venue.street,
  "worship city": ({ site }) => site.worship.venue.city,
  "worship town": ({ site }) => town(site.worship.venue),
  "mailing name": ({ site }) => site.mailingAddress.name ?? site.name,
  "mailing street": ({ site }) => site.mailingAddress.street,
  "mailing town": ({ site }) => town(site.mailingAddress),
  "kids ministry": ({ site }) => site.kidsMinistry.name,
  "kids ages": ({ site }) => `${site.kidsMinistry.minAge}–${site.kidsMinistry.maxAge}`,
  // Each end of a range on its own, for a language that says it in words ("de 4 a 11 años").
  "kids min age": ({ site }) => String(site.kidsMinistry.minAge),
  "kids max age": ({ site }) => String(site.kidsMinistry.maxAge),
  "youth ministry": ({ site }) => site.youthMinistry.name,
  "youth grades": ({ site }) => site.youthMinistry.grades,
  "youth first grade": ({ site }) => gradesOf(site)[0],
  "youth last grade": ({ site }) => gradesOf(site)[1],
  "live stream": ({ site }) => site.links.liveStream,
  "message archive": ({ site }) => site.links.messageArchive,
  "prayer request form": ({ site }) => site.links.prayerRequestForm,
  "connect card": ({ site }) => site.links.connectionForm,
  "online giving": ({ site }) => site.links.givingOnline,
  "impact week dates": ({ keyDates }, { locale }) =>
    formatDateRange(keyDates.impactWeek.start, keyDates.impactWeek.end, locale),
  "baptism date": ({ keyDates }, { dates }) => dates.formatLongDate(keyDates.baptism.startsAt),
  "baptism day": ({ keyDates }, { dates }) => dates.formatWeekdayDate(keyDates.baptism.startsAt),
  "baptism time": ({ keyDates }, { dates }) => dates.formatClockTime(keyDates.baptism.startsAt),
  "baptism consent age": ({ baptism }) => String(baptism.consent.underAge),
  "baptism email": ({ baptism }) => baptism.consent.email,
} satisfies Record<string, (sources: FactSources, saying: Saying) => string>;

export type FactName = keyof typeof FACTS;

/** Names a page fills in itself, with a count or a time of its own. */
const PAGE_PLACEHOLDERS = new Set([
  "total",
  "shown",
  "day",
  "time",
  "when",
  "relative",
  "retentionDays",
  "staffActivityDays",
]);

const PLACEHOLDER = /\{([^{}]*)\}/g;
/** A name in braces, with the full stop that may follow it. */
const PLACEHOLDER_AND_STOP = /\{([^{}]*)\}(\.?)/g;

/**
 * Every fact with what it says now in a language, for the editor's list and for filling words in.
 * A fact that cannot be said (an edit being checked has a date that is no date) stays in braces:
 * the edit's own check refuses that date by name.
 */
export function factValues(sources: FactSources, language: Language = defaultLanguage): Record<FactName, string> {
  const saying: Saying = { locale: languages[language].locale, dates: churchDatesIn(language) };
  const say = (name: string, fact: (sources: FactSources, saying: Saying) => string) => {
    try {
      const value = fact(sources, saying);
      return typeof value === "string" ? value : `{${name}}`;
    } catch {
      return `{${name}}`;
    }
  };
  return Object.fromEntries(Object.entries(FACTS).map(([name, fact]) => [name, say(name, fact)])) as Record<
    FactName,
    string
  >;
}

const isFact = (name: string): name is FactName => Object.hasOwn(FACTS, name);

/** The value with every fact named in its words filled in; other braces are left for their page. */
export function fillFacts<T>(value: T, values: Record<FactName, string>): T {
  if (typeof value === "string") {
    return (
      value.includes("{")
        ? value.replace(PLACEHOLDER_AND_STOP, (all, name: string, stop: string) =>
            // A sentence that ends on a fact that ends with a stop ("10:30 a.m.") takes one stop.
            isFact(name) ? values[name] + (values[name].endsWith(".") ? "" : stop) : all,
          )
        : value
    ) as T;
  }
  if (Array.isArray(value)) return value.map((item) => fillFacts(item, values)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, fillFacts(child, values)])) as T;
  }
  return value;
}

export interface UnknownPlaceholder {
  path: Array<string | number>;
  name: string;
}

/** Every name in braces that is neither a fact nor one a page fills in: a typo staff should hear of. */
export function unknownPlaceholders(value: unknown, path: Array<string | number> = []): UnknownPlaceholder[] {
  if (typeof value === "string") {
    return [...value.matchAll(PLACEHOLDER)]
      .map((match) => match[1] ?? "")
      .filter((name) => !isFact(name) && !PAGE_PLACEHOLDERS.has(name))
      .map((name) => ({ path, name }));
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => unknownPlaceholders(item, [...path, index]));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, child]) => unknownPlaceholders(child, [...path, key]));
  }
  return [];
}

/** The names staff may write in braces, for the editor's help. */
export const factNames = Object.keys(FACTS) as FactName[];
