// Every public page, once: its address, its route module, its content's title and description
// (for the tab, search results and its link preview) and the heading a visitor sees, and whether its
// answer is kept for every visitor. Each page is declared by its content module (`page` in
// app/content-model/define.ts), found by published/registry.ts; routes.ts, the sitemap, the link previews and
// the browser tests' page list all come from here.
// Relative imports only: React Router's config and routes.ts read this file before the app's
// path aliases exist.

import { baptism } from "./content/baptism";
import { keyDates } from "./content/key-dates";
import { site } from "./content/site";
import type { PageMeta } from "./content-model/blocks";
import type { ContentModule, PageDeclaration } from "./content-model/define";
import { factValues, fillFacts } from "./published/facts";
import { contentModules } from "./published/registry";

export interface PublicPage {
  /** The page's one address: "/about-us". */
  path: string;
  /** Its route module, relative to app/. */
  route: string;
  /** The content module of the page's own words: the staff area offers it, if staff may change it. */
  content: ContentModule;
  /** Its title and description, facts filled in as pages show them ("{kids ministry}" names the ministry). */
  meta: PageMeta;
  /** The page's h1. */
  heading: string;
  /** "kept" or "each visit" (PageDeclaration in app/content-model/define.ts). */
  answer: "kept" | "each visit";
}

const facts = factValues({ site, keyDates, baptism });

const pageOf = (content: ContentModule, page: PageDeclaration<unknown>): PublicPage => ({
  path: page.path,
  route: page.path === "/" ? "routes/home.tsx" : `routes${page.path}.tsx`,
  content,
  meta: fillFacts((content.built as { meta: PageMeta }).meta, facts),
  heading: fillFacts(page.heading(content.built), facts),
  answer: page.answer ?? "kept",
});

/** Every public page, the home page first, then by address. */
export const publicPages: readonly PublicPage[] = contentModules
  .flatMap((content) => (content.page ? [pageOf(content, content.page)] : []))
  .sort((a, b) => (a.path === "/" ? -1 : b.path === "/" ? 1 : a.path.localeCompare(b.path)));

/** The pages whose answer is the same for every visitor, kept until the content changes. */
export const keptPaths = publicPages.filter((p) => p.answer === "kept").map((p) => p.path);
