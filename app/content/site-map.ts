// /site-map: every page of the site on one page, in the visitor's language: a second way to each
// page besides the menus (WCAG 2.4.5), linked from every page's footer. The list itself is made from
// the pages' own titles and descriptions (app/pages.ts), so a new page joins it by itself.
import { z } from "zod";
import { heroSchema, pageMetaSchema, text } from "../content-model/blocks";
import { defineContent } from "../content-model/define";

export const siteMapSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  /** Above the list: what it is. */
  intro: text,
});

export type SiteMapContent = z.input<typeof siteMapSchema>;

export const siteMap: SiteMapContent = {
  meta: {
    title: "Site map",
    description: "Every page of The Bridge Church website on one page, each with a line about what it holds.",
  },
  hero: {
    eyebrow: "Find your way",
    title: "Site map",
    subtitle: "Every page of our website, in one place.",
    image: {
      src: "/images/next/hero.svg",
      width: 1600,
      height: 700,
      alt: "Illustration of a path winding over hills toward a flag at sunrise",
    },
  },
  intro: "Each page of the site, with a line about what you will find there.",
};

declare module "../content-model/define" {
  interface EditableContent {
    siteMap: SiteMapContent;
  }
}

export const siteMapModule = defineContent({
  key: "siteMap",
  schema: siteMapSchema,
  built: siteMap,
  page: { path: "/site-map", heading: (value) => value.hero.title },
  staff: {
    part: "page",
    title: "Site map",
    description: "The words above the list of every page. The list is made from each page's own title.",
    shownOn: [{ path: "/site-map", label: "Site map" }],
  },
});
