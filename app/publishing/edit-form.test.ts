// The editor's form, from the key dates' real schema: what staff see, what a sent form becomes, and
// how a refusal names the field.
import { describe, expect, it } from "vitest";
import { keyDates } from "~/content/key-dates";
import { keyDatesSchema } from "~/content/schema/key-dates";
import { checkValue, fieldGroups, valueFromForm } from "./edit-form";

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
      { name: "impactWeek.start", label: "First day", input: "date", value: keyDates.impactWeek.start },
      { name: "impactWeek.end", label: "Last day", input: "date", value: keyDates.impactWeek.end },
    ]);
    // A time is shown on the church's clocks, as a datetime-local field takes it.
    expect(groups[1]?.fields[0]).toMatchObject({ name: "baptism.startsAt", label: "Starts", input: "timestamp" });
    expect(groups[1]?.fields[0]?.value).toBe(keyDates.baptism.startsAt.slice(0, 16));
  });

  it("turns a sent form into the content's own shape, with New York's offset for that date", () => {
    const summer = { ...sent, "baptism.startsAt": "2026-07-11T09:30", "baptism.endsAt": "2026-07-11T11:30" };
    expect(valueFromForm(keyDatesSchema, formOf(sent))).toEqual({
      impactWeek: { start: "2026-11-15", end: "2026-11-21" },
      baptism: { startsAt: "2026-12-05T09:30:00-05:00", endsAt: "2026-12-05T11:30:00-05:00" },
    });
    expect(valueFromForm(keyDatesSchema, formOf(summer)).baptism).toEqual({
      startsAt: "2026-07-11T09:30:00-04:00",
      endsAt: "2026-07-11T11:30:00-04:00",
    });
    expect(checkValue(keyDatesSchema, valueFromForm(keyDatesSchema, formOf(sent))).ok).toBe(true);
  });

  it("refuses what the build would refuse, naming the field with its label", () => {
    const endsFirst = checkValue(
      keyDatesSchema,
      valueFromForm(keyDatesSchema, formOf({ ...sent, "baptism.endsAt": "2026-12-05T08:00" })),
    );
    expect(endsFirst).toEqual({
      ok: false,
      problems: [{ name: "baptism.endsAt", label: "Next baptism: Ends", message: "must be after it starts" }],
    });

    const impossible = checkValue(
      keyDatesSchema,
      valueFromForm(keyDatesSchema, formOf({ ...sent, "impactWeek.start": "2026-02-30" })),
    );
    expect(impossible.ok || impossible.problems).toEqual([
      { name: "impactWeek.start", label: "Impact Week: First day", message: "must be a date written YYYY-MM-DD" },
    ]);

    // 2:30 AM on the morning the clocks go forward is a time New York's clocks never show.
    const skipped = checkValue(
      keyDatesSchema,
      valueFromForm(keyDatesSchema, formOf({ ...sent, "baptism.startsAt": "2026-03-08T02:30" })),
    );
    expect(skipped.ok || skipped.problems.map((problem) => problem.name)).toEqual(["baptism.startsAt"]);

    const missing = checkValue(keyDatesSchema, valueFromForm(keyDatesSchema, formOf({})));
    expect(missing.ok || new Set(missing.problems.map((problem) => problem.name))).toEqual(
      new Set(["impactWeek.start", "impactWeek.end", "baptism.startsAt", "baptism.endsAt"]),
    );
  });
});
