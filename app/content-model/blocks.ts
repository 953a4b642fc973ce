// The pieces the page schemas are built from: text, links, images, dates, ids and the shapes many
// pages share, so each rule and its message is written once.
import { z } from "zod";
import { isCalendarDate } from "../lib/dates";
import { isSitePath } from "../lib/site-path";
import { lineProblem, normaliseLineBreaks, paragraphProblem, TEXT_PROBLEM_MESSAGES } from "../lib/typed-text";
import { isTimestamp } from "./church-time";

/** The most a line of text holds (the longest the site has is 244), a box of paragraphs, and an address. */
const LINE_MOST = 500;
const PARAGRAPHS_MOST = 5000;
const ADDRESS_MOST = 2000;

/**
 * Words have a value per language (`localized`, as Payload calls it): a title, a paragraph, a
 * picture's description. Everything else (a date, a link, a number, an id, a photo) is one value for
 * every language. A field may say otherwise with `.meta({ localized: false })`.
 */
const localized = { localized: true };

/** One line of text a person types: a name, a title, a label (app/lib/typed-text.ts says what may be in it). */
export const text = z
  .string()
  .trim()
  .min(1, "must be filled in")
  .max(LINE_MOST, `must be at most ${LINE_MOST} characters: a longer text is a paragraph`)
  .superRefine((value, ctx) => {
    const problem = lineProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: TEXT_PROBLEM_MESSAGES[problem] });
  })
  .meta(localized);

/** A description that may run to several paragraphs; the staff editor asks for it in a text box. */
export const paragraphText = z
  .string()
  .overwrite(normaliseLineBreaks)
  .trim()
  .min(1, "must be filled in")
  .max(PARAGRAPHS_MOST, `must be at most ${PARAGRAPHS_MOST} characters`)
  .superRefine((value, ctx) => {
    const problem = paragraphProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: TEXT_PROBLEM_MESSAGES[problem] });
  })
  .meta({ input: "paragraph", ...localized });

/** An absolute https address, with nothing in it a person could not see (app/lib/typed-text.ts). */
const isHttpsUrl = (value: string) => /^https:\/\/[^\s/\\]+\.[^\s\\]+$/.test(value) && lineProblem(value) === null;
const isMailOrPhone = (value: string) => /^(mailto|tel):[^\s\\]+$/.test(value) && lineProblem(value) === null;

/**
 * A path inside the site ("/groups", "/impact-week#story") or an absolute https URL. Marked a link,
 * so the editor completes an address typed as "www.…" to "https://www.…".
 */
export const href = z
  .string()
  .max(ADDRESS_MOST, `must be at most ${ADDRESS_MOST} characters`)
  .refine(
    (value) => isSitePath(value) || isHttpsUrl(value) || isMailOrPhone(value),
    "must be a page of this site such as /groups, a web address such as https://example.org/sign-up, an e-mail address or a phone number",
  )
  .meta({ link: true });

export const externalUrl = z
  .string()
  .max(ADDRESS_MOST, `must be at most ${ADDRESS_MOST} characters`)
  .refine(isHttpsUrl, "must be a web address starting with https://, such as https://example.org/sign-up")
  .meta({ link: true });

/** Where the site itself lives: an https:// origin, with no path and no trailing slash. */
export const siteOrigin = z
  .string()
  .regex(
    /^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?$/,
    "must be an https:// address with no path or trailing slash, like https://example.org",
  );

export const email = z.email("must be an e-mail address").max(254, "must be at most 254 characters");

/** A US phone number as a tel: link needs it. */
export const tel = z.string().regex(/^\+1\d{10}$/, "must look like +13015550142");

/**
 * A picture: a file the site was built with under /images/, or a photo staff uploaded, kept in the
 * database under /media/ in several sizes and formats (app/media/). Staff replace one in the editor,
 * which fits the upload to the same proportions.
 */
export const image = z
  .object({
    src: z
      .string()
      .regex(
        /^(\/images\/[\w\-/]+\.(svg|webp|jpg|jpeg|png|avif)|\/media\/[a-z0-9]{16,40})$/,
        "needs a picture: choose a photo",
      ),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    /** Describes the picture for people who cannot see it. */
    alt: z
      .string()
      .trim()
      .max(LINE_MOST, `must be at most ${LINE_MOST} characters: say what the picture shows, briefly`)
      .meta({ title: "Description for people who cannot see it (alt text)", ...localized }),
    /** Says nothing the words around it do not: it has no description, and screen readers skip it. */
    decorative: z.boolean().optional().meta({ title: "Decorative only: no description needed" }),
    /** Where the picture's subject is, in percent from the left and top: kept in view when it is cropped. */
    focus: z.object({ x: z.number().min(0).max(100), y: z.number().min(0).max(100) }).optional(),
  })
  .meta({ input: "image" })
  .superRefine((value, ctx) => {
    if (!value.decorative && value.alt === "") {
      ctx.addIssue({ code: "custom", path: ["alt"], message: "describe the picture, or mark it decorative" });
    }
    const problem = value.alt === "" ? null : lineProblem(value.alt);
    if (problem) ctx.addIssue({ code: "custom", path: ["alt"], message: TEXT_PROBLEM_MESSAGES[problem] });
  });

export const iconName = z.enum([
  "book-open",
  "calendar",
  "church",
  "clock",
  "compass",
  "droplets",
  "gift",
  "hand-heart",
  "hand-helping",
  "images",
  "camera",
  "heart",
  "mail",
  "map-pin",
  "message-circle",
  "monitor-play",
  "phone",
  "sparkles",
  "sun",
  "users",
  "baby",
  "flame",
  "crown",
  "hammer",
  "star",
  "globe",
  "music",
  "smile",
  "sliders-horizontal",
  "video",
  "megaphone",
]);

export const clockTime = z.string().regex(/^(1[0-2]|[1-9]):[0-5]\d (AM|PM)$/, "must look like '10:30 AM'");

export const weekday = z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]);

/**
 * Years a date of the church may have: calendar files, pages and search engines all write a year in
 * four digits, and a church announces nothing for 1999 or 2100. (The staff editor asks for a narrower
 * window around today: app/publishing/edit-form.ts.)
 */
const inSupportedYears = (value: string) => value >= "2000" && value < "2100";
export const YEARS_MESSAGE = "must be in a year from 2000 to 2099";
/** How a time and a date must be written in the files; the editor, which asks with a picker, words it for people. */
export const TIMESTAMP_MESSAGE =
  "must be ISO 8601 with New York's offset on that date, like 2025-11-21T17:00:00-05:00 (-04:00 in summer)";
export const DATE_MESSAGE = "must be a date written YYYY-MM-DD";

/** A moment on the church's clocks (New York), written with its offset: "2025-11-21T17:00:00-05:00". */
export const newYorkTimestamp = z
  .string()
  .refine(isTimestamp, TIMESTAMP_MESSAGE)
  .refine(inSupportedYears, YEARS_MESSAGE)
  // How the staff editor asks for it (app/publishing/edit-form.ts): a date and time on the church's clocks.
  .meta({ input: "timestamp" });

export const calendarDate = z
  .string()
  .refine(isCalendarDate, DATE_MESSAGE)
  .refine(inSupportedYears, YEARS_MESSAGE)
  .meta({ input: "date" });

/** A date the page was last changed, shown to visitors: "2026-11-23". */
export const updated = z.string().refine(isCalendarDate, "must be a date like 2026-11-23");

/** A street address is written one way in every language. */
export const address = z.object({
  name: z.string().optional(),
  street: text.meta({ localized: false }),
  city: text.meta({ localized: false }),
  state: z.string().regex(/^[A-Z]{2}$/, "must be a two-letter state code"),
  zip: z.string().regex(/^\d{5}(-\d{4})?$/, "must be a US ZIP code"),
});

export const socialLink = z.object({
  label: text,
  href: externalUrl,
  kind: z.enum(["video", "photos", "facebook", "instagram"]),
});

/**
 * A name for links, anchors, calendar entries and filters ("small-groups"). It never changes once
 * published, so staff do not edit it: the editor makes one for a new item from its title.
 */
export const id = z
  .string()
  .regex(/^[a-z0-9-]+$/, "must be a lowercase id like 'small-groups'")
  .meta({ editable: false, role: "id" });

/**
 * When an item of a list is on the site: from `showFrom` (if given) until `showUntil` (if given).
 * The server renders the pages again at each of those moments (app/publishing/).
 */
export const shownBetween = {
  showFrom: newYorkTimestamp.optional().meta({ title: "Show from", input: "timestamp", seconds: true }),
  showUntil: newYorkTimestamp.optional().meta({ title: "Show until", input: "timestamp", seconds: true }),
};
export const tone = z.enum(["navy", "teal", "yellow", "red"]);

export const buttonLinkSchema = z
  .object({
    label: text,
    href: href.meta({ title: "Goes to" }),
    /** Opens an http link in the same window, where the spec asks for it. */
    sameWindow: z.boolean().optional().meta({ title: "Opens in the same window" }),
  })
  .meta({ title: "Link" });

/** The page's title and description for browser tabs, search results and link previews. */
export const pageMetaSchema = z
  .object({
    title: text.max(60, "keep titles under 60 characters so search results show them whole"),
    description: text.min(50, "write at least a sentence").max(160, "keep descriptions under 160 characters"),
  })
  .meta({ title: "Browser tab, search results and link previews" });

export const heroSchema = z
  .object({
    title: text,
    subtitle: text,
    image,
    eyebrow: z.string().optional().meta({ title: "Small line above the title", localized: true }),
  })
  .meta({ title: "Top of the page" });

export const infoCardSchema = z.object({
  id,
  title: text,
  description: text,
  icon: iconName,
  link: buttonLinkSchema,
});

/** A person's name is theirs in every language. */
export const personName = text.meta({ localized: false });

export const personSchema = z.object({
  id,
  name: personName,
  role: text,
  photo: image.optional(),
  email: email.optional(),
});

/** A section's paragraphs, one per line in the editor: room for its words, not for a book. */
export const paragraphs = z.array(text).min(1).max(10, "has room for 10 paragraphs at most");
/** A short list of points (features, highlights), one per line in the editor. */
export const points = z.array(text).min(1).max(12, "has room for 12 points at most");
export const titledParagraphs = z.object({ title: text, body: paragraphs });
export const titledList = z.object({ title: text, items: points });
export const scriptureQuote = z.object({ text, reference: text });

/** A refinement for a list whose items must not repeat a key, naming each repeat by its index. */
export const unique =
  <T>(key: (item: T) => string, what: string) =>
  (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    for (const [index, item] of items.entries()) {
      if (seen.has(key(item))) ctx.addIssue({ code: "custom", path: [index], message: `${what} must be unique` });
      seen.add(key(item));
    }
  };

export type Image = z.infer<typeof image>;
export type IconName = z.infer<typeof iconName>;
export type Weekday = z.infer<typeof weekday>;
export type Address = z.infer<typeof address>;
export type Tone = z.infer<typeof tone>;
export type PageMeta = z.infer<typeof pageMetaSchema>;
