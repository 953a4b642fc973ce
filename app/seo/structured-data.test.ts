import type { EventLeaf } from "schema-dts";
import { describe, expect, it } from "vitest";
import { navigation } from "~/content/navigation";
import { outreachEvents } from "~/content/outreach-events";
import { site } from "~/content/site";
import { baptismNode, churchNode, impactWeekNode, outreachEventNodes, structuredData } from "./structured-data";
import { scriptSafeJson } from "./structured-data-script";

const origin = "https://church.example.org";

type Json = Record<string, unknown>;
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as Json;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const isoWithOffset = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?([+-]\d{2}:\d{2}|Z)$/;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What Google's event rich results need (developers.google.com/search/docs/appearance/structured-data/event):
 * required name, startDate and location with an address; recommended the rest. Returns what is missing.
 */
function eventProblems(event: Json): string[] {
  const problems: string[] = [];
  const need = (ok: unknown, what: string) => {
    if (!ok) problems.push(`${String(event.name)}: ${what}`);
  };
  need(event["@type"] === "Event", "is not an Event");
  need(typeof event.name === "string" && event.name.trim(), "has no name");
  const { startDate, endDate } = event as { startDate?: string; endDate?: string };
  const allDay = isoDate.test(startDate ?? "");
  need(
    allDay || isoWithOffset.test(startDate ?? ""),
    `startDate ${startDate} is neither a time with offset nor a date`,
  );
  need(allDay ? isoDate.test(endDate ?? "") : isoWithOffset.test(endDate ?? ""), `endDate ${endDate} unlike startDate`);
  need(startDate && endDate && new Date(endDate) >= new Date(startDate), "ends before it starts");
  const places = list(event.location) as Json[];
  need(places.length > 0, "has no location");
  for (const place of places) {
    const address = place.address as Json | undefined;
    need(place["@type"] === "Place" && typeof place.name === "string", "location is not a named Place");
    need(address?.addressLocality && address.addressRegion && address.addressCountry, "location has no address");
  }
  need(event.eventStatus === "https://schema.org/EventScheduled", "has no eventStatus");
  need(String(event.eventAttendanceMode).startsWith("https://schema.org/"), "has no eventAttendanceMode");
  need(typeof event.description === "string" && event.description.length > 20, "has no description");
  const images = list(event.image);
  need(images.length > 0 && images.every((src) => String(src).startsWith(`${origin}/`)), "has no absolute image");
  const organizer = event.organizer as Json | undefined;
  need(organizer?.name === site.name && organizer.url === `${origin}/`, "has no organizer");
  const offers = event.offers as Json | undefined;
  if (offers) need(/^https:\/\//.test(String(offers.url)), "offers have no https url");
  return problems;
}

describe("the church", () => {
  const church = asJson(churchNode(origin));

  it("is a Church and an Organization with its name, address, place on the map and contacts", () => {
    expect(church["@type"]).toEqual(["Church", "Organization"]);
    expect(church).toMatchObject({
      "@id": `${origin}/#church`,
      name: site.name,
      url: `${origin}/`,
      telephone: site.phone.tel,
      email: site.email,
      address: {
        streetAddress: site.worship.venue.street,
        addressLocality: site.worship.venue.city,
        addressRegion: site.worship.venue.state,
        postalCode: site.worship.venue.zip,
        addressCountry: "US",
      },
      geo: { latitude: site.worship.coordinates.lat, longitude: site.worship.coordinates.lng },
      logo: `${origin}/icon-512.png`,
    });
    expect(church.sameAs).toEqual(navigation.social.map((profile) => profile.href));
  });

  it("holds the Sunday service every week at its time, in person and online", () => {
    expect(church.event).toMatchObject({
      "@type": "Event",
      name: site.worship.experienceName,
      eventSchedule: {
        repeatFrequency: "P1W",
        byDay: "https://schema.org/Sunday",
        startTime: "10:30:00",
        scheduleTimezone: "America/New_York",
      },
      eventAttendanceMode: "https://schema.org/MixedEventAttendanceMode",
      location: [
        { "@type": "Place", name: site.worship.venue.name },
        { "@type": "VirtualLocation", url: site.links.liveStream },
      ],
    });
  });
});

describe("events", () => {
  const all = [...impactWeekNode(origin), ...baptismNode(origin), ...outreachEventNodes(origin)].map(asJson);

  it("carry every field Google requires and recommends for event results", () => {
    expect(all.flatMap(eventProblems)).toEqual([]);
  });

  it("the checks above catch an event without a place or a time zone", () => {
    const broken = { ...all[1], location: { "@type": "Place", name: "Somewhere" }, startDate: "2025-12-06T08:00:00" };
    expect(eventProblems(broken)).toEqual([
      "Baptism: startDate 2025-12-06T08:00:00 is neither a time with offset nor a date",
      "Baptism: location has no address",
    ]);
  });

  it("baptism is at the swim center at 8 AM New York time, with its registration link", () => {
    expect(all[1]).toMatchObject({
      name: "Baptism",
      startDate: "2025-12-06T08:00:00-05:00",
      location: { name: "Hillandale Indoor Swim Center", address: { streetAddress: "1201 Jackson Road" } },
      offers: { url: "https://thebridgechurch.churchcenter.com/registrations/events/baptism-december" },
    });
  });

  it("Impact Week lasts its dates and sends volunteers to the outreach events", () => {
    expect(all[0]).toMatchObject({
      name: "Impact Week",
      startDate: "2025-11-16",
      endDate: "2025-11-22",
      offers: { url: `${origin}/outreach-events` },
    });
  });

  it("every outreach event with a place is listed, with its own sign-up form when one is open", () => {
    const listed = outreachEventNodes(origin) as Array<EventLeaf & Json>;
    const placed = outreachEvents.events.filter((event) => event.address);
    expect(listed.map((event) => event.name)).toEqual(placed.map((event) => event.title));
    expect(listed.map((event) => event.startDate)).toEqual(placed.map((event) => event.startsAt));
    const offers = listed.map((event) => (event.offers as Json | undefined)?.url);
    expect(offers).toEqual(placed.map((event) => (event.rsvpUrl === "#" ? undefined : event.rsvpUrl)));
    expect(offers).toContain(undefined);
  });

  it("an event done at home has no place and is left out, since search engines need one", () => {
    const atHome = outreachEvents.events.find((event) => !event.address);
    expect(atHome?.location).toBe("At home");
    expect(outreachEventNodes(origin).map((event) => event.name)).not.toContain(atHome?.title);
  });
});

describe("each page", () => {
  const names = (path: string) =>
    structuredData(path, origin)["@graph"].flatMap((node) => (node["@type"] === "WebPage" ? [] : [node.name]));

  it("carries the church, and the events whose dates it shows", () => {
    expect(names("/about-us")).toEqual([site.name]);
    expect(names("/")).toEqual([site.name, "Impact Week", "Baptism"]);
    expect(names("/baptism")).toEqual([site.name, "Baptism"]);
    expect(names("/impact-week")).toEqual([site.name, "Impact Week"]);
    expect(names("/outreach-events")).toEqual([site.name, "Impact Week", ...outreachEventNodes().map((e) => e.name)]);
    expect(names("/Baptism/")).toEqual(names("/baptism"));
    expect(names("/es/baptism")).toEqual(names("/baptism"));
  });

  it("says which page it is and the language it is written in", () => {
    const page = (path: string) => structuredData(path, origin)["@graph"].find((node) => node["@type"] === "WebPage");
    expect(page("/groups")).toEqual({ "@type": "WebPage", url: `${origin}/groups`, inLanguage: "en" });
    expect(page("/es/groups")).toEqual({ "@type": "WebPage", url: `${origin}/es/groups`, inLanguage: "es" });
  });

  it("links each event to its page in the page's language, the same event in every language", () => {
    const events = (path: string) =>
      structuredData(path, origin)["@graph"].flatMap((node) =>
        node["@type"] === "Event" ? [asJson(node) as { "@id": string; url: string }] : [],
      );
    const [english, spanish] = [events("/outreach-events"), events("/es/outreach-events")];
    expect(spanish.map((event) => event["@id"])).toEqual(english.map((event) => event["@id"]));
    expect(spanish.map((event) => event.url)).toEqual(
      english.map((event) => event.url.replace(origin, `${origin}/es`)),
    );
    expect(events("/es/baptism")[0]?.url).toBe(`${origin}/es/baptism`);
  });

  it("writes every address with the site's origin", () => {
    const json = JSON.stringify(structuredData("/outreach-events", origin));
    const ownUrls = json.match(/https:\/\/[^"]*thebridgechurch\.org\/[^"]*/g) ?? [];
    // The church's other sites (live stream, sign-up forms) keep their own addresses.
    expect(ownUrls.filter((url) => new URL(url).hostname === "thebridgechurch.org")).toEqual([]);
    expect(json).toContain(`"${origin}/og/outreach-events.png"`);
  });
});

it("JSON in a script cannot close the script early", () => {
  const json = scriptSafeJson({ text: "</script><script>alert(1)</script>" });
  expect(json).not.toContain("<");
  expect(JSON.parse(json)).toEqual({ text: "</script><script>alert(1)</script>" });
});
