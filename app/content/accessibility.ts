// /accessibility: the standard the site aims at, how that is checked, what is known to fall short,
// and how to tell us about a barrier.
import { z } from "zod";
import { heroSchema, pageMetaSchema, text, titledList, titledParagraphs, updated } from "../content-model/blocks";
import { defineContent } from "../content-model/define";

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
  updated: "2026-11-29",
  standard: {
    title: "What we aim for",
    body: [
      "We aim for the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA on every page: text you can read and resize, colours with enough contrast, pages you can use with a keyboard or a screen reader, and nothing that moves unless you want it to.",
      "On 27 November 2026 we walked every public page and every staff task as people do: with the keyboard alone, through a screen reader's view of the page, on a 320-pixel screen, with text spacing widened, and in Windows' high-contrast colours.",
      "We found seven places that fell short of WCAG 2.2 AA and fixed them all: a long e-mail address that made one page scroll sideways, form fields with faint edges, event descriptions cut short, a thank-you message that disappeared too quickly, focus lost after a staff action, controls that slipped under the sticky header or button bar, and an error page where a message belonged.",
      "On 29 November 2026 we walked them again, also zoomed to 200 % and 400 % and with larger text, and measured the contrast of text over pictures pixel by pixel.",
      "We fixed what we found: the phone menu now scrolls within itself at any zoom; the header holds the church's name with wider text spacing; text over a picture sits on a backing dark enough for any photo; a warning now comes before a staff confirmation ends, with a way to keep it, and nothing typed is lost when it ends.",
      "A site map lists every page; the map moves and zooms by buttons; and the staff editor marks another language's fields as that language.",
    ],
  },
  checks: {
    title: "How we check",
    items: [
      "Every page is tested automatically with axe, at phone and desktop widths, each time the site changes.",
      "Each time the site changes, a test also walks every public page and every staff page as a person would, at 320, 375 and 1280 pixels wide. It presses Tab to the end of the page and Shift+Tab back, and checks that each control it reaches is fully on screen, not under a sticky bar, and has a focus ring with at least 3:1 contrast.",
      "The same test checks that nothing scrolls sideways, is cut off or spills out of its box, even with wider text spacing; that every form field's edge has at least 3:1 contrast; that every control is at least 24 pixels or has room around it; that buttons keep their outline in high-contrast colours; and that text over a picture keeps at least 4.5:1 contrast against every pixel behind it.",
      "The menu is tested open at 320 × 256 and 640 × 400 pixels, as 400 % and 200 % zoom show a page: every link can be reached and is in view when it has the keyboard.",
      "After each staff action (publishing, approving a note, undoing), a test checks that the keyboard is on the result and the result is in view.",
      "The skip link, the menu and the home page slides are tested with the keyboard alone. The menu closes when the keyboard leaves it.",
      "The home page slides never move on their own; the Outreach page's background video stays still when your device asks for reduced motion, and can always be paused.",
      "Every page works without JavaScript: links, the menu and forms still do their job.",
    ],
  },
  limits: {
    title: "Known limits",
    items: [
      "The events calendar, sermon library, outreach sign-ups and contact form come from our church platform (Subsplash). We cannot change how they are built; each one offers a link to open it on the platform's own site instead.",
      "Sermon videos play in the platform's player, whose captions depend on each recording.",
      "The map on the home page is a picture of the streets that moves and zooms by its buttons or arrow keys; the address and a directions link sit right beside it.",
    ],
  },
  report: {
    title: "Tell us about a barrier",
    body: "If something on this site gets in your way, please tell us which page and what happened. We will help you get what you need straight away, and fix the page.",
  },
};

declare module "../content-model/define" {
  interface EditableContent {
    accessibility: AccessibilityContent;
  }
}

export const accessibilityModule = defineContent({
  key: "accessibility",
  schema: accessibilitySchema,
  built: accessibility,
  page: { path: "/accessibility", heading: (value) => value.hero.title },
  staff: {
    part: "page",
    title: "Accessibility statement",
    description: "Everything the Accessibility page says and shows.",
    shownOn: [{ path: "/accessibility", label: "Accessibility" }],
  },
});
