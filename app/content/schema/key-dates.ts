// The shape of key-dates.ts: the dates of the church's big moments, each written once.
import { z } from "zod";
import { calendarDate, newYorkTimestamp } from "./blocks";

export const keyDatesSchema = z.object({
  impactWeek: z
    .object({ start: calendarDate.meta({ title: "First day" }), end: calendarDate.meta({ title: "Last day" }) })
    .meta({ title: "Impact Week" })
    .refine((week) => week.start <= week.end, { message: "must not end before it starts", path: ["end"] }),
  baptism: z
    .object({ startsAt: newYorkTimestamp.meta({ title: "Starts" }), endsAt: newYorkTimestamp.meta({ title: "Ends" }) })
    .meta({ title: "Next baptism" })
    .refine((day) => new Date(day.endsAt) > new Date(day.startsAt), {
      message: "must be after it starts",
      path: ["endsAt"],
    }),
});

export type KeyDatesContent = z.input<typeof keyDatesSchema>;
