// Outreach events: the six Impact Week events. Each has the text the card shows and, for
// calendars and structured data, its start and end as ISO 8601 times in New York.
import { z } from "zod";
import {
  address,
  buttonLinkSchema,
  externalUrl,
  id,
  image,
  newYorkTimestamp,
  pageMetaSchema,
  paragraphText,
  shownBetween,
  text,
  unique,
} from "../content-model/blocks";
import { formatClockTime, formatShortMonthDay, isTimestamp } from "../content-model/church-time";
import { defineContent } from "../content-model/define";
import { firstTimeIn, namesDay } from "../lib/written-times";

export const outreachEventSchema = z
  .object({
    id,
    title: text,
    startsAt: newYorkTimestamp.meta({ title: "Starts" }),
    /** For an all-day event, the start of the day after it ends, as calendars expect. */
    endsAt: newYorkTimestamp.meta({ title: "Ends (for an all-day event, midnight after the last day)" }),
    allDay: z.boolean().optional().meta({ title: "All day" }),
    /**
     * The card writes the day and the time from `startsAt` and `endsAt` ("Friday, Nov 21",
     * "5:00 – 7:00 PM"); these say it in other words, on purpose ("Flexible, on your schedule").
     */
    date: text.optional().meta({
      title: "Day on the card, in other words",
      description: "Leave it empty and the card says the day from Starts, such as “Friday, Nov 21”.",
    }),
    time: text.optional().meta({
      title: "Time on the card, in other words",
      description: "Leave it empty and the card says the time from Starts and Ends, such as “5:00 – 7:00 PM”.",
    }),
    location: text,
    description: paragraphText,
    // The card crops it to 8:5; a new event's photo is made ready in those proportions.
    image: image.meta({ ...image.meta(), aspect: "8:5" }),
    category: z.enum(["Service", "Community", "Care"]),
    /** Kept for the sign-up system; not shown. */
    spotsLeft: z.number().int().min(0).optional(),
    /** The sign-up form; missing or "#" while sign-up is not open, and the button is then inert. */
    rsvpUrl: z
      .union([externalUrl, z.literal("#")])
      .optional()
      .meta({ title: "Sign-up link" }),
    /**
     * The town it is in (and the street, when there is one), for search engines, which list an event
     * only with a place. Leave it out for a project with no one place, such as one done at home.
     */
    address: address.omit({ name: true }).partial({ street: true, zip: true }).optional(),
    ...shownBetween,
  })
  .meta({ title: "Event" })
  .superRefine((event, ctx) => {
    // Times not yet written, or not written as times, are refused on their own fields: nothing to compare.
    if (!isTimestamp(event.startsAt) || !isTimestamp(event.endsAt)) return;
    if (!(new Date(event.endsAt) > new Date(event.startsAt))) {
      ctx.addIssue({ code: "custom", path: ["endsAt"], message: "must be after it starts" });
    }
    // A whole day runs from one midnight to another: anything else would write a calendar entry that
    // ends on the day it starts, or a day early.
    if (event.allDay) {
      const midnight = (at: string) => at.slice(11, 19) === "00:00:00";
      if (!midnight(event.startsAt)) {
        ctx.addIssue({
          code: "custom",
          path: ["startsAt"],
          message: "for an all-day event, must be midnight (12:00 AM)",
        });
      }
      if (!midnight(event.endsAt)) {
        ctx.addIssue({
          code: "custom",
          path: ["endsAt"],
          message: "for an all-day event, must be midnight (12:00 AM) after the last day",
        });
      }
    }
    // Words written on purpose still say the day and the time it starts, however they say them.
    const [month = 0, day = 0] = event.startsAt.slice(5, 10).split("-").map(Number);
    if (event.date !== undefined && !namesDay(event.date, month, day)) {
      const words = formatShortMonthDay(event.startsAt);
      ctx.addIssue({
        code: "custom",
        path: ["date"],
        message: `must name ${words}, the day it starts (or leave it empty: the card then says the day from Starts)`,
      });
    }
    if (event.time !== undefined && !event.allDay) {
      const [hour = 0, minute = 0] = event.startsAt.slice(11, 16).split(":").map(Number);
      const said = firstTimeIn(event.time);
      if (said?.hour !== hour || said.minute !== minute) {
        ctx.addIssue({
          code: "custom",
          path: ["time"],
          message: `must begin with ${formatClockTime(event.startsAt)}, the time it starts (or leave it empty: the card then says the time from Starts and Ends)`,
        });
      }
    }
  });

export const outreachEventsSchema = z.object({
  meta: pageMetaSchema,
  hero: z.object({ eyebrow: text, title: text, subtitle: text }),
  available: z.object({
    title: text,
    intro: text,
    signupLabel: text,
    signupClosedNote: text,
    /** What a card says of the time of an all-day event that says nothing else. */
    allDay: text.meta({ title: "An all-day event's time on its card" }),
  }),
  events: z
    .array(outreachEventSchema)
    .min(1, "needs at least one event")
    .max(24, "has room for 24 events at most")
    .superRefine(unique((event) => event.id, "event ids")),
  banner: z.object({ title: text, body: text, links: z.array(buttonLinkSchema).min(1).max(3) }),
});

export type OutreachEvent = z.infer<typeof outreachEventSchema>;
export type OutreachEventsContent = z.input<typeof outreachEventsSchema>;

const img = (name: string, alt: string) => ({
  src: `/images/outreach-events/${name}.svg`,
  width: 800,
  height: 500,
  alt,
});
const signup = (slug: string) => `https://thebridgechurch.churchcenter.com/registrations/events/${slug}`;
const silverSpring = { city: "Silver Spring", state: "MD" };

/** The events as built; staff add, change and remove them from the staff area (app/publishing/). */
export const builtOutreachEvents: OutreachEventsContent["events"] = [
  {
    id: "unhoused-outreach",
    title: "Unhoused Outreach",
    location: "Veterans Plaza park, Downtown Silver Spring",
    address: silverSpring,
    description:
      "Share a hot breakfast, hygiene kits and warm conversation with neighbors experiencing homelessness. Meet at the fountain; our team leader will have everything you need.",
    image: img("unhoused-outreach", "Illustration of a glowing heart against a night sky"),
    category: "Care",
    rsvpUrl: signup("impact-unhoused-outreach"),
    startsAt: "2025-11-16T09:30:00-05:00",
    endsAt: "2025-11-16T11:00:00-05:00",
  },
  {
    id: "pack-with-purpose",
    title: "Pack with Purpose: Care from Anywhere",
    time: "Flexible, on your schedule",
    location: "At home",
    description:
      "Pick up a kit list, pack care bags for neighbors in shelters at your kitchen table, and drop them off by Saturday. Perfect for families, small groups and anyone with a busy week.",
    image: img("pack-with-purpose", "Illustration of a wrapped gift glowing in warm light"),
    category: "Care",
    spotsLeft: 40,
    rsvpUrl: signup("impact-pack-with-purpose"),
    startsAt: "2025-11-16T00:00:00-05:00",
    endsAt: "2025-11-23T00:00:00-05:00",
    allDay: true,
  },
  {
    id: "serve-dinner",
    title: "Serve Dinner",
    location: "Shelter kitchen, Silver Spring, MD",
    address: silverSpring,
    description:
      "Cook and serve a warm dinner for residents of a local family shelter, then stay to clean up and share dessert. Ages 13 and up; students must come with an adult.",
    image: img("serve-dinner", "Illustration of neighbors gathered in front of the city at dusk"),
    category: "Service",
    spotsLeft: 15,
    rsvpUrl: signup("impact-serve-dinner"),
    startsAt: "2025-11-21T17:00:00-05:00",
    endsAt: "2025-11-21T19:00:00-05:00",
  },
  {
    id: "wider-circle-friday",
    title: "Serve with A Wider Circle",
    location: "A Wider Circle, Silver Spring, MD",
    address: silverSpring,
    description:
      "Help sort donated furniture and household goods for families moving out of shelters and into homes of their own. Wear closed-toe shoes; lifting is optional.",
    image: img("wider-circle-friday", "Illustration of building blocks stacked under a bright sun"),
    category: "Service",
    spotsLeft: 25,
    rsvpUrl: signup("impact-wider-circle-friday"),
    startsAt: "2025-11-21T15:00:00-05:00",
    endsAt: "2025-11-21T17:00:00-05:00",
  },
  {
    id: "winter-gear-food-drive",
    title: "Winter Gear & Food Drive",
    location: "Community center, Silver Spring, MD",
    address: silverSpring,
    description:
      "Collect, sort and hand out coats, hats, gloves and groceries to families ahead of the cold months. Bring new or gently used winter gear if you can.",
    image: img("winter-gear-food-drive", "Illustration of a gift box with a ribbon under falling sparkles"),
    category: "Community",
    spotsLeft: 15,
    rsvpUrl: signup("impact-winter-gear-drive"),
    startsAt: "2025-11-22T11:30:00-05:00",
    endsAt: "2025-11-22T13:30:00-05:00",
  },
  {
    id: "wider-circle-saturday",
    title: "Serve with A Wider Circle",
    location: "A Wider Circle, Silver Spring, MD",
    address: silverSpring,
    description:
      "A second shift at A Wider Circle's warehouse, helping set up furniture deliveries for families starting over. Great for small groups serving together.",
    image: img("wider-circle-saturday", "Illustration of a bridge over calm water at sunrise"),
    category: "Service",
    spotsLeft: 25,
    // Sign-up for this shift is not open yet: the button shows, disabled.
    rsvpUrl: "#",
    startsAt: "2025-11-22T13:00:00-05:00",
    endsAt: "2025-11-22T15:00:00-05:00",
  },
];

export const outreachEvents: OutreachEventsContent = {
  meta: {
    title: "Outreach Events",
    description:
      "Sign up to serve during Impact Week: outreach, care packages, shelter dinners and a winter gear drive with The Bridge Church.",
  },
  hero: {
    eyebrow: "Impact Week · {impact week dates}",
    title: "Outreach Events",
    subtitle: "Gratitude in action: pick a project, grab a friend and serve our city together.",
  },
  available: {
    title: "Available Events",
    intro: "Choose an event and sign up in a minute. Every project has a leader who will guide you.",
    signupLabel: "Signup Now",
    signupClosedNote: "Sign-up opens soon",
    allDay: "All day",
  },
  events: builtOutreachEvents,
  banner: {
    title: "Want to Know More?",
    body: "Read the story behind Impact Week, or ask us anything about serving.",
    links: [
      { label: "Learn More About Impact Week", href: "/impact-week" },
      { label: "Have Questions?", href: "/contact" },
    ],
  },
};

declare module "../content-model/define" {
  interface EditableContent {
    outreachEvents: OutreachEventsContent;
  }
}

export const outreachEventsModule = defineContent({
  key: "outreachEvents",
  schema: outreachEventsSchema,
  built: outreachEvents,
  page: { path: "/outreach-events", heading: (value) => value.hero.title },
  staff: {
    part: "page",
    title: "Outreach events",
    description:
      "Every outreach event: names, days and times, places, descriptions, pictures and sign-up links; and the page's own words. The calendar files and what search engines read follow the events.",
    shownOn: [{ path: "/outreach-events", label: "Outreach Events" }],
  },
});
