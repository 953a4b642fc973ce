// The six values that shape the church's life together.
import { z } from "zod";
import { image, pageMetaSchema, text } from "../content-model/blocks";
import { defineContent } from "../content-model/define";

export const coreValueSchema = z.object({
  title: text,
  subtitle: text,
  description: text,
  image,
});

export const coreValuesSchema = z.object({
  meta: pageMetaSchema,
  hero: z.object({ title: text, subtitle: text, image }),
  intro: text,
  values: z
    .array(coreValueSchema.meta({ title: "Value" }))
    .min(1)
    .max(12),
});

export type CoreValuesContent = z.input<typeof coreValuesSchema>;

export const coreValues: CoreValuesContent = {
  meta: {
    title: "Core Values",
    description:
      "We Reach, Dream, Give, Honor, Build and Lead: the six values that shape life together at The Bridge Church.",
  },
  hero: {
    title: "Core Values",
    subtitle: "Six commitments that shape how we live, serve and lead together.",
    image: {
      src: "/images/values/hero.svg",
      width: 1600,
      height: 700,
      alt: "Illustration of a church family gathered on a hillside at sunrise",
    },
  },
  intro:
    "Our values are not rules on a wall. They describe the kind of people we are becoming, by God's grace, together.",
  values: [
    {
      title: "We Reach",
      subtitle: "Every person matters to God",
      description: "We go out of our way to welcome people far from God and make room for them at the table.",
      image: { src: "/images/values/reach.svg", width: 800, height: 600, alt: "Illustration of a glowing heart" },
    },
    {
      title: "We Dream",
      subtitle: "Faith sees what could be",
      description: "We pray boldly and plan with faith, trusting God to do more than we could ask or imagine.",
      image: {
        src: "/images/values/dream.svg",
        width: 800,
        height: 600,
        alt: "Illustration of a starry night sky and crescent moon over the city",
      },
    },
    {
      title: "We Give",
      subtitle: "Generosity is our joy",
      description: "We give our time, talents and treasure cheerfully, because God first gave everything for us.",
      image: {
        src: "/images/values/give.svg",
        width: 800,
        height: 600,
        alt: "Illustration of a wrapped gift with a bow",
      },
    },
    {
      title: "We Honor",
      subtitle: "Everyone deserves respect",
      description:
        "We treat one another with dignity and kindness, celebrating the gifts and stories of every generation.",
      image: {
        src: "/images/values/honor.svg",
        width: 800,
        height: 600,
        alt: "Illustration of people of every generation standing side by side",
      },
    },
    {
      title: "We Build",
      subtitle: "Together we grow stronger",
      description: "We build healthy relationships, families and teams, laying foundations that last for generations.",
      image: {
        src: "/images/values/build.svg",
        width: 800,
        height: 600,
        alt: "Illustration of building blocks stacked into a pyramid",
      },
    },
    {
      title: "We Lead",
      subtitle: "Influence through service",
      description: "We raise up leaders who serve first, following the example of Jesus in our church and our city.",
      image: {
        src: "/images/values/lead.svg",
        width: 800,
        height: 600,
        alt: "Illustration of a path winding toward a flag at the summit",
      },
    },
  ],
};

declare module "../content-model/define" {
  interface EditableContent {
    coreValues: CoreValuesContent;
  }
}

export const coreValuesModule = defineContent({
  key: "coreValues",
  schema: coreValuesSchema,
  built: coreValues,
  page: { path: "/core-values", heading: (value) => value.hero.title },
  staff: {
    part: "page",
    title: "Core Values",
    description: "Everything the Core Values page says and shows.",
    shownOn: [{ path: "/core-values", label: "Core Values" }],
  },
});
