// Following Jesus: what it means, and the first steps.
import { z } from "zod";
import { buttonLinkSchema, heroSchema, iconName, pageMetaSchema, paragraphs, text } from "../content-model/blocks";
import { defineContent } from "../content-model/define";

export const jesusSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  intro: z.object({ title: text, body: paragraphs }),
  steps: z.object({
    title: text,
    items: z
      .array(
        z
          .object({ title: text, description: text, icon: iconName, link: buttonLinkSchema.optional() })
          .meta({ title: "Step" }),
      )
      .min(1)
      .max(8),
  }),
  next: z.object({ title: text, body: text, link: buttonLinkSchema }),
  forms: z.object({ title: text, body: text, links: z.array(buttonLinkSchema).min(1).max(3) }),
});

export type JesusContent = z.input<typeof jesusSchema>;

export const jesus: JesusContent = {
  meta: {
    title: "Following Jesus",
    description:
      "What does it mean to follow Jesus? Discover the good news and take your first steps with The Bridge Church.",
  },
  hero: {
    title: "Following Jesus",
    subtitle: "The best decision you will ever make, and the start of a brand new life.",
    image: {
      src: "/images/jesus/hero.svg",
      width: 1600,
      height: 700,
      alt: "Illustration of a path winding toward a flag at sunrise",
    },
  },
  intro: {
    title: "Good News for You",
    body: [
      "God loves you and made you for a relationship with Him. Sin separated us from God, but Jesus bridged the gap: He died for our sins and rose again, so that anyone who trusts in Him is forgiven and given new life.",
      "If you have decided to follow Jesus, or you are thinking about it, we would love to celebrate with you and help you take your next steps.",
    ],
  },
  steps: {
    title: "Your First Steps",
    items: [
      {
        title: "Spend Time with God",
        description: "Talk to God in prayer and read the Bible each day. Start with the Gospel of John.",
        icon: "book-open",
      },
      {
        title: "Get Connected",
        description: "Following Jesus is not meant to be done alone. Find friends for the journey in a small group.",
        icon: "users",
        link: { label: "Find a Group", href: "/groups" },
      },
      {
        title: "Attend Worship",
        description: "Join us each Sunday to worship, hear God's Word and grow with your church family.",
        icon: "church",
        link: { label: "Plan Your Sunday", href: "/" },
      },
      {
        title: "Get Baptized",
        description: "Baptism is a public celebration of your decision to follow Jesus.",
        icon: "droplets",
        link: { label: "Learn About Baptism", href: "/baptism" },
      },
    ],
  },
  next: {
    title: "Ready for What's NEXT?",
    body: "NEXT helps you become a member, discover how God has uniquely wired you, and grow as a leader.",
    link: { label: "Explore NEXT", href: "/next" },
  },
  forms: {
    title: "We Want to Hear from You",
    body: "Tell us about your decision to follow Jesus, or let us pray with you about anything on your heart.",
    links: [
      { label: "I Decided to Follow Jesus", href: "{connect card}" },
      { label: "Share a Prayer Request", href: "{prayer request form}" },
    ],
  },
};

declare module "../content-model/define" {
  interface EditableContent {
    jesus: JesusContent;
  }
}

export const jesusModule = defineContent({
  key: "jesus",
  schema: jesusSchema,
  built: jesus,
  page: { path: "/jesus", heading: (value) => value.hero.title },
  staff: {
    part: "page",
    title: "Following Jesus",
    description: "Everything the Following Jesus page says and shows.",
    shownOn: [{ path: "/jesus", label: "Following Jesus" }],
  },
});
