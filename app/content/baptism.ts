// Baptism: why and how to be baptized, and the next celebration (its date is in key-dates.ts).
import { z } from "zod";
import {
  address,
  buttonLinkSchema,
  email,
  externalUrl,
  heroSchema,
  pageMetaSchema,
  paragraphs,
  scriptureQuote,
  text,
} from "../content-model/blocks";
import { defineContent } from "../content-model/define";

export const baptismSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  explanation: z.object({ title: text, body: paragraphs, scripture: scriptureQuote }),
  reasons: z.object({
    title: text,
    items: z
      .array(z.object({ title: text, description: text, scripture: scriptureQuote }).meta({ title: "Reason" }))
      .min(1)
      .max(6),
  }),
  consent: z.object({
    /** Candidates younger than this need a parent's consent. */
    underAge: z.number().int().min(1).max(18),
    title: text,
    body: text,
    form: z.object({
      label: text,
      href: z.string().regex(/^\/documents\/[\w-]+\.pdf$/, "must be a PDF under /documents/"),
    }),
    email,
  }),
  upcoming: z.object({
    title: text,
    venue: address.extend({ name: text }),
    registerLabel: text,
    directionsLabel: text,
  }),
  orientation: z.object({ title: text, intro: text }),
  /** Registration stays in the same window. */
  registration: z.object({ label: text, href: externalUrl, sameWindow: z.literal(true) }),
  contact: z.object({ title: text, body: text, link: buttonLinkSchema }),
});

export type BaptismContent = z.input<typeof baptismSchema>;

export const baptism: BaptismContent = {
  meta: {
    title: "Baptism",
    description:
      "Ready to go public with your faith? Learn what baptism means, watch the orientation video and register for our next baptism.",
  },
  hero: {
    eyebrow: "Take Your Next Step",
    title: "Baptism",
    subtitle: "An outward celebration of an inward decision to follow Jesus.",
    image: {
      src: "/images/baptism/hero.svg",
      width: 1600,
      height: 700,
      alt: "Illustration of sunlight shimmering over rippling water",
    },
  },
  explanation: {
    title: "What is Baptism?",
    body: [
      "Baptism is a public declaration that you have put your trust in Jesus. Going under the water pictures his death and burial; coming up out of it pictures his resurrection and the new life he gives.",
      "Baptism does not make you a Christian or wash away sin: Jesus did that on the cross. It is how you tell your family, your friends and your church that you belong to him.",
    ],
    scripture: {
      text: "We were therefore buried with him through baptism into death in order that, just as Christ was raised from the dead through the glory of the Father, we too may live a new life.",
      reference: "Romans 6:4",
    },
  },
  reasons: {
    title: "Why Should I Be Baptized?",
    items: [
      {
        title: "Jesus modeled it",
        description: "Jesus was baptized at the start of his ministry, and he invites us to follow his example.",
        scripture: { text: "As soon as Jesus was baptized, he went up out of the water.", reference: "Matthew 3:16" },
      },
      {
        title: "Jesus commanded it",
        description: "Before he returned to heaven, Jesus told his followers to make disciples and baptize them.",
        scripture: {
          text: "Go and make disciples of all nations, baptizing them in the name of the Father and of the Son and of the Holy Spirit.",
          reference: "Matthew 28:19",
        },
      },
      {
        title: "It shows you belong",
        description:
          "Baptism is a public step that says you are part of God's family, celebrated by the people around you.",
        scripture: {
          text: "Those who accepted his message were baptized, and about three thousand were added to their number that day.",
          reference: "Acts 2:41",
        },
      },
    ],
  },
  consent: {
    underAge: 13,
    title: "Under {baptism consent age}? Bring a Parent on Board",
    body: "Candidates younger than {baptism consent age} need a parent's or guardian's consent. Download the consent form, have a parent or guardian sign it, and e-mail it back to {baptism email} before the baptism date.",
    form: { label: "Download the Parental Consent Form (PDF)", href: "/documents/baptism-parental-consent.pdf" },
    email: "baptism@thebridgechurch.org",
  },
  upcoming: {
    title: "Upcoming Baptism",
    venue: {
      name: "Hillandale Indoor Swim Center",
      street: "1201 Jackson Road",
      city: "Silver Spring",
      state: "MD",
      zip: "20904",
    },
    registerLabel: "Register",
    directionsLabel: "Get Directions",
  },
  orientation: {
    title: "Baptism Orientation",
    intro: "Watch this short video before your baptism: what happens on the day, what to wear and what to bring.",
  },
  registration: {
    label: "Register for Baptism",
    href: "https://thebridgechurch.churchcenter.com/registrations/events/baptism-december",
    sameWindow: true,
  },
  contact: {
    title: "Still Have Questions?",
    body: "Our pastors would love to talk with you about baptism, whether you are ready now or still wondering.",
    link: { label: "Contact Us", href: "/contact" },
  },
};

declare module "../content-model/define" {
  interface EditableContent {
    baptism: BaptismContent;
  }
}

export const baptismModule = defineContent({
  key: "baptism",
  schema: baptismSchema,
  built: baptism,
  page: { path: "/baptism", heading: (value) => value.hero.title },
  staff: {
    part: "page",
    title: "Baptism",
    description: "The page's words and the place of the next baptism; its date and time are under Key dates.",
    shownOn: [{ path: "/baptism", label: "Baptism" }],
  },
});
