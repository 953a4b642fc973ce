// /accessibility: the standard the site aims at, how that is checked, what is known to fall short,
// and how to tell us about a barrier.
import { z } from "zod";
import { heroSchema, pageMetaSchema, text, titledList, titledParagraphs, updated } from "./blocks";
import { defineContent } from "./define";

export const accessibilitySchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  updated,
  standard: titledParagraphs,
  checks: titledList,
  limits: titledList,
  report: z.object({ title: text, body: text }),
});

export type AccessibilityContent = z.input<typeof accessibilitySchema>;

export const accessibility: AccessibilityContent = {
  meta: {
    title: "Accessibility",
    description:
      "How The Bridge Church website aims to work for everyone, how we check it, its known limits, and how to report a barrier.",
  },
  hero: {
    eyebrow: "For Everyone",
    title: "Accessibility",
    subtitle: "Everyone is welcome at The Bridge, and that includes our website.",
    image: {
      src: "/images/next/hero.svg",
      width: 1600,
      height: 700,
      alt: "Illustration of a path winding over hills toward a flag at sunrise",
    },
  },
  updated: "2026-11-23",
  standard: {
    title: "What we aim for",
    body: [
      "We aim for the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA on every page: text you can read and resize, colours with enough contrast, pages you can use with a keyboard or a screen reader, and nothing that moves unless you want it to.",
    ],
  },
  checks: {
    title: "How we check",
    items: [
      "Every page is tested automatically with axe, at phone and desktop widths, each time the site changes.",
      "The skip link, the menu and the home page slides are tested with the keyboard alone.",
      "The home page slides never move on their own; the Outreach page's background video stays still when your device asks for reduced motion, and can always be paused.",
      "Every page works without JavaScript: links, the menu and forms still do their job.",
    ],
  },
  limits: {
    title: "Known limits",
    items: [
      "The events calendar, sermon library, outreach sign-ups and contact form come from our church platform (Subsplash). We cannot change how they are built; each one offers a link to open it on the platform's own site instead.",
      "Sermon videos play in the platform's player, whose captions depend on each recording.",
      "The map on the home page is a picture of the streets; the address and a directions link sit right beside it.",
    ],
  },
  report: {
    title: "Tell us about a barrier",
    body: "If something on this site gets in your way, please tell us which page and what happened. We will help you get what you need straight away, and fix the page.",
  },
};

export const accessibilityModule = defineContent({
  key: "accessibility",
  schema: accessibilitySchema,
  built: accessibility,
  staff: {
    part: "page",
    title: "Accessibility statement",
    description: "Everything the Accessibility page says and shows.",
    shownOn: [{ path: "/accessibility", label: "Accessibility" }],
  },
});
