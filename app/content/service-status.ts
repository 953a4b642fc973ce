// The words of the live-service line on the home page's "Join Online" card and the /watch hero.
// The schedule itself (day, time, length, time zone) is site.worship; the stream is site.links.
import { z } from "zod";
import { text } from "../content-model/blocks";
import { defineContent } from "../content-model/define";

export const serviceStatusSchema = z.object({
  schedule: text.refine((v) => v.includes("{day}") && v.includes("{time}"), "must name {day} and {time}"),
  live: text,
  next: text.refine((v) => v.includes("{when}") && v.includes("{relative}"), "must name {when} and {relative}"),
});

export type ServiceStatusContent = z.input<typeof serviceStatusSchema>;

export const serviceStatus: ServiceStatusContent = {
  /** Shown without JavaScript, and until the page has worked out the live state: always true. */
  schedule: "Live online every {day} at {time} Eastern time",
  live: "Live now: join the service",
  next: "Next service {when}, {relative}",
};

declare module "../content-model/define" {
  interface EditableContent {
    serviceStatus: ServiceStatusContent;
  }
}

export const serviceStatusModule = defineContent({
  key: "serviceStatus",
  schema: serviceStatusSchema,
  built: serviceStatus,
  staff: {
    part: "site",
    title: "Live service line",
    description:
      "The line under the online worship card and on Watch that says when the next service is, or that it is live.",
    shownOn: [
      { path: "/watch", label: "Watch" },
      { path: "/", label: "Home" },
    ],
  },
});
