import { describe, expect, it } from "vitest";
import { outreachEventSchema, outreachEvents } from "./outreach-events";

describe("an outreach event's card words and its times", () => {
  const [, , dinner] = outreachEvents.events;
  if (!dinner) throw new Error("a third event is expected");
  const messages = (event: unknown) => {
    const result = outreachEventSchema.safeParse(event);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  };

  it("takes a time that begins when the event starts, with its AM or PM at the start or the end", () => {
    expect(messages(dinner)).toEqual([]);
    expect(messages({ ...dinner, time: "5 PM to 7 PM" })).toEqual([]);
    expect(messages({ ...dinner, time: "5:00 PM" })).toEqual([]);
  });

  it("refuses a time that says another hour, another minute, or no time at all", () => {
    const wrong = ["time: must begin with 5:00 PM, the time it starts"];
    expect(messages({ ...dinner, time: "6:00 – 8:00 PM" })).toEqual(wrong);
    expect(messages({ ...dinner, time: "5:30 – 7:00 PM" })).toEqual(wrong);
    expect(messages({ ...dinner, time: "5:00 – 7:00 AM" })).toEqual(wrong);
    expect(messages({ ...dinner, time: "Evening" })).toEqual(wrong);
  });
});
