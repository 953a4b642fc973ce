// Kids Downtown: the children's ministry during Sunday worship. When, where and the ages are facts
// of site.ts, named in braces, so they always match the rest of the site.
import { z } from "zod";
import { email, heroSchema, iconName, pageMetaSchema, paragraphs, personSchema, text } from "../content-model/blocks";
import { defineContent } from "../content-model/define";

export const kidsSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  /** The three cards under the top: when (the worship time), where (its place) and who. */
  whenWhere: z.object({
    title: text,
    when: z.object({ title: text, note: text }),
    where: z.object({ title: text }),
    who: z.object({ title: text, ages: text, note: text }),
  }),
  intro: z.object({ title: text, body: paragraphs }),
  sunday: z.object({
    title: text,
    items: z
      .array(z.object({ title: text, description: text, icon: iconName }))
      .min(3)
      .max(8),
  }),
  checkIn: z.object({ title: text, body: text }),
  directors: z.object({ title: text, intro: text, people: z.array(personSchema).min(1).max(2) }),
  questions: z.object({ title: text, body: text, email }),
});

export type KidsContent = z.input<typeof kidsSchema>;

export const kids: KidsContent = {
  meta: {
    title: "{kids ministry}",
    description:
      "{kids ministry} is The Bridge Church's ministry for children ages {kids ages}: worship, Bible stories and friends every {worship day}.",
  },
  hero: {
    eyebrow: "Children's Ministry",
    title: "{kids ministry}",
    subtitle: "A safe, joyful place for kids ages {kids ages} to meet Jesus and make friends.",
    image: {
      src: "/images/kids/hero.svg",
      width: 1600,
      height: 700,
      alt: "Illustration of colorful building blocks stacked under a bright sun",
    },
  },
  whenWhere: {
    title: "When and Where",
    when: { title: "When", note: "During the worship service" },
    where: { title: "Where" },
    who: { title: "Who", ages: "Ages {kids ages}", note: "Younger siblings stay with parents" },
  },
  intro: {
    title: "Church Built for Kids",
    body: [
      `While grown-ups worship, kids have their own service made just for them. Our team teaches the same big story of the Bible at a level kids understand, with music, games and small-group time.`,
      "Every volunteer is background-checked and trained, so you can enjoy the service knowing your child is safe and loved.",
    ],
  },
  sunday: {
    title: "What Kids Do on Sunday",
    items: [
      {
        title: "Worship & Games",
        description: "High-energy songs and games that get everyone moving and laughing together.",
        icon: "sparkles",
      },
      {
        title: "Bible Story",
        description: "A creative, age-appropriate lesson that brings one story of the Bible to life.",
        icon: "book-open",
      },
      {
        title: "Small Groups",
        description: "Kids meet with the same leaders each week to talk, pray and build real friendships.",
        icon: "users",
      },
    ],
  },
  checkIn: {
    title: "Safe & Secure Check-In",
    body: "Check in at the {kids ministry} table 10 minutes before the service. You will receive a matching tag, and your child is released only to the adult holding it.",
  },
  directors: {
    title: "Meet Our Children's Directors",
    intro: "Andre and Keisha lead {kids ministry} with a team of more than thirty volunteers.",
    people: [
      {
        id: "andre-thompson",
        name: "Andre Thompson",
        role: "Children's Director",
        photo: {
          src: "/images/kids/andre-thompson.svg",
          width: 800,
          height: 1000,
          alt: "Portrait illustration standing in for a photo of Andre Thompson",
        },
      },
      {
        id: "keisha-thompson",
        name: "Keisha Thompson",
        role: "Children's Director",
        photo: {
          src: "/images/kids/keisha-thompson.svg",
          width: 800,
          height: 1000,
          alt: "Portrait illustration standing in for a photo of Keisha Thompson",
        },
      },
    ],
  },
  questions: {
    title: "Questions?",
    body: "Allergies, special needs or a first visit coming up? Send us a note and we will make sure your child has a great Sunday.",
    email: "kids@thebridgechurch.org",
  },
};

declare module "../content-model/define" {
  interface EditableContent {
    kids: KidsContent;
  }
}

export const kidsModule = defineContent({
  key: "kids",
  schema: kidsSchema,
  built: kids,
  page: { path: "/kids", heading: (value) => value.hero.title },
  staff: {
    part: "page",
    title: "Kids Downtown",
    description: "Everything the Kids page says and shows.",
    shownOn: [{ path: "/kids", label: "Kids" }],
  },
});
