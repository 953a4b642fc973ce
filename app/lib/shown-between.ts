// Items of a list that carry `showFrom` or `showUntil` (a slide, an event) are on the site only
// between those moments. These find what is on the site at a moment, and when that next changes.

interface Scheduled {
  showFrom?: unknown;
  showUntil?: unknown;
}

const time = (value: unknown) => (typeof value === "string" ? Date.parse(value) : Number.NaN);

/** Whether an item is on the site at `now` (ms since 1970): from `showFrom`, and before `showUntil`. */
function isShownAt(item: Scheduled, now: number): boolean {
  const from = time(item.showFrom);
  const until = time(item.showUntil);
  return !(from > now) && !(until <= now);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** The value with every list item that is not on the site at `now` left out, at any depth. */
export function visibleAt<T>(value: T, now: number): T {
  if (Array.isArray(value)) {
    return value.filter((item) => !isRecord(item) || isShownAt(item, now)).map((item) => visibleAt(item, now)) as T;
  }
  if (isRecord(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, visibleAt(child, now)])) as T;
  }
  return value;
}

/** Every moment at which some list item in the value appears or leaves. */
function changes(value: unknown, into: number[] = []): number[] {
  if (Array.isArray(value)) {
    for (const item of value) {
      if (isRecord(item)) {
        for (const moment of [time(item.showFrom), time(item.showUntil)]) if (!Number.isNaN(moment)) into.push(moment);
      }
      changes(item, into);
    }
  } else if (isRecord(value)) {
    for (const child of Object.values(value)) changes(child, into);
  }
  return into;
}

/** The first moment after `after` at which what the value shows changes; undefined if none is ahead. */
export function nextChangeAfter(value: unknown, after: number): number | undefined {
  const ahead = changes(value).filter((moment) => moment > after);
  return ahead.length > 0 ? Math.min(...ahead) : undefined;
}

/** The last moment at or before `at` at which what the value shows changed; undefined if none was. */
export function lastChangeBy(value: unknown, at: number): number | undefined {
  const past = changes(value).filter((moment) => moment <= at);
  return past.length > 0 ? Math.max(...past) : undefined;
}
