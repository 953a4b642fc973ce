// Impact Week: a week of serving the city together (its dates are in key-dates.ts).
import { z } from "zod";
import {
  buttonLinkSchema,
  id,
  image,
  pageMetaSchema,
  paragraphs,
  points,
  scriptureQuote,
  text,
} from "../content-model/blocks";
import { defineContent } from "../content-model/define";

export const impactWeekSchema = z.object({
  meta: pageMetaSchema,
  hero: z.object({
    title: text,
    tagline: text,
    image,
    getInvolved: buttonLinkSchema,
    learnMoreLabel: text,
  }),
  about: z.object({ id, title: text, body: paragraphs, highlights: points }),
  stories: z
    .array(z.object({ id, title: text, body: paragraphs, scripture: scriptureQuote, image }).meta({ title: "Story" }))
    .min(1)
    .max(6),
  closing: z.object({ title: text, body: text, link: buttonLinkSchema }),
});

export type ImpactWeekContent = z.input<typeof impactWeekSchema>;

export const impactWeek: ImpactWeekContent = {
  meta: {
    title: "Impact Week",
    // No dates here: the description is also drawn into the page's link-preview picture, which
    // other sites keep; the dates are on the page and in its structured data.
    description:
      "Impact Week: a week of gratitude in action as The Bridge Church serves neighbors across Silver Spring, every November before Thanksgiving.",
  },
  hero: {
    title: "Impact Week",
    tagline: "Gratitude in Action",
    image: {
      src: "/images/impact-week/hero.svg",
      width: 1600,
      height: 700,
      alt: "Illustration of neighbors with raised hands in front of a city skyline at sunrise",
    },
    getInvolved: { label: "Get Involved", href: "/outreach-events" },
    learnMoreLabel: "Learn More",
  },
  about: {
    id: "what-is-impact-week",
    title: "What is Impact Week?",
    body: [
      "Every November, in the week before Thanksgiving, our whole church family steps out of the building and into the city. Instead of only counting our blessings, we share them.",
      "For seven days we partner with shelters, food pantries and neighbors in need across Silver Spring. There are projects for every age and schedule, from a two-hour shift to a care package you pack at your kitchen table.",
    ],
    highlights: [
      "Six ways to serve, on weekdays, evenings and Saturday",
      "Projects for families, students and adults",
      "Serve with your small group, or come on your own and meet new friends",
    ],
  },
  stories: [
    {
      id: "everyone-can-do-something",
      title: "Everyone can do something",
      body: [
        "Nobody can do everything, but everyone can do something. Last year a seven-year-old decorated cards for every care package, and a retired nurse led our blood-pressure table at the shelter.",
        "Whatever your age, energy or schedule, there is a place for you to make a difference this week.",
      ],
      scripture: {
        text: "Each of you should use whatever gift you have received to serve others, as faithful stewards of God's grace in its various forms.",
        reference: "1 Peter 4:10",
      },
      image: {
        src: "/images/impact-week/everyone.svg",
        width: 800,
        height: 600,
        alt: "Illustration of a glowing heart surrounded by sparkles",
      },
    },
    {
      id: "putting-love-into-action",
      title: "Putting love into action",
      body: [
        "Gratitude is more than a feeling we keep to ourselves. When we are thankful for what God has done, it spills over into how we treat the people around us.",
        "A warm meal, a winter coat or an hour of conversation turns our thanks into something a neighbor can hold.",
      ],
      scripture: {
        text: "Dear children, let us not love with words or speech but with actions and in truth.",
        reference: "1 John 3:18",
      },
      image: {
        src: "/images/impact-week/love-in-action.svg",
        width: 800,
        height: 600,
        alt: "Illustration of a wrapped gift glowing in warm light",
      },
    },
    {
      id: "dont-serve-alone",
      title: "Don't serve alone",
      body: [
        "Serving is better together. Bring a friend, invite your neighbors or sign up with your small group, and share the stories afterwards.",
        "Some of the strongest friendships at The Bridge began side by side on a serving team.",
      ],
      scripture: {
        text: "Two are better than one, because they have a good return for their labor: if either of them falls down, one can help the other up.",
        reference: "Ecclesiastes 4:9-10",
      },
      image: {
        src: "/images/impact-week/together.svg",
        width: 800,
        height: 600,
        alt: "Illustration of a group of friends standing together on a hillside",
      },
    },
  ],
  closing: {
    title: "Find Your Place to Serve",
    body: "Pick a project that fits your week and sign up in a minute. We will send you everything you need to know before you go.",
    link: { label: "See Impact Week Events", href: "/outreach-events" },
  },
};

declare module "../content-model/define" {
  interface EditableContent {
    impactWeek: ImpactWeekContent;
  }
}

export const impactWeekModule = defineContent({
  key: "impactWeek",
  schema: impactWeekSchema,
  built: impactWeek,
  page: { path: "/impact-week", heading: (value) => value.hero.title },
  staff: {
    part: "page",
    title: "Impact Week",
    description: "The page's words and stories; the week's dates are under Key dates.",
    shownOn: [{ path: "/impact-week", label: "Impact Week" }],
  },
});
