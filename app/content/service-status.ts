// The words of the live-service line on the home page's "Join Online" card and the /watch hero.
// The schedule itself (day, time, length, time zone) is site.worship; the stream is site.links.
import type { ServiceStatusContent } from "~/content/schema/service-status";

export const serviceStatus: ServiceStatusContent = {
  /** Shown without JavaScript, and until the page has worked out the live state: always true. */
  schedule: "Live online every {day} at {time} Eastern time",
  live: "Live now: join the service",
  next: "Next service {when}, {relative}",
};
