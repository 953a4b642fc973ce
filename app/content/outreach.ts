// Outreach: how the church serves its neighbors all year (the hero video is in media.ts).
import { z } from "zod";
import { buttonLinkSchema, id, image, pageMetaSchema, paragraphs, text } from "../content-model/blocks";
import { defineContent } from "../content-model/define";

export const outreachSchema = z.object({
  meta: pageMetaSchema,
  hero: z.object({ eyebrow: text, title: text, subtitle: text }),
  intro: z.object({ title: text, body: paragraphs }),
  impactBanner: z.object({ title: text, dates: text, body: text, link: buttonLinkSchema }),
  opportunities: z.object({
    title: text,
    intro: text,
    items: z
      .array(
        z
          .object({
            id,
            title: text,
            description: text,
            image,
            schedule: z.string().optional().meta({ localized: true }),
            link: buttonLinkSchema.optional(),
          })
          .meta({ title: "Way to serve" }),
      )
      .min(1)
      .max(12),
  }),
  events: z.object({ title: text, intro: text }),
});

export type OutreachContent = z.input<typeof outreachSchema>;

const img = (name: string, alt: string) => ({ src: `/images/outreach/${name}.svg`, width: 800, height: 500, alt });

export const outreach: OutreachContent = {
  meta: {
    title: "Outreach",
    description:
      "See how The Bridge Church serves Silver Spring: unhoused outreach, Bridge Cares, Impact Week and upcoming ways to get involved.",
  },
  hero: {
    eyebrow: "Outreach Ministry",
    title: "Making A Difference",
    subtitle: "Loving our neighbors across Silver Spring with open hands, full plates and warm hearts.",
  },
  intro: {
    title: "Love Our City",
    body: [
      "Jesus spent his days among people in need, and he calls us to do the same. Outreach at The Bridge is not a program: it is who we are, every week of the year.",
      "Whether you have an hour or a weekend, there is a way for you to share God's love with our neighbors.",
    ],
  },
  impactBanner: {
    title: "Impact Week",
    dates: "{impact week dates}",
    body: "Six ways to serve our city in one week of gratitude in action. Find the one that fits your schedule.",
    link: { label: "See Impact Week Events", href: "/outreach-events" },
  },
  opportunities: {
    title: "Ways to Serve",
    intro: "Three ways our church family shows up for Silver Spring.",
    items: [
      {
        id: "unhoused-outreach",
        title: "Unhoused Outreach",
        description:
          "We share breakfast, hygiene kits and conversation with neighbors experiencing homelessness in Downtown Silver Spring.",
        schedule: "Every 3rd Saturday",
        image: img("unhoused", "Illustration of a glowing heart held up against the night sky"),
      },
      {
        id: "bridge-cares",
        title: "Bridge Cares",
        description:
          "Meals for new parents, rides to appointments and care for families walking through illness or loss.",
        schedule: "All year",
        image: img("bridge-cares", "Illustration of a bridge spanning calm water at sunrise"),
      },
      {
        id: "impact-week",
        title: "Impact Week",
        description: "Once a year our whole church serves the city together for a week of gratitude in action.",
        schedule: "{impact week dates}",
        image: img("impact-week", "Illustration of neighbors with raised hands in front of a city skyline"),
        link: { label: "Learn More", href: "/impact-week" },
      },
    ],
  },
  events: {
    title: "Upcoming Outreach Events",
    intro: "Sign up for an outreach event near you.",
  },
};

declare module "../content-model/define" {
  interface EditableContent {
    outreach: OutreachContent;
  }
}

export const outreachModule = defineContent({
  key: "outreach",
  schema: outreachSchema,
  built: outreach,
  page: { path: "/outreach", heading: (value) => value.hero.title },
  staff: {
    part: "page",
    title: "Outreach",
    description: "Everything the Outreach page says and shows.",
    shownOn: [{ path: "/outreach", label: "Outreach" }],
  },
});
