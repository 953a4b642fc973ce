// Each public page's link-preview card: the words the build draws on it (scripts/vite-seo.ts),
// read from the page's own title and description in app/content/. Build time only.
import { about } from "~/content/about";
import { accessibility } from "~/content/accessibility";
import { baptism } from "~/content/baptism";
import { bridgeApp } from "~/content/bridge-app";
import { connect } from "~/content/connect";
import { contact } from "~/content/contact";
import { coreBeliefs } from "~/content/core-beliefs";
import { coreValues } from "~/content/core-values";
import { events } from "~/content/events";
import { give } from "~/content/give";
import { groups } from "~/content/groups";
import { guest } from "~/content/guest";
import { home } from "~/content/home";
import { impactWeek } from "~/content/impact-week";
import { jesus } from "~/content/jesus";
import { kids } from "~/content/kids";
import { leadership } from "~/content/leadership";
import { next } from "~/content/next";
import { outreach } from "~/content/outreach";
import { outreachEvents } from "~/content/outreach-events";
import { privacy } from "~/content/privacy";
import type { PageMeta } from "~/content/schema";
import { serve } from "~/content/serve";
import { shareNote } from "~/content/share-note";
import { site } from "~/content/site";
import { watch } from "~/content/watch";
import { youth } from "~/content/youth";

/** The meta of every public page, by path; the build checks it against app/prerendered-paths.ts. */
export const publicPageMeta: Record<string, PageMeta> = {
  "/": home.meta,
  "/about-us": about.meta,
  "/core-beliefs": coreBeliefs.meta,
  "/core-values": coreValues.meta,
  "/connect": connect.meta,
  "/contact": contact.meta,
  "/leadership": leadership.meta,
  "/watch": watch.meta,
  "/events": events.meta,
  "/give": give.meta,
  "/jesus": jesus.meta,
  "/bridge-app": bridgeApp.meta,
  "/guest": guest.meta,
  "/groups": groups.meta,
  "/kids": kids.meta,
  "/youth": youth.meta,
  "/baptism": baptism.meta,
  "/next": next.meta,
  "/serve": serve.meta,
  "/outreach": outreach.meta,
  "/impact-week": impactWeek.meta,
  "/outreach-events": outreachEvents.meta,
  "/share-note": shareNote.meta,
  "/privacy": privacy.meta,
  "/accessibility": accessibility.meta,
};

/** Printed at the foot of every card: when and where the church meets. */
export function previewFootnote(): string {
  const { worship } = site;
  return `${worship.day}s at ${worship.time} · ${worship.venue.city}, ${worship.venue.state}`;
}

export interface PreviewCard {
  path: string;
  /** Drawn large. */
  heading: string;
  /** Drawn below the heading, a few lines at most. */
  text: string;
}

/**
 * The card of each page. A title that already names the church (the home page's) gives way to the
 * church's tagline, since every card shows the name above the heading.
 */
export function previewCards(): PreviewCard[] {
  return Object.entries(publicPageMeta).map(([path, meta]) => ({
    path,
    heading: meta.title.includes(site.name) ? site.tagline : meta.title,
    text: meta.description,
  }));
}
