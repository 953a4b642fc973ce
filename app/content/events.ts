// Events: the church calendar.
import { z } from "zod";
import { buttonLinkSchema, heroSchema, pageMetaSchema, text } from "../content-model/blocks";
import { defineContent } from "../content-model/define";

export const eventsSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  calendar: z.object({ title: text, intro: text }),
  questions: z.object({ title: text, body: text, link: buttonLinkSchema }),
});

export type EventsContent = z.input<typeof eventsSchema>;

export const events: EventsContent = {
  meta: {
    title: "Events",
    description:
      "See what's coming up at The Bridge Church: worship nights, groups, outreach, youth and family events.",
  },
  hero: {
    title: "Upcoming Events",
    subtitle: "There is always something happening at The Bridge. Find your next chance to connect.",
    image: {
      src: "/images/events/hero.svg",
      width: 1600,
      height: 700,
      alt: "Illustration of a starry night sky over the city",
    },
  },
  calendar: {
    title: "Events Calendar",
    intro: "Tap an event for details and registration.",
  },
  questions: {
    title: "Questions About Our Events?",
    body: "Not sure which event is right for you, or need help registering? Our team is happy to help.",
    link: { label: "Contact Us", href: "/contact" },
  },
};

declare module "../content-model/define" {
  interface EditableContent {
    events: EventsContent;
  }
}

export const eventsModule = defineContent({
  key: "events",
  schema: eventsSchema,
  built: events,
  page: { path: "/events", heading: (value) => value.hero.title },
  staff: {
    part: "page",
    title: "Events",
    description: "Everything the Events page says and shows.",
    shownOn: [{ path: "/events", label: "Events" }],
  },
});
