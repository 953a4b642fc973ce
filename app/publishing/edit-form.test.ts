// The editor's form, from the key dates' real schema: what staff see, what a sent form becomes, and
// how a refusal names the field.
import { describe, expect, it } from "vitest";
import { keyDates } from "~/content/key-dates";
import { builtOutreachEvents } from "~/content/outreach-events";
import { keyDatesSchema } from "~/content/schema/key-dates";
import { outreachEventsSchema } from "~/content/schema/outreach-events";
import { checkEdit, checkValue, describeChanges, fieldGroups, valueFromForm } from "./edit-form";

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

const sent = {
  "impactWeek.start": "2026-11-15",
  "impactWeek.end": "2026-11-21",
  "baptism.startsAt": "2026-12-05T09:30",
  "baptism.endsAt": "2026-12-05T11:30",
};

describe("the key dates' form", () => {
  it("has a group per event, labelled from the schema, with date and church-time fields showing the values", () => {
    const groups = fieldGroups(keyDatesSchema, keyDates);
    expect(groups.map((group) => group.legend)).toEqual(["Impact Week", "Next baptism"]);
    expect(groups[0]?.fields).toEqual([
      { name: "impactWeek.start", label: "First day", input: "date", value: keyDates.impactWeek.start, required: true },
      { name: "impactWeek.end", label: "Last day", input: "date", value: keyDates.impactWeek.end, required: true },
    ]);
    // A time is shown on the church's clocks, as a datetime-local field takes it.
    expect(groups[1]?.fields[0]).toMatchObject({ name: "baptism.startsAt", label: "Starts", input: "timestamp" });
    expect(groups[1]?.fields[0]?.value).toBe(keyDates.baptism.startsAt.slice(0, 16));
  });

  it("turns a sent form into the content's own shape, with New York's offset for that date", () => {
    const summer = { ...sent, "baptism.startsAt": "2026-07-11T09:30", "baptism.endsAt": "2026-07-11T11:30" };
    expect(valueFromForm(keyDatesSchema, formOf(sent), keyDates)).toEqual({
      impactWeek: { start: "2026-11-15", end: "2026-11-21" },
      baptism: { startsAt: "2026-12-05T09:30:00-05:00", endsAt: "2026-12-05T11:30:00-05:00" },
    });
    expect((valueFromForm(keyDatesSchema, formOf(summer), keyDates) as typeof keyDates).baptism).toEqual({
      startsAt: "2026-07-11T09:30:00-04:00",
      endsAt: "2026-07-11T11:30:00-04:00",
    });
    expect(checkValue(keyDatesSchema, valueFromForm(keyDatesSchema, formOf(sent), keyDates)).ok).toBe(true);
  });

  it("refuses what the build would refuse, naming the field with its label", () => {
    const endsFirst = checkValue(
      keyDatesSchema,
      valueFromForm(keyDatesSchema, formOf({ ...sent, "baptism.endsAt": "2026-12-05T08:00" }), keyDates),
    );
    expect(endsFirst).toEqual({
      ok: false,
      problems: [{ name: "baptism.endsAt", label: "Next baptism: Ends", message: "must be after it starts" }],
    });

    const impossible = checkValue(
      keyDatesSchema,
      valueFromForm(keyDatesSchema, formOf({ ...sent, "impactWeek.start": "2026-02-30" }), keyDates),
    );
    expect(impossible.ok || impossible.problems).toEqual([
      { name: "impactWeek.start", label: "Impact Week: First day", message: "must be a date written YYYY-MM-DD" },
    ]);

    // 2:30 AM on the morning the clocks go forward is a time New York's clocks never show.
    const skipped = checkValue(
      keyDatesSchema,
      valueFromForm(keyDatesSchema, formOf({ ...sent, "baptism.startsAt": "2026-03-08T02:30" }), keyDates),
    );
    expect(skipped.ok || skipped.problems.map((problem) => problem.name)).toEqual(["baptism.startsAt"]);

    const missing = checkValue(keyDatesSchema, valueFromForm(keyDatesSchema, formOf({}), keyDates));
    expect(missing.ok || new Set(missing.problems.map((problem) => problem.name))).toEqual(
      new Set(["impactWeek.start", "impactWeek.end", "baptism.startsAt", "baptism.endsAt"]),
    );
  });
});

describe("the outreach events' form", () => {
  const schema = outreachEventsSchema.shape.events;

  /** The form as a browser would send it, unchanged or with some fields changed. */
  const sentForm = (changes: Record<string, string> = {}) => {
    const form = new FormData();
    for (const group of fieldGroups(schema, builtOutreachEvents)) {
      for (const field of group.fields) {
        if (field.input !== "checkbox" || field.value === "true") form.set(field.name, field.value);
      }
    }
    for (const [name, value] of Object.entries(changes)) form.set(name, value);
    return form;
  };

  it("has a group per event and per address, and keeps each illustration out of the form", () => {
    const legends = fieldGroups(schema, builtOutreachEvents).map((group) => group.legend);
    expect(legends[0]).toBe(`Event 1: ${builtOutreachEvents[0]?.title}`);
    expect(legends).toContain(`Event 1: ${builtOutreachEvents[0]?.title}: Address`);
    const names = fieldGroups(schema, builtOutreachEvents).flatMap((group) => group.fields.map((field) => field.name));
    expect(names.filter((name) => name.startsWith("0.")).length).toBeGreaterThan(10);
    expect(names.some((name) => name.includes("image"))).toBe(false);
  });

  it("gives back the events as built when nothing is changed, illustrations included", () => {
    const value = valueFromForm(schema, sentForm(), builtOutreachEvents);
    expect(value).toEqual(builtOutreachEvents);
    expect(checkValue(schema, value).ok).toBe(true);
  });

  it("leaves out an address emptied, and refuses a date the card and the start disagree on", () => {
    const atHome = valueFromForm(
      schema,
      sentForm({ "2.address.city": "", "2.address.state": "", "2.location": "At home" }),
      builtOutreachEvents,
    ) as typeof builtOutreachEvents;
    expect(atHome[2]?.address).toBeUndefined();
    expect(checkValue(schema, atHome).ok).toBe(true);

    const moved = checkValue(
      schema,
      valueFromForm(
        schema,
        sentForm({ "2.startsAt": "2026-11-20T17:00", "2.endsAt": "2026-11-20T19:00" }),
        builtOutreachEvents,
      ),
    );
    expect(moved.ok || moved.problems.map((problem) => problem.name)).toEqual(["2.date"]);
  });

  it("describes a revision by what it changed", () => {
    const later = valueFromForm(schema, sentForm({ "2.time": "6:00 – 8:00 PM" }), builtOutreachEvents);
    expect(describeChanges(schema, builtOutreachEvents, later)).toEqual([
      `Event 3: ${builtOutreachEvents[2]?.title}: Time as the card shows it: “${builtOutreachEvents[2]?.time}” → “6:00 – 8:00 PM”`,
    ]);
  });
});

describe("dates staff may publish", () => {
  const today = "2026-11-24";
  const edit = (fields: Record<string, string>) =>
    checkEdit(keyDatesSchema, valueFromForm(keyDatesSchema, formOf({ ...sent, ...fields }), keyDates), today);

  it("lie between the first day of last year and five years ahead, each refused date named", () => {
    expect(edit({}).ok).toBe(true);
    expect(edit({ "impactWeek.start": "2025-01-01", "impactWeek.end": "2031-11-24" }).ok).toBe(true);
    expect(edit({ "impactWeek.start": "2000-01-01", "impactWeek.end": "2099-12-31" })).toEqual({
      ok: false,
      problems: [
        {
          name: "impactWeek.start",
          label: "Impact Week: First day",
          message: "must be between 2025-01-01 and 2031-11-24",
        },
        {
          name: "impactWeek.end",
          label: "Impact Week: Last day",
          message: "must be between 2025-01-01 and 2031-11-24",
        },
      ],
    });
    expect(edit({ "baptism.startsAt": "2024-12-31T08:00" })).toMatchObject({
      ok: false,
      problems: [{ name: "baptism.startsAt", message: "must be between 2025-01-01 and 2031-11-24" }],
    });
  });

  it("refuses a year outside what any calendar can hold, as the build does", () => {
    expect(edit({ "impactWeek.start": "0000-01-01", "impactWeek.end": "9999-12-31" })).toMatchObject({
      ok: false,
      problems: [{ name: "impactWeek.start" }, { name: "impactWeek.end" }],
    });
  });
});
