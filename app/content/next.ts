// NEXT: three sessions for anyone ready to go deeper (the spec says two in one place and three in
// another; the church runs three, and every page says three).
import { z } from "zod";
import {
  buttonLinkSchema,
  externalUrl,
  heroSchema,
  iconName,
  id,
  image,
  pageMetaSchema,
  paragraphs,
  text,
} from "../content-model/blocks";
import { defineContent } from "../content-model/define";

export const nextSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  intro: z.object({ title: text, body: paragraphs }),
  sessions: z.object({
    title: text,
    items: z
      .array(z.object({ id, step: text, title: text, description: text, icon: iconName }).meta({ title: "Session" }))
      .min(1)
      .max(6),
  }),
  register: z.object({ title: text, body: text, link: buttonLinkSchema.extend({ href: externalUrl }) }),
  serve: z.object({
    title: text,
    intro: text,
    cards: z
      .array(z.object({ title: text, description: text, image }).meta({ title: "Card" }))
      .min(1)
      .max(6),
    link: buttonLinkSchema,
  }),
});

export type NextContent = z.input<typeof nextSchema>;

const img = (name: string, alt: string) => ({ src: `/images/next/${name}.svg`, width: 800, height: 500, alt });

export const next: NextContent = {
  meta: {
    title: "NEXT",
    description:
      "NEXT is three sessions at The Bridge Church: become a member, discover your uniqueness and develop your leadership.",
  },
  hero: {
    eyebrow: "Your Next Step",
    title: "NEXT",
    subtitle: "Three sessions to help you belong, discover how God made you, and grow as a leader.",
    image: {
      src: "/images/next/hero.svg",
      width: 1600,
      height: 700,
      alt: "Illustration of a path winding over hills toward a flag at sunrise",
    },
  },
  intro: {
    title: "What is NEXT?",
    body: [
      "NEXT is where you move from attending The Bridge to belonging here. Over three sessions you will hear our story, discover your gifts and find a place to use them.",
      "Take the sessions in order, one each month, and bring your questions: there is food, conversation and no pressure.",
    ],
  },
  sessions: {
    title: "Three Sessions",
    items: [
      {
        id: "become-a-member",
        step: "NEXT 1",
        title: "Become a Member",
        description: "Learn what The Bridge believes, where we are going and what it means to call this church home.",
        icon: "church",
      },
      {
        id: "discover-your-uniqueness",
        step: "NEXT 2",
        title: "Discover Your Uniqueness",
        description: "Explore your spiritual gifts, passions and personality, and how God wired you to serve.",
        icon: "sparkles",
      },
      {
        id: "develop-your-leadership",
        step: "NEXT 3",
        title: "Develop Your Leadership",
        description: "Grow as a leader at home, at work and at church, and take your place on a team.",
        icon: "crown",
      },
    ],
  },
  register: {
    title: "Ready for NEXT?",
    body: "Sessions run every month after the service. Save your seat and we will save you lunch.",
    link: { label: "Register for NEXT", href: "https://thebridgechurch.churchcenter.com/registrations/events/next" },
  },
  serve: {
    title: "Where NEXT Can Lead",
    intro: "After NEXT, many people find their place on one of our teams. Here are a few of them.",
    cards: [
      {
        title: "Worship Team",
        description: "Musicians, singers and tech volunteers who help our church family worship every Sunday.",
        image: img("worship-team", "Illustration of a worship service with raised hands under stage lights"),
      },
      {
        title: "Children's Ministry",
        description: "Leaders who make Sunday the best hour of the week for our kids.",
        image: img("childrens-ministry", "Illustration of colorful building blocks stacked into a pyramid"),
      },
      {
        title: "Community Outreach",
        description: "Volunteers who serve our neighbors across Silver Spring all year long.",
        image: img("community-outreach", "Illustration of neighbors in front of a city skyline"),
      },
    ],
    link: { label: "See All Teams", href: "/serve" },
  },
};

declare module "../content-model/define" {
  interface EditableContent {
    next: NextContent;
  }
}

export const nextModule = defineContent({
  key: "next",
  schema: nextSchema,
  built: next,
  page: { path: "/next", heading: (value) => value.hero.title },
  staff: {
    part: "page",
    title: "NEXT",
    description: "Everything the NEXT page says and shows.",
    shownOn: [{ path: "/next", label: "NEXT" }],
  },
});
