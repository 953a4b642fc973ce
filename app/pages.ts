// Every public page, once: its address, its route module, its content's title and description
// (for the tab, search results and its link preview) and the heading a visitor sees, and whether it
// is written out at build time or rendered per request. routes.ts, the prerender list, the
// sitemap, the link previews and the browser tests' page list are all derived from this list.
// Relative imports only: React Router's config and routes.ts read this file before the app's
// path aliases exist.
import { privacy } from "./content/privacy";
import { builtContent, shownContent } from "./content/published/content";
import type { PageMeta } from "./content/schema/blocks";

// The built content with its facts filled in, as the pages show it: titles such as "{kids ministry}" name the ministry.
const {
  about,
  accessibility,
  baptism,
  bridgeApp,
  connect,
  contact,
  coreBeliefs,
  coreValues,
  events,
  give,
  groups,
  guest,
  home,
  impactWeek,
  jesus,
  kids,
  leadership,
  next,
  outreach,
  outreachEvents,
  serve,
  shareNote,
  site,
  watch,
  youth,
} = shownContent(builtContent);

export interface PublicPage {
  /** The page's one address: "/about-us". */
  path: string;
  /** Its route module, relative to app/. */
  route: string;
  meta: PageMeta;
  /** The page's h1. */
  heading: string;
  /**
   * "build": written out as HTML by `npm run build`. "request": rendered for each visitor, because
   * what it shows depends on the request (/groups filters by its query string without JavaScript,
   * docs/decisions/0006) or on the running server (/privacy states its retention setting).
   */
  rendered: "build" | "request";
}

const page = (path: string, meta: PageMeta, heading: string, rendered: PublicPage["rendered"] = "build") => ({
  path,
  route: path === "/" ? "routes/home.tsx" : `routes${path}.tsx`,
  meta,
  heading,
  rendered,
});

export const publicPages: readonly PublicPage[] = [
  page("/", home.meta, site.name),
  page("/about-us", about.meta, about.hero.title),
  page("/core-beliefs", coreBeliefs.meta, coreBeliefs.hero.title),
  page("/core-values", coreValues.meta, coreValues.hero.title),
  page("/connect", connect.meta, connect.hero.title),
  page("/contact", contact.meta, contact.hero.title),
  page("/leadership", leadership.meta, leadership.hero.title),
  page("/watch", watch.meta, watch.hero.title),
  page("/events", events.meta, events.hero.title),
  page("/give", give.meta, give.hero.title),
  page("/jesus", jesus.meta, jesus.hero.title),
  page("/bridge-app", bridgeApp.meta, bridgeApp.title),
  page("/guest", guest.meta, guest.hero.title),
  page("/groups", groups.meta, groups.hero.title, "request"),
  page("/kids", kids.meta, kids.hero.title),
  page("/youth", youth.meta, youth.hero.title),
  page("/baptism", baptism.meta, baptism.hero.title),
  page("/next", next.meta, next.hero.title),
  page("/serve", serve.meta, serve.hero.title),
  page("/outreach", outreach.meta, outreach.hero.title),
  page("/impact-week", impactWeek.meta, impactWeek.hero.title),
  page("/outreach-events", outreachEvents.meta, outreachEvents.hero.title),
  page("/share-note", shareNote.meta, shareNote.hero.title),
  page("/privacy", privacy.meta, privacy.hero.title, "request"),
  page("/accessibility", accessibility.meta, accessibility.hero.title),
];

/** The pages written out at build time (React Router's `prerender`). */
export const prerenderedPaths = publicPages.filter((p) => p.rendered === "build").map((p) => p.path);

/** The public pages rendered on each request instead. */
export const serverRenderedPaths = publicPages.filter((p) => p.rendered === "request").map((p) => p.path);
