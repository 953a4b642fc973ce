// The site header's links and the footer's links to the church's video, photo and social pages.
import { z } from "zod";
import { href, socialLink, text } from "../content-model/blocks";
import { defineContent } from "../content-model/define";

export const navItemSchema = z.object({
  href,
  label: text,
  highlight: z.boolean().optional(),
  external: z.boolean().optional(),
});

export const navigationSchema = z.object({
  header: z
    .array(navItemSchema.meta({ title: "Link" }))
    .min(1)
    .max(9, "has room for 9 links at most"),
  social: z
    .array(socialLink.meta({ title: "Link" }))
    .min(1)
    .max(8, "has room for 8 links at most"),
  /** Small links under the footer: how the site treats visitors' data and their access. */
  legal: z
    .array(z.object({ href, label: text }).meta({ title: "Link" }))
    .min(1)
    .max(4, "has room for 4 links at most"),
});

export type NavItem = z.infer<typeof navItemSchema>;
export type NavigationContent = z.input<typeof navigationSchema>;

export const navigation: NavigationContent = {
  header: [
    { href: "/about-us", label: "About Us" },
    { href: "/connect", label: "Connect" },
    { href: "/watch", label: "Watch" },
    { href: "/events", label: "Events" },
    { href: "/outreach", label: "Outreach" },
    { href: "/give", label: "Give", highlight: true },
    { href: "/contact", label: "Contact" },
  ],
  social: [
    { label: "YouTube", href: "https://www.youtube.com/@thebridgechurchmd", kind: "video" },
    { label: "Photo albums", href: "https://www.flickr.com/photos/thebridgechurchmd", kind: "photos" },
    { label: "Facebook", href: "https://www.facebook.com/thebridgechurchmd", kind: "facebook" },
    { label: "Instagram", href: "https://www.instagram.com/thebridgechurchmd", kind: "instagram" },
  ],
  legal: [
    { href: "/privacy", label: "Privacy" },
    { href: "/accessibility", label: "Accessibility" },
  ],
};

declare module "../content-model/define" {
  interface EditableContent {
    navigation: NavigationContent;
  }
}

export const navigationModule = defineContent({
  key: "navigation",
  schema: navigationSchema,
  built: navigation,
  staff: {
    part: "site",
    title: "Header and footer links",
    description: "The links across the top of every page, and the social and legal links at its foot.",
    shownOn: [{ path: "/", label: "Home" }],
  },
});
