// The home page: hero slides, welcome, worship times and the ways to get connected.
import type { HeroSlide, HomeContent, HomeSlideText } from "~/content/schema/home";
import { formatDateRange, weeklyTime } from "../lib/dates";
import { formatClockTime, formatWeekdayDate } from "./church-time";
import { keyDates } from "./key-dates";
import type { KeyDatesContent } from "./schema/key-dates";
import { site } from "./site";

/** The slides as built: what they say after their date, and where their button leads. */
export const builtHomeSlides: HomeSlideText[] = [
  {
    id: "impact-week",
    image: {
      src: "/images/home/impact-week.svg",
      width: 1600,
      height: 900,
      alt: "Illustration of neighbors with raised hands in front of a city skyline at sunrise",
    },
    title: "Impact Week",
    tagline: "A week of gratitude in action across Silver Spring",
    ctaText: "Find a Way to Serve",
    ctaLink: "/outreach-events",
  },
  {
    id: "baptism",
    image: {
      src: "/images/home/baptism.svg",
      width: 1600,
      height: 900,
      alt: "Illustration of sunlight shimmering over rippling water",
    },
    title: "Baptism Celebration",
    tagline: "Take your next step of faith",
    ctaText: "Sign Up for Baptism",
    ctaLink: "/baptism",
  },
];

/** The date a slide leads with, from the key dates: the slide of each big moment names its date. */
function slideDate(id: string, dates: KeyDatesContent): string | undefined {
  if (id === "impact-week") return formatDateRange(dates.impactWeek.start, dates.impactWeek.end);
  if (id === "baptism")
    return `${formatWeekdayDate(dates.baptism.startsAt)} at ${formatClockTime(dates.baptism.startsAt)}`;
  return undefined;
}

function heroSlide({ tagline, ...slide }: HomeSlideText, dates: KeyDatesContent): HeroSlide {
  const date = slideDate(slide.id, dates);
  return { ...slide, subtitle: date ? `${date} · ${tagline}` : tagline };
}

/** The page's content for the given key dates and slides: the build's own, or the ones staff have published. */
export function homeContent(dates: KeyDatesContent = keyDates, slides: HomeSlideText[] = builtHomeSlides): HomeContent {
  return {
    meta: {
      title: "The Bridge Church | Silver Spring, MD",
      description: `A welcoming church family in Silver Spring, Maryland. Worship with us ${weeklyTime(site.worship)} in person or online.`,
    },
    heroLabel: "What's happening at The Bridge",
    heroSlides: slides.map((slide) => heroSlide(slide, dates)),
    welcome: {
      eyebrow: "Welcome Home",
      title: "There's a place for you at The Bridge",
      body: [
        "Whether you have followed Jesus for years or are just curious about faith, you are welcome here exactly as you are.",
        "We are a diverse church family in the heart of Montgomery County, learning to love God, love people and serve our city together.",
      ],
      joinOnlineLabel: "Join Online Worship",
      connectLabel: "Connect",
      connectHref: "/connect",
    },
    worship: {
      title: "Join Us for Worship",
      intro: "Every Sunday we gather to sing, pray and open God's Word together. Come as you are.",
      inPerson: {
        title: "Visit Us In Person",
        body: "Friendly faces will meet you at the door, and Kids Downtown has a safe, fun space for children during the service.",
        directionsLabel: "Get Directions",
      },
      online: {
        title: "Join Online",
        body: "Can't make it in person? Worship with us live from wherever you are.",
        features: [
          "Live stream of the full worship experience",
          "Interactive chat with our online host team",
          "Archive of past messages to watch any time",
        ],
        streamLabel: "Join the Live Stream",
        archiveLabel: "View Message Archive",
      },
    },
    waysToConnect: {
      title: "Ways to Connect",
      intro: "Church is more than a Sunday service. Here are a few ways to find your people and get support.",
      cards: [
        {
          id: "small-groups",
          title: "Small Groups",
          description: "Grow in faith and friendship with a group that meets in homes, coffee shops and online.",
          icon: "users",
          link: { label: "Find a Group", href: "/groups" },
        },
        {
          id: "prayer-requests",
          title: "Prayer Requests",
          description: "Our prayer team would be honored to pray with you. Share a request and we will lift it up.",
          icon: "hand-heart",
          link: { label: "Share a Prayer Request", href: site.links.prayerRequestForm },
        },
        {
          id: "get-in-touch",
          title: "Get in Touch",
          description: "Have a question or want to talk with a pastor? We would love to hear from you.",
          icon: "message-circle",
          link: { label: "Contact Us", href: "/contact" },
        },
      ],
    },
  };
}

export const home = homeContent();
