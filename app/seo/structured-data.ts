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
} from "schema-dts";
import { addDays, clockTo24h, localPart } from "~/calendar/local-time";
import { baptism } from "~/content/baptism";
import { impactWeek } from "~/content/impact-week";
import { keyDates } from "~/content/key-dates";
import { navigation } from "~/content/navigation";
import { outreachEvents } from "~/content/outreach-events";
import type { Address, OutreachEvent } from "~/content/schema";
import { site } from "~/content/site";
import { signupUrl } from "~/lib/signup-link";
import { largeIcon } from "./icons";
import { previewImagePath } from "./preview-image";
import { absoluteUrl, canonicalPath, siteUrl } from "./site-url";

export type ChurchNode = MergeLeafTypes<[ChurchLeaf, OrganizationLeaf]>;

export interface StructuredData {
  "@context": "https://schema.org";
  "@graph": Array<ChurchNode | EventLeaf>;
}

/** A place's address; the content schema only takes US states and ZIP codes. */
type PlaceAddress = Omit<Address, "name" | "street" | "zip"> & Partial<Pick<Address, "street" | "zip">>;

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

function organizer(origin: string): OrganizationLeaf {
  return { "@type": "Organization", "@id": churchId(origin), name: site.name, url: absoluteUrl("/", origin) };
}

function sundayService(origin: string): EventLeaf {
  const { worship } = site;
  return {
    "@type": "Event",
    "@id": absoluteUrl("/#worship", origin),
    name: worship.experienceName,
    description: site.description,
    eventSchedule: {
      "@type": "Schedule",
      repeatFrequency: "P1W",
      byDay: `https://schema.org/${worship.day}`,
      startTime: clockTo24h(worship.time),
      duration: `PT${worship.durationMinutes}M`,
      scheduleTimezone: worship.timeZone,
    },
    // In the school's auditorium and on the live stream at the same time.
    eventAttendanceMode: "https://schema.org/MixedEventAttendanceMode",
    location: [place(worship.venue.name, worship.venue), { "@type": "VirtualLocation", url: site.links.liveStream }],
    organizer: organizer(origin),
  };
}

export function churchNode(origin: string = siteUrl): ChurchNode {
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
    event: sundayService(origin),
  };
}

interface EventFacts {
  /** The page that shows the event; its address is the event's. */
  page: string;
  /** Tells this event from the page's others, after the page's address and "#". */
  key: string;
  name: string;
  description: string;
  /** An ISO 8601 timestamp with its offset, or a date (YYYY-MM-DD) for an all-day event. */
  startDate: string;
  endDate: string;
  location: PlaceLeaf | PlaceLeaf[];
  images: string[];
  signUp?: { url: string; spotsLeft?: number };
}

/** An event with every field Google requires for event results, and the ones it recommends that the content has. */
function eventNode(facts: EventFacts, origin: string): EventLeaf {
  const offer: OfferLeaf | undefined = facts.signUp && {
    "@type": "Offer",
    url: facts.signUp.url.startsWith("/") ? absoluteUrl(facts.signUp.url, origin) : facts.signUp.url,
    ...(facts.signUp.spotsLeft !== undefined && {
      availability: facts.signUp.spotsLeft > 0 ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
    }),
  };
  return {
    "@type": "Event",
    "@id": absoluteUrl(`${facts.page}#${facts.key}`, origin),
    name: facts.name,
    description: facts.description,
    url: absoluteUrl(facts.page, origin),
    startDate: facts.startDate,
    endDate: facts.endDate,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: facts.location,
    image: facts.images.map((src) => absoluteUrl(src, origin)),
    organizer: organizer(origin),
    ...(offer && { offers: offer }),
  };
}

/** Outreach events with a place; one done at home has none, and search engines list no event without one. */
function placedOutreachEvents() {
  return outreachEvents.events.flatMap((event) => (event.address ? [{ ...event, address: event.address }] : []));
}

function outreachEventPlace(event: OutreachEvent & { address: PlaceAddress }) {
  return place(event.location, event.address);
}

export function impactWeekEvent(origin: string = siteUrl): EventLeaf {
  const page = "/impact-week";
  const places = new Map(placedOutreachEvents().map((event) => [event.location, outreachEventPlace(event)]));
  return eventNode(
    {
      page,
      key: "event",
      name: impactWeek.hero.title,
      description: impactWeek.meta.description,
      // All week long: dates without times, as schema.org writes an all-day event.
      startDate: keyDates.impactWeek.start,
      endDate: keyDates.impactWeek.end,
      // Impact Week happens wherever its outreach events do.
      location: [...places.values()],
      images: [impactWeek.hero.image.src, previewImagePath(page)],
      signUp: { url: impactWeek.hero.getInvolved.href },
    },
    origin,
  );
}

export function baptismEvent(origin: string = siteUrl): EventLeaf {
  const page = "/baptism";
  const { venue } = baptism.upcoming;
  return eventNode(
    {
      page,
      key: "event",
      name: baptism.hero.title,
      description: baptism.meta.description,
      startDate: keyDates.baptism.startsAt,
      endDate: keyDates.baptism.endsAt,
      location: place(venue.name, venue),
      images: [baptism.hero.image.src, previewImagePath(page)],
      signUp: { url: baptism.registration.href },
    },
    origin,
  );
}

export function outreachEventNodes(origin: string = siteUrl): EventLeaf[] {
  const page = "/outreach-events";
  return placedOutreachEvents().map((event) => {
    const url = signupUrl(event.rsvpUrl);
    return eventNode(
      {
        page,
        key: event.id,
        name: event.title,
        description: event.description,
        // An all-day event ends at the start of the next day in the content, as calendars want;
        // schema.org names the last day instead.
        startDate: event.allDay ? localPart(event.startsAt).slice(0, 10) : event.startsAt,
        endDate: event.allDay ? addDays(localPart(event.endsAt).slice(0, 10), -1) : event.endsAt,
        location: outreachEventPlace(event),
        images: [event.image.src, previewImagePath(page)],
        ...(url && { signUp: { url, spotsLeft: event.spotsLeft } }),
      },
      origin,
    );
  });
}

/** The events each page shows a date for. */
const eventsByPage: Record<string, (origin: string) => EventLeaf[]> = {
  "/": (origin) => [impactWeekEvent(origin), baptismEvent(origin)],
  "/outreach": (origin) => [impactWeekEvent(origin)],
  "/impact-week": (origin) => [impactWeekEvent(origin)],
  "/outreach-events": (origin) => [impactWeekEvent(origin), ...outreachEventNodes(origin)],
  "/baptism": (origin) => [baptismEvent(origin)],
};

export function structuredData(pathname: string, origin: string = siteUrl): StructuredData {
  const events = eventsByPage[canonicalPath(pathname)]?.(origin) ?? [];
  return { "@context": "https://schema.org", "@graph": [churchNode(origin), ...events] };
}
