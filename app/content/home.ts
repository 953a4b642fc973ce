// The home page: hero slides, welcome, worship times and the ways to get connected. A slide's dates
// are facts named in braces, so each follows the key dates (app/published/facts.ts).
import { z } from "zod";
import {
  href,
  id,
  image,
  infoCardSchema,
  pageMetaSchema,
  paragraphs,
  points,
  shownBetween,
  text,
} from "../content-model/blocks";
import { defineContent } from "../content-model/define";
import { site } from "./site";

export const heroSlideSchema = z
  .object({
    id,
    image,
    title: text,
    subtitle: text.meta({ title: "Words under the title" }),
    ctaText: text.meta({ title: "Button" }),
    ctaLink: href.meta({ title: "Button link" }),
    ...shownBetween,
  })
  .meta({ title: "Slide" });

export const homeSchema = z.object({
  meta: pageMetaSchema,
  heroLabel: text,
  heroSlides: z.array(heroSlideSchema).min(1, "needs at least one slide").max(6, "has room for six slides at most"),
  welcome: z.object({
    eyebrow: text,
    title: text,
    body: paragraphs,
    joinOnlineLabel: text,
    connectLabel: text,
    connectHref: href,
  }),
  worship: z.object({
    title: text,
    intro: text,
    inPerson: z.object({ title: text, body: text, directionsLabel: text }),
    online: z.object({
      title: text,
      body: text,
      features: points,
      streamLabel: text,
      archiveLabel: text,
    }),
  }),
  waysToConnect: z.object({
    title: text,
    intro: text,
    cards: z
      .array(infoCardSchema.meta({ title: "Card" }))
      .min(1)
      .max(6),
  }),
});

export type HeroSlide = z.infer<typeof heroSlideSchema>;
export type HomeContent = z.input<typeof homeSchema>;

export const home: HomeContent = {
  meta: {
    title: "The Bridge Church | Silver Spring, MD",
    description:
      "A welcoming church family in Silver Spring, Maryland. Worship with us {worship time} in person or online.",
  },
  heroLabel: "What's happening at The Bridge",
  heroSlides: [
    {
      id: "impact-week",
      image: {
        src: "/images/home/impact-week.svg",
        width: 1600,
        height: 900,
        alt: "Illustration of neighbors with raised hands in front of a city skyline at sunrise",
      },
      title: "Impact Week",
      subtitle: "{impact week dates} · A week of gratitude in action across Silver Spring",
      ctaText: "Find a Way to Serve",
      ctaLink: "/outreach-events",
    },
    {
      id: "baptism",
      image: {
        src: "/images/home/baptism.svg",
        width: 1600,
        height: 900,
        alt: "Illustration of sunlight shimmering over rippling water",
      },
      title: "Baptism Celebration",
      subtitle: "{baptism day} at {baptism time} · Take your next step of faith",
      ctaText: "Sign Up for Baptism",
      ctaLink: "/baptism",
    },
  ],
  welcome: {
    eyebrow: "Welcome Home",
    title: "There's a place for you at The Bridge",
    body: [
      "Whether you have followed Jesus for years or are just curious about faith, you are welcome here exactly as you are.",
      "We are a diverse church family in the heart of Montgomery County, learning to love God, love people and serve our city together.",
    ],
    joinOnlineLabel: "Join Online Worship",
    connectLabel: "Connect",
    connectHref: "/connect",
  },
  worship: {
    title: "Join Us for Worship",
    intro: "Every Sunday we gather to sing, pray and open God's Word together. Come as you are.",
    inPerson: {
      title: "Visit Us In Person",
      body: "Friendly faces will meet you at the door, and Kids Downtown has a safe, fun space for children during the service.",
      directionsLabel: "Get Directions",
    },
    online: {
      title: "Join Online",
      body: "Can't make it in person? Worship with us live from wherever you are.",
      features: [
        "Live stream of the full worship experience",
        "Interactive chat with our online host team",
        "Archive of past messages to watch any time",
      ],
      streamLabel: "Join the Live Stream",
      archiveLabel: "View Message Archive",
    },
  },
  waysToConnect: {
    title: "Ways to Connect",
    intro: "Church is more than a Sunday service. Here are a few ways to find your people and get support.",
    cards: [
      {
        id: "small-groups",
        title: "Small Groups",
        description: "Grow in faith and friendship with a group that meets in homes, coffee shops and online.",
        icon: "users",
        link: { label: "Find a Group", href: "/groups" },
      },
      {
        id: "prayer-requests",
        title: "Prayer Requests",
        description: "Our prayer team would be honored to pray with you. Share a request and we will lift it up.",
        icon: "hand-heart",
        link: { label: "Share a Prayer Request", href: "{prayer request form}" },
      },
      {
        id: "get-in-touch",
        title: "Get in Touch",
        description: "Have a question or want to talk with a pastor? We would love to hear from you.",
        icon: "message-circle",
        link: { label: "Contact Us", href: "/contact" },
      },
    ],
  },
};

declare module "../content-model/define" {
  interface EditableContent {
    home: HomeContent;
  }
}

export const homeModule = defineContent({
  key: "home",
  schema: homeSchema,
  built: home,
  page: { path: "/", heading: () => site.name },
  staff: {
    part: "page",
    title: "Home page",
    description: "The slides at the top, the welcome, the worship times card and the ways to connect.",
    shownOn: [{ path: "/", label: "Home" }],
  },
});
