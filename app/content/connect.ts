// Get Connected: the nine doors into church life.
import { z } from "zod";
import { heroSchema, href, iconName, id, image, pageMetaSchema, text, tone } from "../content-model/blocks";
import { defineContent } from "../content-model/define";

export const connectCardSchema = z.object({
  id,
  title: text,
  description: text,
  url: href,
  image,
  icon: iconName,
  iconBg: tone,
  buttonText: text,
  additionalInfo: z.string().optional().meta({ localized: true }),
  buttonVariant: z.enum(["primary", "secondary", "outline"]).optional(),
});

export const connectSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  sectionTitle: text,
  intro: text,
  cards: z
    .array(connectCardSchema.meta({ title: "Card" }))
    .min(1)
    .max(18),
});

export type ConnectCard = z.infer<typeof connectCardSchema>;
export type ConnectContent = z.input<typeof connectSchema>;

const img = (name: string, alt: string) => ({ src: `/images/connect/${name}.svg`, width: 800, height: 500, alt });

export const connect: ConnectContent = {
  meta: {
    title: "Get Connected",
    description: "Find your next step at The Bridge Church: groups, kids, youth, serving, baptism, outreach and more.",
  },
  hero: {
    title: "Get Connected",
    subtitle: "Church is better together. Find the next step that fits where you are today.",
    image: {
      src: "/images/connect/hero.svg",
      width: 1600,
      height: 700,
      alt: "Illustration of friends gathered on a hillside at sunrise",
    },
  },
  sectionTitle: "Find Your Next Step",
  intro:
    "Whether you are brand new or have called The Bridge home for years, there is a place for you to belong, grow and serve.",
  cards: [
    {
      id: "first-time",
      title: "FIRST TIME?",
      description: "Planning a visit? Here is what to expect on a Sunday, from parking to kids check-in.",
      url: "/guest",
      image: img("first-time", "Illustration of a bridge at sunrise"),
      icon: "sparkles",
      iconBg: "yellow",
      buttonText: "Learn More",
    },
    {
      id: "join-a-group",
      title: "JOIN A GROUP",
      description: "Small groups meet through the week to study, pray and do life together.",
      url: "/groups",
      image: img("groups", "Illustration of a circle of friends on a hillside"),
      icon: "users",
      iconBg: "teal",
      buttonText: "Find a Group",
    },
    {
      id: "kids",
      title: "KIDS DOWNTOWN",
      description: "A safe, joyful place for children ages {kids ages} to learn about Jesus every Sunday.",
      url: "/kids",
      image: img("kids", "Illustration of colorful building blocks"),
      icon: "baby",
      iconBg: "red",
      buttonText: "Meet Kids Downtown",
    },
    {
      id: "salvation",
      title: "SALVATION",
      description: "Curious about following Jesus? Discover what it means and how to take your first step.",
      url: "/jesus",
      image: img("salvation", "Illustration of a path winding toward a flag at sunrise"),
      icon: "heart",
      iconBg: "navy",
      buttonText: "Discover Jesus",
    },
    {
      id: "baptism",
      title: "BAPTISM",
      description: "Ready to go public with your faith? Sign up for our next baptism celebration.",
      url: "/baptism",
      image: img("baptism", "Illustration of sunlight shimmering over water"),
      icon: "droplets",
      iconBg: "teal",
      buttonText: "Sign Up",
    },
    {
      id: "youth",
      title: "OXYGEN: YOUTH MINISTRY",
      description: "Students in grades {youth grades} growing in faith, friendship and fun.",
      url: "/youth",
      image: img("youth", "Illustration of young people with raised hands under stage lights"),
      icon: "flame",
      iconBg: "red",
      buttonText: "Explore Oxygen",
    },
    {
      id: "outreach",
      title: "OUTREACH",
      description: "Serve our neighbors across Montgomery County and show God's love in action.",
      url: "/outreach",
      image: img("outreach", "Illustration of neighbors in front of a city skyline"),
      icon: "hand-heart",
      iconBg: "yellow",
      buttonText: "Get Involved",
    },
    {
      id: "serve",
      title: "SERVE",
      description: "Use your gifts on a team that makes Sundays and our city better.",
      url: "/serve",
      image: img("serve", "Illustration of building blocks stacked into a pyramid"),
      icon: "hand-helping",
      iconBg: "navy",
      buttonText: "Sign Up",
    },
    {
      id: "next",
      title: "NEXT",
      description: "Become a member, discover how God wired you, and develop as a leader.",
      url: "/next",
      image: img("next", "Illustration of a starry night sky over the city"),
      icon: "compass",
      iconBg: "teal",
      buttonText: "Get Started",
    },
  ],
};

declare module "../content-model/define" {
  interface EditableContent {
    connect: ConnectContent;
  }
}

export const connectModule = defineContent({
  key: "connect",
  schema: connectSchema,
  built: connect,
  page: { path: "/connect", heading: (value) => value.hero.title },
  staff: {
    part: "page",
    title: "Get Connected",
    description: "The cards that lead to each way of getting involved.",
    shownOn: [{ path: "/connect", label: "Connect" }],
  },
});
