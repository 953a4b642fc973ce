import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { keyDatesSchema } from "~/content/key-dates";
import { outreachEventsSchema } from "~/content/outreach-events";
import { builtContent, shownContent } from "~/published/content";
import { type CalendarEntry, calendarFiles, icsCalendar } from "./ics.server";
import { calendarFeedPath, calendarPaths } from "./paths";

// A Saturday in November 2026: the recurring services start on the next day, a Sunday.
const builtAt = new Date("2026-11-21T17:00:00Z");
const files = calendarFiles(builtAt);

const parse = (body: string) => new ICAL.Component(ICAL.parse(body));
const eventsOf = (body: string) =>
  parse(body)
    .getAllSubcomponents("vevent")
    .map((vevent) => new ICAL.Event(vevent));
const fileAt = (path: string) => {
  const file = files.find((candidate) => candidate.path === path);
  if (!file) throw new Error(`no calendar file at ${path}`);
  return file.body;
};

/** The first `count` occurrences of a recurring event, as UTC instants. */
function occurrences(event: ICAL.Event, count: number): Date[] {
  const expansion = event.iterator();
  const found: Date[] = [];
  for (let next = expansion.next(); next && found.length < count; next = expansion.next()) found.push(next.toJSDate());
  return found;
}

const newYork = (instant: Date, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", ...options }).format(instant);

describe("calendar files", () => {
  it("offers each event on its own and all of them in one feed", () => {
    const single = files.filter((file) => file.path !== calendarFeedPath);
    expect(single.map((file) => file.path)).toEqual(expect.arrayContaining(Object.values(calendarPaths)));
    expect(single.map((file) => file.path)).toContain("/calendar/outreach/serve-dinner.ics");
    for (const file of single) expect(eventsOf(file.body), file.path).toHaveLength(1);
    const feedUids = eventsOf(fileAt(calendarFeedPath)).map((event) => event.uid);
    expect(feedUids).toEqual(single.map((file) => eventsOf(file.body)[0]?.uid));
    expect(new Set(feedUids).size).toBe(feedUids.length);
  });

  it("writes every timed start in New York time, with New York's VTIMEZONE in the file", () => {
    for (const { path, body } of files) {
      const calendar = parse(body);
      const zones = calendar.getAllSubcomponents("vtimezone").map((zone) => zone.getFirstPropertyValue("tzid"));
      expect(zones, path).toEqual(["America/New_York"]);
      for (const vevent of calendar.getAllSubcomponents("vevent")) {
        for (const name of ["dtstart", "dtend"]) {
          const property = vevent.getFirstProperty(name);
          if (property?.type === "date") continue;
          expect(property?.getParameter("tzid"), `${path} ${name}`).toBe("America/New_York");
        }
      }
      // Outside the VTIMEZONE, no time is floating or in UTC; only the stamp is UTC, as RFC 5545 requires.
      const events = body.slice(body.indexOf("BEGIN:VEVENT"));
      expect(events, path).not.toMatch(/^DT(START|END)(;VALUE=DATE-TIME)?:\d{8}T\d{6}Z?\r$/m);
      expect(events, path).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r$/m);
    }
  });

  it("works out the instants from the file alone, not from time zones the reader already knows", () => {
    expect(ICAL.TimezoneService.has("America/New_York")).toBe(false);
  });

  it("puts Sunday worship at 15:30 UTC in January and 14:30 UTC in July, switching with daylight saving time", () => {
    const [worship] = eventsOf(fileAt(calendarPaths.worship));
    if (!worship) throw new Error("no worship event");
    expect(worship.isRecurring()).toBe(true);
    const year = occurrences(worship, 60);
    const at = (date: string) => year.find((instant) => newYork(instant, { dateStyle: "short" }) === date);
    expect(at("1/3/27")?.toISOString()).toBe("2027-01-03T15:30:00.000Z");
    expect(at("7/4/27")?.toISOString()).toBe("2027-07-04T14:30:00.000Z");
    // Daylight saving time begins on Sunday 14 March 2027, at 2 AM, before the service.
    expect(at("3/7/27")?.toISOString()).toBe("2027-03-07T15:30:00.000Z");
    expect(at("3/14/27")?.toISOString()).toBe("2027-03-14T14:30:00.000Z");
    for (const instant of year) {
      expect(newYork(instant, { weekday: "long", hour: "numeric", minute: "2-digit" })).toBe("Sunday 10:30 AM");
    }
    expect(worship.endDate.toJSDate().getTime() - worship.startDate.toJSDate().getTime()).toBe(75 * 60_000);
  });

  it("puts Oxygen youth worship on the 2nd and 4th Sundays of every month, and no other day", () => {
    const [youth] = eventsOf(fileAt(calendarPaths.youthWorship));
    if (!youth) throw new Error("no youth worship event");
    const found = occurrences(youth, 24).map((instant) => newYork(instant, { dateStyle: "short" }));
    // The 2nd and 4th Sundays of each month from December 2026 to November 2027.
    const expected: string[] = [];
    for (let month = 11; month < 23; month++) {
      const sundays = Array.from({ length: 31 }, (_, day) => new Date(Date.UTC(2026, month, day + 1, 17))).filter(
        (date) => date.getUTCMonth() === month % 12 && date.getUTCDay() === 0,
      );
      for (const sunday of [sundays[1], sundays[3]]) if (sunday) expected.push(newYork(sunday, { dateStyle: "short" }));
    }
    // Sunday 22 November 2026, the 4th Sunday, is the first meeting after the build.
    expect(found).toEqual(["11/22/26", ...expected].slice(0, 24));
  });

  it("puts one-off events at the right instants, in winter and in summer", () => {
    const [baptism] = eventsOf(fileAt(calendarPaths.baptism));
    expect(baptism?.startDate.toJSDate().toISOString()).toBe("2025-12-06T13:00:00.000Z");
    const [dinner] = eventsOf(fileAt("/calendar/outreach/serve-dinner.ics"));
    expect(dinner?.startDate.toJSDate().toISOString()).toBe("2025-11-21T22:00:00.000Z");
    expect(dinner?.endDate.toJSDate().toISOString()).toBe("2025-11-22T00:00:00.000Z");
    const picnic: CalendarEntry = {
      uid: "picnic@example.org",
      path: "/calendar/picnic.ics",
      summary: "Picnic",
      description: "Bring a chair.",
      start: "2026-07-04T17:00:00",
      end: "2026-07-04T19:00:00",
    };
    const [summer] = eventsOf(icsCalendar([picnic], { now: builtAt, company: "The Bridge Church" }));
    expect(summer?.startDate.toJSDate().toISOString()).toBe("2026-07-04T21:00:00.000Z");
  });

  it("marks Impact Week as whole days, the last one included", () => {
    const [week] = eventsOf(fileAt(calendarPaths.impactWeek));
    expect(week?.startDate.isDate).toBe(true);
    expect(week?.startDate.toString()).toBe("2025-11-16");
    // RFC 5545: an all-day event ends at the start of the day after its last day.
    expect(week?.endDate.toString()).toBe("2025-11-23");
  });

  it("keeps every event's UID from one build to the next", () => {
    const uids = (built: typeof files) => built.flatMap((file) => eventsOf(file.body).map((event) => event.uid));
    const aWeekLater = calendarFiles(new Date("2026-11-28T17:00:00Z"));
    expect(uids(aWeekLater)).toEqual(uids(files));
    expect(uids(files)).toContain("worship@thebridgechurch.org");
  });

  it("escapes commas, semicolons and line breaks in text, and folds long lines by bytes", () => {
    const event: CalendarEntry = {
      uid: "planted@example.org",
      path: "/calendar/planted.ics",
      summary: "Pack, sort; serve\nTogether",
      description: `Line one; with a comma, here\nLine two. ${"Café – “long” text ".repeat(8)}`,
      location: "Hall A, 1 Main St; back door",
      start: "2026-01-10T09:00:00",
      end: "2026-01-10T10:00:00",
    };
    const body = icsCalendar([event], {
      now: builtAt,
      company: "The Bridge Church",
      feed: { name: "Bridge, Church; Events", description: "All, of; them", refreshHours: 12 },
    });
    expect(body).toContain("SUMMARY:Pack\\, sort\\; serve\\nTogether\r\n");
    expect(body).toContain("LOCATION:Hall A\\, 1 Main St\\; back door\r\n");
    expect(body).toContain("X-WR-CALNAME:Bridge\\, Church\\; Events\r\n");
    const [parsed] = eventsOf(body);
    expect(parsed?.summary).toBe(event.summary);
    expect(parsed?.description).toBe(event.description);
    expect(parsed?.location).toBe(event.location);
    for (const line of body.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });
});

describe("calendar files from the furthest values the content may hold", () => {
  const [first, second, ...others] = builtContent.outreachEvents.events;
  const edges = [
    {
      start: "2000-01-01",
      end: "2000-01-01",
      startsAt: "2000-01-01T00:00:00-05:00",
      endsAt: "2000-01-01T00:01:00-05:00",
      // The card's time words begin with the time it starts.
      time: "12:00 – 12:01 AM",
    },
    {
      start: "2099-12-31",
      end: "2099-12-31",
      startsAt: "2099-12-31T23:58:00-05:00",
      endsAt: "2099-12-31T23:59:00-05:00",
      time: "11:58 – 11:59 PM",
    },
  ];

  for (const edge of edges) {
    it(`writes files every reader parses, each event ending after it starts (${edge.start})`, () => {
      const keyDates = keyDatesSchema.parse({
        impactWeek: { start: edge.start, end: edge.end },
        baptism: { startsAt: edge.startsAt, endsAt: edge.endsAt },
      });
      // One all-day event of a single day, and one timed event of a single minute.
      const day = edge.start;
      const oneDay = {
        ...first,
        allDay: true,
        date: new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" }).format(
          new Date(`${day}T00:00:00Z`),
        ),
        startsAt: `${day}T00:00:00-05:00`,
        endsAt: edge.start === "2000-01-01" ? "2000-01-02T00:00:00-05:00" : "2100-01-01T00:00:00-05:00",
      };
      const oneMinute = {
        ...second,
        allDay: false,
        date: oneDay.date,
        time: edge.time,
        startsAt: edge.startsAt,
        endsAt: edge.endsAt,
      };
      const events = [oneDay, oneMinute, ...others];
      if (edge.start === "2099-12-31") {
        // 2100 is outside what content may hold: the all-day event that would end there is refused.
        expect(outreachEventsSchema.shape.events.safeParse(events).success).toBe(false);
        events[0] = {
          ...oneDay,
          startsAt: "2099-12-30T00:00:00-05:00",
          endsAt: "2099-12-31T00:00:00-05:00",
          date: "Dec 30",
        };
      }
      const outreachEvents = {
        ...builtContent.outreachEvents,
        events: outreachEventsSchema.shape.events.parse(events),
      };
      const written = calendarFiles(
        builtAt,
        shownContent({ ...builtContent, keyDates, outreachEvents }, builtAt.getTime()),
      );
      for (const file of written) {
        for (const event of eventsOf(file.body)) {
          expect(event.endDate.compare(event.startDate), `${file.path}: ${event.summary}`).toBeGreaterThan(0);
          expect(event.startDate.year, file.path).toBeGreaterThanOrEqual(2000);
        }
        expect(file.body, file.path).not.toMatch(/^(DTSTART|DTEND)[^:\r\n]*:[^0-9]/m);
      }
    });
  }
});
