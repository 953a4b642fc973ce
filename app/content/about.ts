// About Us: the church's vision and the doors into what we believe, value and who leads us.
import { z } from "zod";
import { image, infoCardSchema, pageMetaSchema, paragraphs, text } from "../content-model/blocks";
import { defineContent } from "../content-model/define";

export const aboutSchema = z.object({
  meta: pageMetaSchema,
  hero: z.object({ title: text, subtitle: text, image }),
  vision: z.object({ title: text, statement: text, body: paragraphs }),
  cards: z
    .array(infoCardSchema.extend({ image }).meta({ title: "Card" }))
    .min(1)
    .max(6),
});

export type AboutContent = z.input<typeof aboutSchema>;

export const about: AboutContent = {
  meta: {
    title: "About Us",
    description:
      "Get to know The Bridge Church: our vision, what we believe, the values we live by and the people who lead us.",
  },
  hero: {
    title: "About Us",
    subtitle: "A church for Silver Spring and beyond, building bridges between people and Jesus.",
    image: {
      src: "/images/about/hero.svg",
      width: 1600,
      height: 700,
      alt: "Illustration of a crowd with raised hands under stage lights",
    },
  },
  vision: {
    title: "Our Vision",
    statement:
      "To be a bridge that connects every person in our city to Jesus, to a church family and to a life of purpose.",
    body: [
      "The Bridge began as a handful of families praying around a kitchen table. Today we are a growing, multicultural church that gathers every Sunday in Silver Spring and online around the world.",
      "We believe the church is not a building but a people sent into everyday life: our neighborhoods, schools and workplaces. Everything we do is aimed at helping people find their way to Jesus and take their next step with Him.",
    ],
  },
  cards: [
    {
      id: "core-beliefs",
      title: "Core Beliefs",
      description: "What we believe about Scripture, God, people, salvation and the church.",
      icon: "book-open",
      image: {
        src: "/images/about/beliefs.svg",
        width: 800,
        height: 500,
        alt: "Illustration of an open Bible under a rising sun",
      },
      link: { label: "Read Our Beliefs", href: "/core-beliefs" },
    },
    {
      id: "core-values",
      title: "Core Values",
      description: "The six values that shape how we live, serve and lead together.",
      icon: "heart",
      image: {
        src: "/images/about/values.svg",
        width: 800,
        height: 500,
        alt: "Illustration of a group of friends standing together on a hillside",
      },
      link: { label: "See Our Values", href: "/core-values" },
    },
    {
      id: "leadership",
      title: "Leadership",
      description: "Meet the pastors and leaders who serve our church family.",
      icon: "users",
      image: {
        src: "/images/about/leadership.svg",
        width: 800,
        height: 500,
        alt: "Illustration of a winding path leading up to a flag",
      },
      link: { label: "Meet Our Leaders", href: "/leadership" },
    },
  ],
};

declare module "../content-model/define" {
  interface EditableContent {
    about: AboutContent;
  }
}

export const aboutModule = defineContent({
  key: "about",
  schema: aboutSchema,
  built: about,
  page: { path: "/about-us", heading: (value) => value.hero.title },
  staff: {
    part: "page",
    title: "About Us",
    description: "Everything the About Us page says and shows.",
    shownOn: [{ path: "/about-us", label: "About Us" }],
  },
});
