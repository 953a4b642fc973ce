// What staff may change from the staff area without a developer, and where each shows: every content
// module the pages are made from, one item each, and what stays in code with the reason why. Each
// item's form and its checks come from the schema the build validates it with.
import type { z } from "zod";
import type { PublishedContent } from "~/content/published/content";
import { aboutSchema } from "~/content/schema/about";
import { accessibilitySchema } from "~/content/schema/accessibility";
import { baptismSchema } from "~/content/schema/baptism";
import { bridgeAppSchema } from "~/content/schema/bridge-app";
import { calendarsSchema } from "~/content/schema/calendars";
import { connectSchema } from "~/content/schema/connect";
import { contactSchema } from "~/content/schema/contact";
import { coreBeliefsSchema } from "~/content/schema/core-beliefs";
import { coreValuesSchema } from "~/content/schema/core-values";
import { embedsSchema } from "~/content/schema/embeds";
import { eventsSchema } from "~/content/schema/events";
import { giveSchema } from "~/content/schema/give";
import { groupsSchema } from "~/content/schema/groups";
import { guestSchema } from "~/content/schema/guest";
import { homeSchema } from "~/content/schema/home";
import { impactWeekSchema } from "~/content/schema/impact-week";
import { jesusSchema } from "~/content/schema/jesus";
import { keyDatesSchema } from "~/content/schema/key-dates";
import { kidsSchema } from "~/content/schema/kids";
import { leadershipSchema } from "~/content/schema/leadership";
import { mediaSchema } from "~/content/schema/media";
import { navigationSchema } from "~/content/schema/navigation";
import { nextSchema } from "~/content/schema/next";
import { notFoundSchema } from "~/content/schema/not-found";
import { outreachSchema } from "~/content/schema/outreach";
import { outreachEventsSchema } from "~/content/schema/outreach-events";
import { pastorsSchema } from "~/content/schema/pastors";
import { serveSchema } from "~/content/schema/serve";
import { serviceStatusSchema } from "~/content/schema/service-status";
import { shareNoteSchema } from "~/content/schema/share-note";
import { siteSchema } from "~/content/schema/site";
import { watchSchema } from "~/content/schema/watch";
import { youthSchema } from "~/content/schema/youth";

export interface EditableItem {
  /** Its address in the staff area (/review/content/key-dates) and its name in the database. */
  slug: string;
  /** Where pages find it in the published content. */
  key: keyof PublishedContent;
  /** What it is: something many pages show, or one page's own words and pictures. */
  part: "site" | "page";
  title: string;
  description: string;
  schema: z.ZodType;
  /** The pages that show it, offered for preview; the first is the main one. */
  shownOn: Array<{ path: string; label: string }>;
}

export const editableItems: readonly EditableItem[] = [
  {
    part: "site",
    slug: "site",
    key: "site",
    title: "The church",
    description:
      "Its name, where and when it meets, its mailing address, e-mail and phone, the ministries' names and ages, and the links to the live stream, giving and the church's forms. Every page that names one of these follows, and so do sentences that name it in braces, such as {worship time}.",
    schema: siteSchema,
    shownOn: [
      { path: "/", label: "Home" },
      { path: "/contact", label: "Contact" },
      { path: "/guest", label: "First Time?" },
      { path: "/kids", label: "Kids" },
    ],
  },
  {
    part: "site",
    slug: "navigation",
    key: "navigation",
    title: "Header and footer links",
    description: "The links across the top of every page, and the social and legal links at its foot.",
    schema: navigationSchema,
    shownOn: [{ path: "/", label: "Home" }],
  },
  {
    part: "site",
    slug: "key-dates",
    key: "keyDates",
    title: "Key dates",
    description:
      "The dates of Impact Week and the next baptism. The home page's slides, the Baptism, Impact Week, Outreach and Outreach Events pages, the calendar files and what search engines read all follow them.",
    schema: keyDatesSchema,
    shownOn: [
      { path: "/baptism", label: "Baptism" },
      { path: "/", label: "Home" },
      { path: "/impact-week", label: "Impact Week" },
      { path: "/outreach-events", label: "Outreach Events" },
      { path: "/outreach", label: "Outreach" },
    ],
  },
  {
    part: "site",
    slug: "pastors",
    key: "pastors",
    title: "Pastors",
    description:
      "The three pastors' names, roles and portraits, and which of them leads. The Leadership page, the note of appreciation's choice of pastor and the e-mail each note is sent in follow them; each pastor keeps the inbox they were built with.",
    schema: pastorsSchema,
    shownOn: [
      { path: "/leadership", label: "Leadership" },
      { path: "/share-note", label: "Share a Note" },
    ],
  },
  {
    part: "site",
    slug: "media",
    key: "media",
    title: "Videos",
    description:
      "The sermon and teaching videos the pages play, with their still pictures, and the loop behind the Outreach pages' headings. The video host stays as built.",
    schema: mediaSchema,
    shownOn: [
      { path: "/watch", label: "Watch" },
      { path: "/", label: "Home" },
      { path: "/jesus", label: "Following Jesus" },
      { path: "/baptism", label: "Baptism" },
    ],
  },
  {
    part: "site",
    slug: "embeds",
    key: "embeds",
    title: "Embedded forms and lists",
    description:
      "Which of the church platform's forms and lists each page shows (the contact form, the events calendar, the sermon library, the outreach events, the app download), and what shows while one loads. The platform itself stays as built.",
    schema: embedsSchema,
    shownOn: [
      { path: "/contact", label: "Contact" },
      { path: "/events", label: "Events" },
      { path: "/watch", label: "Watch" },
    ],
  },
  {
    part: "site",
    slug: "service-status",
    key: "serviceStatus",
    title: "Live service line",
    description:
      "The line under the online worship card and on Watch that says when the next service is, or that it is live.",
    schema: serviceStatusSchema,
    shownOn: [
      { path: "/watch", label: "Watch" },
      { path: "/", label: "Home" },
    ],
  },
  {
    part: "site",
    slug: "calendars",
    key: "calendars",
    title: "Calendar files",
    description: "The words of the “Add to calendar” links and the name of the calendar visitors subscribe to.",
    schema: calendarsSchema,
    shownOn: [{ path: "/", label: "Home" }],
  },
  {
    part: "page",
    slug: "home",
    key: "home",
    title: "Home page",
    description: "The slides at the top, the welcome, the worship times card and the ways to connect.",
    schema: homeSchema,
    shownOn: [{ path: "/", label: "Home" }],
  },
  {
    part: "page",
    slug: "about",
    key: "about",
    title: "About Us",
    description: "Everything the About Us page says and shows.",
    schema: aboutSchema,
    shownOn: [{ path: "/about-us", label: "About Us" }],
  },
  {
    part: "page",
    slug: "core-beliefs",
    key: "coreBeliefs",
    title: "Core Beliefs",
    description: "Everything the Core Beliefs page says and shows.",
    schema: coreBeliefsSchema,
    shownOn: [{ path: "/core-beliefs", label: "Core Beliefs" }],
  },
  {
    part: "page",
    slug: "core-values",
    key: "coreValues",
    title: "Core Values",
    description: "Everything the Core Values page says and shows.",
    schema: coreValuesSchema,
    shownOn: [{ path: "/core-values", label: "Core Values" }],
  },
  {
    part: "page",
    slug: "connect",
    key: "connect",
    title: "Get Connected",
    description: "The cards that lead to each way of getting involved.",
    schema: connectSchema,
    shownOn: [{ path: "/connect", label: "Connect" }],
  },
  {
    part: "page",
    slug: "contact",
    key: "contact",
    title: "Contact",
    description: "Everything the Contact page says and shows.",
    schema: contactSchema,
    shownOn: [{ path: "/contact", label: "Contact" }],
  },
  {
    part: "page",
    slug: "leadership",
    key: "leadership",
    title: "Leadership",
    description: "The lead pastor's story and the roles still to be filled (the pastors themselves are under Pastors).",
    schema: leadershipSchema,
    shownOn: [{ path: "/leadership", label: "Leadership" }],
  },
  {
    part: "page",
    slug: "watch",
    key: "watch",
    title: "Watch",
    description: "Everything the Watch page says and shows.",
    schema: watchSchema,
    shownOn: [{ path: "/watch", label: "Watch" }],
  },
  {
    part: "page",
    slug: "events",
    key: "events",
    title: "Events",
    description: "Everything the Events page says and shows.",
    schema: eventsSchema,
    shownOn: [{ path: "/events", label: "Events" }],
  },
  {
    part: "page",
    slug: "give",
    key: "give",
    title: "Give",
    description: "Ways to give, what giving supports and the annual report.",
    schema: giveSchema,
    shownOn: [{ path: "/give", label: "Give" }],
  },
  {
    part: "page",
    slug: "jesus",
    key: "jesus",
    title: "Following Jesus",
    description: "Everything the Following Jesus page says and shows.",
    schema: jesusSchema,
    shownOn: [{ path: "/jesus", label: "Following Jesus" }],
  },
  {
    part: "page",
    slug: "bridge-app",
    key: "bridgeApp",
    title: "The app",
    description: "Everything the Bridge App page says and shows.",
    schema: bridgeAppSchema,
    shownOn: [{ path: "/bridge-app", label: "Bridge App" }],
  },
  {
    part: "page",
    slug: "guest",
    key: "guest",
    title: "First Time?",
    description: "Everything the First Time? page says and shows.",
    schema: guestSchema,
    shownOn: [{ path: "/guest", label: "First Time?" }],
  },
  {
    part: "page",
    slug: "groups",
    key: "groups",
    title: "Small groups",
    description:
      "Every small group: names, leaders and their photos, when and where they meet, who they are for, how to join; and the page's own words. The filters follow the groups.",
    schema: groupsSchema,
    shownOn: [{ path: "/groups", label: "Small Groups" }],
  },
  {
    part: "page",
    slug: "kids",
    key: "kids",
    title: "Kids Downtown",
    description: "Everything the Kids page says and shows.",
    schema: kidsSchema,
    shownOn: [{ path: "/kids", label: "Kids" }],
  },
  {
    part: "page",
    slug: "youth",
    key: "youth",
    title: "Oxygen Youth",
    description: "Including Oxygen's worship times, which its calendar file follows, and the photo gallery.",
    schema: youthSchema,
    shownOn: [{ path: "/youth", label: "Youth" }],
  },
  {
    part: "page",
    slug: "baptism",
    key: "baptism",
    title: "Baptism",
    description: "The page's words and the place of the next baptism; its date and time are under Key dates.",
    schema: baptismSchema,
    shownOn: [{ path: "/baptism", label: "Baptism" }],
  },
  {
    part: "page",
    slug: "next",
    key: "next",
    title: "NEXT",
    description: "Everything the NEXT page says and shows.",
    schema: nextSchema,
    shownOn: [{ path: "/next", label: "NEXT" }],
  },
  {
    part: "page",
    slug: "serve",
    key: "serve",
    title: "Serve",
    description: "The serving teams and their sign-up forms.",
    schema: serveSchema,
    shownOn: [{ path: "/serve", label: "Serve" }],
  },
  {
    part: "page",
    slug: "outreach",
    key: "outreach",
    title: "Outreach",
    description: "Everything the Outreach page says and shows.",
    schema: outreachSchema,
    shownOn: [{ path: "/outreach", label: "Outreach" }],
  },
  {
    part: "page",
    slug: "impact-week",
    key: "impactWeek",
    title: "Impact Week",
    description: "The page's words and stories; the week's dates are under Key dates.",
    schema: impactWeekSchema,
    shownOn: [{ path: "/impact-week", label: "Impact Week" }],
  },
  {
    part: "page",
    slug: "outreach-events",
    key: "outreachEvents",
    title: "Outreach events",
    description:
      "Every outreach event: names, days and times, places, descriptions, pictures and sign-up links; and the page's own words. The calendar files and what search engines read follow the events.",
    schema: outreachEventsSchema,
    shownOn: [{ path: "/outreach-events", label: "Outreach Events" }],
  },
  {
    part: "page",
    slug: "share-note",
    key: "shareNote",
    title: "Share a Note",
    description: "The words of the note of appreciation page and its form.",
    schema: shareNoteSchema,
    shownOn: [{ path: "/share-note", label: "Share a Note" }],
  },
  {
    part: "page",
    slug: "accessibility",
    key: "accessibility",
    title: "Accessibility statement",
    description: "Everything the Accessibility page says and shows.",
    schema: accessibilitySchema,
    shownOn: [{ path: "/accessibility", label: "Accessibility" }],
  },
  {
    part: "page",
    slug: "not-found",
    key: "notFound",
    title: "Page not found",
    description: "What a visitor sees at an address the site does not have.",
    schema: notFoundSchema,
    shownOn: [{ path: "/this-page-does-not-exist", label: "Page not found" }],
  },
];

export const editableItem = (slug: string | undefined) => editableItems.find((item) => item.slug === slug);

/** What stays in the site's files, for a developer to change, and why: the editor's front page says so. */
export const keptInCode: ReadonlyArray<{ what: string; why: string }> = [
  {
    what: "The pastors' e-mail inboxes, and which pastors there are",
    why: "They are private, and a change would send notes of appreciation somewhere else.",
  },
  {
    what: "The privacy notice",
    why: "It states what the website's server does with personal data; it changes when that does.",
  },
  {
    what: "The video host, the church platform, the map and the visit counter",
    why: "The site's security policy allows exactly their addresses, and nothing else.",
  },
  {
    what: "The site's address, its logo and icons, and the church's time zone",
    why: "Links, icons and every date are made from them when the site is built.",
  },
  {
    what: "The calendar files' id domain",
    why: "Calendar apps know each event by it: changing it would show every event twice.",
  },
];
