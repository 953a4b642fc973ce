// Every public page, once: its address, its route module, its content's title and description
// (for the tab, search results and its link preview) and the heading a visitor sees, and whether its
// answer is kept for every visitor. routes.ts, the sitemap, the link previews and the browser tests'
// page list are all derived from this list.
// Relative imports only: React Router's config and routes.ts read this file before the app's
// path aliases exist.
import { about, aboutModule } from "./content/about";
import { accessibility, accessibilityModule } from "./content/accessibility";
import { baptism, baptismModule } from "./content/baptism";
import type { PageMeta } from "./content/blocks";
import { bridgeApp, bridgeAppModule } from "./content/bridge-app";
import { connect, connectModule } from "./content/connect";
import { contact, contactModule } from "./content/contact";
import { coreBeliefs, coreBeliefsModule } from "./content/core-beliefs";
import { coreValues, coreValuesModule } from "./content/core-values";
import type { ContentModule } from "./content/define";
import { events, eventsModule } from "./content/events";
import { factValues, fillFacts } from "./content/facts";
import { give, giveModule } from "./content/give";
import { groups, groupsModule } from "./content/groups";
import { guest, guestModule } from "./content/guest";
import { homeModule } from "./content/home";
import { impactWeek, impactWeekModule } from "./content/impact-week";
import { jesus, jesusModule } from "./content/jesus";
import { keyDates } from "./content/key-dates";
import { kids, kidsModule } from "./content/kids";
import { leadership, leadershipModule } from "./content/leadership";
import { next, nextModule } from "./content/next";
import { outreach, outreachModule } from "./content/outreach";
import { outreachEvents, outreachEventsModule } from "./content/outreach-events";
import { privacy, privacyModule } from "./content/privacy";
import { serve, serveModule } from "./content/serve";
import { shareNote, shareNoteModule } from "./content/share-note";
import { site } from "./content/site";
import { watch, watchModule } from "./content/watch";
import { youth, youthModule } from "./content/youth";

export interface PublicPage<Content extends ContentModule = ContentModule> {
  /** The page's one address: "/about-us". */
  path: string;
  /** Its route module, relative to app/. */
  route: string;
  /** The content module of the page's own words: the staff area offers it, if staff may change it. */
  content: Content;
  /** Its title and description, facts filled in as pages show them ("{kids ministry}" names the ministry). */
  meta: PageMeta;
  /** The page's h1. */
  heading: string;
  /**
   * "kept": the same for every visitor, so rendered once per version of the published content and
   * kept (app/publishing/render-site.server.ts). "each visit": rendered for every request, because
   * what it shows depends on the request (/groups filters by its query string without JavaScript,
   * docs/decisions/0006) or on the running server (/privacy states its retention setting).
   */
  answer: "kept" | "each visit";
}

const facts = factValues({ site, keyDates, baptism });

/** A page, its own content module (which has its `meta`) and its h1. */
function page<Content extends ContentModule<string, { meta: PageMeta }>>(
  path: string,
  content: Content,
  heading: string,
  answer: PublicPage["answer"] = "kept",
): PublicPage<Content> {
  return {
    path,
    route: path === "/" ? "routes/home.tsx" : `routes${path}.tsx`,
    content,
    meta: fillFacts(content.built.meta, facts),
    heading: fillFacts(heading, facts),
    answer,
  };
}

export const publicPages = [
  page("/", homeModule, site.name),
  page("/about-us", aboutModule, about.hero.title),
  page("/core-beliefs", coreBeliefsModule, coreBeliefs.hero.title),
  page("/core-values", coreValuesModule, coreValues.hero.title),
  page("/connect", connectModule, connect.hero.title),
  page("/contact", contactModule, contact.hero.title),
  page("/leadership", leadershipModule, leadership.hero.title),
  page("/watch", watchModule, watch.hero.title),
  page("/events", eventsModule, events.hero.title),
  page("/give", giveModule, give.hero.title),
  page("/jesus", jesusModule, jesus.hero.title),
  page("/bridge-app", bridgeAppModule, bridgeApp.title),
  page("/guest", guestModule, guest.hero.title),
  page("/groups", groupsModule, groups.hero.title, "each visit"),
  page("/kids", kidsModule, kids.hero.title),
  page("/youth", youthModule, youth.hero.title),
  page("/baptism", baptismModule, baptism.hero.title),
  page("/next", nextModule, next.hero.title),
  page("/serve", serveModule, serve.hero.title),
  page("/outreach", outreachModule, outreach.hero.title),
  page("/impact-week", impactWeekModule, impactWeek.hero.title),
  page("/outreach-events", outreachEventsModule, outreachEvents.hero.title),
  page("/share-note", shareNoteModule, shareNote.hero.title),
  page("/privacy", privacyModule, privacy.hero.title, "each visit"),
  page("/accessibility", accessibilityModule, accessibility.hero.title),
];

/** The pages whose answer is the same for every visitor, kept until the content changes. */
export const keptPaths = publicPages.filter((p) => p.answer === "kept").map((p) => p.path);
