// Serve: the nine teams that make Sundays and outreach happen, each with its sign-up form.
import { z } from "zod";
import {
  buttonLinkSchema,
  email,
  externalUrl,
  heroSchema,
  iconName,
  id,
  pageMetaSchema,
  personName,
  text,
  unique,
} from "../content-model/blocks";
import { defineContent } from "../content-model/define";

export const serveTeamSchema = z
  .object({ id, title: text, content: text, icon: iconName, joinUrl: externalUrl.meta({ title: "Join link" }) })
  .meta({ title: "Team" });

export const serveSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  teams: z.object({
    title: text,
    intro: text,
    joinLabel: text,
    items: z
      .array(serveTeamSchema)
      .min(1)
      .max(24)
      .superRefine(unique((team) => team.id, "team ids")),
  }),
  joinAll: z.object({ title: text, body: text, link: buttonLinkSchema.extend({ href: externalUrl }) }),
  contact: z.object({
    title: text,
    body: text,
    director: z.object({ name: personName, role: text, email }),
  }),
});

export type ServeTeam = z.infer<typeof serveTeamSchema>;
export type ServeContent = z.input<typeof serveSchema>;

const form = (slug: string) => `https://thebridgechurch.churchcenter.com/people/forms/serve-${slug}`;

export const serve: ServeContent = {
  meta: {
    title: "Serve",
    description:
      "Use your gifts at The Bridge Church: join one of nine serving teams, from worship and production to kids, youth and outreach.",
  },
  hero: {
    eyebrow: "Use Your Gifts",
    title: "Serve With Us",
    subtitle: "Every team needs you. Find a place to use your gifts, meet new friends and serve our church and city.",
    image: {
      src: "/images/serve/hero.svg",
      width: 1600,
      height: 700,
      alt: "Illustration of building blocks stacked together under a bright sun",
    },
  },
  teams: {
    title: "Our Teams",
    intro: "No experience needed for most teams: we train you and serve alongside you.",
    joinLabel: "Join Team",
    items: [
      {
        id: "worship",
        title: "Worship",
        content: "Vocalists and musicians who lead our church in worship on Sundays and special nights.",
        icon: "music",
        joinUrl: form("worship"),
      },
      {
        id: "oxygen-youth",
        title: "Oxygen Youth",
        content: "Adults who mentor students in grades {youth grades}, lead small groups and chaperone events.",
        icon: "flame",
        joinUrl: form("oxygen-youth"),
      },
      {
        id: "prayer-team",
        title: "Prayer Team",
        content: "Pray with people after the service and for the requests our church receives each week.",
        icon: "hand-heart",
        joinUrl: form("prayer-team"),
      },
      {
        id: "guest-services",
        title: "Guest Services",
        content: "Greeters, ushers and coffee hosts who make everyone feel welcome from the parking lot on.",
        icon: "smile",
        joinUrl: form("guest-services"),
      },
      {
        id: "production",
        title: "Production",
        content: "Run sound, lights and slides so nothing distracts from worship and the message.",
        icon: "sliders-horizontal",
        joinUrl: form("production"),
      },
      {
        id: "childrens-ministry",
        title: "Children's Ministry",
        content: "Teach, play and pray with kids in a safe, joyful environment every Sunday.",
        icon: "baby",
        joinUrl: form("childrens-ministry"),
      },
      {
        id: "video-team",
        title: "Video Team",
        content: "Operate cameras and direct the live stream for everyone worshipping online.",
        icon: "video",
        joinUrl: form("video-team"),
      },
      {
        id: "outreach-team",
        title: "Outreach Team",
        content: "Plan and lead projects that serve our neighbors, from Impact Week to monthly outreach.",
        icon: "globe",
        joinUrl: form("outreach-team"),
      },
      {
        id: "marketing-team",
        title: "Marketing Team",
        content: "Writers, designers and photographers who tell the story of what God is doing at The Bridge.",
        icon: "megaphone",
        joinUrl: form("marketing-team"),
      },
    ],
  },
  joinAll: {
    title: "Not Sure Where You Fit?",
    body: "Tell us a little about yourself and we will help you find the team that suits your gifts and schedule.",
    link: { label: "Join a Team", href: "https://thebridgechurch.churchcenter.com/people/forms/serve" },
  },
  contact: {
    title: "Questions About Serving?",
    body: "Our outreach and volunteer director is happy to help you take your first step.",
    director: {
      name: "Tanya Brooks",
      role: "Outreach & Volunteer Director",
      email: "serve@thebridgechurch.org",
    },
  },
};

declare module "../content-model/define" {
  interface EditableContent {
    serve: ServeContent;
  }
}

export const serveModule = defineContent({
  key: "serve",
  schema: serveSchema,
  built: serve,
  page: { path: "/serve", heading: (value) => value.hero.title },
  staff: {
    part: "page",
    title: "Serve",
    description: "The serving teams and their sign-up forms.",
    shownOn: [{ path: "/serve", label: "Serve" }],
  },
});
