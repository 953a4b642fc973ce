// The dates of the church's big moments, each written once. The home page's slides and the pages
// about each moment read them from here (a small module, so the home page does not carry whole pages).
import { z } from "zod";
import { calendarDate, newYorkTimestamp } from "../content-model/blocks";
import { defineContent } from "../content-model/define";

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

export const keyDates: KeyDatesContent = {
  impactWeek: { start: "2025-11-16", end: "2025-11-22" },
  baptism: { startsAt: "2025-12-06T08:00:00-05:00", endsAt: "2025-12-06T10:00:00-05:00" },
};

declare module "../content-model/define" {
  interface EditableContent {
    keyDates: KeyDatesContent;
  }
}

export const keyDatesModule = defineContent({
  key: "keyDates",
  schema: keyDatesSchema,
  built: keyDates,
  staff: {
    part: "site",
    title: "Key dates",
    description:
      "The dates of Impact Week and the next baptism. The home page's slides, the Baptism, Impact Week, Outreach and Outreach Events pages, the calendar files and what search engines read all follow them.",
    shownOn: [
      { path: "/baptism", label: "Baptism" },
      { path: "/", label: "Home" },
      { path: "/impact-week", label: "Impact Week" },
      { path: "/outreach-events", label: "Outreach Events" },
      { path: "/outreach", label: "Outreach" },
    ],
  },
});
