// Leadership: who leads the church, and the roles still to be filled.
import { z } from "zod";
import { heroSchema, href, image, pageMetaSchema, paragraphs, text } from "../content-model/blocks";
import { defineContent } from "../content-model/define";

export const leadershipSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  /** noteLink: under the bio, to the page where a visitor writes the pastors a note of appreciation. */
  leadPastor: z.object({ bio: paragraphs, noteLink: z.object({ label: text, href }) }),
  growing: z.object({ title: text, body: text, linkLabel: text, href }),
  placeholderLabel: text,
  placeholders: z.array(z.object({ role: text, description: text, image }).meta({ title: "Role to fill" })).max(6),
});

export type LeadershipContent = z.input<typeof leadershipSchema>;

export const leadership: LeadershipContent = {
  meta: {
    title: "Leadership",
    description: "Meet the pastors who lead The Bridge Church in Silver Spring, and the team that is growing with us.",
  },
  hero: {
    title: "Our Leadership",
    subtitle: "Servant leaders who love Jesus, love people and love our city.",
    image: {
      src: "/images/leadership/hero.svg",
      width: 1600,
      height: 700,
      alt: "Illustration of a path winding up a hillside toward a flag",
    },
  },
  leadPastor: {
    bio: [
      "Pastor Marcus planted The Bridge with a small group of families who wanted a church where anyone could belong before they believe. He has served in ministry for over twenty years, in Baltimore and Washington, D.C., before coming to Silver Spring.",
      "He loves preaching the Bible in a way that connects with everyday life, mentoring young leaders, and cheering on the Washington Commanders through thick and thin. He and his wife, Pastor Angela, have three children.",
    ],
    noteLink: { label: "Send our pastors a note of appreciation", href: "/share-note" },
  },
  growing: {
    title: "Our Leadership Team Is Growing",
    body: "As our church family grows, so does our team. We are praying for and preparing new leaders to serve alongside our pastors. Interested in serving on staff or have a question for our leaders?",
    linkLabel: "Contact Us",
    href: "/contact",
  },
  placeholderLabel: "Coming Soon",
  placeholders: [
    {
      role: "Worship Director",
      description: "Leading our church family in worship every Sunday. Announcement coming soon.",
      image: {
        src: "/images/leadership/coming-soon-worship.svg",
        width: 800,
        height: 1000,
        alt: "Illustration of a silhouette, a leader to be announced",
      },
    },
    {
      role: "Next Generation Director",
      description: "Championing Kids Downtown and Oxygen Youth. Announcement coming soon.",
      image: {
        src: "/images/leadership/coming-soon-nextgen.svg",
        width: 800,
        height: 1000,
        alt: "Illustration of a silhouette, a leader to be announced",
      },
    },
    {
      role: "Connections Director",
      description: "Helping every guest find a place to belong. Announcement coming soon.",
      image: {
        src: "/images/leadership/coming-soon-connections.svg",
        width: 800,
        height: 1000,
        alt: "Illustration of a silhouette, a leader to be announced",
      },
    },
  ],
};

declare module "../content-model/define" {
  interface EditableContent {
    leadership: LeadershipContent;
  }
}

export const leadershipModule = defineContent({
  key: "leadership",
  schema: leadershipSchema,
  built: leadership,
  page: { path: "/leadership", heading: (value) => value.hero.title },
  staff: {
    part: "page",
    title: "Leadership",
    description: "The lead pastor's story and the roles still to be filled (the pastors themselves are under Pastors).",
    shownOn: [{ path: "/leadership", label: "Leadership" }],
  },
});
