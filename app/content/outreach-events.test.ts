import { describe, expect, it } from "vitest";
import { eventWhen } from "~/events/event-when";
import { outreachEventSchema, outreachEvents } from "./outreach-events";

describe("an outreach event's day and time", () => {
  const [, pack, dinner] = outreachEvents.events;
  if (!dinner || !pack) throw new Error("three events are expected");
  const messages = (event: unknown) => {
    const result = outreachEventSchema.safeParse(event);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  };
  const { date: _, time: __, ...timed } = dinner;

  it("is entered once: the card's words are made from when it starts and ends", () => {
    expect(eventWhen(timed, "All day")).toEqual({ date: "Friday, Nov 21", time: "5:00 – 7:00 PM" });
    expect(
      eventWhen({ ...timed, endsAt: "2025-11-21T19:30:00-05:00", startsAt: "2025-11-21T11:30:00-05:00" }, ""),
    ).toEqual({
      date: "Friday, Nov 21",
      time: "11:30 AM – 7:30 PM",
    });
    // Over several days, all day: the days from the first to the last, and the page's words for "all day".
    const { time: ___, ...week } = pack;
    expect(eventWhen(week, "All day")).toEqual({ date: "Nov 16 – 22", time: "All day" });
    expect(eventWhen({ ...week, endsAt: "2025-12-03T00:00:00-05:00" }, "All day").date).toBe("Nov 16 – Dec 2");
  });

  it("may say it in other words, however they write the day and the time it starts", () => {
    expect(messages(timed)).toEqual([]);
    for (const date of ["Friday, November 21", "Fri Nov 21", "11/21, after school"]) {
      expect(messages({ ...dinner, date }), date).toEqual([]);
    }
    for (const time of ["5 PM to 7 PM", "5:00 PM", "5pm", "5 p.m. till late", "17:00–19:00"]) {
      expect(messages({ ...dinner, time }), time).toEqual([]);
    }
    // An all-day event's time may say anything.
    expect(messages(pack)).toEqual([]);
  });

  it("refuses words that say another day, another hour or minute, or no time at all", () => {
    const wrongTime = [
      "time: must begin with 5:00 PM, the time it starts (or leave it empty: the card then says the time from Starts and Ends)",
    ];
    for (const time of ["6:00 – 8:00 PM", "5:30 – 7:00 PM", "5:00 – 7:00 AM", "Evening", "5"]) {
      expect(messages({ ...dinner, time }), time).toEqual(wrongTime);
    }
    expect(messages({ ...dinner, date: "Saturday, November 22" })).toEqual([
      "date: must name Nov 21, the day it starts (or leave it empty: the card then says the day from Starts)",
    ]);
  });
});
