// Contact: where and when we meet, where to write, and the contact form.
import { z } from "zod";
import { email, heroSchema, iconName, id, pageMetaSchema, tel, text, tone } from "../content-model/blocks";
import { defineContent } from "../content-model/define";

export const contactInfoCardSchema = z.object({
  id,
  title: text,
  icon: iconName,
  iconColor: tone,
  details: z.object({
    primary: text,
    secondary: z.string().optional().meta({ localized: true }),
    tertiary: z.string().optional().meta({ localized: true }),
  }),
  links: z.object({ email: email.optional(), phone: tel.optional() }).optional(),
});

export const contactSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  cardsTitle: text,
  cards: z
    .array(contactInfoCardSchema.meta({ title: "Card" }))
    .min(1)
    .max(6),
  form: z.object({ title: text, intro: text }),
});

export type ContactInfoCard = z.infer<typeof contactInfoCardSchema>;
export type ContactContent = z.input<typeof contactSchema>;

export const contact: ContactContent = {
  meta: {
    title: "Contact Us",
    description:
      "Get in touch with The Bridge Church: our Sunday location in Silver Spring, service time, mailing address and contact form.",
  },
  hero: {
    title: "Contact Us",
    subtitle: "We would love to hear from you. Send us a message and someone from our team will get back to you.",
    image: {
      src: "/images/contact/hero.svg",
      width: 1600,
      height: 700,
      alt: "Illustration of a glowing heart under a starry sky",
    },
  },
  cardsTitle: "Where to Find Us",
  cards: [
    {
      id: "location",
      title: "Worship Location",
      icon: "map-pin",
      iconColor: "teal",
      details: { primary: "{worship place}", secondary: "{worship street}", tertiary: "{worship town}" },
    },
    {
      id: "time",
      title: "Worship Time",
      icon: "clock",
      iconColor: "navy",
      details: {
        primary: "{worship time} {time zone}",
        secondary: "In person and online",
        tertiary: "{kids ministry} during the service",
      },
    },
    {
      id: "mailing",
      title: "Mailing Address",
      icon: "mail",
      iconColor: "red",
      details: {
        primary: "{mailing name}",
        secondary: "{mailing street}",
        tertiary: "{mailing town}",
      },
      links: { email: "{church email}", phone: "{church phone number}" },
    },
  ],
  form: {
    title: "Send Us a Message",
    intro:
      "Questions about Sundays, groups or anything else? Fill out the form and we will reply within two business days.",
  },
};

declare module "../content-model/define" {
  interface EditableContent {
    contact: ContactContent;
  }
}

export const contactModule = defineContent({
  key: "contact",
  schema: contactSchema,
  built: contact,
  page: { path: "/contact", heading: (value) => value.hero.title },
  staff: {
    part: "page",
    title: "Contact",
    description: "Everything the Contact page says and shows.",
    shownOn: [{ path: "/contact", label: "Contact" }],
  },
});
