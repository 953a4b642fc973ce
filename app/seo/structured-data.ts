// What search engines read about the church and its events (schema.org JSON-LD), built from
// app/content/ alone. Every page carries the church, with its Sunday service; the pages that show
// an event's date carry that event too. Rendered into the HTML on the server only: see
// structured-data-script.tsx.
import type {
  ChurchLeaf,
  EventLeaf,
  MergeLeafTypes,
  OfferLeaf,
  OrganizationLeaf,
  PlaceLeaf,
  PostalAddressLeaf,
  WebPageLeaf,
} from "schema-dts";
import { defaultLanguage, defaultPathOf, type Language, languageOfPath, linkIn } from "~/content-model/languages";
import { absoluteUrl, canonicalPath, siteUrl } from "~/content-model/site-url";
import {
  baptismEvent,
  type ChurchEvent,
  type EventPlace,
  impactWeekEvent,
  outreachEventsList,
  type PlaceAddress,
  worshipEvent,
} from "~/events/church-events";
import { clockTo24h } from "~/events/local-time";
import { builtContent, type PublishedContent, shownContent } from "~/published/content";
import { largeIcon } from "./icons";
import { previewImagePath } from "./preview-image";

export type ChurchNode = MergeLeafTypes<[ChurchLeaf, OrganizationLeaf]>;

export interface StructuredData {
  "@context": "https://schema.org";
  "@graph": Array<ChurchNode | EventLeaf | WebPageLeaf>;
}

function postalAddress(address: PlaceAddress): PostalAddressLeaf {
  return {
    "@type": "PostalAddress",
    ...(address.street && { streetAddress: address.street }),
    addressLocality: address.city,
    addressRegion: address.state,
    ...(address.zip && { postalCode: address.zip }),
    addressCountry: "US",
  };
}

function place(name: string, address: PlaceAddress): PlaceLeaf {
  return { "@type": "Place", name, address: postalAddress(address) };
}

/** What an event runs on: the church (an organisation) described in full once per page, by @id. */
function churchId(origin: string) {
  return absoluteUrl("/#church", origin);
}

function organizer(origin: string, { site }: PublishedContent): OrganizationLeaf {
  return { "@type": "Organization", "@id": churchId(origin), name: site.name, url: absoluteUrl("/", origin) };
}

function sundayService(origin: string, content: PublishedContent): EventLeaf {
  const event = worshipEvent(content);
  const { when, online } = event;
  if (when.kind !== "weekly") throw new Error("Sunday worship is a weekly service");
  return {
    "@type": "Event",
    "@id": absoluteUrl("/#worship", origin),
    name: event.name,
    description: event.description,
    eventSchedule: {
      "@type": "Schedule",
      repeatFrequency: "P1W",
      byDay: `https://schema.org/${when.day}`,
      startTime: clockTo24h(when.time),
      duration: `PT${when.durationMinutes}M`,
      scheduleTimezone: content.site.worship.timeZone,
    },
    // In the school's auditorium and on the live stream at the same time.
    eventAttendanceMode: "https://schema.org/MixedEventAttendanceMode",
    location: [...placesOf(event), ...(online ? [{ "@type": "VirtualLocation" as const, url: online.url }] : [])],
    organizer: organizer(origin, content),
  };
}

/** The event's places that have an address: search engines list no event without one. */
function placesOf(event: ChurchEvent): PlaceLeaf[] {
  return event.places.flatMap((where: EventPlace) => (where.address ? [place(where.name, where.address)] : []));
}

export function churchNode(
  origin: string = siteUrl,
  content: PublishedContent = shownContent(builtContent),
): ChurchNode {
  const { site, navigation } = content;
  const { worship } = site;
  return {
    "@type": ["Church", "Organization"],
    "@id": churchId(origin),
    name: site.name,
    alternateName: site.shortName,
    slogan: site.tagline,
    description: site.description,
    url: absoluteUrl("/", origin),
    logo: absoluteUrl(largeIcon.src, origin),
    image: absoluteUrl(previewImagePath("/"), origin),
    address: postalAddress(worship.venue),
    geo: { "@type": "GeoCoordinates", latitude: worship.coordinates.lat, longitude: worship.coordinates.lng },
    telephone: site.phone.tel,
    email: site.email,
    sameAs: navigation.social.map((profile) => profile.href),
    event: sundayService(origin, content),
  };
}

/**
 * A dated event with every field Google requires for event results, and the ones it recommends that
 * content has; its page and sign-up on this site in the language it is described in. One event in
 * every language, so its `@id` is its English page's.
 */
function eventNode(
  event: ChurchEvent,
  origin: string,
  content: PublishedContent,
  language: Language,
): EventLeaf | undefined {
  const { page, when, signUp } = event;
  const places = placesOf(event);
  if (!page || when.kind === "weekly" || places.length === 0) return undefined;
  const offer: OfferLeaf | undefined = signUp && {
    "@type": "Offer",
    url: signUp.url.startsWith("/") ? absoluteUrl(linkIn(signUp.url, language).href, origin) : signUp.url,
    ...(signUp.spotsLeft !== undefined && {
      availability: signUp.spotsLeft > 0 ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
    }),
  };
  return {
    "@type": "Event",
    "@id": absoluteUrl(`${page.path}#${page.fragment}`, origin),
    name: event.name,
    description: event.description,
    url: absoluteUrl(linkIn(page.path, language).href, origin),
    // All day: dates without times, as schema.org writes an all-day event, the last day named.
    startDate: when.kind === "timed" ? when.startsAt : when.firstDay,
    endDate: when.kind === "timed" ? when.endsAt : when.lastDay,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    // Impact Week happens wherever its outreach events do.
    location: places.length === 1 && event.places.length === 1 ? places[0] : places,
    image: [...event.images, previewImagePath(page.path)].map((src) => absoluteUrl(src, origin)),
    organizer: organizer(origin, content),
    ...(offer && { offers: offer }),
  };
}

const nodes = (events: ChurchEvent[], origin: string, content: PublishedContent, language: Language) =>
  events.flatMap((event) => eventNode(event, origin, content, language) ?? []);

const shownNow = () => shownContent(builtContent);

export const impactWeekNode = (origin = siteUrl, content = shownNow(), language: Language = defaultLanguage) =>
  nodes([impactWeekEvent(content)], origin, content, language);
export const baptismNode = (origin = siteUrl, content = shownNow(), language: Language = defaultLanguage) =>
  nodes([baptismEvent(content)], origin, content, language);
/** Outreach events with a place; one done at home has none, and search engines list no event without one. */
export const outreachEventNodes = (origin = siteUrl, content = shownNow(), language: Language = defaultLanguage) =>
  nodes(outreachEventsList(content), origin, content, language);

/** The events each page shows a date for, in the page's language. */
const eventsByPage: Record<string, (origin: string, published: PublishedContent, language: Language) => EventLeaf[]> = {
  "/": (...page) => [...impactWeekNode(...page), ...baptismNode(...page)],
  "/outreach": (...page) => impactWeekNode(...page),
  "/impact-week": (...page) => impactWeekNode(...page),
  "/outreach-events": (...page) => [...impactWeekNode(...page), ...outreachEventNodes(...page)],
  "/baptism": (...page) => baptismNode(...page),
};

/**
 * A page's structured data, from the content as pages show it (published/content.ts:
 * shownContent): the build's unless staff have published changes.
 */
export function structuredData(
  pathname: string,
  origin: string = siteUrl,
  content: PublishedContent = shownNow(),
): StructuredData {
  const path = canonicalPath(pathname);
  const language = languageOfPath(path);
  const events = eventsByPage[defaultPathOf(path)]?.(origin, content, language) ?? [];
  // The page itself, so a search engine knows which language it is written in.
  const page: WebPageLeaf = { "@type": "WebPage", url: absoluteUrl(path, origin), inLanguage: language };
  return { "@context": "https://schema.org", "@graph": [page, churchNode(origin, content), ...events] };
}
