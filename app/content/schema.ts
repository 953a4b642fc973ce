// The shape of every piece of church content. Content modules type themselves with these
// (so the editor catches mistakes early) and the build validates them (see validate.ts), so a
// bad date, link or missing field stops the build with the file and field named.
import { z } from "zod";
import { formatShortMonthDay, isCalendarDate, isNewYorkTimestamp } from "../lib/dates";

const text = z.string().trim().min(1, "must not be empty");

/** A path inside the site ("/groups", "/impact-week#story") or an absolute https URL. */
export const href = z
  .string()
  .refine(
    (value) =>
      /^\/(?!\/)\S*$/.test(value) || /^https:\/\/[^\s/]+\.[^\s]+$/.test(value) || /^(mailto|tel):\S+$/.test(value),
    "must be a site path starting with '/', an https:// URL, or a mailto:/tel: link",
  );

export const externalUrl = z.string().regex(/^https:\/\/[^\s/]+\.[^\s]+$/, "must be an https:// URL");

/** Where the site itself lives: an https:// origin, with no path and no trailing slash. */
export const siteOrigin = z
  .string()
  .regex(
    /^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?$/,
    "must be an https:// address with no path or trailing slash, like https://example.org",
  );

/** An image file under public/ that the church can replace with a photo of the same proportions. */
export const image = z.object({
  src: z.string().regex(/^\/images\/[\w\-/]+\.(svg|webp|jpg|jpeg|png|avif)$/, "must be a file under /images/"),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Describes the picture for people who cannot see it; empty only for purely decorative images. */
  alt: z.string(),
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

const clockTime = z.string().regex(/^(1[0-2]|[1-9]):[0-5]\d (AM|PM)$/, "must look like '10:30 AM'");

export const address = z.object({
  name: z.string().optional(),
  street: text,
  city: text,
  state: z.string().regex(/^[A-Z]{2}$/, "must be a two-letter state code"),
  zip: z.string().regex(/^\d{5}(-\d{4})?$/, "must be a US ZIP code"),
});

export const socialLink = z.object({
  label: text,
  href: externalUrl,
  kind: z.enum(["video", "photos", "facebook", "instagram"]),
});

export const siteSchema = z.object({
  name: text,
  shortName: text,
  /** The public address, for canonical links, link previews and the sitemap; SITE_URL overrides it at build time. */
  url: siteOrigin,
  tagline: text,
  description: text,
  copyrightYear: z.number().int().min(2000).max(2100),
  logo: image,
  worship: z.object({
    day: z.enum(["Sunday", "Saturday"]),
    time: clockTime,
    /** How long the service lasts, so a calendar shows when it ends. */
    durationMinutes: z.number().int().min(15).max(360),
    timeZone: z.literal("America/New_York"),
    timeZoneLabel: text,
    experienceName: text,
    venue: address.extend({ name: text }),
    /** Latitude/longitude of the worship venue, for the map and directions. */
    coordinates: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
  }),
  mailingAddress: address,
  email: z.email("must be an e-mail address"),
  phone: z.object({ display: text, tel: z.string().regex(/^\+1\d{10}$/, "must look like +13015550142") }),
  kidsMinistry: z.object({ name: text, minAge: z.number().int().min(0), maxAge: z.number().int().max(18) }),
  youthMinistry: z.object({ name: text, grades: z.string().regex(/^\d{1,2}–\d{1,2}$/, "must look like '6–12'") }),
  links: z.object({
    liveStream: externalUrl,
    messageArchive: externalUrl,
    prayerRequestForm: externalUrl,
    connectionForm: externalUrl,
    givingOnline: externalUrl,
    appStore: externalUrl,
    googlePlay: externalUrl,
  }),
  directionsBaseUrl: externalUrl.refine((url) => url.endsWith("="), "must end with '=' so the address can follow"),
});

export const navItemSchema = z.object({
  href,
  label: text,
  highlight: z.boolean().optional(),
  external: z.boolean().optional(),
});

export const navigationSchema = z.object({
  header: z.array(navItemSchema).min(1),
  social: z.array(socialLink).min(1),
  /** Small links under the footer: how the site treats visitors' data and their access. */
  legal: z.array(z.object({ href, label: text })).min(1),
});

const buttonLink = z.object({
  label: text,
  href,
  /** Opens an http link in the same window, where the spec asks for it. */
  sameWindow: z.boolean().optional(),
});

/** The page's title and description for browser tabs, search results and link previews. */
export const pageMetaSchema = z.object({
  title: text.max(60, "keep titles under 60 characters so search results show them whole"),
  description: text.min(50, "write at least a sentence").max(160, "keep descriptions under 160 characters"),
});

export const infoCardSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, "must be a lowercase id"),
  title: text,
  description: text,
  icon: iconName,
  link: buttonLink,
});

export const heroSlideSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  image,
  title: text,
  subtitle: text,
  ctaText: text,
  ctaLink: href,
});

export const homeSchema = z.object({
  meta: pageMetaSchema,
  heroLabel: text,
  heroSlides: z.array(heroSlideSchema).min(1),
  welcome: z.object({
    eyebrow: text,
    title: text,
    body: z.array(text).min(1),
    joinOnlineLabel: text,
    connectLabel: text,
    connectHref: href,
  }),
  worship: z.object({
    title: text,
    intro: text,
    inPerson: z.object({ title: text, body: text, directionsLabel: text }),
    online: z.object({
      title: text,
      body: text,
      features: z.array(text).min(1),
      streamLabel: text,
      archiveLabel: text,
    }),
  }),
  waysToConnect: z.object({ title: text, intro: text, cards: z.array(infoCardSchema).length(3) }),
});

export const aboutSchema = z.object({
  meta: pageMetaSchema,
  hero: z.object({ title: text, subtitle: text, image }),
  vision: z.object({ title: text, statement: text, body: z.array(text).min(1) }),
  cards: z.array(infoCardSchema.extend({ image })).length(3),
});

export const coreBeliefSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: text,
  icon: iconName,
  content: text,
  scriptureReference: z
    .string()
    .regex(
      /^(\d )?[A-Z][a-z]+( [A-Z][a-z]+)? \d+:\d+([-–]\d+)?(; .+)?$/,
      "must look like 'John 3:16' or '2 Timothy 3:16-17'",
    ),
});

export const coreBeliefsSchema = z.object({
  meta: pageMetaSchema,
  hero: z.object({ title: text, subtitle: text, image }),
  intro: text,
  beliefs: z.array(coreBeliefSchema).length(5),
});

export const coreValueSchema = z.object({
  title: text,
  subtitle: text,
  description: text,
  image,
});

export const coreValuesSchema = z.object({
  meta: pageMetaSchema,
  hero: z.object({ title: text, subtitle: text, image }),
  intro: text,
  values: z.array(coreValueSchema).length(6),
});

export const notFoundSchema = z.object({
  meta: pageMetaSchema,
  title: text,
  message: text,
  homeLabel: text,
});

export const analyticsSchema = z.discriminatedUnion("provider", [
  z.object({ provider: z.literal("none") }),
  z.object({ provider: z.literal("plausible"), domain: text, scriptSrc: externalUrl }),
  z.object({
    provider: z.literal("google-analytics"),
    measurementId: z.string().regex(/^G-[A-Z0-9]+$/, "must look like G-XXXXXXX"),
    scriptSrc: externalUrl,
  }),
]);

export const videoSchema = z.object({
  title: text,
  embedUrl: externalUrl,
  poster: image,
});

/** A short muted loop played behind a page's heading, straight from a file host (no player). */
export const backgroundVideoSchema = z.object({
  src: externalUrl.regex(/\.(mp4|webm)$/, "must be an .mp4 or .webm file"),
  type: z.enum(["video/mp4", "video/webm"]),
  /** Shown first, and for good when the video cannot play or the visitor prefers less motion. */
  poster: image,
});

export const mediaSchema = z
  .object({
    provider: z.object({ name: text, origin: externalUrl }),
    videos: z.object({
      recentSermon: videoSchema,
      latestSermon: videoSchema,
      followingJesus: videoSchema,
      baptismOrientation: videoSchema,
    }),
    backgroundVideos: z.object({ outreach: backgroundVideoSchema }),
  })
  .superRefine((media, ctx) => {
    for (const [key, video] of Object.entries(media.videos)) {
      if (!video.embedUrl.startsWith(`${media.provider.origin}/`)) {
        ctx.addIssue({
          code: "custom",
          path: ["videos", key, "embedUrl"],
          message: `must be on ${media.provider.origin}`,
        });
      }
    }
  });

export const mapSchema = z.object({
  tileUrl: z
    .string()
    .regex(/^https:\/\/[^\s/]+\/.*\{z\}.*\{x\}.*\{y\}/, "must be an https:// tile URL with {z}, {x} and {y}"),
  attribution: text,
  zoom: z.number().int().min(1).max(19),
  markerColor: z.string().regex(/^#[0-9a-f]{6}$/i, "must be a hex colour like #1d3868"),
});

export const embedItemSchema = z.object({
  path: z.string().regex(/^\+[\w/+-]+$/, "must be the provider's embed path, like '+abcd/fb/ap/form'"),
  targetId: z.string().regex(/^[a-z][\w-]*$/, "must be a valid element id"),
  title: text,
  /** What it is, in lower case, to finish "The ... could not be loaded here." */
  name: z.string().regex(/^[a-z][a-z -]+$/, "must be lower-case words, like 'contact form'"),
  placeholder: text,
  fallbackUrl: externalUrl,
  fallbackLabel: text,
  /** Take the provider's script out of the page when the visitor leaves (SPEC §7). */
  removeScriptOnLeave: z.boolean(),
});

export const embedsSchema = z.object({
  provider: z.object({
    name: text,
    scriptSrc: externalUrl,
    baseUrl: externalUrl,
    timeoutMs: z.number().int().min(1000).max(60000),
  }),
  items: z.object({
    contactForm: embedItemSchema,
    eventsCalendar: embedItemSchema,
    sermonLibrary: embedItemSchema,
    outreachEvents: embedItemSchema,
    appDownload: embedItemSchema,
  }),
});

const id = z.string().regex(/^[a-z0-9-]+$/, "must be a lowercase id like 'small-groups'");
const tone = z.enum(["navy", "teal", "yellow", "red"]);

export const heroSchema = z.object({ title: text, subtitle: text, image, eyebrow: z.string().optional() });

export const connectCardSchema = z.object({
  id,
  title: text,
  description: text,
  url: href,
  image,
  icon: iconName,
  iconBg: tone,
  buttonText: text,
  additionalInfo: z.string().optional(),
  buttonVariant: z.enum(["primary", "secondary", "outline"]).optional(),
});

export const connectSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  sectionTitle: text,
  intro: text,
  cards: z.array(connectCardSchema).length(9),
});

export const contactInfoCardSchema = z.object({
  id,
  title: text,
  icon: iconName,
  iconColor: tone,
  details: z.object({ primary: text, secondary: z.string().optional(), tertiary: z.string().optional() }),
  links: z
    .object({
      email: z.email("must be an e-mail address").optional(),
      phone: z
        .string()
        .regex(/^\+1\d{10}$/, "must look like +13015550142")
        .optional(),
    })
    .optional(),
});

export const contactSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  cardsTitle: text,
  cards: z.array(contactInfoCardSchema).length(3),
  form: z.object({ title: text, intro: text }),
});

export const personSchema = z.object({
  id,
  name: text,
  role: text,
  photo: image.optional(),
  email: z.email("must be an e-mail address").optional(),
});

export const pastorsSchema = z.object({
  /** The pastors a note of appreciation can be sent to (SPEC §3: pastor1, pastor2, pastor3). */
  pastors: z
    .array(personSchema.extend({ id: z.enum(["pastor1", "pastor2", "pastor3"]) }))
    .length(3)
    .refine((list) => new Set(list.map((p) => p.id)).size === list.length, "pastor ids must be unique"),
  leadPastorId: z.enum(["pastor1", "pastor2", "pastor3"]),
});

/** Where approved notes of appreciation are e-mailed: one address for each pastor. */
export const pastorInboxesSchema = z.object({
  pastor1: z.email("must be an e-mail address"),
  pastor2: z.email("must be an e-mail address"),
  pastor3: z.email("must be an e-mail address"),
});

export const leadershipSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  leadPastor: z.object({ bio: z.array(text).min(1) }),
  growing: z.object({ title: text, body: text, linkLabel: text, href }),
  placeholderLabel: text,
  placeholders: z.array(z.object({ role: text, description: text, image })).length(3),
});

const buttonLinkSchema = z.object({ label: text, href, sameWindow: z.boolean().optional() });

export const watchSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema.extend({ watchNowLabel: text, fullExperienceLabel: text }),
  latest: z.object({ title: text, intro: text }),
  library: z.object({ title: text, intro: text }),
});

export const eventsSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  calendar: z.object({ title: text, intro: text }),
  questions: z.object({ title: text, body: text, link: buttonLinkSchema }),
});

export const givingMethodSchema = z.object({
  id,
  title: text,
  description: text,
  icon: iconName,
  iconColor: tone,
  buttonText: text,
  buttonUrl: href,
  buttonStyle: z.enum(["primary", "secondary", "outline"]),
  additionalInfo: z.string().optional(),
});

export const impactAreaSchema = z.object({ id, title: text, description: text, image });

export const giveSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  worship: z.object({
    title: text,
    body: z.array(text).min(1),
    scripture: text,
    scriptureReference: text,
    giveNow: buttonLinkSchema,
  }),
  ways: z.object({ title: text, intro: text, methods: z.array(givingMethodSchema).length(4) }),
  platform: z.object({ title: text, body: text }),
  impact: z.object({ title: text, intro: text, areas: z.array(impactAreaSchema).length(3) }),
  annualReport: z.object({
    year: z.number().int().min(2000).max(2100),
    title: text,
    description: text,
    url: externalUrl,
  }),
  thanks: z.object({ title: text, body: text }),
});

export const jesusSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  intro: z.object({ title: text, body: z.array(text).min(1) }),
  steps: z.object({
    title: text,
    items: z
      .array(z.object({ title: text, description: text, icon: iconName, link: buttonLinkSchema.optional() }))
      .length(4),
  }),
  next: z.object({ title: text, body: text, link: buttonLinkSchema }),
  forms: z.object({ title: text, body: text, links: z.array(buttonLinkSchema).length(2) }),
});

export const bridgeAppSchema = z.object({
  meta: pageMetaSchema,
  title: text,
  intro: text,
  image,
  features: z.array(text).min(1),
});

export const guestSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  expect: z.object({
    title: text,
    intro: text,
    items: z.array(z.object({ title: text, description: text, icon: iconName })).min(3),
  }),
  kids: z.object({ title: text, body: text, link: buttonLinkSchema }),
  arrival: z.object({ title: text, items: z.array(z.object({ title: text, description: text })).min(2) }),
  connect: z.object({ title: text, body: text, link: buttonLinkSchema }),
});

// ---- Ministry and outreach pages: groups, kids, youth, baptism, NEXT, serve, outreach ----

/** A moment in New York, written with its offset: "2025-11-21T17:00:00-05:00". */
const newYorkTimestamp = z
  .string()
  .refine(
    isNewYorkTimestamp,
    "must be ISO 8601 with New York's offset on that date, like 2025-11-21T17:00:00-05:00 (-04:00 in summer)",
  );
const calendarDate = z.string().refine(isCalendarDate, "must be a date written YYYY-MM-DD");

const unique =
  <T>(key: (item: T) => string, what: string) =>
  (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    for (const [index, item] of items.entries()) {
      if (seen.has(key(item))) ctx.addIssue({ code: "custom", path: [index], message: `${what} must be unique` });
      seen.add(key(item));
    }
  };

const scriptureQuote = z.object({ text, reference: text });

export const weekday = z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]);
export const groupFrequency = z.enum(["Weekly", "Biweekly", "Monthly"]);
export const groupFormat = z.enum(["In-person", "Online", "Hybrid"]);
export const groupCategory = z.enum(["Everyone", "Women", "Men"]);
export const studyType = z.enum(["Coed Group", "Women's Life Group", "Men's Life Group", "Unique Group"]);

export const smallGroupSchema = z
  .object({
    id,
    name: text,
    description: text,
    leader: z
      .object({
        name: text,
        photo: image.optional(),
        /** The second photo of two leaders who lead together (a couple), shown beside the first. */
        partnerPhoto: image.optional(),
      })
      .refine((leader) => !leader.partnerPhoto || leader.photo, {
        message: "a partner photo needs the first leader's photo",
        path: ["partnerPhoto"],
      }),
    meeting: z.object({ day: weekday, time: clockTime, frequency: groupFrequency, format: groupFormat }),
    location: text,
    category: groupCategory,
    studyType,
    language: text,
    isOpen: z.boolean(),
    /** The church-management sign-up page, or a site path (Ball Up Top joins through /events). */
    joinLink: href,
  })
  .superRefine((group, ctx) => {
    const expected = { "Women's Life Group": "Women", "Men's Life Group": "Men" } as const;
    const category = expected[group.studyType as keyof typeof expected];
    if (category && group.category !== category) {
      ctx.addIssue({ code: "custom", path: ["category"], message: `a ${group.studyType} is for ${category}` });
    }
  });

export const groupsSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  find: z.object({ id, title: text, intro: text }),
  filters: z.object({
    label: text,
    day: z.object({ label: text, any: text }),
    format: z.object({ label: text, any: text }),
    category: z.object({ label: text, any: text }),
    submitLabel: text,
    clearLabel: text,
    showingAll: text.includes("{total}"),
    showingSome: text.includes("{shown}").includes("{total}"),
    noMatches: z.object({ title: text, body: text }),
  }),
  /** The order of the sections and their headings; a study type without groups is not shown. */
  sections: z
    .array(z.object({ studyType, title: text }))
    .length(4)
    .superRefine(unique((section) => section.studyType, "study types")),
  /** Joining leaves in the same window (SPEC §2, Small Groups). */
  join: z.object({ label: text, sameWindow: z.literal(true) }),
  startGroup: z.object({ title: text, body: text, link: buttonLinkSchema }),
  groups: z
    .array(smallGroupSchema)
    .length(9)
    .superRefine(unique((group) => group.id, "group ids")),
});

export const kidsSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  intro: z.object({ title: text, body: z.array(text).min(1) }),
  sunday: z.object({
    title: text,
    items: z.array(z.object({ title: text, description: text, icon: iconName })).min(3),
  }),
  checkIn: z.object({ title: text, body: text }),
  directors: z.object({ title: text, intro: text, people: z.array(personSchema).min(1).max(2) }),
  questions: z.object({ title: text, body: text, email: z.email("must be an e-mail address") }),
});

export const youthSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  cards: z.array(z.object({ title: text, body: text, icon: iconName })).length(2),
  worship: z
    .object({
      title: text,
      /** As the page shows it ("2nd and 4th Sundays"); `day` and `weeksOfMonth` say the same for calendars. */
      schedule: text,
      day: weekday,
      /** Which of the month's `day`s it meets on: [2, 4] is the 2nd and 4th. */
      weeksOfMonth: z.array(z.number().int().min(1).max(5)).min(1),
      time: clockTime,
      durationMinutes: z.number().int().min(15).max(360),
      body: text,
    })
    .superRefine((worship, ctx) => {
      const ordinal = (n: number) => `${n}${["th", "st", "nd", "rd"][n] ?? "th"}`;
      const expected = [...worship.weeksOfMonth.map(ordinal), `${worship.day}s`];
      for (const word of expected.filter((w) => !worship.schedule.includes(w))) {
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
    items: z.array(z.object({ title: text, when: text, description: text, icon: iconName })).min(1),
  }),
  parents: z.object({ title: text, body: text, link: buttonLinkSchema.extend({ href: externalUrl }) }),
  gallery: z.object({ title: text, intro: text, photos: z.array(image).length(6) }),
});

export const baptismSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  explanation: z.object({ title: text, body: z.array(text).min(1), scripture: scriptureQuote }),
  reasons: z.object({
    title: text,
    items: z.array(z.object({ title: text, description: text, scripture: scriptureQuote })).length(3),
  }),
  consent: z.object({
    /** Candidates younger than this need a parent's consent (SPEC §5, §9). */
    underAge: z.number().int().min(1).max(18),
    title: text,
    body: text,
    form: z.object({
      label: text,
      href: z.string().regex(/^\/documents\/[\w-]+\.pdf$/, "must be a PDF under /documents/"),
    }),
    email: z.email("must be an e-mail address"),
  }),
  upcoming: z.object({
    title: text,
    startsAt: newYorkTimestamp,
    venue: address.extend({ name: text }),
    registerLabel: text,
  }),
  orientation: z.object({ title: text, intro: text }),
  /** Registration stays in the same window (SPEC §2, Baptism). */
  registration: z.object({ label: text, href: externalUrl, sameWindow: z.literal(true) }),
  contact: z.object({ title: text, body: text, link: buttonLinkSchema }),
});

export const nextSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  intro: z.object({ title: text, body: z.array(text).min(1) }),
  sessions: z.object({
    title: text,
    items: z.array(z.object({ id, step: text, title: text, description: text, icon: iconName })).length(3),
  }),
  register: z.object({ title: text, body: text, link: buttonLinkSchema.extend({ href: externalUrl }) }),
  serve: z.object({
    title: text,
    intro: text,
    cards: z.array(z.object({ title: text, description: text, image })).length(3),
    link: buttonLinkSchema,
  }),
});

const paragraphs = z.array(text).min(1);
const titledParagraphs = z.object({ title: text, body: paragraphs });
const titledList = z.object({ title: text, items: z.array(text).min(1) });
/** A date the page was last changed, shown to visitors: "2026-11-23". */
const updated = z.string().refine(isCalendarDate, "must be a date like 2026-11-23");
/** Text that states the notes' retention period says it with this token, filled in from the server's setting. */
const withRetention = text.refine(
  (value) => !/\{(?!retentionDays\})[^}]*\}/.test(value),
  "the only token allowed is {retentionDays}",
);
const thirdPartyService = z.object({ name: text, purpose: text });

export const serviceStatusSchema = z.object({
  schedule: text.refine((v) => v.includes("{day}") && v.includes("{time}"), "must name {day} and {time}"),
  live: text,
  next: text.refine((v) => v.includes("{when}") && v.includes("{relative}"), "must name {when} and {relative}"),
});

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

export const accessibilitySchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  updated,
  standard: titledParagraphs,
  checks: titledList,
  limits: titledList,
  report: z.object({ title: text, body: text }),
});

export const serveTeamSchema = z.object({ id, title: text, content: text, icon: iconName, joinUrl: externalUrl });

export const serveSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  teams: z.object({
    title: text,
    intro: text,
    joinLabel: text,
    items: z
      .array(serveTeamSchema)
      .length(9)
      .superRefine(unique((team) => team.id, "team ids")),
  }),
  joinAll: z.object({ title: text, body: text, link: buttonLinkSchema.extend({ href: externalUrl }) }),
  contact: z.object({
    title: text,
    body: text,
    director: z.object({ name: text, role: text, email: z.email("must be an e-mail address") }),
  }),
});

export const keyDatesSchema = z.object({
  impactWeek: z
    .object({ start: calendarDate, end: calendarDate })
    .refine((week) => week.start <= week.end, { message: "must not end before it starts", path: ["end"] }),
  baptism: z
    .object({ startsAt: newYorkTimestamp, endsAt: newYorkTimestamp })
    .refine((day) => new Date(day.endsAt) > new Date(day.startsAt), {
      message: "must be after startsAt",
      path: ["endsAt"],
    }),
});

export const impactWeekSchema = z.object({
  meta: pageMetaSchema,
  /** From key-dates.ts, the one place they are written. */
  dates: z.object({ start: calendarDate, end: calendarDate }),
  hero: z.object({
    title: text,
    tagline: text,
    image,
    getInvolved: buttonLinkSchema,
    learnMoreLabel: text,
  }),
  about: z.object({ id, title: text, body: z.array(text).min(1), highlights: z.array(text).min(1) }),
  stories: z
    .array(z.object({ id, title: text, body: z.array(text).min(1), scripture: scriptureQuote, image }))
    .length(3),
  closing: z.object({ title: text, body: text, link: buttonLinkSchema }),
});

export const outreachSchema = z.object({
  meta: pageMetaSchema,
  hero: z.object({ eyebrow: text, title: text, subtitle: text }),
  intro: z.object({ title: text, body: z.array(text).min(1) }),
  impactBanner: z.object({ title: text, dates: text, body: text, link: buttonLinkSchema }),
  opportunities: z.object({
    title: text,
    intro: text,
    items: z
      .array(
        z.object({
          id,
          title: text,
          description: text,
          image,
          schedule: z.string().optional(),
          link: buttonLinkSchema.optional(),
        }),
      )
      .length(3),
  }),
  events: z.object({ title: text, intro: text }),
});

export const outreachEventSchema = z
  .object({
    id,
    title: text,
    /** As the card shows it ("Friday, Nov 21"); `startsAt` says the same for machines. */
    date: text,
    time: text,
    location: text,
    description: text,
    image,
    category: z.enum(["Service", "Community", "Care"]),
    /** Kept for the sign-up system; not shown (SPEC §2, Outreach Events). */
    spotsLeft: z.number().int().min(0).optional(),
    /** The sign-up form; missing or "#" while sign-up is not open, and the button is then inert. */
    rsvpUrl: z.union([externalUrl, z.literal("#")]).optional(),
    /**
     * The town it is in (and the street, when there is one), for search engines, which list an event
     * only with a place. Leave it out for a project with no one place, such as one done at home.
     */
    address: address.omit({ name: true }).partial({ street: true, zip: true }).optional(),
    startsAt: newYorkTimestamp,
    /** For an all-day event, the start of the day after it ends, as calendars expect. */
    endsAt: newYorkTimestamp,
    allDay: z.boolean().optional(),
  })
  .superRefine((event, ctx) => {
    if (!(new Date(event.endsAt) > new Date(event.startsAt))) {
      ctx.addIssue({ code: "custom", path: ["endsAt"], message: "must be after startsAt" });
    }
    const day = formatShortMonthDay(event.startsAt);
    if (!event.date.includes(day)) {
      ctx.addIssue({ code: "custom", path: ["date"], message: `must mention ${day}, the day startsAt names` });
    }
  });

export const outreachEventsSchema = z.object({
  meta: pageMetaSchema,
  hero: z.object({ eyebrow: text, title: text, subtitle: text }),
  available: z.object({ title: text, intro: text, signupLabel: text, signupClosedNote: text }),
  events: z
    .array(outreachEventSchema)
    .length(6)
    .superRefine(unique((event) => event.id, "event ids")),
  banner: z.object({ title: text, body: text, links: z.array(buttonLinkSchema).length(2) }),
});

/** The calendar files (.ics) built from the events above, and the link that offers them. */
export const calendarsSchema = z.object({
  /** The visible text of every "add to calendar" link; the event's name follows for screen readers. */
  linkLabel: text,
  /**
   * Calendar apps tell events apart by an id made of this domain and the event's id and date.
   * Keep it as it is: changing it makes every subscribed calendar show each event twice.
   */
  uidDomain: z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, "must be a domain name like thebridgechurch.org"),
  feed: z.object({
    name: text,
    description: text,
    /** How often subscribed calendars should look for changes. */
    refreshHours: z.number().int().min(1).max(168),
  }),
});

export const shareNoteSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  form: z.object({
    title: text,
    pastorLabel: text,
    pastorPlaceholder: text,
    noteLabel: text,
    notePlaceholder: text,
    nameLabel: text,
    emailLabel: text,
    emailHint: text,
    reviewHint: text,
    /** Beside the review hint: how long notes are kept and who reads them. */
    privacyLink: z.object({ href, label: text }),
    submitLabel: text,
    submittingLabel: text,
    successMessage: text,
    rateLimitedMessage: text,
  }),
});

export type Image = z.infer<typeof image>;
export type IconName = z.infer<typeof iconName>;
export type Address = z.infer<typeof address>;
export type SiteContent = z.input<typeof siteSchema>;
export type NavItem = z.infer<typeof navItemSchema>;
export type NavigationContent = z.input<typeof navigationSchema>;
export type AnalyticsContent = z.input<typeof analyticsSchema>;
export type Video = z.infer<typeof videoSchema>;
export type MediaContent = z.input<typeof mediaSchema>;
export type MapContent = z.input<typeof mapSchema>;
export type EmbedItem = z.infer<typeof embedItemSchema>;
export type EmbedsContent = z.input<typeof embedsSchema>;
export type ConnectContent = z.input<typeof connectSchema>;
export type ConnectCard = z.infer<typeof connectCardSchema>;
export type ContactContent = z.input<typeof contactSchema>;
export type ContactInfoCard = z.infer<typeof contactInfoCardSchema>;
export type PastorsContent = z.input<typeof pastorsSchema>;
export type PastorInboxesContent = z.input<typeof pastorInboxesSchema>;
export type Person = z.infer<typeof personSchema>;
export type LeadershipContent = z.input<typeof leadershipSchema>;
export type WatchContent = z.input<typeof watchSchema>;
export type EventsContent = z.input<typeof eventsSchema>;
export type GiveContent = z.input<typeof giveSchema>;
export type GivingMethod = z.infer<typeof givingMethodSchema>;
export type JesusContent = z.input<typeof jesusSchema>;
export type BridgeAppContent = z.input<typeof bridgeAppSchema>;
export type GuestContent = z.input<typeof guestSchema>;
export type Tone = z.infer<typeof tone>;
export type ShareNoteContent = z.input<typeof shareNoteSchema>;
export type PageMeta = z.infer<typeof pageMetaSchema>;
export type InfoCard = z.infer<typeof infoCardSchema>;
export type HeroSlide = z.infer<typeof heroSlideSchema>;
export type HomeContent = z.input<typeof homeSchema>;
export type AboutContent = z.input<typeof aboutSchema>;
export type CoreBeliefsContent = z.input<typeof coreBeliefsSchema>;
export type CoreValuesContent = z.input<typeof coreValuesSchema>;
export type NotFoundContent = z.input<typeof notFoundSchema>;
export type BackgroundVideo = z.infer<typeof backgroundVideoSchema>;
export type Weekday = z.infer<typeof weekday>;
export type GroupFormat = z.infer<typeof groupFormat>;
export type GroupCategory = z.infer<typeof groupCategory>;
export type StudyType = z.infer<typeof studyType>;
export type SmallGroup = z.infer<typeof smallGroupSchema>;
export type GroupsContent = z.input<typeof groupsSchema>;
export type KidsContent = z.input<typeof kidsSchema>;
export type YouthContent = z.input<typeof youthSchema>;
export type BaptismContent = z.input<typeof baptismSchema>;
export type NextContent = z.input<typeof nextSchema>;
export type ServeTeam = z.infer<typeof serveTeamSchema>;
export type ServeContent = z.input<typeof serveSchema>;
export type KeyDatesContent = z.input<typeof keyDatesSchema>;
export type ImpactWeekContent = z.input<typeof impactWeekSchema>;
export type OutreachContent = z.input<typeof outreachSchema>;
export type OutreachEvent = z.infer<typeof outreachEventSchema>;
export type OutreachEventsContent = z.input<typeof outreachEventsSchema>;
export type CalendarsContent = z.input<typeof calendarsSchema>;
export type PrivacyContent = z.input<typeof privacySchema>;
export type AccessibilityContent = z.input<typeof accessibilitySchema>;
export type ServiceStatusContent = z.input<typeof serviceStatusSchema>;
