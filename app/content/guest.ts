// First Time? Everything a first-time guest wants to know before Sunday.
import { z } from "zod";
import { buttonLinkSchema, heroSchema, iconName, pageMetaSchema, text } from "../content-model/blocks";
import { defineContent } from "../content-model/define";

export const guestSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  /** The when-and-where cards under the top, from the church's facts: their heading and map link. */
  whenWhere: z.object({ title: text, directionsLabel: text }),
  expect: z.object({
    title: text,
    intro: text,
    items: z
      .array(z.object({ title: text, description: text, icon: iconName }))
      .min(3)
      .max(8),
  }),
  kids: z.object({ title: text, body: text, link: buttonLinkSchema }),
  arrival: z.object({
    title: text,
    items: z
      .array(z.object({ title: text, description: text }))
      .min(2)
      .max(8),
  }),
  connect: z.object({ title: text, body: text, link: buttonLinkSchema }),
});

export type GuestContent = z.input<typeof guestSchema>;

export const guest: GuestContent = {
  meta: {
    title: "First Time? Plan Your Visit",
    description:
      "Planning your first visit to The Bridge Church? Here is when and where we meet, what to expect, and kids check-in.",
  },
  hero: {
    eyebrow: "First Time?",
    title: "We Saved You a Seat",
    subtitle: "Join us {worship time} at {worship place} in {worship city}.",
    image: {
      src: "/images/guest/hero.svg",
      width: 1600,
      height: 700,
      alt: "Illustration of a bridge at sunrise, the church's emblem",
    },
  },
  whenWhere: { title: "When and Where", directionsLabel: "Get Directions" },
  expect: {
    title: "What to Expect",
    intro:
      "Our service lasts about 75 minutes. Come as you are: you will see jeans and sneakers as well as Sunday best.",
    items: [
      {
        title: "A Warm Welcome",
        description: "Our guest team will greet you at the door and help you find your way.",
        icon: "hand-heart",
      },
      {
        title: "Inspiring Worship",
        description: "About 25 minutes of contemporary worship led by our band.",
        icon: "sparkles",
      },
      {
        title: "A Practical Message",
        description: "A message from the Bible that connects with everyday life.",
        icon: "book-open",
      },
      {
        title: "Coffee & Conversation",
        description: "Stick around after the service to grab a coffee and meet people.",
        icon: "message-circle",
      },
    ],
  },
  kids: {
    title: "{kids ministry} for Ages {kids ages}",
    body: "Children ages {kids ages} enjoy their own worship, Bible story and small groups during the service. Check in at the {kids ministry} table 10 minutes early for a secure name tag; your child is released only to the adult holding the matching tag.",
    link: { label: "Meet {kids ministry}", href: "/kids" },
  },
  arrival: {
    title: "Parking & Arrival",
    items: [
      {
        title: "Free Parking",
        description:
          "Park in the main school lot off the boulevard. Spaces near the front doors are reserved for guests and families with small children.",
      },
      {
        title: "Accessible Entrance",
        description: "Step-free access and accessible parking are at the main entrance, and our team is glad to help.",
      },
      {
        title: "Arrive Early",
        description: "Aim to arrive 15 minutes early to check in kids, grab a coffee and find a seat.",
      },
    ],
  },
  connect: {
    title: "Connect with Us",
    body: "We would love to know you were here. Fill out our connect card and we will send you a small welcome gift and answer any questions.",
    link: { label: "Fill Out the Connect Card", href: "{connect card}" },
  },
};

declare module "../content-model/define" {
  interface EditableContent {
    guest: GuestContent;
  }
}

export const guestModule = defineContent({
  key: "guest",
  schema: guestSchema,
  built: guest,
  page: { path: "/guest", heading: (value) => value.hero.title },
  staff: {
    part: "page",
    title: "First Time?",
    description: "Everything the First Time? page says and shows.",
    shownOn: [{ path: "/guest", label: "First Time?" }],
  },
});
