// What staff may change from the staff area without a developer, and where each shows. Everything
// else stays in app/content/, changed by editing the file and rebuilding. Each item's form and its
// checks come from the schema the build validates it with.
import type { z } from "zod";
import type { PublishedContent } from "~/content/published/content";
import { groupsSchema } from "~/content/schema/groups";
import { homeSlidesSchema } from "~/content/schema/home";
import { keyDatesSchema } from "~/content/schema/key-dates";
import { outreachEventsSchema } from "~/content/schema/outreach-events";
import { pastorsSchema } from "~/content/schema/pastors";

export interface EditableItem {
  /** Its address in the staff area (/review/content/key-dates) and its name in the database. */
  slug: string;
  /** Where pages find it in the published content. */
  key: keyof PublishedContent;
  title: string;
  description: string;
  schema: z.ZodType;
  /** The pages that show it, offered for preview; the first is the main one. */
  shownOn: Array<{ path: string; label: string }>;
}

export const editableItems: readonly EditableItem[] = [
  {
    slug: "key-dates",
    key: "keyDates",
    title: "Key dates",
    description:
      "The dates of Impact Week and the next baptism. The home page's slides, the Baptism, Impact Week, Outreach and Outreach Events pages, the calendar files and what search engines read all follow them.",
    schema: keyDatesSchema,
    shownOn: [
      { path: "/baptism", label: "Baptism" },
      { path: "/", label: "Home" },
      { path: "/impact-week", label: "Impact Week" },
      { path: "/outreach-events", label: "Outreach Events" },
      { path: "/outreach", label: "Outreach" },
    ],
  },
  {
    slug: "home-slides",
    key: "homeSlides",
    title: "Home page slides",
    description:
      "The slides at the top of the home page: each one's title, the words after its date, and its button. Each slide's date follows the key dates; its illustration stays as built.",
    schema: homeSlidesSchema,
    shownOn: [{ path: "/", label: "Home" }],
  },
  {
    slug: "outreach-events",
    key: "outreachEvents",
    title: "Outreach events",
    description:
      "The six Impact Week events: their names, days and times, places, descriptions and sign-up links. The Outreach Events page, the calendar files and what search engines read follow them; each event keeps its illustration.",
    schema: outreachEventsSchema.shape.events,
    shownOn: [
      { path: "/outreach-events", label: "Outreach Events" },
      { path: "/impact-week", label: "Impact Week" },
    ],
  },
  {
    slug: "pastors",
    key: "pastors",
    title: "Pastors",
    description:
      "The three pastors' names and roles, and which of them leads. The Leadership page, the note of appreciation's choice of pastor and the e-mail each note is sent in follow them; each pastor keeps the inbox and portrait they were built with.",
    schema: pastorsSchema,
    shownOn: [
      { path: "/leadership", label: "Leadership" },
      { path: "/share-note", label: "Share a Note" },
    ],
  },
  {
    slug: "groups",
    key: "groups",
    title: "Small groups",
    description:
      "The nine small groups: names, leaders, when and where they meet, who they are for, whether they are open, and how to join. The Small Groups page and its filters follow them; each leader keeps the portrait they were built with.",
    schema: groupsSchema.shape.groups,
    shownOn: [{ path: "/groups", label: "Small Groups" }],
  },
];

export const editableItem = (slug: string | undefined) => editableItems.find((item) => item.slug === slug);
