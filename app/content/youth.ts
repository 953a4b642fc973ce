// Oxygen Youth Ministry: students in grades 6–12 (the grades and name are facts of site.ts, named in braces).
import { z } from "zod";
import {
  buttonLinkSchema,
  clockTime,
  externalUrl,
  heroSchema,
  iconName,
  image,
  pageMetaSchema,
  text,
  weekday,
} from "../content-model/blocks";
import { defineContent } from "../content-model/define";
import { languages } from "../content-model/languages";
import { dayName } from "../lib/dates";

export const youthSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  /** Read out before the cards by screen readers; not shown. */
  cardsTitle: text,
  cards: z
    .array(z.object({ title: text, body: text, icon: iconName }).meta({ title: "Card" }))
    .min(1)
    .max(4),
  worship: z
    .object({
      title: text,
      /** As the page shows it ("2nd and 4th Sundays"); `day` and `weeksOfMonth` say the same for calendars. */
      schedule: text,
      day: weekday,
      /** Which of the month's `day`s it meets on: [2, 4] is the 2nd and 4th. */
      weeksOfMonth: z.array(z.number().int().min(1).max(5)).min(1).max(5),
      time: clockTime,
      durationMinutes: z.number().int().min(15).max(360),
      body: text,
    })
    .superRefine((worship, ctx) => {
      // Parts refused on their own (not yet a list of weeks, no schedule) leave nothing to compare.
      if (!Array.isArray(worship.weeksOfMonth) || typeof worship.schedule !== "string") return;
      // In whichever of the site's languages it is written: "2nd and 4th Sundays", "2.º y 4.º domingo de cada mes".
      const ordinal = (n: number) => `${n}${["th", "st", "nd", "rd"][n] ?? "th"}`;
      const said = worship.schedule.toLowerCase();
      const weeks = worship.weeksOfMonth.filter((week) => !new RegExp(`(^|\\D)${week}(\\D|$)`).test(said));
      const days = Object.values(languages).map(({ locale }) => dayName(worship.day, locale).toLowerCase());
      const expected = [...weeks.map(ordinal), ...(days.some((day) => said.includes(day)) ? [] : [`${worship.day}s`])];
      for (const word of expected) {
        ctx.addIssue({
          code: "custom",
          path: ["schedule"],
          message: `must mention ${word}, as day and weeksOfMonth say`,
        });
      }
    }),
  specialEvents: z.object({
    title: text,
    intro: text,
    items: z
      .array(z.object({ title: text, when: text, description: text, icon: iconName }))
      .min(1)
      .max(12),
  }),
  parents: z.object({ title: text, body: text, link: buttonLinkSchema.extend({ href: externalUrl }) }),
  gallery: z.object({
    title: text,
    intro: text,
    photos: z
      .array(image.meta({ title: "Photo" }))
      .min(1)
      .max(12, "has room for 12 photos at most"),
  }),
});

export type YouthContent = z.input<typeof youthSchema>;

const photo = (n: number, alt: string) => ({ src: `/images/youth/gallery-${n}.svg`, width: 800, height: 600, alt });

export const youth: YouthContent = {
  meta: {
    title: "{youth ministry}",
    description:
      "Oxygen is The Bridge Church's youth ministry for students in grades {youth grades}: worship, friendship, retreats and serving together.",
  },
  hero: {
    eyebrow: "Grades {youth grades}",
    title: "{youth ministry}",
    subtitle: "A place for students to breathe, belong and grow in a faith of their own.",
    image: {
      src: "/images/youth/hero.svg",
      width: 1600,
      height: 700,
      alt: "Illustration of students with raised hands under colorful stage lights",
    },
  },
  cardsTitle: "Vision and Purpose",
  cards: [
    {
      title: "Our Vision",
      body: "To see every student in our city know Jesus, find their people and discover the difference they can make, as essential to life as the air we breathe.",
      icon: "sparkles",
    },
    {
      title: "Our Purpose",
      body: "We create a safe space for honest questions, real friendships and worship that is student-led, so faith becomes personal and not just something their parents do.",
      icon: "compass",
    },
  ],
  worship: {
    title: "Oxygen Worship Experience",
    schedule: "2nd and 4th Sundays",
    day: "Sunday",
    weeksOfMonth: [2, 4],
    // Oxygen meets in its own room during the main service.
    time: "10:30 AM",
    durationMinutes: 75,
    body: "Students worship together in their own service with a band, a message for their stage of life and small-group time, at {worship place}.",
  },
  specialEvents: {
    title: "Special Events",
    intro: "Beyond Sundays, we make memories that last all year.",
    items: [
      {
        title: "Fall Retreat",
        when: "October",
        description: "A weekend away in the mountains with worship, hiking and late-night conversations.",
        icon: "flame",
      },
      {
        title: "Winter Lock-In",
        when: "January",
        description: "An all-night party with games, pizza and worship, with plenty of adult chaperones.",
        icon: "star",
      },
      {
        title: "Serve Day",
        when: "Impact Week",
        description: "Students lead their own projects across Silver Spring during Impact Week.",
        icon: "hand-heart",
      },
      {
        title: "Summer Camp",
        when: "July",
        description: "A week of camp with students from churches across the region. Scholarships available.",
        icon: "sun",
      },
    ],
  },
  parents: {
    title: "For Parents",
    body: "Stay in the loop with event reminders, schedule changes and ways to pray for your student. Sign up for our parent text messages.",
    link: { label: "Get Parent Updates by Text", href: "https://www.remind.com/join/oxygenbr" },
  },
  gallery: {
    title: "Life at Oxygen",
    intro: "A few moments from our Sundays, retreats and serve days.",
    photos: [
      photo(1, "Illustration of students worshipping with raised hands under stage lights"),
      photo(2, "Illustration of friends gathered on a hillside at sunset"),
      photo(3, "Illustration of a starry night sky over the city after a night event"),
      photo(4, "Illustration of colorful building blocks from a game night"),
      photo(5, "Illustration of neighbors serving together in front of the city skyline"),
      photo(6, "Illustration of a trail winding toward a flag on a hilltop"),
    ],
  },
};

declare module "../content-model/define" {
  interface EditableContent {
    youth: YouthContent;
  }
}

export const youthModule = defineContent({
  key: "youth",
  schema: youthSchema,
  built: youth,
  page: { path: "/youth", heading: (value) => value.hero.title },
  staff: {
    part: "page",
    title: "Oxygen Youth",
    description: "Including Oxygen's worship times, which its calendar file follows, and the photo gallery.",
    shownOn: [{ path: "/youth", label: "Youth" }],
  },
});
