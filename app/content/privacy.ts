// /privacy: what the site keeps about visitors, for how long, who reads it, and which other sites
// its pages load. The retention period comes from the server's NOTE_RETENTION_DAYS setting (the
// page is rendered per request so it always states the period in force), and the list of other
// sites is built from the same content as the Content-Security-Policy (third-party.ts).
import { z } from "zod";
import {
  heroSchema,
  id,
  pageMetaSchema,
  paragraphs,
  text,
  titledList,
  titledParagraphs,
  updated,
} from "../content-model/blocks";
import { defineContent } from "../content-model/define";

/** Text that states the notes' retention period says it with this token, filled in from the server's setting. */
const withRetention = text.refine(
  (value) => !/\{(?!retentionDays\})[^}]*\}/.test(value),
  "the only token allowed is {retentionDays}",
);
const thirdPartyService = z.object({ name: text, purpose: text });

export const privacySchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  updated,
  summary: z.object({ title: text, points: z.array(withRetention).min(1) }),
  notes: z.object({
    id,
    title: text,
    kept: titledList,
    readers: titledParagraphs,
    retention: z.object({
      title: text,
      body: z
        .array(withRetention)
        .min(1)
        .refine(
          (body) => body.some((p) => p.includes("{retentionDays}")),
          "must state the period with {retentionDays}",
        ),
    }),
  }),
  analytics: z.object({ id, title: text, body: paragraphs }),
  cookies: z.object({ id, title: text, body: paragraphs }),
  thirdParties: z.object({
    id,
    title: text,
    intro: text,
    services: z.object({
      analytics: thirdPartyService,
      embeds: thirdPartyService,
      media: thirdPartyService,
      backgroundVideos: thirdPartyService,
      map: thirdPartyService,
    }),
    hostsLabel: text,
  }),
  contact: z.object({ id, title: text, body: text }),
});

export type PrivacyContent = z.input<typeof privacySchema>;

export const privacy: PrivacyContent = {
  meta: {
    title: "Privacy",
    description:
      "What The Bridge Church website keeps about you, for how long, who can read it, and which other sites our pages use.",
  },
  hero: {
    eyebrow: "Your Privacy",
    title: "Privacy",
    subtitle: "We keep as little about you as we can, only for as long as we need it, and we never sell it.",
    image: {
      src: "/images/guest/hero.svg",
      width: 1600,
      height: 700,
      alt: "Illustration of a bridge at sunrise, the church's emblem",
    },
  },
  updated: "2026-11-26",
  summary: {
    title: "In short",
    points: [
      "Reading our pages needs no account, and our site sets no cookie.",
      "If you send a note of appreciation, we keep it only until it has been delivered or declined, and then for {retentionDays} more days.",
      "Visit counts are anonymous and switch off when your browser asks not to be tracked.",
      "A few pages show videos, a map or forms from other services; they are listed below.",
    ],
  },
  notes: {
    id: "notes",
    title: "Notes of appreciation",
    kept: {
      title: "What we keep",
      items: [
        "Your note and the pastor you chose.",
        "Your name and e-mail address, only if you give them, so the pastor can thank you.",
        "A scrambled code made from your internet address. It cannot be turned back into the address; it only lets us stop someone sending hundreds of notes.",
        "The time it arrived, and what our staff decided and when.",
      ],
    },
    readers: {
      title: "Who reads it",
      body: [
        "The church staff who review notes read each one before it is passed on, to keep out spam and anything unkind. The pastor you chose receives your note, with your name and e-mail if you gave them.",
        "Nobody else sees it, and we never share or sell it.",
      ],
    },
    retention: {
      title: "How long we keep it",
      body: [
        "A note waits until staff have read it and, if approved, until it reaches the pastor. Once it has been delivered or declined, we keep it for {retentionDays} days and then erase it for good: the words, your name, your e-mail and the scrambled code.",
        "What stays afterwards is a record of what happened to the note (approved, delivered or declined, by whom and when), with nothing about you. Staff can also erase a note at any time, for example if you ask us to.",
      ],
    },
  },
  analytics: {
    id: "visits",
    title: "Counting visits",
    body: [
      "To learn which pages help people, we count visits and presses of a few buttons (such as Watch Sermon and Join a group). The counting service receives the page's address and the button's name; it sets no cookie and keeps nothing that identifies you.",
      "If your browser sends Global Privacy Control or Do Not Track, our pages do not load the counting service at all.",
    ],
  },
  cookies: {
    id: "cookies",
    title: "Cookies",
    body: [
      "Our site sets no cookies for visitors. It sets two for church staff only: one keeps them signed in to the staff area, and ends when they sign out or after 12 hours without use; the other remembers, for half a year, which staff accounts have signed in on that browser, so that someone else's failed sign-ins never lock them out of it.",
      "For church staff, the site also records when they sign in (or fail to), and who invited, changed or removed a staff account, and who published which change to the website, and when, so that administrators can see who has access. Each entry is erased after {staffActivityDays} days.",
      "When the way a staff member signs in changes (a new password, passkey or e-mail address), they are told by e-mail, with the browser and internet address it was made from. That record is kept for a week, while the e-mail's link can undo the change, and then erased.",
      "The other services listed below may use their own cookies inside what they show, for example while you fill in the contact form or play a video.",
    ],
  },
  thirdParties: {
    id: "other-sites",
    title: "Other sites our pages use",
    intro:
      "Some pages show things that live on other services. When they load, your browser connects to that service, which sees your internet address and the page you are on, as any website does.",
    services: {
      analytics: { name: "Plausible Analytics", purpose: "Counts visits and button presses, without cookies." },
      embeds: {
        name: "Subsplash",
        purpose:
          "Our church platform: shows the events calendar, sermon library, outreach sign-ups, app links and the contact form on the pages that have them.",
      },
      media: { name: "Subsplash video player", purpose: "Plays a sermon or video when you press play on it." },
      backgroundVideos: {
        name: "Google Cloud Storage",
        purpose: "Holds the short silent video at the top of the Outreach page.",
      },
      map: {
        name: "OpenStreetMap",
        purpose: "Draws the map of where we meet, when you scroll to it on the home page.",
      },
    },
    hostsLabel: "Connects to",
  },
  contact: {
    id: "contact",
    title: "Questions, or a note to erase",
    body: "Write to us. If you sent a note and want it erased before its time, tell us roughly when you sent it and to which pastor.",
  },
};

/** Kept in code, not offered to staff: checked when the site builds. */
export const privacyModule = defineContent({
  key: "privacy",
  schema: privacySchema,
  built: privacy,
  page: { path: "/privacy", heading: (value) => value.hero.title, answer: "each visit" },
});
