// Giving: why and how to give, and what giving makes possible.
import { z } from "zod";
import {
  buttonLinkSchema,
  externalUrl,
  heroSchema,
  href,
  iconName,
  id,
  image,
  pageMetaSchema,
  paragraphs,
  text,
  tone,
} from "../content-model/blocks";
import { defineContent } from "../content-model/define";

export const givingMethodSchema = z.object({
  id,
  title: text,
  description: text,
  icon: iconName,
  iconColor: tone,
  buttonText: text,
  buttonUrl: href,
  buttonStyle: z.enum(["primary", "secondary", "outline"]),
  additionalInfo: z.string().optional().meta({ localized: true }),
});

export const impactAreaSchema = z.object({ id, title: text, description: text, image });

export const giveSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  worship: z.object({
    title: text,
    body: paragraphs,
    scripture: text,
    scriptureReference: text,
    giveNow: buttonLinkSchema,
  }),
  ways: z.object({
    title: text,
    intro: text,
    methods: z
      .array(givingMethodSchema.meta({ title: "Way to give" }))
      .min(1)
      .max(8),
  }),
  platform: z.object({ title: text, body: text }),
  impact: z.object({
    title: text,
    intro: text,
    areas: z
      .array(impactAreaSchema.meta({ title: "Area" }))
      .min(1)
      .max(6),
  }),
  annualReport: z.object({
    year: z.number().int().min(2000).max(2100),
    title: text,
    description: text,
    url: externalUrl,
  }),
  thanks: z.object({ title: text, body: text }),
});

export type GivingMethod = z.infer<typeof givingMethodSchema>;
export type GiveContent = z.input<typeof giveSchema>;

export const give: GiveContent = {
  meta: {
    title: "Give",
    description:
      "Give to The Bridge Church online, in the app, at the welcome station or with Zelle, and see the difference it makes.",
  },
  hero: {
    title: "Give",
    subtitle: "Your generosity fuels life change in Silver Spring and around the world.",
    image: { src: "/images/give/hero.svg", width: 1600, height: 700, alt: "Illustration of a wrapped gift with a bow" },
  },
  worship: {
    title: "Worship Through Giving",
    body: [
      "Giving is an act of worship. It is one way we thank God for all He has given us and trust Him with what matters most.",
      "Every gift, of any size, helps us reach people with the hope of Jesus, care for our neighbors and build a church where everyone belongs.",
    ],
    scripture:
      "Each of you should give what you have decided in your heart to give, not reluctantly or under compulsion, for God loves a cheerful giver.",
    scriptureReference: "2 Corinthians 9:7",
    giveNow: { label: "Give Now", href: "{online giving}" },
  },
  ways: {
    title: "Ways to Give",
    intro: "Choose the way that works best for you. Every way is secure.",
    methods: [
      {
        id: "online",
        title: "Give Online",
        description: "Give a one-time gift or set up recurring giving from any device.",
        icon: "globe",
        iconColor: "navy",
        buttonText: "Give Online",
        buttonUrl: "{online giving}",
        buttonStyle: "secondary",
      },
      {
        id: "app",
        title: "Give in the App",
        description: "Download The Bridge Church app and give in a few taps, wherever you are.",
        icon: "phone",
        iconColor: "teal",
        buttonText: "Get the App",
        buttonUrl: "/bridge-app",
        buttonStyle: "outline",
      },
      {
        id: "welcome-station",
        title: "Welcome Station",
        description:
          "Drop cash or a check at the welcome station any Sunday. Make checks payable to The Bridge Church.",
        icon: "church",
        iconColor: "yellow",
        buttonText: "Plan Your Visit",
        buttonUrl: "/guest",
        buttonStyle: "outline",
      },
      {
        id: "zelle",
        title: "Zelle",
        description: "Send your gift from your bank's app with Zelle, with no fees.",
        icon: "mail",
        iconColor: "red",
        buttonText: "How Zelle Works",
        buttonUrl: "https://www.zellepay.com/how-it-works",
        buttonStyle: "outline",
        additionalInfo: "Send to give@thebridgechurch.org",
      },
    ],
  },
  platform: {
    title: "Give on the Go",
    body: "Our app makes it easy to give, watch sermons, follow along with notes and stay up to date, all in one place.",
  },
  impact: {
    title: "Your Impact",
    intro: "Here is some of what your generosity makes possible.",
    areas: [
      {
        id: "local",
        title: "Local Ministry",
        description: "Sunday worship, Kids Downtown, Oxygen Youth, small groups and care for families in crisis.",
        image: {
          src: "/images/give/local.svg",
          width: 800,
          height: 500,
          alt: "Illustration of neighbors in front of a city skyline",
        },
      },
      {
        id: "global",
        title: "Global Missions",
        description:
          "Partnerships that plant churches, dig wells and train leaders in East Africa and Central America.",
        image: {
          src: "/images/give/global.svg",
          width: 800,
          height: 500,
          alt: "Illustration of a bridge over water at sunrise",
        },
      },
      {
        id: "digital",
        title: "Digital Ministry",
        description: "Our live stream, app and online groups that reach thousands who cannot be with us in person.",
        image: {
          src: "/images/give/digital.svg",
          width: 800,
          height: 500,
          alt: "Illustration of a worship service under stage lights",
        },
      },
    ],
  },
  annualReport: {
    year: 2022,
    title: "2022 Annual Report",
    description: "See how God used your generosity last year: stories, numbers and what's ahead.",
    url: "https://thebridgechurch.org/files/annual-report-2022.pdf",
  },
  thanks: {
    title: "Thank You",
    body: "Thank you for your faithfulness and generosity. Because of you, lives are being changed, and we are grateful for every gift.",
  },
};

declare module "../content-model/define" {
  interface EditableContent {
    give: GiveContent;
  }
}

export const giveModule = defineContent({
  key: "give",
  schema: giveSchema,
  built: give,
  page: { path: "/give", heading: (value) => value.hero.title },
  staff: {
    part: "page",
    title: "Give",
    description: "Ways to give, what giving supports and the annual report.",
    shownOn: [{ path: "/give", label: "Give" }],
  },
});
