// Who the church is and where and when it meets. Change a fact here and every page follows.
import type { SiteContent } from "~/content/schema/site";
import { churchTimeZone } from "./church-time";

export const site: SiteContent = {
  name: "The Bridge Church",
  shortName: "The Bridge",
  url: "https://thebridgechurch.org",
  tagline: "Connecting people to Jesus and to each other",
  description:
    "The Bridge Church is a welcoming church family in Silver Spring, Maryland. Join us {worship time} in person or online.",
  copyrightYear: 2025,
  logo: { src: "/images/brand/logo-mark.svg", width: 48, height: 48, alt: "", decorative: true },
  worship: {
    day: "Sunday",
    time: "10:30 AM",
    durationMinutes: 75,
    timeZone: churchTimeZone,
    timeZoneLabel: "EST",
    experienceName: "Sunday Worship Experience",
    venue: {
      name: "Northwood Ridge High School",
      street: "919 University Boulevard West",
      city: "Silver Spring",
      state: "MD",
      zip: "20901",
    },
    coordinates: { lat: 39.0338, lng: -77.0322 },
  },
  mailingAddress: {
    name: "The Bridge Church",
    street: "P.O. Box 8142",
    city: "Silver Spring",
    state: "MD",
    zip: "20907",
  },
  email: "hello@thebridgechurch.org",
  phone: { display: "(301) 555-0142", tel: "+13015550142" },
  kidsMinistry: { name: "Kids Downtown", minAge: 4, maxAge: 11 },
  youthMinistry: { name: "Oxygen Youth Ministry", grades: "6–12" },
  links: {
    liveStream: "https://live.thebridgechurch.org",
    messageArchive: "https://thebridgechurch.subsplash.com/media",
    prayerRequestForm: "https://thebridgechurch.churchcenter.com/people/forms/prayer-request",
    connectionForm: "https://thebridgechurch.churchcenter.com/people/forms/connect-card",
    givingOnline: "https://thebridgechurch.churchcenter.com/giving",
    appStore: "https://apps.apple.com/us/app/the-bridge-church-md/id1480000000",
    googlePlay: "https://play.google.com/store/apps/details?id=com.subsplash.thebridgechurchmd",
  },
  /** The maps service that plans a route; the encoded address is appended. */
  directionsBaseUrl: "https://www.google.com/maps/dir/?api=1&destination=",
};
